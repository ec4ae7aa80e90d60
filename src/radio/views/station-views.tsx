/** Views of the station info, the listener count, the shows and the weekly schedule. */
import { strings } from '../../core/strings';
import { berlinParts, dayLabel, dayLabelOf, formatClock, hourLabel } from '../berlin-time';
import { formatListenerCount } from '../listener-count';
import type { PlaylistPart } from '../placeholder-names';
import type { Playlist, ScheduleEntry, StationInfo, Weekday } from '../radio-types';
import { entriesOfDay, pickCurrent, scheduleSlot } from '../schedule';
import { useEndpoint } from '../use-endpoint';
import { byState, isStale, Line, ListText, useEndpointView, useStaleMark, type StoreViewProps } from './shared';

export type StationField = 'display_name' | 'description' | 'djs' | 'genres' | 'top_artists';

export function StationField({ field, ...props }: StoreViewProps & { field: StationField }) {
  return useEndpointView(props, 'station', (station: StationInfo) => {
    switch (field) {
      case 'display_name':
        return station.displayName || station.name;
      case 'description':
        return station.description;
      case 'djs':
        return <ListText items={station.djs} list="djs" settings={props.settings} />;
      case 'genres':
        return <ListText items={station.genres} list="genres" settings={props.settings} />;
      case 'top_artists':
        return <ListText items={station.topArtists} list="top_artists" settings={props.settings} max={props.settings.max_top_artists} />;
    }
  });
}

export function Listeners(props: StoreViewProps) {
  return useEndpointView(props, 'listeners', formatListenerCount);
}

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

export function PlaylistField({ which, part, ...props }: StoreViewProps & { which: 'current' | 'next'; part: PlaylistPart }) {
  const fromSchedule = props.settings.schedule_source === 'schedule';
  const info = useEndpoint(props.store, fromSchedule ? 'schedule' : 'station');
  useStaleMark(props.element, isStale(info));
  const now = props.now();
  if (info.status !== 'ready') return <>{byState(info, props, () => '')}</>;
  if (fromSchedule) {
    const schedule = info.data as ScheduleEntry[];
    const picked = pickCurrent(schedule, berlinParts(now));
    return <>{scheduledText(picked?.[which], schedule, part, now)}</>;
  }
  const station = info.data as StationInfo;
  return <>{playlistText(which === 'current' ? station.currentPlaylist : station.nextPlaylist, part, now)}</>;
}

export function ScheduleDay({ day, ...props }: StoreViewProps & { day: Weekday | 'today' }) {
  return useEndpointView(props, 'schedule', (entries) => {
        const weekday = day === 'today' ? berlinParts(props.now()).weekday : day;
        const shows = entriesOfDay(entries, weekday);
        if (shows.length === 0) return strings.radio.noShow;
        return shows.map((entry, index) => {
          const slot = scheduleSlot(entry, entries);
          return (
            <Line key={`${index}:${entry.hour}`} className="lfm-schedule-entry" spacing={props.settings.spacing_lists} symbol="">
              <span className="lfm-schedule-time">{slot.to ? `${slot.from} - ${slot.to}` : slot.from}</span> {entry.name}
            </Line>
          );
        });
  });
}
