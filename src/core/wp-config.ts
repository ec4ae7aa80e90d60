/**
 * The rule: settings the CMS prints into the page (`wp_localize_script` objects, inline JSON) are
 * coerced here, field by field, by plain functions; answers from servers (API, admin-ajax) are
 * validated with zod schemas at the edge. Settings need no schema: every field is "whatever
 * WordPress printed, coerced, with a default", so a schema checks nothing there, and building
 * one (then its first parse) was the costliest step of the radio page's start on a phone.
 *
 * WordPress prints every scalar as a string ("1", "", "30"). The readers below accept what it
 * prints (and the plain JSON types a hand-written page might use) and coerce to the type the
 * feature needs, falling back to the default on anything unusable. A value no scalar reader can
 * take (an object, an array) makes the whole settings object malformed, so a page whose settings
 * are garbled runs on the defaults instead of on a mix.
 *
 *   const fields = () => ({ refresh: wpInt(30, 5), stations: wpList });
 *   readSettings(raw, fields()); // { ok: true, value: { refresh: number; stations: string[] } }
 */

/** What a scalar field takes: what WordPress prints, or what a hand-written page might; undefined is a missing key. */
export type Scalar = string | number | boolean | null | undefined;

/** A field that takes a scalar and refuses anything else (and the settings object with it). */
export interface ScalarField<T> {
  takes: 'scalar';
  read: (value: Scalar) => T;
}

/** A field that reads whatever is there (enum, record and flag fields with rules of their own). */
export interface OpenField<T> {
  takes: 'unknown';
  read: (value: unknown) => T;
}

/** How one field is read. */
type FieldReader<T> = ScalarField<T> | OpenField<T>;

/** A settings object's fields: its keys, each with its reader. */
export type FieldTable = Record<string, FieldReader<unknown>>;

/** The settings a field table reads: each key with its reader's type. */
export type SettingsOf<F extends FieldTable> = { [K in keyof F]: ReturnType<F[K]['read']> };

export type SettingsRead<T> = { ok: true; value: T } | { ok: false; detail: string };

/** Finite numbers only: JSON has no NaN or Infinity, so they are no value WordPress printed. */
function isScalar(value: unknown): value is Scalar {
  return value === undefined || value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
}

/** An object whose keys can be read (a plain object or any other non-array object). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value's kind in words, for the detail of a refusal ("an object", "an array", "NaN"). */
function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return String(value);
  return `${/^[aeiou]/.test(typeof value) ? 'an' : 'a'} ${typeof value}`;
}

/** "1", 1, true, "true", "yes" and "on" (any case, spaces around) are on; everything else (including "", "0", missing) is off. */
function toBool(value: Scalar): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()));
}

/** A whole number (cut towards zero), or `fallback` when missing, empty, not a number or below `min`. */
function toInt(value: Scalar, fallback: number, min: number): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) && parsed >= min ? Math.trunc(parsed) : fallback;
}

/** The string as printed (not trimmed), a number as its text, or `fallback` when missing, empty or a boolean. */
function toText(value: Scalar, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** A comma separated list of names, trimmed, empties dropped; anything but a string is the empty list. */
function toList(value: Scalar): string[] {
  return typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : [];
}

/** On or off: see `toBool`. */
export const wpBool: ScalarField<boolean> = { takes: 'scalar', read: toBool };

/** A whole number, or `fallback` when missing, empty, not a number or below `min`. */
export function wpInt(fallback: number, min = Number.MIN_SAFE_INTEGER): ScalarField<number> {
  return { takes: 'scalar', read: (value) => toInt(value, fallback, min) };
}

/** A string, or `fallback` when missing or empty; numbers become their text. */
export function wpString(fallback: string): ScalarField<string> {
  return { takes: 'scalar', read: (value) => toText(value, fallback) };
}

/** A comma separated list of names, trimmed, empties dropped. */
export const wpList: ScalarField<string[]> = { takes: 'scalar', read: toList };

/** Any scalar, as printed (for fields whose rules the feature applies itself). */
export const wpScalar: ScalarField<Scalar> = { takes: 'scalar', read: (value) => value };

/** Any value at all, as printed (for flags whose rules the feature applies itself, or whose absence means something). */
export const wpUnknown: OpenField<unknown> = { takes: 'unknown', read: (value) => value };

/** Any value at all, read by `read` (enums, records: their own rules for what is unusable). */
export function wpRead<T>(read: (value: unknown) => T): OpenField<T> {
  return { takes: 'unknown', read };
}

/** Every field of `fields` read from `source`; what a scalar field refuses goes to `problems` instead. */
function readFields(source: Record<string, unknown>, fields: FieldTable, problems: string[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    // Read as a property (inherited ones too), as every script of the page would read it.
    const printed = source[key];
    if (field.takes === 'unknown') value[key] = field.read(printed);
    else if (isScalar(printed)) value[key] = field.read(printed);
    else problems.push(`${key}: expected a string, number or boolean, got ${describe(printed)}`);
  }
  return value;
}

/**
 * A settings object the CMS printed, read field by field: keys `fields` does not name are
 * ignored, missing ones take their reader's default. Not ok when `raw` is no object or a
 * scalar field holds something else; `detail` then names each offending key.
 */
export function readSettings<F extends FieldTable>(raw: unknown, fields: F): SettingsRead<SettingsOf<F>> {
  if (!isRecord(raw)) return { ok: false, detail: `expected an object, got ${describe(raw)}` };
  const problems: string[] = [];
  const value = readFields(raw, fields, problems);
  // readFields set every key of `fields` with its reader's value, unless it reported a problem.
  return problems.length > 0 ? { ok: false, detail: problems.join('; ') } : { ok: true, value: value as SettingsOf<F> };
}

/** The settings of a page that prints none: every field's default. */
export function settingsDefaults<F extends FieldTable>(fields: F): SettingsOf<F> {
  // Every reader takes a missing key, so nothing can be refused here.
  return readFields({}, fields, []) as SettingsOf<F>;
}

/** Read a global the CMS printed, without ever throwing (a getter on window could). */
export function readGlobal(win: Window, name: string): unknown {
  try {
    return (win as unknown as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}
