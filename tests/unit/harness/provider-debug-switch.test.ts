// @vitest-environment jsdom
/**
 * The provider pages' harness details (harness/provider-pages/debug-switch.ts): hidden unless the
 * page's address asks for them, and the switch survives the way to the provider origin.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  PROVIDER_DEBUG_HEADER,
  providerDebugAsked,
  providerMockBase,
  stripDebugPrefix,
} from '../../../harness/provider-pages/debug-switch';
import { providerPageHandlers } from '../../../harness/provider-pages/handlers';
import { providerPages } from '../../../harness/provider-pages/pages';
import { renderProviderPage } from '../../../harness/provider-pages/render';

const DETAILS = ['#pp-status', '#pp-request', '#pp-log', '.pp-mock'];
const regwall = providerPages.find((page) => page.id === 'regwalliframe')!;
const URL_OF_PAGE = new URL('https://news.google.com/swg/ui/v1/regwalliframe?_=_&origin=https%3A%2F%2Fwww.magazin.example');

/** The details a reader would see: rendered and not hidden. */
function shownDetails(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return DETAILS.filter((selector) => {
    const element = doc.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`${selector} is missing`);
    return !element.hidden;
  });
}

describe('the provider pages’ harness details', () => {
  it('are hidden by default (a dialog of the bundle, the gallery) but stay in the document for the host script', () => {
    expect(shownDetails(renderProviderPage(regwall, URL_OF_PAGE))).toEqual([]);
  });

  it('are shown when asked for', () => {
    expect(shownDetails(renderProviderPage(regwall, URL_OF_PAGE, { debug: true }))).toEqual(DETAILS);
  });

  it('are asked for with ?provider-debug=1 on the page’s address, and only then', () => {
    expect(providerDebugAsked(new URL('http://127.0.0.1:4173/pages/magazine-article?scenario=regwall&provider-debug=1'))).toBe(true);
    expect(providerDebugAsked(new URL('http://127.0.0.1:4173/pages/magazine-article?scenario=regwall'))).toBe(false);
    expect(providerDebugAsked(new URL('http://127.0.0.1:4173/pages/magazine-article?provider-debug=0'))).toBe(false);
  });

  it('travel in the provider base as a path prefix, which the provider origin takes off again', () => {
    const base = providerMockBase('http://127.0.0.1:4174', 'default', true);
    expect(base).toBe('http://127.0.0.1:4174/debug/mock/default');
    expect(providerMockBase('http://127.0.0.1:4174', 'default', false)).toBe('http://127.0.0.1:4174/mock/default');
    expect(stripDebugPrefix('/debug/mock/default/news.google.com/swg/ui/v1/regwalliframe?_=_')).toEqual({
      path: '/mock/default/news.google.com/swg/ui/v1/regwalliframe?_=_',
      debug: true,
    });
    expect(stripDebugPrefix('/mock/default/news.google.com/x')).toEqual({ path: '/mock/default/news.google.com/x', debug: false });
    expect(stripDebugPrefix('/debug/other')).toEqual({ path: '/debug/other', debug: false });
  });

  it('reach the page’s handler in the provider origin’s header', async () => {
    const served = async (headers: Record<string, string>) => {
      const response = await getResponse(providerPageHandlers(), new Request(URL_OF_PAGE, { headers }));
      return shownDetails((await response?.text()) ?? '');
    };
    expect(await served({})).toEqual([]);
    expect(await served({ [PROVIDER_DEBUG_HEADER]: '1' })).toEqual(DETAILS);
  });
});
