import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN, base64UrlToBytes, decodeJwt } from '../../../../src/subscriptions/model/jwt';

const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown, header: unknown = { alg: 'RS256', typ: 'JWT' }): string =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

describe('decodeJwt', () => {
  it('reads header and payload without checking the signature', () => {
    const token = jwt({ iss: 'news.google.com', exp: 1606400000, entitlements: [] });
    expect(decodeJwt(token)).toEqual({
      header: { alg: 'RS256', typ: 'JWT' },
      payload: { iss: 'news.google.com', exp: 1606400000, entitlements: [] },
    });
  });

  it('decodes UTF-8 payloads (umlauts, CJK, emoji)', () => {
    expect(decodeJwt(jwt({ name: 'Zürich – 東京 🎧' })).payload).toEqual({ name: 'Zürich – 東京 🎧' });
  });

  it('accepts padded base64url parts too', () => {
    const header = Buffer.from('{"a":1}').toString('base64').replaceAll('+', '-').replaceAll('/', '_');
    expect(header.endsWith('=')).toBe(true);
    expect(decodeJwt(`${header}.${header}.sig`).payload).toEqual({ a: 1 });
  });

  it.each([
    ['two parts', `${b64url('{}')}.${b64url('{"a":1}')}`],
    ['four parts', `${b64url('{"a":1}')}.${b64url('{"a":1}')}.s.t`],
    ['an empty string', ''],
    ['an empty header', `.${b64url('{"a":1}')}.sig`],
    ['characters outside base64url', `${b64url('{"a":1}')}.ab$c.sig`],
    ['standard base64 "+" and "/"', `${b64url('{"a":1}')}.+/+/.sig`],
    ['an impossible length', `${b64url('{"a":1}')}.abcde.sig`],
    ['a payload that is not JSON', `${b64url('{"a":1}')}.${b64url('not json')}.sig`],
    ['a payload that is a JSON array', jwt([1, 2])],
    ['a payload that is JSON null', jwt(null)],
    ['a payload that is a JSON number', jwt(42)],
    ['a header that is a JSON string', jwt({ a: 1 }, 'header')],
    ['a payload that is not UTF-8', `${b64url('{"a":1}')}.${Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64url')}.sig`],
  ])('throws "Invalid token" for %s', (_label, token) => {
    expect(() => decodeJwt(token)).toThrow(new Error('Invalid token'));
  });

  it('exports the spec text', () => {
    expect(INVALID_TOKEN).toBe('Invalid token');
  });
});

describe('base64UrlToBytes', () => {
  it('decodes with and without padding', () => {
    expect(Array.from(base64UrlToBytes('_-8') ?? [])).toEqual([0xff, 0xef]);
    expect(Array.from(base64UrlToBytes('_-8=') ?? [])).toEqual([0xff, 0xef]);
    expect(Array.from(base64UrlToBytes('') ?? [1])).toEqual([]);
  });

  it('returns null for text that is not base64url', () => {
    expect(base64UrlToBytes('a')).toBeNull();
    expect(base64UrlToBytes('ab cd')).toBeNull();
    expect(base64UrlToBytes('ab=c')).toBeNull();
  });
});
