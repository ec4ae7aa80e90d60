/** Views of the station info, the listener count, the shows and the weekly schedule. */
import { strings } from '../../core/strings';
import { berlinParts, dayLabel, dayLabelOf, formatClock, hourLabel } from '../berlin-time';
import { formatListenerCount } from '../listener-count';
import type { PlaceholderView } from '../placeholder-binding';
import type { PlaylistPart } from '../placeholder-names';
import type { Playlist, ScheduleEntry, StationInfo, Weekday } from '../radio-types';
import type { RadioSettings } from '../settings';
import { entriesOfDay, pickCurrent, scheduleSlot } from '../schedule';
import { piece, type Piece } from './pieces';
import { byState, endpointView, isStale, line, listText, type ViewContext } from './shared';

export type StationField = 'display_name' | 'description' | 'djs' | 'genres' | 'top_artists';

/** Pure: one field of the station info. */
function stationFieldPieces(field: StationField, station: StationInfo, settings: RadioSettings): readonly Piece[] {
  switch (field) {
    case 'display_name':
      return [station.displayName || station.name];
    case 'description':
      return [station.description];
    case 'djs':
      return listText(station.djs, 'djs', settings);
    case 'genres':
      return listText(station.genres, 'genres', settings);
    case 'top_artists':
      return listText(station.topArtists, 'top_artists', settings, settings.max_top_artists);
  }
}

export const stationField = (field: StationField, settings: RadioSettings): PlaceholderView =>
  endpointView('station', settings, (station) => stationFieldPieces(field, station, settings));

export const listeners = (settings: RadioSettings): PlaceholderView =>
  endpointView('listeners', settings, (count) => [formatListenerCount(count)]);

const clockText = (ms: number | null) => (ms === null ? strings.radio.unknown : `${formatClock(ms)} ${strings.radio.timeSuffix}`);

/** Pure: a part of a show as the station info gives it (schedule source `standard`). */
export function playlistText(playlist: Playlist | null, part: PlaylistPart, nowMs: number): string {
  if (!playlist) return strings.radio.unknown;
  switch (part) {
    case 'name':
      return playlist.name || strings.radio.unknown;
    case 'description':
      return playlist.description;
    case 'start':
      return clockText(playlist.startedAt);
    case 'end':
      return clockText(playlist.endsAt);
    case 'day':
      if (playlist.startedAt !== null) return dayLabelOf(playlist.startedAt, nowMs);
      return playlist.day ? dayLabel(playlist.day, nowMs) : strings.radio.unknown;
  }
}

/** Pure: a part of a show picked from the weekly schedule (schedule source `schedule`). */
export function scheduledText(entry: ScheduleEntry | undefined, schedule: ScheduleEntry[], part: PlaylistPart, nowMs: number): string {
  if (!entry) return strings.radio.noShow;
  switch (part) {
    case 'name':
      return entry.name || strings.radio.unknown;
    case 'description':
      return entry.description;
    case 'start':
      return hourLabel(entry.hour);
    case 'end':
      return scheduleSlot(entry, schedule).to || strings.radio.unknown;
    case 'day':
      return dayLabel(entry.day, nowMs);
  }
}

/** The current or next show, from the station info or from the weekly schedule (by setting). */
export function playlistField(which: 'current' | 'next', part: PlaylistPart, { settings, now }: ViewContext): PlaceholderView {
  if (settings.schedule_source === 'schedule') {
    return {
      reads: ['schedule'],
      show(store) {
        const info = store.get('schedule');
        const content = byState(info, settings, (schedule) => {
          const nowMs = now();
          return [scheduledText(pickCurrent(schedule, berlinParts(nowMs))?.[which], schedule, part, nowMs)];
        });
        return { content, stale: isStale(info) };
      },
    };
  }
  return endpointView('station', settings, (station) => [
    playlistText(which === 'current' ? station.currentPlaylist : station.nextPlaylist, part, now()),
  ]);
}

/** Pure: a day's shows, one line each with its slot, or that there is none. */
function scheduleDayPieces(entries: ScheduleEntry[], weekday: Weekday, settings: RadioSettings): Piece[] {
  const shows = entriesOfDay(entries, weekday);
  if (shows.length === 0) return [strings.radio.noShow];
  return shows.map((entry) => {
    const slot = scheduleSlot(entry, entries);
    return line(
      settings.spacing_lists,
      '',
      [piece('span', { class: 'lfm-schedule-time' }, slot.to ? `${slot.from} - ${slot.to}` : slot.from), ` ${entry.name}`],
      'lfm-schedule-entry',
    );
  });
}

export const scheduleDay = (day: Weekday | 'today', { settings, now }: ViewContext): PlaceholderView =>
  endpointView('schedule', settings, (entries) => scheduleDayPieces(entries, day === 'today' ? berlinParts(now()).weekday : day, settings));
