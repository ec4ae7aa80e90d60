// @vitest-environment jsdom
/**
 * The binding between a printed placeholder and its station store: what it writes, when, and what
 * it leaves alone (the printed content while nothing is known, the element when an answer repeats).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../src/radio/lautfm-api';
import { bindView, type PlaceholderView } from '../../../src/radio/placeholder-binding';
import type { EndpointState, StationStore } from '../../../src/radio/station-store';
import { piece, samePieces, writePieces } from '../../../src/radio/views/pieces';
import { line } from '../../../src/radio/views/shared';

afterEach(() => document.body.replaceChildren());

/** A store whose states the test sets; it tells subscribers and watchers like the real one. */
function fakeStore() {
  const states = new Map<EndpointName, EndpointState<unknown>>();
  const listeners = new Map<EndpointName, Set<() => void>>();
  const subscribed: EndpointName[] = [];
  const watched: EndpointName[] = [];
  const listen = (list: EndpointName[]) => (endpoint: EndpointName, listener: () => void) => {
    list.push(endpoint);
    const group = listeners.get(endpoint) ?? new Set();
    listeners.set(endpoint, group.add(listener));
    return () => void group.delete(listener);
  };
  const store: StationStore = {
    station: 'b80er',
    get: (endpoint) => (states.get(endpoint) ?? { status: 'pending' }) as never,
    subscribe: listen(subscribed),
    watch: listen(watched),
    refresh: async () => undefined,
    stop: () => undefined,
  };
  const set = (endpoint: EndpointName, state: EndpointState<unknown>) => {
    states.set(endpoint, state);
    for (const listener of listeners.get(endpoint) ?? []) listener();
  };
  const listening = () => [...listeners.values()].reduce((sum, group) => sum + group.size, 0);
  return { store, set, subscribed, watched, listening };
}

const ready = (data: unknown, stale = false): EndpointState<unknown> => ({ status: 'ready', data, updatedAt: 0, stale });

/** Shows the listener count as text, 'printed' while pending. */
const countView: PlaceholderView = {
  reads: ['listeners'],
  hears: ['next_artists'],
  show(store) {
    const state = store.get('listeners');
    return { content: state.status === 'ready' ? [String(state.data)] : 'printed', stale: state.status === 'ready' && state.stale };
  },
};

function printedElement(html = '<b>Lade</b> …') {
  const element = document.body.appendChild(document.createElement('span'));
  element.innerHTML = html;
  return element;
}

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('bindView', () => {
  it('subscribes to what the view reads and only listens to what it hears, at once', () => {
    const { store, subscribed, watched } = fakeStore();
    bindView(printedElement(), store, countView);
    expect(subscribed).toEqual(['listeners']);
    expect(watched).toEqual(['next_artists']);
  });

  it('leaves the printed content untouched until an answer, then writes it', async () => {
    const { store, set } = fakeStore();
    const element = printedElement();
    const bold = element.querySelector('b');
    bindView(element, store, countView);
    expect(element.querySelector('b')).toBe(bold);
    set('listeners', ready(42));
    expect(element.textContent).toBe('Lade …');
    await tick();
    expect(element.textContent).toBe('42');
  });

  it('writes what is already known before returning (no frame with the printed text)', () => {
    const { store, set } = fakeStore();
    set('listeners', ready(7));
    const element = printedElement();
    bindView(element, store, countView);
    expect(element.textContent).toBe('7');
  });

  it('does not touch the element when an answer shows the same, and changes a lone text in place', async () => {
    const { store, set } = fakeStore();
    const element = printedElement();
    bindView(element, store, countView);
    set('listeners', ready(42));
    await tick();
    const text = element.firstChild;
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(element, { childList: true, characterData: true, subtree: true });
    const seen = async () => {
      await tick();
      records.push(...observer.takeRecords());
      return records.splice(0).map((record) => record.type);
    };
    set('listeners', ready(42));
    expect(await seen()).toEqual([]);
    set('listeners', ready(43));
    expect(await seen()).toEqual(['characterData']);
    expect(element.firstChild).toBe(text);
    observer.disconnect();
  });

  it('writes once for several changes in one task', async () => {
    const { store, set } = fakeStore();
    let shown = 0;
    bindView(printedElement(), store, { ...countView, show: (s) => (shown++, countView.show(s)) });
    set('listeners', ready(1));
    set('listeners', ready(2));
    set('next_artists', ready([]));
    await tick();
    expect(shown).toBe(2);
  });

  it('marks a stale answer for CSS and assistive technology, and unmarks a fresh one', async () => {
    const { store, set } = fakeStore();
    const element = printedElement();
    bindView(element, store, countView);
    set('listeners', ready(42, true));
    await tick();
    expect(element.getAttribute('data-lfm-stale')).toBe('');
    expect(element.getAttribute('aria-busy')).toBe('true');
    set('listeners', ready(42));
    await tick();
    expect(element.hasAttribute('data-lfm-stale')).toBe(false);
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('gives the element back as printed, stops listening, and ignores changes after', async () => {
    const { store, set, listening } = fakeStore();
    const element = printedElement();
    const bold = element.querySelector('b');
    const unbind = bindView(element, store, countView);
    set('listeners', ready(42, true));
    await tick();
    set('listeners', ready(43));
    unbind();
    await tick();
    expect(element.querySelector('b')).toBe(bold);
    expect(element.textContent).toBe('Lade …');
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(listening()).toBe(0);
  });
});

describe('pieces', () => {
  it('become text nodes and the few elements the widget prints, never HTML', () => {
    const element = printedElement();
    writePieces(element, [piece('a', { href: 'https://example.org/?q=%3Cb%3E', class: 'x' }, '<img src=x onerror=alert(1)>'), ' ', '']);
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('a')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(element.childNodes).toHaveLength(2);
  });

  it('set the spacing through the CSSOM, which refuses what is not a length', () => {
    const element = printedElement();
    writePieces(element, [line('5px', '♪', ['a']), line('5px; background: url(https://evil.example/)', '', ['b'])]);
    const [first, second] = element.querySelectorAll('span');
    expect(first?.style.marginBottom).toBe('5px');
    expect(first?.textContent).toBe('♪ a');
    expect(second?.getAttribute('style')).not.toContain('background');
  });

  it('compare by what they show', () => {
    expect(samePieces(['a', piece('span', {}, 'b')], ['a', piece('span', {}, 'b')])).toBe(true);
    expect(samePieces(['a'], ['b'])).toBe(false);
    expect(samePieces([piece('span', { class: 'x' })], [piece('span', { class: 'y' })])).toBe(false);
  });
});
