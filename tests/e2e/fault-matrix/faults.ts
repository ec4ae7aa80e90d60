/**
 * Puts one fault on an interaction's request with Playwright's routing: every request the row's
 * `url` and `matches` pick is failed until `heal()`; the rest pass through to the harness mocks.
 */
import type { Page, Route } from '@playwright/test';
import type { Fault, Interaction } from './interaction';

export interface ArmedFault {
  /** From now on the requests pass through to the harness. */
  heal(): void;
  /** The request held back by `timeout` or `overtaken`, once it has been sent. */
  held(): Route | undefined;
  /** How many requests the fault has met so far. */
  hits(): number;
}

export async function armFault(page: Page, row: Interaction, fault: Fault): Promise<ArmedFault> {
  let healed = false;
  let held: Route | undefined;
  let hits = 0;
  await page.route(row.url, async (route) => {
    if (healed || (row.matches && !row.matches(route.request()))) return route.fallback();
    hits += 1;
    switch (fault) {
      case '404':
        return route.fulfill({
          status: 404,
          contentType: 'text/html; charset=UTF-8',
          body: '<!DOCTYPE html><title>Seite nicht gefunden</title>',
        });
      case '500':
        return route.fulfill({
          status: 500,
          contentType: 'text/html; charset=UTF-8',
          body: '<!DOCTYPE html><title>Kritischer Fehler</title>',
        });
      case 'malformed':
        return route.fulfill({ status: 200, contentType: row.malformed.contentType, body: row.malformed.body });
      case 'offline':
        return route.abort('internetdisconnected');
      case 'hostile': {
        const response = await route.fetch();
        return route.fulfill({ response, body: row.hostile.answer(await response.text()) });
      }
      case 'timeout':
        // Never answered: the client's own timeout must end the wait.
        held = route;
        return;
      case 'overtaken':
        // The first request waits; the next ones are answered at once.
        if (held) return route.fallback();
        held = route;
        return;
    }
  });
  return {
    heal: () => void (healed = true),
    held: () => held,
    hits: () => hits,
  };
}
