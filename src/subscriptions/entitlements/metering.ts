/**
 * The publisher's metering state and how it travels to the provider (spec magazine §3 "Metering
 * request", §5 "Metering"). The provider counts free articles per state id and attribute time,
 * so a timestamp in milliseconds or a readable user id are publisher mistakes worth a console
 * warning; they are still sent as given, as the provider's client does. A metering entitlement's
 * token says in turn whether the meter toast shows, and how (meterToastSettings).
 */
import { describeValue } from '../config/client-options';
import type { EncodableEntitlementsParams, MeteringState } from '../model/types';
import { isRecord } from '../../core/wp-config';

/** Spec: a missing metering state id gives "a warning that suggests using a hash to avoid personal data". */
export const MISSING_STATE_ID_WARNING = 'Please specify a metering state ID string, ideally a hash to avoid personal data.';

export const STATE_NOT_OBJECT_WARNING =
  'Please specify the metering state as an object with an "id" string and optional "standardAttributes" and "customAttributes".';

/** Spec: a zero-ish timestamp, or one beyond twice the current time in seconds, looks invalid. */
function invalidTimestampWarning(name: string, category: 'standard' | 'custom', value: unknown): string {
  return `Please specify a Unix timestamp, in seconds, for the "${name}" ${category} attribute. The timestamp you passed (${describeValue(value)}) looks invalid.`;
}

function attributesNotObjectWarning(category: 'standard' | 'custom', value: unknown): string {
  return `Please specify the metering state's ${category}Attributes as an object of { timestamp } entries; got ${describeValue(value)}.`;
}

const CATEGORIES = [
  ['standard', 'standardAttributes'],
  ['custom', 'customAttributes'],
] as const;

/** The raw `timestamp` of one attribute entry, whatever the publisher put there. */
const rawTimestamp = (entry: unknown): unknown => (isRecord(entry) ? entry['timestamp'] : undefined);

/** Every console warning the publisher's metering state deserves; empty when it is fine. */
export function meteringWarnings(state: unknown, nowMs: number): string[] {
  if (!isRecord(state)) return [STATE_NOT_OBJECT_WARNING];
  const warnings: string[] = [];
  const id = state['id'];
  if (typeof id !== 'string' || id === '') warnings.push(MISSING_STATE_ID_WARNING);
  const latestPlausible = (nowMs / 1000) * 2;
  for (const [category, property] of CATEGORIES) {
    const attributes = state[property];
    if (attributes === undefined || attributes === null) continue;
    if (!isRecord(attributes)) {
      warnings.push(attributesNotObjectWarning(category, attributes));
      continue;
    }
    for (const [name, entry] of Object.entries(attributes)) {
      const value = rawTimestamp(entry);
      const timestamp = Number(value);
      // NaN and 0 are "zero-ish"; milliseconds are caught by the upper bound.
      if (!timestamp || timestamp > latestPlausible) warnings.push(invalidTimestampWarning(name, category, value));
    }
  }
  return warnings;
}

/** The state's attributes as the provider wants them: `standard_<name>` / `custom_<name>`, in seconds. */
export function meteringAttributes(state: MeteringState): { name: string; timestamp: number }[] {
  const collected: { name: string; timestamp: number }[] = [];
  for (const [category, property] of CATEGORIES) {
    const attributes: unknown = state[property];
    if (!isRecord(attributes)) continue;
    for (const [name, entry] of Object.entries(attributes)) {
      collected.push({ name: `${category}_${name}`, timestamp: Number(rawTimestamp(entry)) });
    }
  }
  return collected;
}

/** Bytes to base64url without padding (RFC 4648 §5), as the provider expects in a query. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** encodedEntitlementsParams: base64url of the UTF-8 JSON (btoa alone fails on non-Latin-1 text). */
export function encodeEntitlementsParams(params: EncodableEntitlementsParams): string {
  return bytesToBase64Url(new TextEncoder().encode(JSON.stringify(params)));
}

/** metering.clientType: 1 the publisher licenses metering, 2 the provider meters. */
const LICENSED_BY_PROVIDER = 1;
export const METERED_BY_PROVIDER = 2;
/** The user attribute the provider's client assumes when the token names none. */
export const ANONYMOUS_USER_ATTRIBUTE = 'anonymous_user';

export interface MeterToastSettings {
  clientType: number;
  clientUserAttribute: string;
}

/** Spec widget §3: a metering entitlement's token contents' `metering`, which asks for the meter toast; null unless its showToast is exactly true. */
export function meterToastSettings(tokenContents: Record<string, unknown> | null): MeterToastSettings | null {
  const metering = tokenContents?.['metering'];
  if (typeof metering !== 'object' || metering === null) return null;
  const { showToast, clientType, clientUserAttribute } = metering as Record<string, unknown>;
  if (showToast !== true) return null;
  return {
    clientType: clientType === METERED_BY_PROVIDER ? METERED_BY_PROVIDER : LICENSED_BY_PROVIDER,
    clientUserAttribute:
      typeof clientUserAttribute === 'string' && clientUserAttribute !== '' ? clientUserAttribute : ANONYMOUS_USER_ATTRIBUTE,
  };
}
