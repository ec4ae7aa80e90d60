// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieNotice } from '../../../src/reader/cookie-notice';
import { applyEarly } from '../../../src/reader/early-run';
import { HEAD_SNIPPET } from '../../../src/reader/head-snippet';
import { headerStrips } from '../../../src/reader/header-strip';
import { $, bootUi, click, resetPage, warnings } from './ui-support';

// A fresh <body> per test: the bundle remembers what the server printed on the body it first changed.
beforeEach(() => {
  document.documentElement.replaceChild(document.createElement('body'), document.body);
});
afterEach(resetPage);

/** The theme's markup (Pixwell Core's header-strip widget and cookie notice); its CSS hides both until revealed. */
const strip = (id: string, days: string) =>
  `<div class="rb-headerstrip is-light-text"${id ? ` id="${id}"` : ''} data-headerstrip="${days}"><div class="content-inner"><div class="headerstrip-desc"><p>Herbst</p></div></div><a class="headerstrip-submit" href="#"><i class="btn-close"></i></a></div>`;
const PAGE = `<main id="main">Artikel</main>
<div class="topsite-wrap"><div class="widget widget-headerstrip">${strip('rb-headerstrip-2', '7')}</div></div>
${strip('rb-headerstrip-3', 'nie')}
${strip('', '3')}
<aside id="rb-cookie" class="rb-cookie"><p class="cookie-content">Cookies</p><div class="cookie-footer"><a id="cookie-accept" class="cookie-accept" href="#">Verstanden</a></div></aside>`;

/** The cookie strings the page wrote, captured at the document.cookie setter. */
function captureCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('no cookie accessor');
  const { get, set } = descriptor;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(document) as string;
    },
    set(value: string) {
      writes.push(value);
      set.call(document, value);
    },
  });
  return writes;
}
afterEach(() => {
  delete (document as unknown as Record<string, unknown>).cookie;
});

describe('cookie notice', () => {
  it('is revealed as core.js did: inline display block, then is-show 10 ms later', async () => {
    const { clock } = bootUi(PAGE, [cookieNotice]);
    expect($('#rb-cookie').style.display).toBe('block');
    expect($('#rb-cookie').classList.contains('is-show')).toBe(false);
    await clock.advance(10);
    expect($('#rb-cookie').classList.contains('is-show')).toBe(true);
  });

  it('accepting stores ruby_cookie_popup=1 for 30 days, takes is-show away and display 500 ms later', async () => {
    const writes = captureCookieWrites();
    const { ctx, clock } = bootUi(PAGE, [cookieNotice]);
    await clock.advance(10);
    $('#cookie-accept').focus();
    const event = click($('#cookie-accept'));
    expect(event.defaultPrevented).toBe(true);
    expect($('#rb-cookie').classList.contains('is-show')).toBe(false);
    expect($('#rb-cookie').style.display).toBe('block');
    await clock.advance(500);
    expect($('#rb-cookie').style.display).toBe('none');
    expect(document.activeElement?.id).toBe('main');
    expect(writes).toEqual([
      `ruby_cookie_popup=1; path=/; SameSite=Lax; expires=${new Date(ctx.clock.now() - 500 + 30 * 86_400_000).toUTCString()}`,
    ]);
  });

  it('the accept link answers Space like a button', async () => {
    bootUi(PAGE, [cookieNotice]);
    $('#cookie-accept').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(document.cookie).toContain('ruby_cookie_popup=1');
    expect($('#cookie-accept').getAttribute('role')).toBe('button');
  });

  it('is never revealed once accepted', async () => {
    document.cookie = 'ruby_cookie_popup=1; path=/';
    const { clock } = bootUi(PAGE, [cookieNotice]);
    await clock.advance(100);
    expect($('#rb-cookie').style.display).toBe('');
    expect($('#rb-cookie').classList.contains('is-show')).toBe(false);
  });

  it('shows, with a warning, when the cookie holds something else', () => {
    document.cookie = 'ruby_cookie_popup=yes; path=/';
    const { log } = bootUi(PAGE, [cookieNotice]);
    expect($('#rb-cookie').style.display).toBe('block');
    expect(warnings(log)).toEqual(['cookie notice: ignoring the cookie ruby_cookie_popup="yes" (expected "1"); the notice stays']);
  });
});

describe('header strips', () => {
  it('are revealed with inline display block; the close link gets a name and a button role', () => {
    bootUi(PAGE, [headerStrips]);
    expect([...document.querySelectorAll<HTMLElement>('.rb-headerstrip')].map((element) => element.style.display)).toEqual([
      'block',
      'block',
      'block',
    ]);
    const close = $('#rb-headerstrip-2 .headerstrip-submit');
    expect([close.getAttribute('role'), close.getAttribute('aria-label')]).toEqual(['button', 'Hinweis schließen']);
  });

  it('closing stores a cookie named after the strip id for data-headerstrip days (30 when unusable) and removes the strip', () => {
    const writes = captureCookieWrites();
    const { ctx } = bootUi(PAGE, [headerStrips]);
    click($('#rb-headerstrip-2 .headerstrip-submit'));
    click($('#rb-headerstrip-3 .headerstrip-submit'));
    // jsdom has no Web Animations: removed at once (in a browser after the 300 ms slide).
    expect(document.getElementById('rb-headerstrip-2')).toBeNull();
    expect(document.getElementById('rb-headerstrip-3')).toBeNull();
    const day = 86_400_000;
    expect(writes).toEqual([
      `rb-headerstrip-2=1; path=/; SameSite=Lax; expires=${new Date(ctx.clock.now() + 7 * day).toUTCString()}`,
      `rb-headerstrip-3=1; path=/; SameSite=Lax; expires=${new Date(ctx.clock.now() + 30 * day).toUTCString()}`,
    ]);
  });

  it('a strip without an id closes for this page only, with a warning', () => {
    const writes = captureCookieWrites();
    const { log } = bootUi(PAGE, [headerStrips]);
    const anonymous = document.querySelectorAll<HTMLElement>('.rb-headerstrip')[2];
    click(anonymous?.querySelector('.headerstrip-submit') ?? null);
    expect(anonymous?.isConnected).toBe(false);
    expect(writes).toEqual([]);
    expect(warnings(log)).toEqual(['header strip without an id: closing it lasts for this page only']);
  });

  it('a closed strip is never revealed; the others are', () => {
    document.cookie = 'rb-headerstrip-2=1; path=/';
    bootUi(PAGE, [headerStrips]);
    expect($('#rb-headerstrip-2').style.display).toBe('');
    expect($('#rb-headerstrip-3').style.display).toBe('block');
  });
});

type Early = Window & { pixwellCoreParams?: unknown };
const TOGGLE =
  '<span class="dark-mode-toggle"><span class="mode-icons"><span class="dark-mode-icon mode-icon-dark"></span><span class="dark-mode-icon mode-icon-default"></span></span></span>';

describe('applyEarly', () => {
  it('puts the stored theme on <body> at once when it exists, and nothing on <html>', () => {
    (window as Early).pixwellCoreParams = { darkModeID: 'MyDark' };
    localStorage.setItem('MyDark', 'dark');
    applyEarly(window);
    expect(document.body.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('adds no style sheet: the theme’s CSS hides the notices until they are revealed', () => {
    document.cookie = 'ruby_cookie_popup=1; path=/';
    applyEarly(window);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(document.querySelector('style')).toBeNull();
  });

  it('at document-start sets <body> as soon as it is inserted', async () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.replaceChildren();
    const win = { document: doc, localStorage } as unknown as Early;
    localStorage.setItem('RubyDarkMode', 'dark');
    applyEarly(win);
    doc.documentElement.append(doc.createElement('head'));
    await Promise.resolve();
    const body = doc.createElement('body');
    doc.documentElement.append(body);
    await Promise.resolve();
    expect(body.getAttribute('data-theme')).toBe('dark');
  });

  it('keeps the server’s data-theme when nothing is stored, and applies the system preference only once a toggle is parsed', async () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.replaceChildren();
    const win = { document: doc, localStorage, matchMedia: () => ({ matches: true }) } as unknown as Early;
    applyEarly(win);
    const body = doc.createElement('body');
    doc.documentElement.append(body);
    await Promise.resolve();
    expect(body.hasAttribute('data-theme')).toBe(false);
    body.innerHTML = `<header>${TOGGLE}</header>`;
    await Promise.resolve();
    expect(body.getAttribute('data-theme')).toBe('dark');

    const served = document.implementation.createHTMLDocument('');
    served.body.setAttribute('data-theme', 'dark');
    applyEarly({ document: served, localStorage, matchMedia: () => ({ matches: false }) } as unknown as Window);
    expect(served.body.getAttribute('data-theme')).toBe('dark');
  });

  it('leaves a page without a toggle alone, whatever the system prefers', async () => {
    const doc = document.implementation.createHTMLDocument('');
    applyEarly({ document: doc, localStorage, matchMedia: () => ({ matches: true }) } as unknown as Window);
    doc.body.innerHTML = '<main>Artikel</main>';
    await Promise.resolve();
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(doc.body.hasAttribute('data-theme')).toBe(false);
  });

  it('ignores a corrupt stored value silently (the feature warns later)', () => {
    localStorage.setItem('RubyDarkMode', 'lila');
    document.cookie = 'RubyDarkMode=dark; path=/';
    applyEarly(window);
    expect(document.body.getAttribute('data-theme')).toBe('dark');
  });
});

describe('HEAD_SNIPPET', () => {
  const run = (prefersDark = false) => {
    const source = /<script>([\s\S]*)<\/script>/.exec(HEAD_SNIPPET)?.[1];
    if (!source) throw new Error('no script in the snippet');
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: prefersDark }) });
    (new Function(source) as () => void)();
    delete (window as unknown as Record<string, unknown>).matchMedia;
  };

  it('applies the stored mode to <body>', () => {
    localStorage.setItem('RubyDarkMode', 'dark');
    run();
    expect(document.body.getAttribute('data-theme')).toBe('dark');
  });

  it('falls back to the cookie, ignoring corrupt values', () => {
    localStorage.setItem('RubyDarkMode', 'lila');
    document.cookie = 'RubyDarkMode=dark; path=/';
    run();
    expect(document.body.getAttribute('data-theme')).toBe('dark');
  });

  it('keeps the server’s data-theme when nothing is stored, else follows the system', () => {
    document.body.setAttribute('data-theme', 'dark');
    run(false);
    expect(document.body.getAttribute('data-theme')).toBe('dark');
    document.body.removeAttribute('data-theme');
    run(true);
    expect(document.body.getAttribute('data-theme')).toBe('dark');
  });

  it('adds no style sheet', () => {
    document.cookie = 'ruby_cookie_popup=1; path=/';
    run();
    expect(document.querySelector('style')).toBeNull();
  });
});
