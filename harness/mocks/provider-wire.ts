/**
 * The provider's request bodies as the mock reads them: a form body `f.req=` followed directly by
 * the JSON of a message's array form without labels, content type
 * `application/x-www-form-urlencoded` (the provider's client, src/runtime/fetcher.ts of
 * swg-js). Written for the mock on its own, position by position, and never with the client's
 * encoder (src/subscriptions/wire/), so a request the mock accepts shows that the client speaks
 * the contract, not merely that it agrees with itself.
 */

/** What a body is, read: the label-less array, or why it is not one (the 400's message). */
export type FormRead<T> = { ok: true; value: T } | { ok: false; reason: string };

const fail = (reason: string): FormRead<never> => ({ ok: false, reason });

/**
 * The `f.req` array of a request body. A JSON body (the content type is checked first), a
 * URL-encoded one (`f.req=%5B…`: the provider's client does not encode) and anything that is not
 * an array all fail.
 */
function readFormBody(contentType: string | null, body: string): FormRead<unknown[]> {
  if (!/^application\/x-www-form-urlencoded(?:\s*;|$)/i.test(contentType ?? ''))
    return fail(`content type ${contentType ?? 'missing'}, not a form`);
  if (!body.startsWith('f.req=')) return fail('the body does not start with f.req=');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.slice('f.req='.length));
  } catch {
    return fail('f.req is not JSON (URL-encoded?)');
  }
  return Array.isArray(parsed) ? { ok: true, value: parsed } : fail('f.req is not an array');
}

/** A request body read as one message: the form, then the message's array form by `read`. */
export function readFormMessage<T>(contentType: string | null, body: string, read: (fields: unknown[]) => FormRead<T>): FormRead<T> {
  const form = readFormBody(contentType, body);
  return form.ok ? read(form.value) : form;
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const orNull = <T>(value: unknown, check: (value: unknown) => value is T): value is T | null | undefined => value == null || check(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The provider's EntitlementSource and EntitlementResult numbers, with their names for tests to read. */
const ENTITLEMENT_SOURCES: Readonly<Record<number, string>> = {
  1001: 'GOOGLE_SUBSCRIBER_ENTITLEMENT',
  2001: 'GOOGLE_SHOWCASE_METERING_SERVICE',
  2002: 'SUBSCRIBE_WITH_GOOGLE_METERING_SERVICE',
  3001: 'PUBLISHER_ENTITLEMENT',
};
const ENTITLEMENT_RESULTS: Readonly<Record<number, string>> = {
  1001: 'UNLOCKED_SUBSCRIBER',
  1002: 'UNLOCKED_FREE',
  1003: 'UNLOCKED_METER',
  2001: 'LOCKED_REGWALL',
  2002: 'LOCKED_PAYWALL',
  2003: 'INELIGIBLE_PAYWALL',
};

interface Seconds {
  seconds: number;
  nanos: number;
}

/** An unlock report (EntitlementsRequest) as the mock understood it, enums by name. */
export interface UnlockReportSeen {
  usedEntitlement: { jwt: string | null; source: string | null } | null;
  clientEventTime: Seconds;
  entitlementSource: string;
  entitlementResult: string;
  token: string | null;
  isUserRegistered: boolean | null;
  subscriptionTimestamp: Seconds | null;
}

/** The items of an array, typed as what they are: unknown. */
const itemsOf = (raw: unknown): unknown[] | null => (Array.isArray(raw) ? (raw as unknown[]) : null);

/** A Timestamp: `[seconds, nanos]` as integers, or `[]` for none. */
function readTimestamp(raw: unknown, what: string): FormRead<Seconds | null> {
  const items = itemsOf(raw);
  if (items?.length === 0) return { ok: true, value: null };
  const [seconds, nanos] = items ?? [];
  if (!isInteger(seconds) || !isInteger(nanos)) return fail(`${what} is not [seconds, nanos]`);
  return { ok: true, value: { seconds, nanos } };
}

/** An EntitlementJwt: `[jwt, source]`, either may be null, or `[]` for none. */
function readUsedEntitlement(raw: unknown): FormRead<UnlockReportSeen['usedEntitlement']> {
  const items = itemsOf(raw);
  if (items?.length === 0) return { ok: true, value: null };
  const [jwt, source] = items ?? [];
  if (items?.length !== 2 || !orNull(jwt, isString) || !orNull(source, isString)) return fail('usedEntitlement is not [jwt, source]');
  return { ok: true, value: { jwt: jwt ?? null, source: source ?? null } };
}

/**
 * POST /publication/{id}/article: `[usedEntitlement, clientEventTime, entitlementSource,
 * entitlementResult, token, isUserRegistered, subscriptionTimestamp]`, where usedEntitlement is
 * `[jwt, source]` (or `[]`) and the times are `[seconds, nanos]`. The client always sends the
 * event time and known enum numbers; a label anywhere (a string first) fails.
 */
export function readUnlockReport(fields: unknown[]): FormRead<UnlockReportSeen> {
  const [used, eventTime, source, result, token, registered, subscribed] = fields;
  const usedEntitlement = readUsedEntitlement(used);
  if (!usedEntitlement.ok) return usedEntitlement;
  const clientEventTime = readTimestamp(eventTime, 'clientEventTime');
  if (!clientEventTime.ok) return clientEventTime;
  if (clientEventTime.value === null) return fail('clientEventTime is missing');
  const subscriptionTimestamp = readTimestamp(subscribed, 'subscriptionTimestamp');
  if (!subscriptionTimestamp.ok) return subscriptionTimestamp;
  const sourceName = isInteger(source) ? ENTITLEMENT_SOURCES[source] : undefined;
  const resultName = isInteger(result) ? ENTITLEMENT_RESULTS[result] : undefined;
  if (sourceName === undefined) return fail(`entitlementSource ${JSON.stringify(source)} is not a source number`);
  if (resultName === undefined) return fail(`entitlementResult ${JSON.stringify(result)} is not a result number`);
  if (!orNull(token, isString)) return fail('token is not a string');
  if (!orNull(registered, isBoolean)) return fail('isUserRegistered is not a boolean');
  return {
    ok: true,
    value: {
      usedEntitlement: usedEntitlement.value,
      clientEventTime: clientEventTime.value,
      entitlementSource: sourceName,
      entitlementResult: resultName,
      token: token ?? null,
      isUserRegistered: registered ?? null,
      subscriptionTimestamp: subscriptionTimestamp.value,
    },
  };
}

/** The audience-activity beacon (AudienceActivityClientLogsRequest): `[event number]`. */
export function readAudienceActivity(fields: unknown[]): FormRead<number> {
  return isInteger(fields[0]) ? { ok: true, value: fields[0] } : fail('the event is not a number');
}
