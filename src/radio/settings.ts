/**
 * `lfmWidgetSettings`, as the radio widget plugin prints it: coerced from WordPress's strings
 * field by field (src/core/wp-config.ts), with the defaults of spec §5 where a key is missing.
 * Keys keep the plugin's names so the table of docs/integrating.md maps one to one onto what
 * WordPress prints.
 */
import { lazy } from '../core/lazy';
import { isRecord, readSettings, settingsDefaults, wpRead, wpBool, wpInt, wpList, wpString, type SettingsOf } from '../core/wp-config';
import { strings } from '../core/strings';

export const DEFAULT_API_BASE = 'https://api.laut.fm';

/** One of `values`, or `fallback` for anything else. */
const enumOr = <T extends string>(values: readonly T[], fallback: T) =>
  wpRead((value) => values.find((known) => known === value) ?? fallback);

/** An object of texts (labels) or of numbers (layout); anything else reads as empty. */
const record = <T>(convert: (value: unknown) => T | undefined) =>
  wpRead((value) => {
    const out: Record<string, T> = {};
    if (isRecord(value))
      for (const [key, item] of Object.entries(value)) {
        const converted = convert(item);
        if (converted !== undefined) out[key] = converted;
      }
    return out;
  });

/** The fields of `lfmWidgetSettings`, made when the settings are read (nothing is built at import). */
const radioFields = () => ({
  stations: wpList,
  show_news: wpBool,
  show_jingles: wpBool,
  show_moderation: wpBool,
  history_links: wpBool,
  link_amazon: wpBool,
  link_itunes: wpBool,
  link_youtube: wpBool,
  link_spotify: wpBool,
  link_laut: wpBool,
  /** Seconds between refreshes (spec §9: 30); the adaptive refresh never waits longer. */
  refresh: wpInt(30, 5),
  max_history: wpInt(9, 0),
  /** 1 = artist first, anything else = title first. */
  history_order: wpInt(1),
  history_time: enumOr(['start_and_end', 'start_at', 'none'] as const, 'start_and_end'),
  max_top_artists: wpInt(5, 0),
  labels: record((value) => (typeof value === 'string' ? value : undefined)),
  symbol: wpString('»'),
  separator: wpString(', '),
  last_separator: wpString(' & '),
  history_separator: wpString('-'),
  spacing_history: wpString('8px'),
  spacing_lists: wpString('1px'),
  /** List name → 2 (inline) or anything else (one per line). */
  layout: record((value) => {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }),
  /** Request timeout in ms; spec §5: 1000 when the setting is missing. */
  timeout: wpInt(1000, 1),
  error_message: wpString(strings.radio.unavailable),
  schedule_source: enumOr(['standard', 'schedule'] as const, 'standard'),
  api_base: wpString(DEFAULT_API_BASE),
});

export type RadioSettings = SettingsOf<ReturnType<typeof radioFields>>;

/** The settings a page without `lfmWidgetSettings` runs with (the song line can still work). */
export const defaultRadioSettings = lazy((): RadioSettings => settingsDefaults(radioFields()));

export type SettingsResult = { ok: true; settings: RadioSettings } | { ok: false; reason: 'missing' | 'malformed'; detail?: string };

export function parseRadioSettings(raw: unknown): SettingsResult {
  if (raw === undefined || raw === null) return { ok: false, reason: 'missing' };
  const read = readSettings(raw, radioFields());
  return read.ok ? { ok: true, settings: read.value } : { ok: false, reason: 'malformed', detail: read.detail };
}
