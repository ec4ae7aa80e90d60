/**
 * Every `api_lfm_*` placeholder: one feature reads the field and station from the class, binds
 * the matching view to the element, and reads the station's shared store, so a page with forty
 * placeholders still makes one request per endpoint.
 */
import type { Feature } from '../core/attach';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { holdLines } from './hold-line';
import { bindView, type PlaceholderView } from './placeholder-binding';
import { isScheduleDay, placeholderOf, type PlaceholderName, type PlaylistPart } from './placeholder-names';
import type { RadioService } from './radio-service';
import type { Weekday } from './radio-types';
import { currentSongField, currentSongLinks, history, liveFlag, nextArtists } from './views/song-views';
import { listeners, playlistField, scheduleDay, stationField } from './views/station-views';

/** The view of one placeholder field. */
export function viewFor(field: PlaceholderName['field'], radio: Pick<RadioService, 'settings' | 'now'>): PlaceholderView {
  const { settings } = radio;
  switch (field) {
    case 'display_name':
    case 'description':
    case 'djs':
    case 'genres':
    case 'top_artists':
      return stationField(field, settings);
    case 'listeners':
      return listeners(settings);
    case 'live':
      return liveFlag(settings);
    case 'next_artists':
      return nextArtists(settings);
    case 'song_links':
      return currentSongLinks(settings);
    case 'last_songs':
      return history(settings);
    case 'schedule_today':
      return scheduleDay('today', radio);
    case 'current_song':
    case 'current_artist':
    case 'current_title':
    case 'current_album':
    case 'current_releaseyear':
      return currentSongField(field, settings);
    default: {
      if (isScheduleDay(field)) return scheduleDay(field.slice('schedule_'.length) as Weekday, radio);
      const [which, , part] = field.split('_') as ['current' | 'next', 'playlist', PlaylistPart];
      return playlistField(which, part, radio);
    }
  }
}

const ANNOUNCED: ReadonlySet<string> = new Set(['current_song', 'current_artist', 'current_title']);

export const stationPlaceholders: Feature<AppContext> = {
  name: 'station-placeholders',
  selector: '[class*="api_lfm_"]',
  beforePaint: true,
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
    const releaseHold = holdLines(element.ownerDocument);
    const unbind = bindView(element, radio.station(name.station), viewFor(name.field, radio), radio.writes);
    const release = ANNOUNCED.has(name.field) ? radio.announceSongChanges(name.station) : undefined;
    return () => {
      unbind();
      release?.();
      releaseHold();
    };
  },
};
