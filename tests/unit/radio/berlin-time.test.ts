import { describe, expect, it } from 'vitest';
import { strings } from '../../../src/core/strings';
import { berlinParts, dayLabel, dayLabelOf, formatClock, hourLabel } from '../../../src/radio/berlin-time';
import { parseLautDate } from '../../../src/radio/laut-date';

const utc = (iso: string): number => Date.parse(`${iso}Z`);

/** The reference: the zone's data as the engine ships it. */
const intlBerlin = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
function intlParts(ms: number) {
  const parts = Object.fromEntries(intlBerlin.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

describe('berlinOffsetMs and berlinParts against the time zone data', () => {
  it('agree with Intl every hour from 1996 to 2040', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(1996, 0, 1); ms < Date.UTC(2041, 0, 1) && mismatches.length < 5; ms += 3_600_000) {
      const { weekday: _weekday, ...ours } = berlinParts(ms);
      const theirs = intlParts(ms);
      if (JSON.stringify(ours) !== JSON.stringify(theirs))
        mismatches.push(`${new Date(ms).toISOString()}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
    }
    expect(mismatches).toEqual([]);
    // 394,000 hours through Intl: about 2 s on a quiet machine, more on a busy one.
  }, 30_000);

  it('switch at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    expect(berlinParts(utc('2026-03-29T00:59'))).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(berlinParts(utc('2026-03-29T01:00'))).toMatchObject({ day: 29, hour: 3, minute: 0 });
    expect(berlinParts(utc('2026-10-25T00:59'))).toMatchObject({ day: 25, hour: 2, minute: 59 });
    expect(berlinParts(utc('2026-10-25T01:00'))).toMatchObject({ day: 25, hour: 2, minute: 0 });
  });
});

describe('berlinParts', () => {
  it('reads an instant built from UTC as Berlin wall-clock time (winter, +0100)', () => {
    expect(berlinParts(Date.UTC(2020, 10, 26, 14, 29))).toEqual({ weekday: 'thu', year: 2020, month: 11, day: 26, hour: 15, minute: 29 });
  });
  it('uses +0200 in summer', () => {
    expect(berlinParts(utc('2020-07-15T22:30'))).toEqual({ weekday: 'thu', year: 2020, month: 7, day: 16, hour: 0, minute: 30 });
  });
  it('agrees with the offset a laut.fm date carries', () => {
    expect(berlinParts(parseLautDate('2020-11-26 15:29:51 +0100')!)).toMatchObject({ hour: 15, minute: 29, weekday: 'thu' });
    expect(berlinParts(parseLautDate('2020-06-01 00:05:00 +0200')!)).toMatchObject({ day: 1, hour: 0, minute: 5, weekday: 'mon' });
  });
  it('moves to the next Berlin day at Berlin midnight, not at UTC midnight', () => {
    expect(berlinParts(utc('2020-11-26T22:59'))).toMatchObject({ weekday: 'thu', day: 26, hour: 23, minute: 59 });
    expect(berlinParts(utc('2020-11-26T23:00'))).toMatchObject({ weekday: 'fri', day: 27, hour: 0, minute: 0 });
  });
  it('wraps the week from Sunday to Monday', () => {
    expect(berlinParts(utc('2020-11-29T22:59')).weekday).toBe('sun');
    expect(berlinParts(utc('2020-11-29T23:00')).weekday).toBe('mon');
  });
  it('crosses the year boundary in Berlin an hour before UTC', () => {
    expect(berlinParts(utc('2020-12-31T23:30'))).toEqual({ weekday: 'fri', year: 2021, month: 1, day: 1, hour: 0, minute: 30 });
  });
});

describe('formatClock', () => {
  it('formats 24 h, zero-padded', () => {
    expect(formatClock(utc('2020-11-26T14:29:51'))).toBe('15:29');
    expect(formatClock(utc('2020-11-26T07:05'))).toBe('08:05');
    expect(formatClock(utc('2020-11-26T23:00'))).toBe('00:00');
    expect(formatClock(utc('2020-11-26T22:59'))).toBe('23:59');
  });
  it('skips 02:00-02:59 when summer time starts (2020-03-29, 01:00 UTC)', () => {
    expect(formatClock(utc('2020-03-29T00:59'))).toBe('01:59'); // CET
    expect(formatClock(utc('2020-03-29T01:00'))).toBe('03:00'); // CEST
    expect(berlinParts(utc('2020-03-29T01:00')).weekday).toBe('sun');
  });
  it('repeats 02:00-02:59 when summer time ends (2020-10-25, 01:00 UTC)', () => {
    expect(formatClock(utc('2020-10-25T00:00'))).toBe('02:00'); // CEST
    expect(formatClock(utc('2020-10-25T00:59'))).toBe('02:59'); // CEST
    expect(formatClock(utc('2020-10-25T01:00'))).toBe('02:00'); // CET again
    expect(formatClock(utc('2020-10-25T01:59'))).toBe('02:59'); // CET
    expect(formatClock(utc('2020-10-25T02:00'))).toBe('03:00');
  });
  it('midnight on the change days still belongs to the right date', () => {
    expect(berlinParts(utc('2020-03-28T23:00'))).toMatchObject({ day: 29, hour: 0, weekday: 'sun' }); // +0100
    expect(berlinParts(utc('2020-10-24T22:00'))).toMatchObject({ day: 25, hour: 0, weekday: 'sun' }); // +0200
    expect(berlinParts(utc('2020-10-25T23:00'))).toMatchObject({ day: 26, hour: 0, weekday: 'mon' }); // +0100
  });
});

describe('hourLabel', () => {
  it("zero-pads and appends ':00 Uhr'", () => {
    expect(hourLabel(8)).toBe('08:00 Uhr');
    expect(hourLabel(15)).toBe('15:00 Uhr');
    expect(hourLabel(23)).toBe('23:00 Uhr');
  });
  it('reads 0 and 24 as midnight', () => {
    expect(hourLabel(0)).toBe('00:00 Uhr');
    expect(hourLabel(24)).toBe('00:00 Uhr');
  });
});

describe('dayLabel', () => {
  const thursdayAfternoon = utc('2020-11-26T14:31');
  it("names the Berlin weekday of now 'Heute' and the one after 'Morgen'", () => {
    expect(dayLabel('thu', thursdayAfternoon)).toBe(strings.radio.today);
    expect(dayLabel('fri', thursdayAfternoon)).toBe(strings.radio.tomorrow);
  });
  it('names other days by their German weekday name', () => {
    expect(dayLabel('wed', thursdayAfternoon)).toBe('Mittwoch');
    expect(dayLabel('sun', thursdayAfternoon)).toBe('Sonntag');
    expect(dayLabel('mon', thursdayAfternoon)).toBe('Montag');
  });
  it('wraps Sunday to Monday', () => {
    const sunday = utc('2020-11-29T12:00');
    expect(dayLabel('sun', sunday)).toBe('Heute');
    expect(dayLabel('mon', sunday)).toBe('Morgen');
    expect(dayLabel('sat', sunday)).toBe('Samstag');
  });
  it('uses the Berlin day even where UTC is still on the day before', () => {
    // 23:30 UTC Thursday is 00:30 Friday in Berlin.
    expect(dayLabel('fri', utc('2020-11-26T23:30'))).toBe('Heute');
    expect(dayLabel('sat', utc('2020-11-26T23:30'))).toBe('Morgen');
  });
});

describe('dayLabelOf', () => {
  const now = utc('2020-11-26T14:31'); // Thursday 15:31 Berlin
  it('compares Berlin calendar dates', () => {
    expect(dayLabelOf(utc('2020-11-26T22:59'), now)).toBe('Heute');
    expect(dayLabelOf(utc('2020-11-26T23:00'), now)).toBe('Morgen'); // Friday 00:00 Berlin
    expect(dayLabelOf(utc('2020-11-27T22:59'), now)).toBe('Morgen');
    expect(dayLabelOf(utc('2020-11-27T23:00'), now)).toBe('Samstag');
  });
  it('does not call a date a week ahead or in the past today', () => {
    expect(dayLabelOf(utc('2020-12-03T14:31'), now)).toBe('Donnerstag');
    expect(dayLabelOf(utc('2020-11-25T14:31'), now)).toBe('Mittwoch');
  });
  it('counts calendar days across a DST change (a 23 h and a 25 h day)', () => {
    expect(dayLabelOf(utc('2020-03-29T22:30'), utc('2020-03-28T23:30'))).toBe('Morgen'); // Sun 00:30 CET → Mon 00:30 CEST
    expect(dayLabelOf(utc('2020-10-25T22:59'), utc('2020-10-24T22:00'))).toBe('Heute'); // Sun 00:00 CEST → Sun 23:59 CET
    expect(dayLabelOf(utc('2020-10-25T23:00'), utc('2020-10-24T22:00'))).toBe('Morgen');
  });
});
