/**
 * Reads (never verifies) the JSON Web Tokens the provider sends: the signed entitlements and the
 * metering subscription tokens. The signature is the provider's business; the client only needs
 * the claims, and a token that cannot be read must fail with the spec's one text.
 */

/** Spec widget §5: "An id token must have 3 dot-separated parts and decodable JSON, else it throws". */
export const INVALID_TOKEN = 'Invalid token';

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/**
 * base64url (RFC 4648 §5, padding optional) to bytes; null when the text is not base64url.
 * `atob` is forgiving about some inputs, so the alphabet and the length are checked first.
 */
export function base64UrlToBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  const base64 = text.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  if (base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function decodePart(part: string): Record<string, unknown> {
  const bytes = base64UrlToBytes(part);
  if (!bytes || bytes.length === 0) throw new Error(INVALID_TOKEN);
  let value: unknown;
  try {
    // fatal: a part that is not UTF-8 is not a JWT part, rather than text with U+FFFD in it.
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Error(INVALID_TOKEN);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(INVALID_TOKEN);
  return value as Record<string, unknown>;
}

/** Header and payload of `header.payload.signature`; throws Error(INVALID_TOKEN) otherwise. */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  if (typeof token !== 'string') throw new Error(INVALID_TOKEN);
  const parts = token.split('.');
  const [header, payload] = parts;
  if (parts.length !== 3 || header === undefined || payload === undefined) throw new Error(INVALID_TOKEN);
  return { header: decodePart(header), payload: decodePart(payload) };
}
