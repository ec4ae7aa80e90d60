/**
 * The local timestamps behind the frequency caps (spec widget §3 "Local timestamps", §5, §9):
 * per key, an action type (`TYPE_CONTRIBUTION`) or a configuration id, three lists of epoch
 * milliseconds: impressions, dismissals, completions. They live in local storage under
 * STORAGE_KEYS.timestamps (`subscribe.google.com:tsp`, the provider's own key and JSON format, so
 * a reader who had the provider's script keeps their caps). Pure: the caller reads and writes the
 * text and passes the clock in.
 */
import * as z from 'zod/mini';
import { lazy } from '../../core/lazy';
import type { PromptEvent } from './prompt-events';
import { EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR } from '../wire/analytics-event';

/** Spec widget §9 "Timestamp retention": 14 days; older timestamps are dropped. */
export const TIMESTAMP_RETENTION_MS = 1_209_600_000;

/**
 * The provider's script also counts reader visits in this store, under this key. They are not
 * prompts, so the global cap leaves them out (frequency-caps.ts); kept here so storage the
 * provider's script wrote reads the same.
 */
export const READER_VISIT_KEY = 'reader_visit';

export type TimestampKind = 'impressions' | 'dismissals' | 'completions';

type ActionTimestamps = Readonly<Record<TimestampKind, readonly number[]>>;

/** Keyed by action type or configuration id. */
export type ActionsTimestamps = Readonly<Record<string, ActionTimestamps>>;

const EMPTY_ACTION: ActionTimestamps = Object.freeze({ impressions: [], dismissals: [], completions: [] });

// Spec widget §5: exactly the three lists, all of numbers (zod’s number refuses NaN and ±Infinity too).
const storedTimestamps = lazy(() =>
  z.record(
    z.string(),
    z.strictObject({ impressions: z.array(z.number()), dismissals: z.array(z.number()), completions: z.array(z.number()) }),
  ),
);

export interface ParsedTimestamps {
  timestamps: ActionsTimestamps;
  /** The parse-error event when the stored text was discarded; else none. */
  events: PromptEvent[];
}

const PARSE_ERROR: PromptEvent = Object.freeze({ event: EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR });

/**
 * The stored text as timestamps, pruned against `nowMs`. Nothing stored (null or '') is no
 * timestamps and no error. Text that is not JSON, or JSON that is not an object whose every entry
 * holds exactly the three number lists, is discarded as a whole (one bad entry makes every entry
 * suspect) and the parse-error event of spec widget §8 is returned with the empty result.
 */
export function parseTimestamps(text: string | null, nowMs: number): ParsedTimestamps {
  if (text === null || text === '') return { timestamps: {}, events: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { timestamps: {}, events: [PARSE_ERROR] };
  }
  const parsed = z.safeParse(storedTimestamps(), json);
  if (!parsed.success) return { timestamps: {}, events: [PARSE_ERROR] };
  return { timestamps: pruneTimestamps(parsed.data, nowMs), events: [] };
}

/**
 * Only the timestamps of the last 14 days (one exactly 14 days old stays, as in the provider's
 * client). Keys whose lists end up empty are kept: the provider's client keeps them too, and an
 * empty entry counts for nothing.
 */
export function pruneTimestamps(timestamps: ActionsTimestamps, nowMs: number): ActionsTimestamps {
  const oldest = nowMs - TIMESTAMP_RETENTION_MS;
  // The provider's client assumes sorted lists; filtering also copes with lists other code wrote.
  const fresh = (list: readonly number[]) => list.filter((time) => time >= oldest);
  return Object.fromEntries(
    Object.entries(timestamps).map(([key, entry]) => [
      key,
      { impressions: fresh(entry.impressions), dismissals: fresh(entry.dismissals), completions: fresh(entry.completions) },
    ]),
  );
}

/**
 * `nowMs` added to the `kind` list of every key in `keys` (a prompt is recorded under its action
 * type and, outside demo modes, also under its configuration id). A new object; the given one is
 * left as it was.
 */
export function recordTimestamp(
  timestamps: ActionsTimestamps,
  keys: readonly string[],
  kind: TimestampKind,
  nowMs: number,
): ActionsTimestamps {
  const keySet = new Set(keys);
  const add = (entry: ActionTimestamps): ActionTimestamps => ({ ...entry, [kind]: [...entry[kind], nowMs] });
  const entries = Object.entries(timestamps).map(([key, entry]): [string, ActionTimestamps] => [key, keySet.has(key) ? add(entry) : entry]);
  for (const key of keySet) if (!Object.hasOwn(timestamps, key)) entries.push([key, add(EMPTY_ACTION)]);
  // fromEntries defines own properties: a configuration id such as "__proto__" stays a plain key.
  return Object.fromEntries(entries);
}

/** The text to store: the provider's JSON format, keys in the order they were added. */
export function serializeTimestamps(timestamps: ActionsTimestamps): string {
  return JSON.stringify(timestamps);
}
