/**
 * `#b80er-songinfo`: the current song of the station as "Artist - Title", refreshed with the
 * station's poll (at most 30 s apart; sooner when the current song ends). The station is the element's `data-station`, else the first station of
 * `lfmWidgetSettings`.
 */
import { createElement } from 'react';
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { SongLine } from './SongLine';

export const songLine: Feature<AppContext> = {
  name: 'song-line',
  selector: '#b80er-songinfo',
  mount(element, ctx) {
    const station = (element as HTMLElement).dataset.station?.trim() || ctx.radio.settings.stations[0];
    if (!station) {
      ctx.log.warn('#b80er-songinfo: no station (neither data-station nor lfmWidgetSettings.stations); the line stays as printed');
      return;
    }
    const placeholder = element.textContent?.trim() ?? '';
    const store = ctx.radio.station(station);
    // Asked for now, not when React commits the view: the first refresh fetches it.
    const withdraw = store.want(['last_songs']);
    const handle = ctx.react.render(element, createElement(SongLine, { store, placeholder }));
    // Not a live region itself: the page's one announcer says a new song once, however many
    // elements show it (song line, current-song placeholders).
    const release = ctx.radio.announceSongChanges(station);
    return () => {
      handle.remove();
      withdraw();
      release();
    };
  },
};
