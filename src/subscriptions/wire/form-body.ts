/**
 * How the provider's API takes a message in a POST or a beacon: a form body `f.req=` directly
 * followed by the JSON of the message's array form without labels, sent as
 * `application/x-www-form-urlencoded;charset=UTF-8` with the reader's provider cookies. The JSON
 * is not URL-encoded: the provider's client sends it so and the provider reads it so, even though
 * the content type would suggest otherwise. A message without fields is `f.req=[]` (what the
 * provider's client posts to complete an audience action).
 */
import { toArray, type Fields, type Input, type Message } from './message';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

declare const formBodyBrand: unique symbol;
/** A body made by `formBody`, so a POST or beacon never goes out with a body of another shape. */
export type FormBody = string & { readonly [formBodyBrand]: true };

export function formBody<F extends Fields>(message: Message<F>, value: Input<F>): FormBody {
  return `f.req=${JSON.stringify(toArray(message, value, false))}` as FormBody;
}

/** The fetch options of a POST of `body`, as the provider's client sets them. */
export function formPost(body: FormBody): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': FORM_CONTENT_TYPE }, credentials: 'include', body };
}

/** Where a beacon goes out: the window in the page, a stand-in in tests. */
export interface BeaconEnv {
  navigator?: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean };
  fetch: typeof fetch;
}

/**
 * Sends `body` without waiting for an answer, even while the page unloads. The provider's client
 * hands it to `navigator.sendBeacon` (a Blob, to give it the form content type; a beacon always
 * carries cookies). Where that is missing, throws or refuses the body (it returns false when its
 * queue is full), a `keepalive` fetch of the same POST takes over, so the report still outlives
 * the page. Nothing is reported back: a lost beacon is not the page's concern.
 */
export function sendFormBeacon(url: string, body: FormBody, env: BeaconEnv = globalThis): void {
  const beacon = env.navigator?.sendBeacon;
  if (typeof beacon === 'function') {
    try {
      if (beacon.call(env.navigator, url, new Blob([body], { type: FORM_CONTENT_TYPE }))) return;
    } catch {
      // An address the browser refuses for beacons: the fetch below says the same or gets through.
    }
  }
  env.fetch(url, { ...formPost(body), keepalive: true }).catch(() => undefined);
}
