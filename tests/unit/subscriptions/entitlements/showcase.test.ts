import { describe, expect, it } from 'vitest';
import { parseQuery, readShowcaseParams, showcaseAllowedOn } from '../../../../src/subscriptions/entitlements/showcase';

const NOW_MS = Date.UTC(2020, 10, 26, 14, 31, 32);
const hexSeconds = (ms: number): string => Math.floor(ms / 1000).toString(16);
const IN_AN_HOUR = hexSeconds(NOW_MS + 3_600_000);
const query = (params: Record<string, string>): string => `?${new URLSearchParams(params).toString()}`;
const valid = { gaa_at: 'g', gaa_n: 'nonce-1', gaa_sig: 'sig', gaa_ts: IN_AN_HOUR };

describe('readShowcaseParams', () => {
  it('returns all four parameters when present and fresh', () => {
    expect(readShowcaseParams(query({ utm_source: 'news', ...valid }), NOW_MS)).toEqual(valid);
    expect(readShowcaseParams(query(valid).slice(1), NOW_MS)).toEqual(valid);
  });

  it.each(['gaa_at', 'gaa_n', 'gaa_sig', 'gaa_ts'] as const)('rejects a missing or empty %s', (key) => {
    const { [key]: _dropped, ...rest } = valid;
    expect(readShowcaseParams(query(rest), NOW_MS)).toBeNull();
    expect(readShowcaseParams(query({ ...valid, [key]: '' }), NOW_MS)).toBeNull();
  });

  it('rejects gaa_at=na unless no-access links are allowed', () => {
    const noAccess = query({ ...valid, gaa_at: 'na' });
    expect(readShowcaseParams(noAccess, NOW_MS)).toBeNull();
    expect(readShowcaseParams(noAccess, NOW_MS, true)).toEqual({ ...valid, gaa_at: 'na' });
  });

  it('rejects a hex timestamp in the past and accepts the current second', () => {
    expect(readShowcaseParams(query({ ...valid, gaa_ts: hexSeconds(NOW_MS - 1000) }), NOW_MS)).toBeNull();
    expect(readShowcaseParams(query({ ...valid, gaa_ts: hexSeconds(NOW_MS) }), NOW_MS)).not.toBeNull();
    // The comparison is with fractional seconds: 999 ms into the expiry second is already past it.
    expect(readShowcaseParams(query({ ...valid, gaa_ts: hexSeconds(NOW_MS) }), NOW_MS + 999)).toBeNull();
  });

  it('reads the timestamp as hexadecimal, in either case', () => {
    // 0x5fc0000 is 1970; as decimal it would be far in the future.
    expect(readShowcaseParams(query({ ...valid, gaa_ts: '5fc0000' }), NOW_MS)).toBeNull();
    expect(readShowcaseParams(query({ ...valid, gaa_ts: IN_AN_HOUR.toUpperCase() }), NOW_MS)).not.toBeNull();
  });

  it.each(['zz', '12g', '0x5fc', '-1', ' ', '1.5'])('rejects the unparsable timestamp %j', (gaa_ts) => {
    expect(readShowcaseParams(query({ ...valid, gaa_ts }), NOW_MS)).toBeNull();
  });

  it('keeps a raw "+" in the signature and decodes %-escapes', () => {
    const search = `?gaa_at=g&gaa_n=n%2F1&gaa_sig=ab+cd==&gaa_ts=${IN_AN_HOUR}`;
    expect(readShowcaseParams(search, NOW_MS)).toEqual({ gaa_at: 'g', gaa_n: 'n/1', gaa_sig: 'ab+cd==', gaa_ts: IN_AN_HOUR });
  });

  it('ignores a broken escape in another parameter', () => {
    expect(readShowcaseParams(`${query(valid)}&utm_campaign=%E0%A4%A`, NOW_MS)).toEqual(valid);
  });

  it('returns null for an empty query', () => {
    expect(readShowcaseParams('', NOW_MS)).toBeNull();
    expect(readShowcaseParams('?', NOW_MS)).toBeNull();
  });
});

describe('parseQuery', () => {
  it('lets the last duplicate win and keeps "=" inside values', () => {
    expect(parseQuery('?a=1&a=2&b=x=y&c&=d')).toEqual({ a: '2', b: 'x=y', c: '' });
  });
});

describe('showcaseAllowedOn', () => {
  it.each([
    ['https:', 'www.magazin.example', true],
    ['https:', '127.0.0.1', true],
    ['http:', 'localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', '[::1]', true],
    ['http:', 'www.magazin.example', false],
    ['http:', '192.168.1.10', false],
    ['http:', 'localhost.magazin.example', false],
    ['file:', '', false],
    ['ftp:', 'localhost', false],
  ])('%s//%s → %s', (protocol, hostname, allowed) => {
    expect(showcaseAllowedOn({ protocol, hostname })).toBe(allowed);
  });
});
