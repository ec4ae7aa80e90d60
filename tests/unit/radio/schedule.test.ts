import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type ScheduleEntry, type Weekday } from '../../../src/radio/radio-types';
import { entriesOfDay, pickCurrent, scheduleSlot } from '../../../src/radio/schedule';

interface RawEntry {
  name: string;
  day: Weekday;
  hour: number;
  end_time: number | null;
  description: string;
}
// A plain mapping of the API's shape: these tests are about the schedule logic, not parsing.
const load = (path: string): ScheduleEntry[] =>
  (JSON.parse(readFileSync(path, 'utf8')) as RawEntry[]).map((raw) => ({
    day: raw.day,
    hour: raw.hour,
    endTime: raw.end_time,
    name: raw.name,
    description: raw.description,
  }));

const radiohayom = load('fixtures/lautfm/radiohayom/schedule.json');
const b80er = load('fixtures/lautfm/b80er/schedule.json');

const entry = (day: Weekday, hour: number, endTime: number | null, name = `${day} ${hour}`): ScheduleEntry => ({
  day,
  hour,
  endTime,
  name,
  description: '',
});
const names = (entries: ScheduleEntry[]) => entries.map((item) => item.name);
const pickNames = (schedule: ScheduleEntry[], weekday: Weekday, hour: number) => {
  const picked = pickCurrent(schedule, { weekday, hour });
  return picked && [picked.current.name, picked.next.name];
};

describe('entriesOfDay', () => {
  it("returns one day's entries sorted by hour", () => {
    const shuffled = [entry('mon', 15, 18), entry('tue', 1, 2), entry('mon', 0, null), entry('mon', 6, 10)];
    expect(names(entriesOfDay(shuffled, 'mon'))).toEqual(['mon 0', 'mon 6', 'mon 15']);
    expect(names(shuffled)).toEqual(['mon 15', 'tue 1', 'mon 0', 'mon 6']);
  });
  it('reads the b80er fixture', () => {
    expect(names(entriesOfDay(b80er, 'thu'))).toEqual(['Guten Morgen 80er', 'Rotation', 'Die 80er am Nachmittag', 'Neue Deutsche Welle']);
    expect(names(entriesOfDay(b80er, 'sun'))).toEqual(['Balladen zum Wochenende']);
  });
  it('is empty for a day without shows', () => {
    expect(entriesOfDay(radiohayom, 'tue')).toEqual([]);
    expect(entriesOfDay([], 'mon')).toEqual([]);
  });
});

describe('scheduleSlot', () => {
  it('labels start and end hours', () => {
    expect(scheduleSlot(entry('mon', 6, 10), b80er)).toEqual({ from: '06:00 Uhr', to: '10:00 Uhr' });
  });
  it("reads end_time 0 as '00:00 Uhr'", () => {
    const maxiMania = b80er.find((item) => item.name === 'Maxi-Mania')!;
    expect(scheduleSlot(maxiMania, b80er)).toEqual({ from: '20:00 Uhr', to: '00:00 Uhr' });
  });
  it('shows an end past midnight as its hour', () => {
    const disco = b80er.find((item) => item.name === 'Freitagnacht-Disco')!;
    expect(scheduleSlot(disco, b80er)).toEqual({ from: '22:00 Uhr', to: '02:00 Uhr' });
  });
  it('ends an entry with end_time null where the next entry of the week starts', () => {
    expect(scheduleSlot(b80er[0]!, b80er)).toEqual({ from: '00:00 Uhr', to: '06:00 Uhr' });
    const week = [entry('tue', 3, null), entry('sun', 22, null)];
    expect(scheduleSlot(week[1]!, week)).toEqual({ from: '22:00 Uhr', to: '03:00 Uhr' }); // wraps to Tuesday
    expect(scheduleSlot(week[0]!, week)).toEqual({ from: '03:00 Uhr', to: '22:00 Uhr' });
  });
  it('has no end for the only entry (the recorded 24/7 rotation)', () => {
    expect(radiohayom).toHaveLength(1);
    expect(scheduleSlot(radiohayom[0]!, radiohayom)).toEqual({ from: '00:00 Uhr', to: '' });
  });
});

describe('pickCurrent', () => {
  it('is null for an empty schedule', () => {
    expect(pickCurrent([], { weekday: 'mon', hour: 0 })).toBeNull();
  });
  it('picks the single entry as current and next at any time (radiohayom)', () => {
    for (const weekday of WEEKDAYS)
      for (const hour of [0, 12, 23]) {
        const picked = pickCurrent(radiohayom, { weekday, hour });
        expect(picked?.current).toBe(radiohayom[0]);
        expect(picked?.next).toBe(radiohayom[0]);
      }
  });
  it('picks the last started entry by day and hour (b80er)', () => {
    expect(pickNames(b80er, 'mon', 0)).toEqual(['Rotation', 'Guten Morgen 80er']);
    expect(pickNames(b80er, 'mon', 5)).toEqual(['Rotation', 'Guten Morgen 80er']);
    expect(pickNames(b80er, 'mon', 6)).toEqual(['Guten Morgen 80er', 'Die 80er am Nachmittag']);
    expect(pickNames(b80er, 'thu', 19)).toEqual(['Neue Deutsche Welle', 'Guten Morgen 80er']);
  });
  it('moves from the evening to the next day', () => {
    expect(pickNames(b80er, 'mon', 23)).toEqual(['Die 80er am Nachmittag', 'Guten Morgen 80er']); // the tue 6 one is next
    expect(pickCurrent(b80er, { weekday: 'mon', hour: 23 })?.next.day).toBe('tue');
  });
  it('keeps an entry past midnight current on the next day until another starts', () => {
    expect(pickNames(b80er, 'sat', 1)).toEqual(['Freitagnacht-Disco', 'Die Top 40 von damals']);
    expect(pickNames(b80er, 'thu', 0)).toEqual(['Maxi-Mania', 'Guten Morgen 80er']);
  });
  it('wraps the week: the last entry (sun 20) is followed by the first (mon 0)', () => {
    const picked = pickCurrent(b80er, { weekday: 'sun', hour: 23 });
    expect(picked?.current.name).toBe('Balladen zum Wochenende');
    expect(picked?.next).toBe(b80er[0]);
    expect(pickNames(b80er, 'mon', 0)).toEqual(['Rotation', 'Guten Morgen 80er']);
  });
  it("before the week's first entry the last one of the week is still running", () => {
    const week = [entry('tue', 8, null, 'Tuesday'), entry('sat', 20, null, 'Saturday')];
    expect(pickNames(week, 'mon', 12)).toEqual(['Saturday', 'Tuesday']);
    expect(pickNames(week, 'tue', 7)).toEqual(['Saturday', 'Tuesday']);
    expect(pickNames(week, 'tue', 8)).toEqual(['Tuesday', 'Saturday']);
    expect(pickNames(week, 'sun', 23)).toEqual(['Saturday', 'Tuesday']);
  });
  it('does not rely on the order the API sends', () => {
    const reversed = [...b80er].reverse();
    expect(pickNames(reversed, 'wed', 21)).toEqual(['Maxi-Mania', 'Guten Morgen 80er']);
    expect(pickCurrent(reversed, { weekday: 'wed', hour: 21 })?.next.day).toBe('thu');
  });
});
