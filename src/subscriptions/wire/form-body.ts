/**
 * How the provider's API takes a message in a POST or a beacon: a form body `f.req=` directly
 * followed by the JSON of the message's array form without labels, sent as
 * `application/x-www-form-urlencoded;charset=UTF-8` with the reader's provider cookies. The JSON
 * is not URL-encoded: the provider's client sends it so and the provider reads it so, even though
 * the content type would suggest otherwise.
 */
import type { WireMessage } from './message';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

export function formBody(message: WireMessage): string {
  return `f.req=${JSON.stringify(message.toArray(false))}`;
}

const postOf = (body: string): RequestInit => ({ method: 'POST', headers: { 'Content-Type': FORM_CONTENT_TYPE }, credentials: 'include', body });

/** The fetch options of a POST of `message`, as the provider's client sets them. */
export function formPost(message: WireMessage): RequestInit {
  return postOf(formBody(message));
}

/** Where a beacon goes out: the window in the page, a stand-in in tests. */
export interface BeaconEnv {
  navigator?: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean };
  fetch: typeof fetch;
}

/**
 * Sends `message` without waiting for an answer, even while the page unloads. The provider's
 * client hands the body to `navigator.sendBeacon` (a Blob, to give it the form content type; a
 * beacon always carries cookies). Where that is missing, throws or refuses the body (it returns
 * false when its queue is full), a `keepalive` fetch of the same POST takes over, so the report
 * still outlives the page. Nothing is reported back: a lost beacon is not the page's concern.
 */
export function sendFormBeacon(url: string, message: WireMessage, env: BeaconEnv = globalThis): void {
  const body = formBody(message);
  const beacon = env.navigator?.sendBeacon;
  if (typeof beacon === 'function') {
    try {
      if (beacon.call(env.navigator, url, new Blob([body], { type: FORM_CONTENT_TYPE }))) return;
    } catch {
      // An address the browser refuses for beacons: the fetch below says the same or gets through.
    }
  }
  env.fetch(url, { ...postOf(body), keepalive: true }).catch(() => undefined);
}
