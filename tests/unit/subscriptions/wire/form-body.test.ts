/**
 * Form bodies and beacons: the bytes, the fetch options of the provider's client (its
 * fetcher-test), and the beacon's fallback to a keepalive fetch.
 */
import { describe, expect, it, vi } from 'vitest';
import { AudienceActivityClientLogsRequest } from '../../../../src/subscriptions/wire/analytics-messages';
import { LinkSaveTokenRequest } from '../../../../src/subscriptions/wire/api-messages';
import { defineMessage } from '../../../../src/subscriptions/wire/message';
import { FORM_CONTENT_TYPE, formBody, formPost, sendFormBeacon, type BeaconEnv } from '../../../../src/subscriptions/wire/form-body';

const URL_ = 'https://news.google.com/swg/_/api/v1/publication/magazin.example/audienceactivity?sut=s';
const paywallBody = () => formBody(AudienceActivityClientLogsRequest, { event: 1 });

describe('form bodies', () => {
  it('are f.req= and the label-less JSON, not URL-encoded', () => {
    expect(formBody(LinkSaveTokenRequest, { authCode: 'a b&c=d', token: 'ü"' })).toBe('f.req=["a b&c=d","ü\\""]');
    expect(paywallBody()).toBe('f.req=[1]');
    // A message without fields, as the provider's client posts to complete an audience action.
    expect(formBody(() => defineMessage('', {}), {})).toBe('f.req=[]');
  });

  it('go as the provider’s client posts them', () => {
    expect(FORM_CONTENT_TYPE).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(formPost(paywallBody())).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      credentials: 'include',
      body: 'f.req=[1]',
    });
  });
});

describe('beacons', () => {
  const env = (sendBeacon?: (url: string, data?: BodyInit | null) => boolean) => {
    const fetch = vi.fn(() => Promise.resolve(new Response('')));
    return { fetch, env: { navigator: sendBeacon ? { sendBeacon } : {}, fetch } as BeaconEnv };
  };

  it('go out with navigator.sendBeacon as a Blob of the form content type', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    const { fetch, env: beaconEnv } = env(sendBeacon);
    sendFormBeacon(URL_, paywallBody(), beaconEnv);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(URL_);
    if (!(blob instanceof Blob)) throw new Error('expected a Blob');
    expect(blob.type).toBe('application/x-www-form-urlencoded;charset=utf-8');
    expect(await blob.text()).toBe('f.req=[1]');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fall back to a keepalive fetch when sendBeacon refuses, throws or is missing', () => {
    const refusing = env(() => false);
    const throwing = env(() => {
      throw new TypeError('Illegal invocation');
    });
    const missing = env();
    for (const { fetch, env: beaconEnv } of [refusing, throwing, missing]) {
      sendFormBeacon(URL_, paywallBody(), beaconEnv);
      expect(fetch).toHaveBeenCalledWith(URL_, { ...formPost(paywallBody()), keepalive: true });
    }
  });

  it('swallow a failed fallback: a lost beacon is not the page’s concern', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => sendFormBeacon(URL_, paywallBody(), { fetch })).not.toThrow();
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
