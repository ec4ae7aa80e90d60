/**
 * Signed tokens inside a JSON answer, decoded for reading. The provider sends entitlements as a
 * JWT, so the raw body says nothing of who the reader is; its payload tells a subscriber
 * (`source: "google"`) from a metered reader (`google:metering`). Decoded only, never verified.
 */
import { jwtPayload } from '../mocks/provider-jwt';

export interface DecodedToken {
  /** Where the token sits in the answer, e.g. `$.signedEntitlements`. */
  path: string;
  payload: unknown;
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every JWT in a parsed JSON value, depth first, with its path. */
export function decodedTokens(value: unknown, path = '$'): DecodedToken[] {
  if (typeof value === 'string') {
    const payload = JWT_SHAPE.test(value) ? jwtPayload(value) : null;
    return payload === null ? [] : [{ path, payload }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => decodedTokens(item, `${path}[${index}]`));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => decodedTokens(item, `${path}.${key}`));
  return [];
}
