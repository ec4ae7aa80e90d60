// @vitest-environment jsdom
/** Back to top in jsdom: created on body.is-backtop as the theme's UItoTop did, shown past 200 px, the scroll and the focus. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../../src/core/strings';
import { backTop, backTopShown } from '../../../../src/theme/nav/back-top';
import { bootNav, setReducedMotion, type NavPage } from './nav-support';

let page: NavPage | undefined;
afterEach(() => {
  page?.stop();
  page = undefined;
  vi.unstubAllGlobals();
});

const MARKUP = `<div id="site" class="site"><div class="site-outer"><p>Text</p></div></div>`;
const link = () => document.getElementById('back-top');

describe('back to top', () => {
  it('the rule: shown only past 200 px', () => {
    expect([backTopShown(0), backTopShown(200), backTopShown(201)]).toEqual([false, false, true]);
  });

  it('is created at the end of the body only when the body has is-backtop', () => {
    page = bootNav(MARKUP, [backTop]);
    expect(link()).toBeNull();
    page.stop();
    page = bootNav(MARKUP, [backTop], ['is-backtop']);
    const created = link();
    expect(created?.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(created);
    expect(created?.getAttribute('href')).toBe('#');
    expect(created?.querySelector(':scope > span#back-top-inner + i.rbi.rbi-arrow-up')).not.toBeNull();
    expect(created?.getAttribute('aria-label')).toBe(strings.themeNav.backTop);
  });

  it('shows (display block) after 200 px, hidden and out of the tab order before', () => {
    setReducedMotion(true);
    page = bootNav(MARKUP, [backTop], ['is-backtop']);
    page.frames.frame({ scrollY: 0 });
    expect([link()?.style.display, link()?.getAttribute('aria-hidden'), link()?.getAttribute('tabindex')]).toEqual(['none', 'true', '-1']);
    page.frames.frame({ scrollY: 600, direction: 'down' });
    expect([link()?.style.display, link()?.getAttribute('aria-hidden'), link()?.hasAttribute('tabindex')]).toEqual([
      'block',
      'false',
      false,
    ]);
    page.frames.frame({ scrollY: 150, direction: 'up' });
    expect(link()?.style.display).toBe('none');
  });

  it('a click goes to 0 and puts focus at the top of the page (#site)', () => {
    setReducedMotion(true);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    page = bootNav(MARKUP, [backTop], ['is-backtop']);
    page.frames.frame({ scrollY: 3000 });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link()?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement?.id).toBe('site');
    expect(document.getElementById('site')?.getAttribute('tabindex')).toBe('-1');
  });

  it('its cleanup removes the link', () => {
    page = bootNav(MARKUP, [backTop], ['is-backtop']);
    page.stop();
    page = undefined;
    expect(link()).toBeNull();
  });
});
