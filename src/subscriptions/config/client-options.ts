/**
 * The publisher's `subscriptions.configure({...})` checks (spec magazine §5 "Config checks", §9
 * "Default config"). A wrong option is a publisher mistake that must be visible at once, so every
 * problem is one line naming the property and the value, and a rejected call changes nothing.
 */
import type { AnalyticsMode, ClientOptionsConfig, WindowOpenMode } from '../model/types';

/** Spec magazine §9: windowOpenMode auto, analyticsMode 0, analytics and propensity off. */
export const DEFAULT_CLIENT_OPTIONS: ClientOptionsConfig = Object.freeze({
  windowOpenMode: 'auto',
  analyticsMode: 0,
  enableSwgAnalytics: false,
  enablePropensity: false,
  skipAccountCreationScreen: false,
  publisherProvidedId: null,
  paySwgVersion: null,
  experiments: [],
});

/** A value as the publisher would recognise it in a message: strings bare, the rest as JSON. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** For options that are not strings: a string value in quotes, so `"true"` is not read as `true`. */
const quoted = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : describeValue(value));

const isWindowOpenMode = (value: unknown): value is WindowOpenMode => value === 'auto' || value === 'redirect';
const isAnalyticsMode = (value: unknown): value is AnalyticsMode => value === 0 || value === 1;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

type Result = { ok: true; config: ClientOptionsConfig } | { ok: false; error: string };

/** Checks every property of `input` and returns `current` with them applied, or the first error. */
export function applyClientOptions(current: ClientOptionsConfig, input: unknown): Result {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: `Config must be an object, value: ${quoted(input)}` };
  }
  const next: ClientOptionsConfig = { ...current, experiments: [...current.experiments] };
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const fail = (error: string): Result => ({ ok: false, error });
    switch (key) {
      case 'windowOpenMode':
        if (!isWindowOpenMode(value)) return fail(`Unknown windowOpenMode: ${describeValue(value)}`);
        next.windowOpenMode = value;
        break;
      case 'analyticsMode':
        if (!isAnalyticsMode(value)) return fail(`Unknown analyticsMode: ${quoted(value)}`);
        next.analyticsMode = value;
        break;
      case 'enableSwgAnalytics':
      case 'enablePropensity':
      case 'skipAccountCreationScreen':
        if (typeof value !== 'boolean') return fail(`${key} must be a boolean, value: ${quoted(value)}`);
        next[key] = value;
        break;
      case 'publisherProvidedId':
        // undefined leaves the id as it was (the provider's client does the same); null clears it.
        if (value === undefined) break;
        if (value !== null && (typeof value !== 'string' || value === '')) {
          return fail(`publisherProvidedId must be a non-empty string or null, value: ${quoted(value)}`);
        }
        next.publisherProvidedId = value;
        break;
      case 'paySwgVersion':
        if (typeof value !== 'string') return fail(`paySwgVersion must be a string, value: ${quoted(value)}`);
        next.paySwgVersion = value;
        break;
      case 'experiments':
        if (!isStringList(value)) return fail(`experiments must be an array of strings, value: ${quoted(value)}`);
        next.experiments = [...value];
        break;
      default:
        return fail(`Unknown config property: ${key}`);
    }
  }
  return { ok: true, config: next };
}
