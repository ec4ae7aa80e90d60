/**
 * Provider pages in a pop-up or, where pop-ups are blocked or the publisher asked for it
 * (`windowOpenMode: 'redirect'`), in the whole window (spec §8 "Window open failure", §9 "Popup
 * size", "Popup closed poll"). The web-activities library does the work the spec describes: the
 * window at most 600×600 and within 90 % of the screen, the `_blank` / `_top` / name targets, the
 * closed window polled every 500 ms and read as a cancel 3 s later, 'failed to open window' and
 * the fallback to `_top`. What it needs from the client is one ports object per page, so that a
 * result finds its handler whether it comes back by messaging or, after a redirect, in the
 * address (`#__WA_RES__=`).
 */
import type { ActivityPort } from 'web-activities/activity-ports';
import { lazy } from '../../core/lazy';
import type { Logger } from '../../core/log';
import { webActivities } from './web-activities';

/** The fragment parameter a redirected provider page returns its result in. */
const REDIRECT_RESULT_PARAM = '__WA_RES__';

export interface Popups {
  /** Opens `url` for `requestId`; its result goes to the `onResult` handler. The window, or null after a redirect or failure. */
  open(requestId: string, url: string, args: Record<string, unknown>, forceRedirect: boolean): Window | null;
  /** Hears the results of `requestId`, including one the page's address brought back from a redirect; the first handler of an id stays. */
  onResult(requestId: string, handler: (port: ActivityPort) => void): void;
}

/** Whether the page's address carries a redirected result (only then do handlers need setting up at start). */
export function carriesRedirectResult(hash: string): boolean {
  return hash.includes(REDIRECT_RESULT_PARAM);
}

export function createPopups(win: Window, log: Logger): Popups {
  const ports = lazy(() => {
    const built = new (webActivities().ActivityPorts)(win);
    built.onRedirectError((error) => log.warn(`a provider page's redirect failed: ${error.message}`));
    return built;
  });
  const heard = new Set<string>();
  return {
    open(requestId, url, args, forceRedirect) {
      return ports().open(requestId, url, forceRedirect ? '_top' : '_blank', args, {}).targetWin;
    },
    onResult(requestId, handler) {
      if (heard.has(requestId)) return;
      heard.add(requestId);
      ports().onResult(requestId, handler);
    },
  };
}
