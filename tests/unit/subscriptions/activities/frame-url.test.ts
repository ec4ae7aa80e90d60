import { describe, expect, it } from 'vitest';
import { channelMatches, isCancel } from '../../../../src/subscriptions/activities/frame-port';
import { CLIENT_NAME, frameArgs, frameUrl } from '../../../../src/subscriptions/activities/frame-url';

const BASE = 'https://news.google.com/swg/ui/v1';

describe('frameUrl', () => {
  it('adds the cache key first, then the page parameters, encoded', () => {
    expect(frameUrl(BASE, '/toastiframe', { flavor: 'custom', customText: 'Fertig für a+b@example.de & mehr' }, 1_700_000_000_123)).toBe(
      'https://news.google.com/swg/ui/v1/toastiframe?_=1700000000123&flavor=custom&customText=Fertig%20f%C3%BCr%20a%2Bb%40example.de%20%26%20mehr',
    );
  });

  it('leaves out parameters without a value', () => {
    expect(frameUrl(BASE, '/toastiframe', { flavor: 'basic', customText: undefined, source: null }, 5)).toBe(
      `${BASE}/toastiframe?_=5&flavor=basic`,
    );
  });
});

describe('frameArgs', () => {
  it("names the client and its version, spec §9's 1.0.113", () => {
    expect(frameArgs({ publicationId: 'magazin.example', source: 'google' })).toEqual({
      publicationId: 'magazin.example',
      source: 'google',
      _client: 'SwG 1.0.113',
    });
    expect(CLIENT_NAME).toBe('SwG 1.0.113');
  });
});

describe('channelMatches (spec §5 channel result check)', () => {
  const result = { origin: 'https://news.google.com', originVerified: true, secureChannel: true };
  it.each([
    ['same origin, verified, secure', result, true, true, true],
    ['another origin', { ...result, origin: 'https://evil.example' }, false, false, false],
    ['unverified where verification is required', { ...result, originVerified: false }, true, false, false],
    ['unverified where it is not', { ...result, originVerified: false }, false, false, true],
    ['no secure channel where one is required', { ...result, secureChannel: false }, false, true, false],
  ] as const)('%s', (_rule, given, verified, secure, expected) => {
    expect(channelMatches(given, 'https://news.google.com', verified, secure)).toBe(expected);
  });
});

describe('isCancel', () => {
  it("is the library's AbortError only", () => {
    const abort = new Error('AbortError');
    abort.name = 'AbortError';
    expect(isCancel(abort)).toBe(true);
    expect(isCancel(new Error('failed'))).toBe(false);
    expect(isCancel('AbortError')).toBe(false);
  });
});
