/**
 * The weekly schedule (spec §3, §4 'Schedule source'). Entries are Berlin wall-clock
 * (day, hour) pairs; the week runs mon..sun and wraps around, so the last entry of the week
 * runs on into Monday until the first one starts.
 */
import { hourLabel } from './berlin-time';
import { WEEKDAYS, type ScheduleEntry, type Weekday } from './radio-types';

/** Hours since Monday 00:00, so entries compare as one number along the week. */
const weekHour = (day: Weekday, hour: number): number => WEEKDAYS.indexOf(day) * 24 + hour;
const keyOf = (entry: ScheduleEntry): number => weekHour(entry.day, entry.hour);

/** A sorted copy: the API's order is not promised, and callers' arrays stay untouched. */
const inWeekOrder = (schedule: readonly ScheduleEntry[]): ScheduleEntry[] => [...schedule].sort((a, b) => keyOf(a) - keyOf(b));

/** The entries starting on one weekday, earliest first. */
export function entriesOfDay(schedule: ScheduleEntry[], day: Weekday): ScheduleEntry[] {
  return inWeekOrder(schedule.filter((entry) => entry.day === day));
}

/** The entry starting after `entry` in the week, wrapping to Monday; null if none other exists. */
function followingEntry(entry: ScheduleEntry, schedule: readonly ScheduleEntry[]): ScheduleEntry | null {
  const key = keyOf(entry);
  const others = inWeekOrder(schedule).filter((other) => keyOf(other) !== key);
  return others.find((other) => keyOf(other) > key) ?? others[0] ?? null;
}

/**
 * '20:00 Uhr' to '00:00 Uhr'. end_time null runs until the next entry starts, so that entry's
 * hour is the end; with no other entry (a 24/7 rotation) there is no end to show.
 */
export function scheduleSlot(entry: ScheduleEntry, schedule: ScheduleEntry[]): { from: string; to: string } {
  const from = hourLabel(entry.hour);
  if (entry.endTime !== null) return { from, to: hourLabel(entry.endTime) };
  const next = followingEntry(entry, schedule);
  return { from, to: next ? hourLabel(next.hour) : '' };
}

/**
 * The entry on air at `now` (Berlin weekday and hour) and the one after it. The current entry is
 * the last one started, ignoring end_time: the spec picks by day and hour only. Before the
 * week's first entry the last entry of the previous week is still running.
 */
export function pickCurrent(
  schedule: ScheduleEntry[],
  now: { weekday: Weekday; hour: number },
): { current: ScheduleEntry; next: ScheduleEntry } | null {
  const sorted = inWeekOrder(schedule);
  const nowKey = weekHour(now.weekday, now.hour);
  // The number of entries already started this week; none started means the last one still runs.
  const startedCount = sorted.filter((entry) => keyOf(entry) <= nowKey).length;
  const index = (startedCount === 0 ? sorted.length : startedCount) - 1;
  const current = sorted[index];
  const next = sorted[(index + 1) % sorted.length];
  return current && next ? { current, next } : null;
}
