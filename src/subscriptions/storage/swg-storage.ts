/**
 * The provider client's browser storage under the provider's own key names (so a reader who had
 * the real client keeps their token and cache). One typed accessor per key replaces the three
 * racing copies of a storage helper swg-js grew: every read and write of these keys goes here.
 * Nothing here throws: storage can be disabled, full or filled with junk by other code.
 */
import type { SafeStorage } from '../../core/storage';

export const STORAGE_KEYS = Object.freeze({
  /** Raw signed entitlements JWT of the last cacheable answer (kept until its exp). */
  entitlements: 'subscribe.google.com:ents',
  userToken: 'subscribe.google.com:USER_TOKEN',
  /** Impressions/dismissals/completions per action type and configuration id (prompts/timestamps.ts). */
  timestamps: 'subscribe.google.com:tsp',
  ppsTaxonomies: 'subscribe.google.com:ppstaxonomies',
  /** Last interaction time, epoch milliseconds as a decimal string. */
  lastInteraction: 'subscribe.google.com:ltl',
  /** Session: '1' once the reader acknowledged their entitlements, so the unlock toast is not shown again. */
  toast: 'subscribe.google.com:toast',
});

export interface SwgStorage {
  /** The raw stores, for rules that own their keys (experiments.ts keeps its draws in `session`). */
  readonly local: SafeStorage;
  readonly session: SafeStorage;
  userToken(): string | null;
  setUserToken(token: string): void;
  removeUserToken(): void;
  cachedEntitlements(): string | null;
  setCachedEntitlements(raw: string): void;
  removeCachedEntitlements(): void;
  /** Epoch ms, or null when missing or not a positive number. */
  lastInteraction(): number | null;
  setLastInteraction(ms: number): void;
  /** Whether the unlock toast was acknowledged in this session. */
  toastShown(): boolean;
  setToastShown(shown: boolean): void;
  /**
   * The frequency-cap timestamps as stored text, null when none. Text, not readJson: unreadable
   * JSON must reach parseTimestamps (prompts/timestamps.ts), which reports it (spec widget §5, §8).
   */
  timestampsText(): string | null;
  /** Text from serializeTimestamps. */
  setTimestampsText(text: string): void;
  /** Parsed JSON of a local key, or null when missing or unparsable (later issues: ppstaxonomies). */
  readJson(key: string): unknown;
  /** False when the value could not be serialised or stored. */
  writeJson(key: string, value: unknown): boolean;
}

/**
 * A store that cannot throw, whatever the one given does. SafeStorage already promises that, but
 * tests and later code may hand in other implementations, and a throw here would break the page.
 */
function guarded(store: SafeStorage): SafeStorage {
  return {
    get: (key) => {
      try {
        return store.get(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        return store.set(key, value);
      } catch {
        return false;
      }
    },
    remove: (key) => {
      try {
        store.remove(key);
      } catch {
        // Nothing stored is the fallback; there is nothing else to do.
      }
    },
  };
}

/** An empty string counts as absent: another script may have cleared a key by writing ''. */
const nonEmpty = (value: string | null): string | null => (value === null || value === '' ? null : value);

export function createSwgStorage(localStore: SafeStorage, sessionStore: SafeStorage): SwgStorage {
  const local = guarded(localStore);
  const session = guarded(sessionStore);
  return {
    local,
    session,
    userToken: () => nonEmpty(local.get(STORAGE_KEYS.userToken)),
    setUserToken: (token) => void local.set(STORAGE_KEYS.userToken, token),
    removeUserToken: () => local.remove(STORAGE_KEYS.userToken),
    cachedEntitlements: () => nonEmpty(local.get(STORAGE_KEYS.entitlements)),
    setCachedEntitlements: (raw) => void local.set(STORAGE_KEYS.entitlements, raw),
    removeCachedEntitlements: () => local.remove(STORAGE_KEYS.entitlements),
    lastInteraction() {
      const value = Number.parseInt(local.get(STORAGE_KEYS.lastInteraction) ?? '', 10);
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    setLastInteraction: (ms) => void local.set(STORAGE_KEYS.lastInteraction, String(Math.trunc(ms))),
    toastShown: () => session.get(STORAGE_KEYS.toast) === '1',
    setToastShown: (shown) => void session.set(STORAGE_KEYS.toast, shown ? '1' : '0'),
    timestampsText: () => nonEmpty(local.get(STORAGE_KEYS.timestamps)),
    setTimestampsText: (text) => void local.set(STORAGE_KEYS.timestamps, text),
    readJson(key) {
      const text = local.get(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
    writeJson(key, value) {
      let text: string | undefined;
      try {
        // Cycles and BigInts throw; undefined and functions serialise to nothing.
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      return text === undefined ? false : local.set(key, text);
    },
  };
}
