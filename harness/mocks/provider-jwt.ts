/**
 * Test JWTs for the mock subscriptions provider. The client decodes signed entitlements but never
 * verifies them (the provider's client does not either), so a fixed signature text is enough;
 * building them in code lets `iat`/`exp` follow the clock of the request being answered.
 * Plain Web APIs (btoa, TextEncoder), so the same code runs in Node, jsdom and the harness.
 */

/** Stands where the signature would be: base64url characters, recognisable in a log. */
export const TEST_JWT_SIGNATURE = 'harness-unsigned-test-signature';

/** The header every test JWT carries (the provider signs with RS256). */
const TEST_JWT_HEADER = { alg: 'RS256', typ: 'JWT', kid: 'harness-test' } as const;

/** base64url (no padding) of the UTF-8 bytes of `text`. */
export function base64UrlEncode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The UTF-8 text behind base64url (padding optional), or null when it is not base64url of UTF-8. */
export function base64UrlDecode(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(encoded)) return null;
  const plain = encoded.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (plain.length % 4 === 1) return null;
  try {
    const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** base64url JSON, e.g. the `encodedEntitlementsParams` query value. */
export const base64UrlJson = (value: unknown): string => base64UrlEncode(JSON.stringify(value));

/** The JSON behind base64url JSON, or undefined when it is not that (a missing value included). */
export function decodeBase64UrlJson(encoded: string | null | undefined): unknown {
  if (encoded === null || encoded === undefined || encoded === '') return undefined;
  const text = base64UrlDecode(encoded);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `base64url(header).base64url(payload).signature`, unsigned. */
export function unsignedJwt(payload: Record<string, unknown>, header: Record<string, unknown> = TEST_JWT_HEADER): string {
  return `${base64UrlJson(header)}.${base64UrlJson(payload)}.${TEST_JWT_SIGNATURE}`;
}

/** The payload of a JWT the harness built (for tests and scenario checks), or null. */
export function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const payload = decodeBase64UrlJson(parts[1]);
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
}
