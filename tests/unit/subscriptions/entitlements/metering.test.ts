import { describe, expect, it } from 'vitest';
import {
  MISSING_STATE_ID_WARNING,
  STATE_NOT_OBJECT_WARNING,
  bytesToBase64Url,
  encodeEntitlementsParams,
  meteringAttributes,
  meteringWarnings,
  meterToastSettings,
} from '../../../../src/subscriptions/entitlements/metering';
import type { EncodableEntitlementsParams } from '../../../../src/subscriptions/model/types';

const NOW_MS = Date.UTC(2020, 10, 26, 14, 31, 32);
const NOW_S = NOW_MS / 1000;

describe('meteringWarnings', () => {
  it('has nothing to say about a valid state', () => {
    const state = {
      id: 'c2ha512-hash',
      standardAttributes: { registered_user: { timestamp: NOW_S - 86_400 } },
      customAttributes: { newsletter: { timestamp: NOW_S } },
    };
    expect(meteringWarnings(state, NOW_MS)).toEqual([]);
    expect(meteringWarnings({ id: 'x' }, NOW_MS)).toEqual([]);
  });

  it.each([
    ['zero', 0],
    ['a non-numeric string', 'gestern'],
    ['a missing value', undefined],
    ['milliseconds', NOW_MS],
    ['just beyond twice the current time', NOW_S * 2 + 1],
  ])('warns about %s as a timestamp, naming the attribute and the value', (_label, timestamp) => {
    expect(meteringWarnings({ id: 'x', standardAttributes: { registered_user: { timestamp } } }, NOW_MS)).toEqual([
      `Please specify a Unix timestamp, in seconds, for the "registered_user" standard attribute. The timestamp you passed (${String(timestamp)}) looks invalid.`,
    ]);
  });

  it('accepts twice the current time exactly and numeric strings', () => {
    expect(
      meteringWarnings({ id: 'x', customAttributes: { a: { timestamp: NOW_S * 2 }, b: { timestamp: String(NOW_S) } } }, NOW_MS),
    ).toEqual([]);
  });

  it('says "custom" for custom attributes', () => {
    expect(meteringWarnings({ id: 'x', customAttributes: { newsletter: { timestamp: 0 } } }, NOW_MS)).toEqual([
      'Please specify a Unix timestamp, in seconds, for the "newsletter" custom attribute. The timestamp you passed (0) looks invalid.',
    ]);
  });

  it.each([
    ['missing', {}],
    ['empty', { id: '' }],
    ['a number', { id: 42 }],
  ])('suggests a hashed state id when it is %s', (_label, state) => {
    expect(meteringWarnings(state, NOW_MS)).toEqual(['Please specify a metering state ID string, ideally a hash to avoid personal data.']);
    expect(MISSING_STATE_ID_WARNING).toBe('Please specify a metering state ID string, ideally a hash to avoid personal data.');
  });

  it.each([null, undefined, 'user-1', 42, ['x']])('warns about the non-object state %j', (state) => {
    expect(meteringWarnings(state, NOW_MS)).toEqual([STATE_NOT_OBJECT_WARNING]);
  });

  it('warns about attributes that are not an object, and lists several problems in order', () => {
    expect(meteringWarnings({ standardAttributes: ['registered_user'], customAttributes: { a: { timestamp: 0 } } }, NOW_MS)).toEqual([
      MISSING_STATE_ID_WARNING,
      'Please specify the metering state\'s standardAttributes as an object of { timestamp } entries; got ["registered_user"].',
      'Please specify a Unix timestamp, in seconds, for the "a" custom attribute. The timestamp you passed (0) looks invalid.',
    ]);
  });
});

describe('meteringAttributes', () => {
  it('collects standard_ then custom_ names with numeric timestamps', () => {
    const state = {
      id: 'x',
      customAttributes: { newsletter: { timestamp: 1_600_000_002 } },
      standardAttributes: { registered_user: { timestamp: 1_600_000_000 }, subscriber: { timestamp: '1600000001' as unknown as number } },
    };
    expect(meteringAttributes(state)).toEqual([
      { name: 'standard_registered_user', timestamp: 1_600_000_000 },
      { name: 'standard_subscriber', timestamp: 1_600_000_001 },
      { name: 'custom_newsletter', timestamp: 1_600_000_002 },
    ]);
  });

  it('returns an empty list without attributes', () => {
    expect(meteringAttributes({ id: 'x' })).toEqual([]);
  });
});

describe('encodeEntitlementsParams', () => {
  const decode = (encoded: string): unknown => JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));

  it('is base64url of the UTF-8 JSON, without padding', () => {
    const params: EncodableEntitlementsParams = {
      metering: {
        clientTypes: [1],
        owner: 'magazin.example',
        resource: { hashedCanonicalUrl: 'ab'.repeat(64) },
        state: { id: 'hash', attributes: [{ name: 'standard_registered_user', timestamp: 1_600_000_000 }] },
        token: 'gaa-nonce',
      },
    };
    const encoded = encodeEntitlementsParams(params);
    expect(encoded).toBe(Buffer.from(JSON.stringify(params), 'utf8').toString('base64url'));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decode(encoded)).toEqual(params);
  });

  it('handles non-ASCII text (btoa on the JS string would throw)', () => {
    const params: EncodableEntitlementsParams = {
      metering: {
        owner: 'zeitung-münchen.example',
        resource: { hashedCanonicalUrl: 'x' },
        state: { id: 'Zürich – 東京 🎧', attributes: [] },
      },
    };
    const encoded = encodeEntitlementsParams(params);
    expect(decode(encoded)).toEqual(params);
    expect(encoded).toBe(Buffer.from(JSON.stringify(params), 'utf8').toString('base64url'));
  });

  it('uses - and _ instead of + and /', () => {
    expect(bytesToBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(bytesToBase64Url(new Uint8Array([0xff]))).toBe('_w');
  });
});

describe('meterToastSettings', () => {
  it('reads the token’s metering: only showToast true asks for the toast', () => {
    expect(meterToastSettings(null)).toBeNull();
    expect(meterToastSettings({ metering: { clientType: 1 } })).toBeNull();
    expect(meterToastSettings({ metering: { clientType: 1, showToast: 'true' } })).toBeNull();
    expect(meterToastSettings({ metering: { clientType: 1, clientUserAttribute: 'standard_registered_user', showToast: true } })).toEqual({
      clientType: 1,
      clientUserAttribute: 'standard_registered_user',
    });
    expect(meterToastSettings({ metering: { showToast: true } })).toEqual({ clientType: 1, clientUserAttribute: 'anonymous_user' });
  });
});
