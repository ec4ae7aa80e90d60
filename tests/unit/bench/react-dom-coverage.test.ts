import { describe, expect, it } from 'vitest';
import { REACT_DOM_MARKER, reactDomEvaluated, type FunctionCoverage } from '../../bench/react-dom-coverage';

/** A bundle: the IIFE, a wrapped CommonJS module holding React DOM, and other code. */
const SOURCE = `(function(){var a=(e,t)=>()=>t;var dom=a((e)=>{var k="${REACT_DOM_MARKER}"+1;function f(){}});run();})();`;
const marker = SOURCE.indexOf(REACT_DOM_MARKER);
const wrapperStart = SOURCE.indexOf('(e)=>{var k');
const wrapperEnd = SOURCE.indexOf('});run') + 1;
const fn = (startOffset: number, endOffset: number, count: number): FunctionCoverage => ({ ranges: [{ startOffset, endOffset, count }] });

describe('reactDomEvaluated', () => {
  const script = fn(0, SOURCE.length, 1);
  const iife = fn(1, SOURCE.length - 3, 1);
  const inner = fn(SOURCE.indexOf('function f'), SOURCE.indexOf('}});') + 1, 0);

  it("is true when the wrapper around React DOM's top level ran", () => {
    expect(reactDomEvaluated(SOURCE, [script, iife, fn(wrapperStart, wrapperEnd, 1), inner])).toBe(true);
  });

  it('is false when it did not run, or is missing from the coverage (never compiled)', () => {
    expect(reactDomEvaluated(SOURCE, [iife, script, fn(wrapperStart, wrapperEnd, 0)])).toBe(false);
    expect(reactDomEvaluated(SOURCE, [])).toBe(false);
  });

  it('reads the innermost function around the marker, not a function elsewhere', () => {
    expect(marker).toBeGreaterThan(wrapperStart);
    expect(reactDomEvaluated(SOURCE, [script, fn(wrapperStart, wrapperEnd, 0), fn(0, marker, 1)])).toBe(false);
  });

  it('is null for a bundle without React DOM', () => {
    expect(reactDomEvaluated('(function(){run();})();', [fn(0, 24, 1)])).toBeNull();
  });
});
