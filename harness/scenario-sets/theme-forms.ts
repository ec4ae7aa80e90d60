/**
 * Scenarios of the theme's forms part (issue 6 point 7): the ad script the ad-block detection
 * probes answering otherwise than 200. Only a network error counts as blocked (see
 * src/theme/forms/adblock-rules.ts); the other three show that a slow or broken ad server never
 * locks a reader out. Meant for magazine-home and magazine-single, which print the popup.
 */
import { delay, HttpResponse } from 'msw';
import type { Scenario } from '../scenario-types';
import { AD_SCRIPT_HEADERS, AD_SCRIPT_URL, onAdScript } from '../mocks/ad-script';
import { TIMEOUT_DELAY_MS } from '../mocks/failures';

export const themeFormScenarios: Scenario[] = [
  {
    id: 'theme-adblock-blocked',
    title: 'Ad-block: ad script blocked',
    description: `HEAD (and GET) of ${AD_SCRIPT_URL} fails at the network level (the harness drops the connection), as when a blocker refuses the request. The ad-block popup (#rb-adblock) opens at once and cannot be closed: no close button, Escape and clicks do nothing, focus stays on its reload link, the page behind is inert and does not scroll.`,
    site: 'magazine',
    handlers: onAdScript(() => HttpResponse.error()),
  },
  {
    id: 'theme-adblock-slow',
    title: 'Ad-block: ad script too slow',
    description: `The ad script answers only after ${TIMEOUT_DELAY_MS / 1000} s. The probe gives up after 3000 ms; a timeout is a slow connection, not a blocker: no popup, a log line "not treated as blocked".`,
    site: 'magazine',
    handlers: onAdScript(async () => {
      await delay(TIMEOUT_DELAY_MS);
      return new HttpResponse(null, { status: 200, headers: AD_SCRIPT_HEADERS });
    }),
  },
  {
    id: 'theme-adblock-404',
    title: 'Ad-block: ad script 404',
    description: 'The ad server answers 404 Not Found. An answer came, so nothing blocked the request: no popup, a log line.',
    site: 'magazine',
    handlers: onAdScript(() => HttpResponse.text('Not Found', { status: 404 })),
  },
  {
    id: 'theme-adblock-500',
    title: 'Ad-block: ad server error (500)',
    description: 'The ad server answers 500 Internal Server Error. A broken ad server is not the reader’s doing: no popup, a log line.',
    site: 'magazine',
    handlers: onAdScript(() => HttpResponse.text('Internal Server Error', { status: 500 })),
  },
];
