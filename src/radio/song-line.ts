/**
 * `#b80er-songinfo`: the current song of the station as "Artist - Title", refreshed with the
 * station's poll (at most 30 s apart; sooner when the current song ends). The station is the
 * element's `data-station`, else the first station of `lfmWidgetSettings`.
 */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { bindView, type PlaceholderView } from './placeholder-binding';
import { songLineText } from './song-line-text';

/** The line shows what the server printed until the first answer; it is never marked stale. */
const songLineView: PlaceholderView = {
  reads: ['last_songs'],
  show(store) {
    const text = songLineText(store.get('last_songs'));
    return { content: text === null ? 'printed' : [text], stale: false };
  },
};

export const songLine: Feature<AppContext> = {
  name: 'song-line',
  selector: '#b80er-songinfo',
  beforePaint: true,
  mount(element, ctx) {
    const station = (element as HTMLElement).dataset.station?.trim() || ctx.radio.settings.stations[0];
    if (!station) {
      ctx.log.warn('#b80er-songinfo: no station (neither data-station nor lfmWidgetSettings.stations); the line stays as printed');
      return;
    }
    const unbind = bindView(element, ctx.radio.station(station), songLineView, ctx.radio.writes);
    // Not a live region itself: the page's one announcer says a new song once, however many
    // elements show it (song line, current-song placeholders).
    const release = ctx.radio.announceSongChanges(station);
    return () => {
      unbind();
      release();
    };
  },
};
