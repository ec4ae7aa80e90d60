import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../src/core/strings';
import { historyLine, selectHistory } from '../../../src/radio/history';
import { parseLautDate } from '../../../src/radio/laut-date';
import type { PlayedItem, PlayedType } from '../../../src/radio/radio-types';
import { playedItem } from '../../support/played-item';

const item = (over: Partial<PlayedItem> = {}): PlayedItem =>
  playedItem({ startedAt: parseLautDate('2020-11-26 15:25:29 +0100'), endsAt: parseLautDate('2020-11-26 15:29:51 +0100'), ...over });

const allOn = { max_history: 9, show_news: true, show_jingles: true, show_moderation: true };
const allOff = { max_history: 9, show_news: false, show_jingles: false, show_moderation: false };
const format = { history_order: 1, history_separator: '-', history_time: 'start_and_end' as const };

/** Eleven entries; the title names the position so tests read which ones were kept. */
const positions = (types: PlayedType[]): PlayedItem[] => types.map((type, index) => item({ id: index, type, title: `#${index}` }));
const titles = (items: PlayedItem[]) => items.map((entry) => entry.title);

describe('selectHistory (spec §5)', () => {
  it('never shows position 0 (on air now) and looks at positions 1 to 9 only', () => {
    const items = positions(Array<PlayedType>(12).fill('song'));
    expect(titles(selectHistory(items, allOn))).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9']);
  });
  it('caps at max_history', () => {
    const items = positions(Array<PlayedType>(12).fill('song'));
    expect(titles(selectHistory(items, { ...allOn, max_history: 3 }))).toEqual(['#1', '#2', '#3']);
    expect(selectHistory(items, { ...allOn, max_history: 0 })).toEqual([]);
  });
  it('skips jingle, news and moderation whose toggle is off, and always skips other types', () => {
    const items = positions(['song', 'jingle', 'song', 'news', 'moderation', 'other', 'song']);
    expect(titles(selectHistory(items, allOff))).toEqual(['#2', '#6']);
    expect(titles(selectHistory(items, allOn))).toEqual(['#1', '#2', '#3', '#4', '#6']);
    expect(titles(selectHistory(items, { ...allOff, show_news: true }))).toEqual(['#2', '#3', '#6']);
    expect(titles(selectHistory(items, { ...allOff, show_jingles: true }))).toEqual(['#1', '#2', '#6']);
    expect(titles(selectHistory(items, { ...allOff, show_moderation: true }))).toEqual(['#2', '#4', '#6']);
  });
  it('does not refill skipped entries from position 10 on', () => {
    const items = positions(['song', 'jingle', 'song', 'song', 'song', 'song', 'song', 'song', 'song', 'song', 'song', 'song']);
    expect(titles(selectHistory(items, allOff))).toEqual(['#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9']);
  });
  it('copes with short lists', () => {
    expect(selectHistory([], allOn)).toEqual([]);
    expect(selectHistory(positions(['song']), allOn)).toEqual([]);
  });
  it('does not change its input', () => {
    const items = positions(['song', 'song', 'jingle']);
    const before = structuredClone(items);
    selectHistory(items, allOff);
    expect(items).toEqual(before);
  });
});

describe('historyLine', () => {
  it("reads 'Artist - Title' with history_order 1 and 'Title - Artist' otherwise", () => {
    expect(historyLine(item(), format).text).toBe('Nena - 99 Luftballons');
    expect(historyLine(item(), { ...format, history_order: 2 }).text).toBe('99 Luftballons - Nena');
    expect(historyLine(item(), { ...format, history_order: 0, history_separator: '–' }).text).toBe('99 Luftballons – Nena');
  });
  it('leaves out the separator when one side is empty', () => {
    expect(historyLine(item({ artist: '' }), format).text).toBe('99 Luftballons');
    expect(historyLine(item({ title: '  ' }), format).text).toBe('Nena');
    expect(historyLine(item({ artist: '' }), { ...format, history_order: 2 }).text).toBe('99 Luftballons');
  });
  it("shows 'N/A' when artist and title are both empty", () => {
    expect(historyLine(item({ artist: '', title: '' }), format).text).toBe(strings.songLine.notAvailable);
  });
  it('shows a non-song entry by its title, or by a German type word', () => {
    expect(historyLine(item({ type: 'news', artist: 'b80er', title: 'Weltnachrichten' }), format).text).toBe('Weltnachrichten');
    expect(historyLine(item({ type: 'jingle', artist: 'b80er', title: '' }), format).text).toBe('Jingle');
    expect(historyLine(item({ type: 'news', title: '' }), format).text).toBe('Nachrichten');
    expect(historyLine(item({ type: 'moderation', title: '' }), format).text).toBe('Moderation');
  });
  it('shows start and end, start only, or no time, in Berlin time', () => {
    expect(historyLine(item(), format).time).toBe('15:25 - 15:29 Uhr');
    expect(historyLine(item(), { ...format, history_time: 'start_at' }).time).toBe('15:25 Uhr');
    expect(historyLine(item(), { ...format, history_time: 'none' }).time).toBe('');
  });
  it("shows '' rather than NaN when an instant is missing", () => {
    expect(historyLine(item({ endsAt: null }), format).time).toBe('');
    expect(historyLine(item({ startedAt: null }), format).time).toBe('');
    expect(historyLine(item({ startedAt: null }), { ...format, history_time: 'start_at' }).time).toBe('');
    expect(historyLine(item({ endsAt: null }), { ...format, history_time: 'start_at' }).time).toBe('15:25 Uhr');
    expect(historyLine(item({ startedAt: Number.NaN }), { ...format, history_time: 'start_at' }).time).toBe('');
  });
  it('uses the summer offset in summer', () => {
    const summer = item({ startedAt: parseLautDate('2020-07-01 23:58:00 +0200'), endsAt: parseLautDate('2020-07-02 00:02:00 +0200') });
    expect(historyLine(summer, format).time).toBe('23:58 - 00:02 Uhr');
  });
  it('reads the recorded radiohayom entries', () => {
    const raw = JSON.parse(readFileSync('fixtures/lautfm/radiohayom/last_songs.json', 'utf8')) as {
      title: string;
      artist: { name: string };
      started_at: string;
      ends_at: string;
    }[];
    const second = raw[1]!;
    const line = historyLine(
      item({
        artist: second.artist.name,
        title: second.title,
        startedAt: parseLautDate(second.started_at),
        endsAt: parseLautDate(second.ends_at),
      }),
      format,
    );
    expect(line).toEqual({ text: 'Hayahalomim & Zehava Ben - Tzlilei Halayla (The Night Sounds)', time: '15:25 - 15:29 Uhr' });
  });
});
