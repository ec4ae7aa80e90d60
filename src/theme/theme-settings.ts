/**
 * `themeSettings`, printed by Pixwell in the footer as an array holding ONE JSON string
 * (`["{\"sliderPlay\":0,\"sliderSpeed\":5550,…}"]`; the theme's script runs `$.parseJSON` on it).
 * A bare JSON string or object is accepted too. In that JSON `sliderPlay`, `sliderDot` and
 * `sliderAnimation` are 0 or 1 (1 = fade), `sliderSpeed` is the option's text ("6000") or the int
 * 5550 (empty option) or 1500 (option below 1500), `textNext`/`textPrev` a string or `false`
 * (then our German names), `embedRes` always 0. WordPress-style strings ("1") are accepted as well.
 * Anything unusable falls back to the defaults below with one log line, so sliders still work on a
 * page whose settings are broken.
 */
import type { Logger } from '../core/log';
import { isRecord, readSettings, wpBool, wpInt, wpScalar, wpString, wpUnknown } from '../core/wp-config';

export interface ThemeSettings {
  /** Carousels and sliders advance by themselves. */
  sliderPlay: boolean;
  /** Autoplay timeout in ms (the theme's 5550 when missing or empty). */
  sliderSpeed: number;
  /** Names of the next/previous arrows (`false` in the JSON: our German names). */
  textNext: string;
  textPrev: string;
  /** Show the dots of sliders. */
  sliderDot: boolean;
  /** `sliderAnimation` 1 is 'fade' (the library's fadeOut), 0 'slide'. */
  sliderAnimation: 'slide' | 'fade';
  /** Embedded videos keep a responsive 16:9 box. */
  embedRes: boolean;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  sliderPlay: false,
  sliderSpeed: 5550,
  textNext: 'Weiter',
  textPrev: 'Zurück',
  sliderDot: true,
  sliderAnimation: 'slide',
  embedRes: true,
};

/** The theme's floor for the autoplay timeout (it prints 1500 for anything lower). */
export const MIN_SLIDER_SPEED_MS = 1500;

const settingsFields = () => ({
  sliderPlay: wpBool,
  sliderSpeed: wpInt(DEFAULT_THEME_SETTINGS.sliderSpeed, 1),
  textNext: wpString(DEFAULT_THEME_SETTINGS.textNext),
  textPrev: wpString(DEFAULT_THEME_SETTINGS.textPrev),
  // These default to on, which wpBool cannot say: `flag` reads them below.
  sliderDot: wpScalar,
  // 1 ("1", true) or "fade" is 'fade'; anything else, of any shape, 'slide'.
  sliderAnimation: wpUnknown,
  embedRes: wpScalar,
});

/** "1"/1/true on, "0"/0/false off, anything else (missing) the default. */
function flag(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === '') return false;
  return fallback;
}

/** Unwrap the one-element array and parse the JSON string; a plain object is taken as it is. */
function unwrap(raw: unknown): { ok: true; value: unknown } | { ok: false; reason: string } {
  let value = raw;
  if (Array.isArray(value)) {
    if (value.length !== 1) return { ok: false, reason: `an array of ${value.length} elements` };
    value = value[0];
  }
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { ok: false, reason: 'not JSON' };
    }
  }
  if (!isRecord(value)) return { ok: false, reason: 'not an object' };
  return { ok: true, value };
}

export function parseThemeSettings(raw: unknown, log: Logger): ThemeSettings {
  if (raw === undefined) return DEFAULT_THEME_SETTINGS;
  const unwrapped = unwrap(raw);
  if (!unwrapped.ok) {
    log.warn(`themeSettings is malformed (${unwrapped.reason}); using defaults`);
    return DEFAULT_THEME_SETTINGS;
  }
  const read = readSettings(unwrapped.value, settingsFields());
  if (!read.ok) {
    log.warn('themeSettings is malformed; using defaults', read.detail);
    return DEFAULT_THEME_SETTINGS;
  }
  const data = read.value;
  return {
    ...data,
    sliderSpeed: Math.max(MIN_SLIDER_SPEED_MS, data.sliderSpeed),
    sliderDot: flag(data.sliderDot, DEFAULT_THEME_SETTINGS.sliderDot),
    sliderAnimation: flag(data.sliderAnimation, false) || data.sliderAnimation === 'fade' ? 'fade' : 'slide',
    embedRes: flag(data.embedRes, DEFAULT_THEME_SETTINGS.embedRes),
  };
}
