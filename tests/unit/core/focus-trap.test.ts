// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusableWithin, trapFocus, wrapFocusIndex } from '../../../src/core/focus-trap';

afterEach(() => document.body.replaceChildren());

const key = (name: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

function page() {
  document.body.innerHTML = `
    <button id="opener">Öffnen</button>
    <div id="dialog">
      <button id="close">×</button>
      <input id="email">
      <input id="hidden-input" hidden>
      <button id="disabled" disabled>x</button>
      <a id="link" href="#x">Datenschutz</a>
      <span tabindex="-1" id="minus">not in tab order</span>
    </div>
    <button id="behind">Behind</button>`;
  const $ = (id: string) => document.getElementById(id) as HTMLElement;
  return { $, dialog: $('dialog') };
}

describe('wrapFocusIndex', () => {
  it('moves forward and backward, wrapping at both ends', () => {
    expect(wrapFocusIndex(0, 3, false)).toBe(1);
    expect(wrapFocusIndex(2, 3, false)).toBe(0);
    expect(wrapFocusIndex(0, 3, true)).toBe(2);
    expect(wrapFocusIndex(2, 3, true)).toBe(1);
  });

  it('enters at the first (or, backwards, the last) element from outside', () => {
    expect(wrapFocusIndex(-1, 3, false)).toBe(0);
    expect(wrapFocusIndex(-1, 3, true)).toBe(2);
  });

  it('answers -1 (the container) when nothing inside takes focus', () => {
    expect(wrapFocusIndex(-1, 0, false)).toBe(-1);
  });
});

describe('focusableWithin', () => {
  it('lists what Tab reaches, skipping hidden, disabled and tabindex=-1', () => {
    const { dialog } = page();
    expect(focusableWithin(dialog).map((element) => element.id)).toEqual(['close', 'email', 'link']);
  });
});

describe('trapFocus', () => {
  it('focuses the first element, wraps Tab and Shift+Tab, and gives focus back on release', () => {
    const { $, dialog } = page();
    $('opener').focus();
    const trap = trapFocus(dialog);
    expect(document.activeElement?.id).toBe('close');
    expect(key('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('email');
    key('Tab');
    expect(document.activeElement?.id).toBe('link');
    key('Tab');
    expect(document.activeElement?.id).toBe('close');
    key('Tab', true);
    expect(document.activeElement?.id).toBe('link');
    trap.release();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('calls onEscape on Escape, and leaves Escape alone without it', () => {
    const { dialog } = page();
    const onEscape = vi.fn();
    const trap = trapFocus(dialog, { onEscape });
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(onEscape).toHaveBeenCalledTimes(1);
    trap.release();
    const plain = trapFocus(dialog);
    expect(key('Escape').defaultPrevented).toBe(false);
    plain.release();
  });

  it('leaves Escape to an open combobox inside the dialog, so its popup closes first', () => {
    const { $, dialog } = page();
    const onEscape = vi.fn();
    const trap = trapFocus(dialog, { onEscape });
    const field = $('email');
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-expanded', 'true');
    field.focus();
    expect(key('Escape').defaultPrevented).toBe(false);
    expect(onEscape).not.toHaveBeenCalled();
    field.setAttribute('aria-expanded', 'false');
    key('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
    trap.release();
  });

  it('brings focus back when it escapes to the page behind', () => {
    const { $, dialog } = page();
    const trap = trapFocus(dialog);
    $('behind').focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    trap.release();
    $('behind').focus();
    expect(document.activeElement?.id).toBe('behind');
  });

  it('focuses the container itself when nothing inside can take focus', () => {
    document.body.innerHTML = '<div id="empty"><p>Nur Text</p></div>';
    const container = document.getElementById('empty') as HTMLElement;
    const trap = trapFocus(container);
    expect(document.activeElement).toBe(container);
    expect(container.getAttribute('tabindex')).toBe('-1');
    key('Tab');
    expect(document.activeElement).toBe(container);
    trap.release();
  });

  it('lets only the newest of stacked traps act', () => {
    const { $, dialog } = page();
    const inner = document.createElement('div');
    inner.innerHTML = '<button id="inner-a">a</button><button id="inner-b">b</button>';
    document.body.append(inner);
    const outerEscape = vi.fn();
    const innerEscape = vi.fn();
    const outer = trapFocus(dialog, { onEscape: outerEscape });
    const top = trapFocus(inner, { onEscape: innerEscape });
    expect(document.activeElement?.id).toBe('inner-a');
    key('Escape');
    expect(innerEscape).toHaveBeenCalledTimes(1);
    expect(outerEscape).not.toHaveBeenCalled();
    top.release();
    expect(document.activeElement?.id).toBe('close');
    key('Escape');
    expect(outerEscape).toHaveBeenCalledTimes(1);
    outer.release();
    expect($('opener')).toBeTruthy();
  });

  it('does not return focus to an element that left the page', () => {
    const { $, dialog } = page();
    $('opener').focus();
    const trap = trapFocus(dialog);
    $('opener').remove();
    trap.release();
    expect(document.activeElement?.id).toBe('close');
  });
});
