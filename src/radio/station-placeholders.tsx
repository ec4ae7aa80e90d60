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

/** Pure-ish: the React element for one placeholder. */
function viewFor({ field, station }: PlaceholderName, radio: RadioService, element: Element, printed: string): ReactElement {
  const base = { store: radio.station(station), element, printed, settings: radio.settings, now: radio.now };
  switch (field) {
    case 'display_name':
    case 'description':
    case 'djs':
    case 'genres':
    case 'top_artists':
      return createElement(StationField, { ...base, field });
    case 'listeners':
      return createElement(Listeners, base);
    case 'live':
      return createElement(LiveFlag, base);
    case 'next_artists':
      return createElement(NextArtists, base);
    case 'song_links':
      return createElement(CurrentSongLinks, base);
    case 'last_songs':
      return createElement(History, base);
    case 'schedule_today':
      return createElement(ScheduleDay, { ...base, day: 'today' });
    case 'current_song':
    case 'current_artist':
    case 'current_title':
    case 'current_album':
    case 'current_releaseyear':
      return createElement(CurrentSongField, { ...base, field: field as CurrentField });
    default: {
      if (isScheduleDay(field)) return createElement(ScheduleDay, { ...base, day: field.slice('schedule_'.length) as Weekday });
      const [which, , part] = field.split('_') as ['current' | 'next', 'playlist', PlaylistPart];
      return createElement(PlaylistField, { ...base, which, part });
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
    const handle = ctx.react.render(element, viewFor(name, radio, element, printed));
    const release = ANNOUNCED.has(name.field) ? radio.announceSongChanges(name.station) : undefined;
    return () => {
      handle.remove();
      release?.();
      element.removeAttribute('data-lfm-stale');
      element.removeAttribute('aria-busy');
    };
  },
};
