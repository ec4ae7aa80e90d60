/**
 * The publisher's callbacks (spec widget §6: entitlements, login, subscribe request, offers flow,
 * payment response, flow started and canceled, link progress and complete, pay confirm opened).
 * A result that arrives before its callback is kept and handed over when the callback is set, as
 * the provider's client does, because publishers often register after `init`. Callbacks always
 * run in a microtask, and one that throws is logged without disturbing the client.
 */
import type { Logger } from '../../core/log';

/** The provider's warning when a publisher's callback throws. */
export const PUBLISHER_CALLBACK_FAILED = 'Exception in publisher provided logging callback';

type CallbackName =
  | 'entitlements'
  | 'subscribeRequest'
  | 'paymentResponse'
  | 'loginRequest'
  | 'linkProgress'
  | 'linkComplete'
  | 'flowStarted'
  | 'flowCanceled'
  | 'payConfirmOpened'
  | 'offersFlowRequest';

type PublisherCallback = (data: unknown) => void;

export interface Callbacks {
  /**
   * Register `callback` (the publisher's value, checked) under the API method `method`'s name;
   * throws when it is not a function. A second registration replaces the first, with a warning.
   */
  set(name: CallbackName, callback: unknown, method: string): void;
  /** Hand `data` to the callback, or keep it until one is set. True when a callback was there. */
  trigger(name: CallbackName, data: unknown): boolean;
  has(name: CallbackName): boolean;
  /** Drop a kept result (e.g. link progress once the flow is over). */
  forget(name: CallbackName): void;
}

/** Spec widget §8: "A warning when multiple callbacks are registered for one response." */
export const DUPLICATE_CALLBACK_WARNING = 'You have registered multiple callbacks for the same response.';

function callbackNotAFunction(method: string): string {
  return `${method} expects a function`;
}

export function createCallbacks(log: Logger): Callbacks {
  const callbacks = new Map<CallbackName, PublisherCallback>();
  const kept = new Map<CallbackName, unknown>();

  const run = (name: CallbackName, callback: PublisherCallback, data: unknown) => {
    queueMicrotask(() => {
      // Handed over once: a result is not replayed to a callback registered later.
      if (kept.get(name) === data) kept.delete(name);
      try {
        callback(data);
      } catch (caught) {
        log.error(`the publisher's ${name} callback failed`, caught);
      }
    });
  };

  return {
    set(name, callback, method) {
      if (typeof callback !== 'function') throw new Error(callbackNotAFunction(method));
      if (callbacks.has(name)) log.warn(DUPLICATE_CALLBACK_WARNING);
      const publisherCallback = callback as PublisherCallback;
      callbacks.set(name, publisherCallback);
      if (kept.has(name)) run(name, publisherCallback, kept.get(name));
    },
    trigger(name, data) {
      kept.set(name, data);
      const callback = callbacks.get(name);
      if (callback) run(name, callback, data);
      return callback !== undefined;
    },
    has: (name) => callbacks.has(name),
    forget: (name) => void kept.delete(name),
  };
}
