import { afterEach, describe, expect, it } from 'vitest';
import { cookieNotice } from '../../../src/reader/cookie-notice';
import { applyEarly } from '../../../src/reader/early-run';
import { HEAD_SNIPPET } from '../../../src/reader/head-snippet';
import { headerStrips } from '../../../src/reader/header-strip';
import { $, bootUi, click, resetPage, warnings } from './ui-support';

afterEach(resetPage);

const PAGE = `
<div class="rb-headerstrip" id="hs-herbst" data-headerstrip="7"><p>Herbst</p><button type="button" class="headerstrip-submit" aria-label="Hinweis schließen">×</button></div>
<div class="rb-headerstrip" id="hs-two" data-headerstrip="nie"><button type="button" class="headerstrip-submit">×</button></div>
<div class="rb-headerstrip" data-headerstrip="3"><button type="button" class="headerstrip-submit">×</button></div>
<div id="rb-cookie" class="rb-cookie"><p>Cookies</p><button type="button" id="cookie-accept">Verstanden</button></div>`;

/** The cookie strings the page wrote, captured at the document.cookie setter. */
function captureCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('no cookie accessor');
  const { get, set } = descriptor;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(document);
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
  it('accepting stores ruby_cookie_popup=1 for 30 days and hides the notice', () => {
    const writes = captureCookieWrites();
    const { ctx } = bootUi(PAGE, [cookieNotice]);
    expect($('#rb-cookie').hidden).toBe(false);
    click($('#cookie-accept'));
    expect($('#rb-cookie').hidden).toBe(true);
    expect(writes).toEqual([`ruby_cookie_popup=1; path=/; SameSite=Lax; expires=${new Date(ctx.clock.now() + 30 * 86_400_000).toUTCString()}`]);
  });

  it('stays hidden once accepted', () => {
    document.cookie = 'ruby_cookie_popup=1; path=/';
    bootUi(PAGE, [cookieNotice]);
    expect($('#rb-cookie').hidden).toBe(true);
  });

  it('shows again, with a warning, when the cookie holds something else', () => {
    document.cookie = 'ruby_cookie_popup=yes; path=/';
    const { log } = bootUi(PAGE, [cookieNotice]);
    expect($('#rb-cookie').hidden).toBe(false);
    expect(warnings(log)).toEqual(['cookie notice: ignoring the cookie ruby_cookie_popup="yes" (expected "1"); the notice stays']);
  });
});

describe('header strips', () => {
  it('closing stores a cookie named after the strip id for data-headerstrip days', () => {
    const writes = captureCookieWrites();
    const { ctx } = bootUi(PAGE, [headerStrips]);
    click($('#hs-herbst .headerstrip-submit'));
    click($('#hs-two .headerstrip-submit'));
    expect($('#hs-herbst').hidden).toBe(true);
    expect($('#hs-two').hidden).toBe(true);
    const day = 86_400_000;
    expect(writes).toEqual([
      `hs-herbst=1; path=/; SameSite=Lax; expires=${new Date(ctx.clock.now() + 7 * day).toUTCString()}`,
      `hs-two=1; path=/; SameSite=Lax; expires=${new Date(ctx.clock.now() + 30 * day).toUTCString()}`,
    ]);
  });

  it('a strip without an id closes for this page only, with a warning', () => {
    const writes = captureCookieWrites();
    const { log } = bootUi(PAGE, [headerStrips]);
    const anonymous = document.querySelectorAll<HTMLElement>('.rb-headerstrip')[2];
    click(anonymous?.querySelector('.headerstrip-submit') ?? null);
    expect(anonymous?.hidden).toBe(true);
    expect(writes).toEqual([]);
    expect(warnings(log)).toEqual(['header strip without an id: closing it lasts for this page only']);
  });

  it('a closed strip stays hidden; the others show', () => {
    document.cookie = 'hs-herbst=1; path=/';
    bootUi(PAGE, [headerStrips]);
    expect($('#hs-herbst').hidden).toBe(true);
    expect($('#hs-two').hidden).toBe(false);
  });
});

type Early = Window & { pixwellCoreParams?: unknown };

describe('applyEarly', () => {
  it('hides the accepted notice and closed strips with a style sheet at once', () => {
    document.cookie = 'ruby_cookie_popup=1; path=/';
    document.cookie = 'hs-herbst=1; path=/';
    applyEarly(window);
    const css = [...document.adoptedStyleSheets, ...[...document.querySelectorAll('style')].map((style) => style.sheet)]
      .flatMap((sheet) => (sheet ? [...sheet.cssRules].map((rule) => rule.cssText) : []))
      .join('\n');
    expect(css).toContain('#rb-cookie');
    expect(css).toContain('.rb-headerstrip#hs-herbst');
  });

  it('adds no style sheet when nothing was dismissed', () => {
    applyEarly(window);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(document.querySelector('style')).toBeNull();
  });

  it('puts the stored theme on <html> and <body> at once when both exist', () => {
    (window as Early).pixwellCoreParams = { darkModeID: 'MyDark' };
    localStorage.setItem('MyDark', 'dark');
    applyEarly(window);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.body.getAttribute('data-theme')).toBe('dark');
  });

  it('at document-start waits for the head’s settings and sets <body> as soon as it is inserted', async () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.replaceChildren();
    const win = { document: doc, localStorage } as unknown as Early;
    localStorage.setItem('LateKey', 'dark');
    localStorage.setItem('RubyDarkMode', 'default');
    applyEarly(win);
    expect(doc.documentElement.hasAttribute('data-theme')).toBe(false);
    doc.documentElement.append(doc.createElement('head'));
    win.pixwellCoreParams = { darkModeID: 'LateKey' };
    doc.head.append(doc.createElement('script'));
    await Promise.resolve();
    expect(doc.documentElement.getAttribute('data-theme')).toBe('dark');
    const body = doc.createElement('body');
    doc.documentElement.append(body);
    await Promise.resolve();
    expect(body.getAttribute('data-theme')).toBe('dark');
  });

  it('falls back to RubyDarkMode when <body> comes and no settings were printed', async () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.replaceChildren();
    localStorage.setItem('RubyDarkMode', 'dark');
    applyEarly({ document: doc, localStorage } as unknown as Window);
    doc.documentElement.append(doc.createElement('body'));
    await Promise.resolve();
    expect(doc.body.getAttribute('data-theme')).toBe('dark');
  });

  it('ignores a corrupt stored value silently (the feature warns later)', () => {
    localStorage.setItem('RubyDarkMode', 'lila');
    document.cookie = 'RubyDarkMode=dark; path=/';
    applyEarly(window);
    expect(document.body.getAttribute('data-theme')).toBe('dark');
  });
});

describe('HEAD_SNIPPET', () => {
  const run = () => {
    const source = /<script>([\s\S]*)<\/script>/.exec(HEAD_SNIPPET)?.[1];
    if (!source) throw new Error('no script in the snippet');
    new Function(source)();
  };

  it('applies the stored mode to <html> and <body>', () => {
    localStorage.setItem('RubyDarkMode', 'dark');
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.body.getAttribute('data-theme')).toBe('dark');
  });

  it('falls back to the cookie, then to default, ignoring corrupt values', () => {
    localStorage.setItem('RubyDarkMode', 'lila');
    document.cookie = 'RubyDarkMode=dark; path=/';
    run();
    expect(document.body.getAttribute('data-theme')).toBe('dark');
    document.cookie = 'RubyDarkMode=grau; path=/';
    run();
    expect(document.body.getAttribute('data-theme')).toBe('default');
  });

  it('hides the accepted cookie notice and closed strips, and nothing else', () => {
    document.cookie = 'ruby_cookie_popup=1; path=/';
    document.cookie = 'hs-herbst=1; path=/';
    document.cookie = 'a}b=1; path=/';
    run();
    expect([...document.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '#rb-cookie,.rb-headerstrip#hs-herbst{display:none!important}',
    ]);
  });
});
