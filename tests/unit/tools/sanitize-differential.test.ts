// @vitest-environment jsdom
/** The differential sanitizer test's own rules (tests/support/sanitize-differential.ts) and its input generator. */
import { describe, expect, it } from 'vitest';
import { generatedInputs, seeded } from '../../support/html-fuzzer';
import { isAllowance, outputFeatures, unexplained } from '../../support/sanitize-differential';

const fragment = (markup: string) => document.createRange().createContextualFragment(markup);

describe('outputFeatures', () => {
  it('names every element, every attribute, and the value of every address attribute', () => {
    const features = outputFeatures(fragment('<p class="a"><a href="/x" target="_blank">x</a></p><svg><use href="#i"></use></svg>'));
    expect([...features].sort()).toEqual([
      '<a href="/x">',
      '<a href>',
      '<a target>',
      '<a>',
      '<p class>',
      '<p>',
      '<svg:svg>',
      '<svg:use href="#i">',
      '<svg:use href>',
      '<svg:use>',
    ]);
  });
});

describe('unexplained', () => {
  it('is what only the first output holds, the allowances aside', () => {
    const ours = new Set([
      '<p>',
      '<b>',
      '<iframe src>',
      '<a rel>',
      '<svg:use href="#i">',
      '<svg:use href="data:x">',
      '<img src="javascript:x">',
    ]);
    const theirs = new Set(['<p>']);
    expect(unexplained(ours, theirs)).toEqual(['<b>', '<img src="javascript:x">', '<svg:use href="data:x">']);
  });

  it('allows the player frames, the added rel, and an SVG use pointing inside the document only', () => {
    expect(
      [
        '<iframe>',
        '<iframe sandbox>',
        '<a rel>',
        '<form rel>',
        '<svg:use>',
        '<svg:use href>',
        '<svg:use href="#icon">',
        '<svg:use data-x>',
        '<svg:use class>',
      ].every(isAllowance),
    ).toBe(true);
    expect(
      ['<p rel>', '<svg:use href="data:image/svg+xml,x">', '<svg:use xlink:href="https://x.test/s.svg#i">', '<frame>', '<a target>'].some(
        isAllowance,
      ),
    ).toBe(false);
  });
});

describe('generatedInputs', () => {
  it('gives the same inputs for the same seed, other ones for another, and markup that names the hit flag', () => {
    const first = generatedInputs(7, 50);
    expect(generatedInputs(7, 50)).toEqual(first);
    expect(generatedInputs(8, 50)).not.toEqual(first);
    expect(first).toHaveLength(50);
    expect(first.join('')).toContain('window.__hit=1');
    expect(first.every((input) => input.length > 0)).toBe(true);
  });

  it('seeded numbers stay in [0, 1)', () => {
    const next = seeded(1);
    const values = Array.from({ length: 1000 }, next);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
