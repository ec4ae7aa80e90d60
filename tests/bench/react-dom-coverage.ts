/**
 * Pure: whether React DOM's module body ran, from Chromium's JS coverage of the bundle (DevTools
 * Protocol `Profiler.takePreciseCoverage`). React DOM is a CommonJS package the bundler wraps in a
 * function that runs on first `require` (src/core/react.ts): the innermost function around one of
 * its top-level declarations is that wrapper, and it ran once React DOM was evaluated. The marker
 * is a string only React DOM's client holds and the minifier keeps (a property name prefix).
 */

export const REACT_DOM_MARKER = '__reactContainer$';

/** The part of a coverage entry this reads (`Profiler.FunctionCoverage`). */
export interface FunctionCoverage {
  ranges: readonly { startOffset: number; endOffset: number; count: number }[];
}

/**
 * True when the function around React DOM's marker ran, false when it did not (or is missing from
 * the coverage: never compiled), null when the bundle holds no React DOM at all. Offsets are the
 * script's characters, as V8 counts them (UTF-16 units, like a JavaScript string's indices).
 */
export function reactDomEvaluated(source: string, functions: readonly FunctionCoverage[]): boolean | null {
  const marker = source.indexOf(REACT_DOM_MARKER);
  if (marker < 0) return null;
  let innermost: { span: number; count: number } | undefined;
  for (const fn of functions) {
    const whole = fn.ranges[0];
    if (!whole || whole.startOffset > marker || whole.endOffset <= marker) continue;
    const span = whole.endOffset - whole.startOffset;
    if (!innermost || span < innermost.span) innermost = { span, count: whole.count };
  }
  return innermost !== undefined && innermost.count > 0;
}
