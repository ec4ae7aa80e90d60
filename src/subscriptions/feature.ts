/**
 * The subscriptions client as a feature of the bundle. It starts once per page, and only on a
 * page that has something for it: the publisher's queues (`SWG`, `SWG_BASIC`) defined by page
 * code before DOMContentLoaded, or markup the client reads (the product meta tags, JSON-LD,
 * microdata, inline CTAs, standard buttons); the radio site's pages have none of it and never
 * run the client's code. It installs the SWG and SWG_BASIC queues, starts the client by itself on
 * a page whose markup declares a locked product (auto-start.ts), and on cleanup gives the page
 * its queues back and ends the client's timers and requests.
 */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { autoStart } from './auto-start';
import { installQueue } from './queues';
import { lazyRuntime } from './runtime';

/** What the client reads from a page (page-config.ts, inline CTAs, standard buttons). */
const SUBSCRIPTIONS_MARKUP = [
  'meta[name="subscriptions-product-id"]',
  'meta[name="subscriptions-accessible-for-free"]',
  'script[type="application/ld+json"]',
  '[itemscope][itemtype] [itemprop="productID"]',
  '[itemscope][itemtype] [itemprop="isAccessibleForFree"]',
  '[rrm-inline-cta]',
  '[swg-standard-button]',
].join(', ');

export const subscriptions: Feature<AppContext> = {
  name: 'subscriptions',
  selector: SUBSCRIPTIONS_MARKUP,
  scope: 'page',
  globals: ['SWG', 'SWG_BASIC'],
  mount(_element, ctx) {
    const runtime = lazyRuntime({
      win: ctx.win,
      log: ctx.log,
      clock: ctx.clock,
      local: ctx.storage.local,
      session: ctx.storage.session,
      react: ctx.react,
    });
    const queues = [
      installQueue(ctx.win, 'SWG', () => runtime.get().subscriptions, ctx.log),
      installQueue(ctx.win, 'SWG_BASIC', () => runtime.get().basic, ctx.log),
    ];
    let stopped = false;
    // Queued after the queues' first run (microtasks run in order), so the page's own init wins.
    // Where the provider's own client holds a queue, it runs the page, and starting a second client would fetch twice.
    if (queues.every((queue) => queue !== null)) {
      queueMicrotask(() => {
        if (!stopped) autoStart(runtime, ctx.doc, ctx.log);
      });
    }
    return () => {
      stopped = true;
      for (const queue of queues) queue?.uninstall();
      runtime.stop();
    };
  },
};
