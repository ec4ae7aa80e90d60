/**
 * `lfmWidgetSettings`, as the radio widget plugin prints it: validated, coerced from WordPress's
 * strings, with the defaults of spec §5 where a key is missing.
 */
import * as z from 'zod/mini';
import { wpInt, wpList, wpString } from '../core/wp-config';
import { strings } from '../core/strings';
import { DEFAULT_API_BASE } from './lautfm-api';

export const radioSettingsSchema = z.object({
  stations: wpList,
  /** Seconds between refreshes (spec §9: 30). */
  refresh: wpInt(30, 5),
  /** Request timeout in ms; spec §5: 1000 when the setting is missing. */
  timeout: wpInt(1000, 1),
  error_message: wpString(strings.radio.unavailable),
  api_base: wpString(DEFAULT_API_BASE),
});

export type RadioSettings = z.infer<typeof radioSettingsSchema>;

/** The settings a page without `lfmWidgetSettings` runs with (the song line can still work). */
export const DEFAULT_RADIO_SETTINGS: RadioSettings = radioSettingsSchema.parse({});

export type SettingsResult = { ok: true; settings: RadioSettings } | { ok: false; reason: 'missing' | 'malformed'; detail?: string };

export function parseRadioSettings(raw: unknown): SettingsResult {
  if (raw === undefined || raw === null) return { ok: false, reason: 'missing' };
  const parsed = radioSettingsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'malformed', detail: z.prettifyError(parsed.error) };
  return { ok: true, settings: parsed.data };
}
