/**
 * Every `api_lfm_*` placeholder: one feature reads the field and station from the class, renders
 * the matching view into the element through the shared React root, and reads the station's
 * shared store, so a page with forty placeholders still makes one request per endpoint.
 */
import { createElement, type ReactElement } from 'react';
import type { Feature } from '../core/attach';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { isScheduleDay, placeholderOf, type PlaceholderName } from './placeholder-names';
import type { RadioService } from './radio-service';
import type { Weekday } from './radio-types';
import { CurrentSongField, CurrentSongLinks, History, LiveFlag, NextArtists, type CurrentField } from './views/song-views';
import { Listeners, PlaylistField, ScheduleDay, StationField } from './views/station-views';
import type { PlaylistPart } from './placeholder-names';
import type { EndpointName } from './lautfm-api';

/** The view of one placeholder, and the endpoints it reads (asked for at mount, before React commits). */
export interface PlaceholderView {
  view: ReactElement;
  endpoints: readonly EndpointName[];
}

/** Pure-ish: the React element for one placeholder and what it will fetch. */
export function viewFor({ field, station }: PlaceholderName, radio: RadioService, element: Element, printed: string): PlaceholderView {
  const base = { store: radio.station(station), element, printed, settings: radio.settings, now: radio.now };
  switch (field) {
    case 'display_name':
    case 'description':
    case 'djs':
    case 'genres':
    case 'top_artists':
      return { view: createElement(StationField, { ...base, field }), endpoints: ['station'] };
    case 'listeners':
      return { view: createElement(Listeners, base), endpoints: ['listeners'] };
    case 'live':
      // The flag shows a failed next_artists call but is not a reason to fetch it.
      return { view: createElement(LiveFlag, base), endpoints: ['last_songs'] };
    case 'next_artists':
      return { view: createElement(NextArtists, base), endpoints: ['last_songs', 'next_artists'] };
    case 'song_links':
      return { view: createElement(CurrentSongLinks, base), endpoints: ['last_songs'] };
    case 'last_songs':
      return { view: createElement(History, base), endpoints: ['last_songs'] };
    case 'schedule_today':
      return { view: createElement(ScheduleDay, { ...base, day: 'today' }), endpoints: ['schedule'] };
    case 'current_song':
    case 'current_artist':
    case 'current_title':
    case 'current_album':
    case 'current_releaseyear':
      return { view: createElement(CurrentSongField, { ...base, field: field as CurrentField }), endpoints: ['last_songs'] };
    default: {
      if (isScheduleDay(field)) {
        return { view: createElement(ScheduleDay, { ...base, day: field.slice('schedule_'.length) as Weekday }), endpoints: ['schedule'] };
      }
      const [which, , part] = field.split('_') as ['current' | 'next', 'playlist', PlaylistPart];
      const source = radio.settings.schedule_source === 'schedule' ? 'schedule' : 'station';
      return { view: createElement(PlaylistField, { ...base, which, part }), endpoints: [source] };
    }
  }
}

const ANNOUNCED: ReadonlySet<string> = new Set(['current_song', 'current_artist', 'current_title']);

export const stationPlaceholders: Feature<AppContext> = {
  name: 'station-placeholders',
  selector: '[class*="api_lfm_"]',
  mount(element, ctx) {
    const { radio } = ctx;
    if (!radio.configured) {
      // spec §5: log and stop, once per page; every placeholder stays as printed.
      radio.logOnce('error', strings.radio.missingConfig);
      return;
    }
    if (radio.settings.stations.length === 0) {
      radio.logOnce('error', 'lfmWidgetSettings.stations is empty: no station to show');
      return;
    }
    const name = placeholderOf(element.classList, radio.settings.stations);
    if (!name) {
      ctx.log.warn(`unknown station placeholder "${element.className}"`);
      return;
    }
    const printed = element.textContent?.trim() ?? '';
    const { view, endpoints } = viewFor(name, radio, element, printed);
    const withdraw = radio.station(name.station).want(endpoints);
    const handle = ctx.react.render(element, view);
    const release = ANNOUNCED.has(name.field) ? radio.announceSongChanges(name.station) : undefined;
    return () => {
      handle.remove();
      withdraw();
      release?.();
      element.removeAttribute('data-lfm-stale');
      element.removeAttribute('aria-busy');
    };
  },
};
