/** Fault-matrix rows of the magazine theme's interactions (src/theme). */
import { expect, type Page, type Request } from '@playwright/test';
import { strings } from '../../../src/core/strings';
import { SEARCH_TIMEOUT_MS } from '../../../src/theme/search/search-rules';
import { HOSTILE, type Interaction } from './interaction';

/** The admin-ajax request of one action (the theme's and the plugins' calls all go to admin-ajax.php). */
export const ADMIN_AJAX = /\/admin-ajax\.php(\?|$)/;
export const ajaxAction = (action: string) => (request: Request) => new URLSearchParams(request.postData() ?? '').get('action') === action;
/** What WordPress's JSON answers look like; a body that is not JSON at all. */
export const JSON_TYPE = 'application/json; charset=UTF-8';
export const NOT_JSON = { body: '<br />\n<b>Fatal error</b>: Allowed memory size exhausted in <b>functions.php</b>', contentType: 'text/html; charset=UTF-8' };

const SEARCH = '.navbar-holder.is-main-nav .nav-search-live';
const SEARCH_POPUP = `${SEARCH} > .navbar-search-popup`;
const SEARCH_FIELD = `${SEARCH_POPUP} input[type=search]`;
const SEARCH_RESPONSE = `${SEARCH_POPUP} .navbar-search-response`;
const searchTitles = (page: Page) => page.locator(`${SEARCH_RESPONSE} .p-wrap .entry-title`);

const liveSearch: Interaction = {
  name: 'live search',
  page: 'magazine-single',
  url: ADMIN_AJAX,
  matches: ajaxAction('pixwell_live_search'),
  async prepare(page) {
    await page.locator(`${SEARCH} > .nav-search-link`).click();
    await expect(page.locator(SEARCH_POPUP)).toHaveClass(/show-searchform/);
  },
  act: (page) => page.locator(SEARCH_FIELD).fill('nacht'),
  succeeded: (page) => expect(searchTitles(page)).toHaveText(['Mit dem Nachtzug nach Split: Ein Selbstversuch', 'Rückkehr der Nachtzüge', 'Mit dem Nachtzug nach Rom']),
  failed: (page) => expect(page.locator(`${SEARCH_RESPONSE} .live-search-error`)).toContainText(strings.themeSearch.failed),
  warning: /live search "nacht"/,
  retry: (page) => page.locator(`${SEARCH_RESPONSE} .live-search-retry`).click(),
  kept: (page) => expect(page.locator(SEARCH_FIELD)).toHaveValue('nacht'),
  timeoutMs: SEARCH_TIMEOUT_MS,
  // The theme answers a JSON string of HTML; a JSON object instead is not an answer.
  malformed: { body: '{"success":false,"data":null}', contentType: JSON_TYPE },
  hostile: {
    answer: (healthy) => JSON.stringify(HOSTILE.script + (JSON.parse(healthy) as string).replace(/<\/h4>/g, `</h4>${HOSTILE.img}${HOSTILE.link}`)),
    async shown(page) {
      await expect(searchTitles(page)).toHaveCount(3);
      await expect(page.locator(`${SEARCH_RESPONSE} script, ${SEARCH_RESPONSE} [onerror], ${SEARCH_RESPONSE} a[href^="javascript"]`)).toHaveCount(0);
    },
  },
  overtaken: {
    again: (page) => page.locator(SEARCH_FIELD).fill('Split'),
    shown: (page) => expect(searchTitles(page)).toHaveText(['Mit dem Nachtzug nach Split: Ein Selbstversuch']),
  },
};

export const themeInteractions: Interaction[] = [liveSearch];
