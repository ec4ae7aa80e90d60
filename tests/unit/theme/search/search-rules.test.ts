import { describe, expect, it } from 'vitest';
import { classifySearchAnswer, needsRequest, searchText } from '../../../../src/theme/search/search-rules';
import { arrowTarget } from '../../../../src/theme/search/popup-keys';

describe('searchText (spec §5: only non-empty text is sent)', () => {
  it('trims and collapses whitespace', () => {
    expect(searchText('  Nacht   zug \n')).toBe('Nacht zug');
    expect(searchText('Städte')).toBe('Städte');
  });
  it('is null for nothing but blanks', () => {
    expect(searchText('')).toBeNull();
    expect(searchText('   \t\n ')).toBeNull();
  });
});

describe('needsRequest', () => {
  it('asks for a new text, not for the one shown or on its way', () => {
    expect(needsRequest('nacht', null)).toBe(true);
    expect(needsRequest('nachtzug', 'nacht')).toBe(true);
    expect(needsRequest('nacht', 'nacht')).toBe(false);
  });
  it('never for no text', () => {
    expect(needsRequest(null, null)).toBe(false);
    expect(needsRequest(null, 'nacht')).toBe(false);
  });
});

describe('classifySearchAnswer', () => {
  it('takes an HTML fragment, and an empty one', () => {
    expect(classifySearchAnswer('  <div class="p-wrap">x</div>\n')).toEqual({ kind: 'html', html: '<div class="p-wrap">x</div>' });
    expect(classifySearchAnswer('')).toEqual({ kind: 'html', html: '' });
  });
  it('refuses WordPress’s bare 0 and -1, JSON and plain text', () => {
    for (const body of ['0', ' -1 ', '{"success":false}', '[1,2]', 'Fatal error: out of memory']) {
      expect(classifySearchAnswer(body).kind, body).toBe('malformed');
    }
  });
});

describe('arrowTarget', () => {
  const input = document.createElement('input');
  const a = document.createElement('a');
  const b = document.createElement('a');
  const c = document.createElement('a');
  const links: HTMLElement[] = [a, b, c];
  it('moves down from the field to the first link, then along, stopping at the last', () => {
    expect(arrowTarget('ArrowDown', input, input, links)).toBe(a);
    expect(arrowTarget('ArrowDown', a, input, links)).toBe(b);
    expect(arrowTarget('ArrowDown', c, input, links)).toBe(c);
  });
  it('moves up along the links and from the first back to the field; not from the field', () => {
    expect(arrowTarget('ArrowUp', c, input, links)).toBe(b);
    expect(arrowTarget('ArrowUp', a, input, links)).toBe(input);
    expect(arrowTarget('ArrowUp', input, input, links)).toBeNull();
  });
  it('ignores other keys and empty results', () => {
    expect(arrowTarget('Enter', input, input, links)).toBeNull();
    expect(arrowTarget('ArrowDown', input, input, [])).toBeNull();
  });
});
