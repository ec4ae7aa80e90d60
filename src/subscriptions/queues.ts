/**
 * The publisher queues `SWG` and `SWG_BASIC` (DESIGN.md "What the bundle reads from the page").
 * Pages push callbacks before any client exists: `(self.SWG_BASIC = self.SWG_BASIC || []).push(
 * basic => basic.init({...}))`. The array is replaced by an object whose `push` hands each
 * callback the client, earlier pushes first, in order, in a microtask (so the page's own script
 * finishes first, as with the provider's client). One callback that throws is logged and does
 * not stop the others.
 */
import type { Logger } from '../core/log';
import { readGlobal } from '../core/wp-config';

export type QueueName = 'SWG' | 'SWG_BASIC';

/** What the page finds in place of its array. */
export interface PublisherQueue {
  push(...callbacks: unknown[]): void;
}

export interface QueueHandle {
  /** Give the page an array again (callbacks not run yet stay in it); only if the global is still ours. */
  uninstall(): void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Replace the page's queue `name` with one that calls back with `getApi()` (asked when the first
 * callback runs, so the client is built only for pages that use it). Returns null and leaves the
 * global alone when it is already some other object: the provider's own script took it.
 */
export function installQueue(win: Window, name: QueueName, getApi: () => unknown, log: Logger): QueueHandle | null {
  const existing = readGlobal(win, name);
  if (existing !== undefined && existing !== null && !Array.isArray(existing)) {
    log.warn(`${name} is already taken by another script (the provider's own client?); this bundle leaves it alone`);
    return null;
  }
  const pending: unknown[] = Array.isArray(existing) ? [...(existing as unknown[])] : [];
  let scheduled = false;
  let installed = true;

  const run = (callback: unknown) => {
    if (typeof callback !== 'function') {
      log.warn(`${name}.push expects a function; got ${callback === null ? 'null' : typeof callback}`);
      return;
    }
    let api: unknown;
    try {
      api = getApi();
    } catch (caught) {
      log.error('the subscriptions client could not be built', caught);
      return;
    }
    try {
      const result = (callback as (client: unknown) => unknown)(api);
      // An async callback's rejection is as much a failure as a throw.
      if (isThenable(result)) result.then(undefined, (caught: unknown) => log.error(`a ${name} callback failed`, caught));
    } catch (caught) {
      log.error(`a ${name} callback failed`, caught);
    }
  };

  const drain = () => {
    scheduled = false;
    // Callbacks pushed while this runs join the end of the line, so the order stays the push order.
    while (installed && pending.length > 0) run(pending.shift());
  };

  const queue: PublisherQueue = {
    push(...callbacks) {
      pending.push(...callbacks);
      if (!scheduled && installed) {
        scheduled = true;
        queueMicrotask(drain);
      }
    },
  };

  const globals = win as unknown as Record<string, unknown>;
  try {
    globals[name] = queue;
  } catch (caught) {
    log.warn(`${name} could not be installed`, caught);
    return null;
  }
  if (pending.length > 0) queue.push();

  return {
    uninstall() {
      installed = false;
      try {
        if (globals[name] === queue) globals[name] = [...pending];
      } catch {
        // A page that froze its globals keeps our object; it no longer calls back.
      }
    },
  };
}
