import { describe, expect, it } from 'vitest';
import { strings } from '../../../src/core/strings';
import type { PlayedItem } from '../../../src/radio/radio-types';
import { songLineText } from '../../../src/radio/song-line-text';
import { playedItem } from '../../support/played-item';

const song = playedItem;
const ready = (data: PlayedItem[]) => ({ status: 'ready' as const, data, updatedAt: 0, stale: false });

describe('songLineText (spec §8)', () => {
  it('shows "Artist - Title" of the current entry', () => {
    expect(songLineText(ready([song(), song({ artist: 'Falco', title: 'Jeanny' })]))).toBe('Nena - 99 Luftballons');
  });
  it("shows 'Aktuell kein Song' for a jingle, news or moderation", () => {
    for (const type of ['jingle', 'news', 'moderation', 'other'] as const)
      expect(songLineText(ready([song({ type })]))).toBe('Aktuell kein Song');
  });
  it("shows 'Keine Daten verfügbar' for an empty list", () => {
    expect(songLineText(ready([]))).toBe('Keine Daten verfügbar');
  });
  it("shows 'N/A' when artist and title are both empty, and one part alone when the other is missing", () => {
    expect(songLineText(ready([song({ artist: '', title: '' })]))).toBe('N/A');
    expect(songLineText(ready([song({ artist: '' })]))).toBe('99 Luftballons');
    expect(songLineText(ready([song({ title: '' })]))).toBe('Nena');
  });
  it("shows 'Fehler beim Laden' for any failure", () => {
    for (const error of [
      { kind: 'status', url: '', status: 404 },
      { kind: 'timeout', url: '', timeoutMs: 500 },
      { kind: 'bad-json', url: '', message: '' },
    ] as const)
      expect(songLineText({ status: 'failed', reason: 'http', error, updatedAt: 0 })).toBe(strings.songLine.loadFailed);
  });
  it('keeps the printed text (null) before the first answer', () => {
    expect(songLineText({ status: 'pending' })).toBeNull();
  });
});
