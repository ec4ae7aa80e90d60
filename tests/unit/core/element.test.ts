// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addMissingAttributes, buildElement, icon, setAttribute } from '../../../src/core/element';

describe('buildElement', () => {
  it('sets the attributes in the order given, then appends the children', () => {
    const button = buildElement(document, 'button', { type: 'button', class: 'block-retry' }, 'Erneut versuchen', icon(document, 'move'));
    expect(button.outerHTML).toBe(
      '<button type="button" class="block-retry">Erneut versuchen<i class="rbi rbi-move" aria-hidden="true"></i></button>',
    );
  });
});

describe('setAttribute', () => {
  it('sets a value, and removes the attribute for null and false', () => {
    const element = document.createElement('div');
    setAttribute(element, 'aria-busy', 'true');
    expect(element.getAttribute('aria-busy')).toBe('true');
    setAttribute(element, 'aria-busy', false);
    expect(element.hasAttribute('aria-busy')).toBe(false);
    setAttribute(element, 'data-lfm-stale', '');
    expect(element.getAttribute('data-lfm-stale')).toBe('');
    setAttribute(element, 'data-lfm-stale', null);
    expect(element.hasAttribute('data-lfm-stale')).toBe(false);
  });
});

describe('addMissingAttributes', () => {
  it('keeps what the theme printed and undoes only what it added', () => {
    const element = document.createElement('div');
    element.setAttribute('role', 'group');
    const undo = addMissingAttributes(element, { role: 'region', 'aria-label': 'Aufmacher' });
    expect(element.getAttribute('role')).toBe('group');
    expect(element.getAttribute('aria-label')).toBe('Aufmacher');
    undo();
    expect(element.getAttribute('role')).toBe('group');
    expect(element.hasAttribute('aria-label')).toBe(false);
  });
});
