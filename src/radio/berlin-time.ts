/**
 * Wall-clock time of the station: laut.fm schedules and "today" are Berlin time (recorded
 * README), so every label is computed in Europe/Berlin, whatever time zone the visitor is in.
 *
 * Computed from the rule, not with Intl: building a DateTimeFormat for a time zone loads the
 * zone's data, a 50 ms task on a phone (measured at 4× CPU) on every radio page view. Germany
 * follows the EU rule since 1996: UTC+1, and UTC+2 from the last Sunday of March, 01:00 UTC, to
 * the last Sunday of October, 01:00 UTC. A unit test compares this with Intl hour by hour.
 */
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

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU changes its clocks. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/** Berlin's offset from UTC at an instant, in ms. */
function berlinOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
}

/** The Berlin calendar date and clock time of an instant (ms since the epoch; callers check for NaN first). */
export function berlinParts(ms: number): BerlinParts {
  // The Berlin wall clock read as if it were UTC.
  const wall = new Date(ms + berlinOffsetMs(ms));
  return {
    weekday: WEEKDAYS[(wall.getUTCDay() + 6) % 7] ?? 'mon',
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
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
