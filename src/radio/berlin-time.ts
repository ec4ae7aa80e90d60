/**
 * Wall-clock time of the station: laut.fm schedules and "today" are Berlin time (recorded
 * README), so every label is computed in Europe/Berlin, whatever time zone the visitor is in.
 * Intl with an explicit timeZone does not depend on the browser's zone or on process.env.TZ.
 */
import { lazy } from '../core/lazy';
import { strings } from '../core/strings';
import { WEEKDAYS, type Weekday } from './radio-types';

export interface BerlinParts {
  weekday: Weekday;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Built once, on first use: constructing a DateTimeFormat (time zone data included) is far more
// expensive than using one, and pages without station information never need it.
// hourCycle 'h23' because some engines print midnight as "24" with hour12: false.
const berlinFormat = lazy(() => new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
}));

const DAY_MS = 86_400_000;
const pad2 = (value: number): string => String(value).padStart(2, '0');

/** The Berlin calendar date and clock time of an instant (ms since the epoch; Intl throws a RangeError for NaN, so callers check first). */
export function berlinParts(ms: number): BerlinParts {
  const numbers: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of berlinFormat().formatToParts(ms)) if (part.type !== 'literal') numbers[part.type] = Number(part.value);
  const year = numbers.year ?? Number.NaN;
  const month = numbers.month ?? Number.NaN;
  const day = numbers.day ?? Number.NaN;
  // The weekday follows from the calendar date; this avoids parsing locale-specific names ("Mo.").
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { weekday: WEEKDAYS[(sundayFirst + 6) % 7] ?? 'mon', year, month, day, hour: (numbers.hour ?? 0) % 24, minute: numbers.minute ?? 0 };
}

/** '15:29': the Berlin clock time of an instant, 24 h, zero-padded. */
export function formatClock(ms: number): string {
  const { hour, minute } = berlinParts(ms);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** '08:00 Uhr' (spec §9). 24 (a show ending at midnight) and 0 both read '00:00 Uhr'. */
export function hourLabel(hour: number): string {
  const wrapped = ((Math.trunc(hour) % 24) + 24) % 24;
  return `${pad2(wrapped)}${strings.radio.hourSuffix}`;
}

/** The German name of a weekday; strings.radio.weekdays starts on Sunday, WEEKDAYS on Monday. */
function weekdayName(day: Weekday): string {
  return strings.radio.weekdays[(WEEKDAYS.indexOf(day) + 1) % 7] ?? '';
}

/** 'Heute', 'Morgen' or the weekday name (spec §8), relative to the Berlin weekday of now. */
export function dayLabel(day: Weekday, nowMs: number): string {
  const today = WEEKDAYS.indexOf(berlinParts(nowMs).weekday);
  const index = WEEKDAYS.indexOf(day);
  if (index === today) return strings.radio.today;
  if (index === (today + 1) % 7) return strings.radio.tomorrow;
  return weekdayName(day);
}

/** Days since the epoch of the Berlin calendar date, so two dates can be subtracted. */
function berlinDayNumber(ms: number): number {
  const { year, month, day } = berlinParts(ms);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Like dayLabel, but for an instant (a show's start): compares Berlin calendar dates, so a
 * show a week ahead is not called 'Heute' just because it falls on the same weekday.
 */
export function dayLabelOf(ms: number, nowMs: number): string {
  const difference = berlinDayNumber(ms) - berlinDayNumber(nowMs);
  if (difference === 0) return strings.radio.today;
  if (difference === 1) return strings.radio.tomorrow;
  return weekdayName(berlinParts(ms).weekday);
}
