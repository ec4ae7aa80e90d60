/** Views of last_songs: the current song's fields, its links, the history, the live flag, next artists. */
import { strings } from '../../core/strings';
import { historyLine, selectHistory } from '../history';
import type { PlayedItem } from '../radio-types';
import { songLinks } from '../song-links';
import { songLineText } from '../song-line-text';
import type { RadioSettings } from '../settings';
import { useEndpoint } from '../use-endpoint';
import { byState, isStale, Line, ListText, orUnknown, useEndpointView, useStaleMark, type StoreViewProps } from './shared';

export type CurrentField = 'current_song' | 'current_artist' | 'current_title' | 'current_album' | 'current_releaseyear';

function currentText(field: CurrentField, songs: PlayedItem[]): string {
  const current = songs[0];
  switch (field) {
    case 'current_song':
      return songLineText({ status: 'ready', data: songs, updatedAt: 0, stale: false }) ?? '';
    case 'current_artist':
      return orUnknown(current?.artist);
    case 'current_title':
      return orUnknown(current?.title);
    case 'current_album':
      return orUnknown(current?.album);
    case 'current_releaseyear':
      return orUnknown(current?.releaseYear);
  }
}

export function CurrentSongField({ field, ...props }: StoreViewProps & { field: CurrentField }) {
  return useEndpointView(props, 'last_songs', (data) => currentText(field, data));
}

/** Links to search the song at the five services; only for entries of type song. */
export function SongLinks({ item, settings }: { item: PlayedItem; settings: RadioSettings }) {
  return (
    <>
      {songLinks(item, settings).map((link, index) => (
        <span key={link.service}>
          {index > 0 ? ' ' : ''}
          <a className={`lfm-song-link lfm-song-link-${link.service}`} href={link.url} target="_blank" rel="noopener noreferrer nofollow">
            {link.label}
          </a>
        </span>
      ))}
    </>
  );
}

export function CurrentSongLinks(props: StoreViewProps) {
  return useEndpointView(props, 'last_songs', (data) => (data[0] ? <SongLinks item={data[0]} settings={props.settings} /> : ''));
}

export function History(props: StoreViewProps) {
  const { settings } = props;
  return useEndpointView(props, 'last_songs', (data) => {
        const entries = selectHistory(data, settings);
        if (entries.length === 0) return strings.radio.unknown;
        return entries.map((item, index) => {
          const line = historyLine(item, settings);
          return (
            <Line key={`${index}:${item.id ?? ''}:${item.startedAt ?? ''}`} className="lfm-history-entry" spacing={settings.spacing_history} symbol={settings.symbol}>
              {line.text}
              {line.time ? <span className="lfm-history-time"> ({line.time})</span> : null}
              {settings.history_links && item.type === 'song' ? (
                <span className="lfm-history-links">
                  {' '}
                  <SongLinks item={item} settings={settings} />
                </span>
              ) : null}
            </Line>
          );
        });
  });
}

/** spec §4: live from the current song's flag; a failed next_artists call shows here (spec §8). */
export function LiveFlag(props: StoreViewProps) {
  const songs = useEndpoint(props.store, 'last_songs');
  const next = useEndpoint(props.store, 'next_artists', false);
  useStaleMark(props.element, isStale(songs));
  if (next.status === 'failed') return <>{props.settings.error_message}</>;
  return <>{byState(songs, props, (data) => (data[0]?.live ? strings.radio.live : strings.radio.notLive))}</>;
}

export function NextArtists(props: StoreViewProps) {
  const songs = useEndpoint(props.store, 'last_songs');
  const next = useEndpoint(props.store, 'next_artists');
  useStaleMark(props.element, isStale(songs, next));
  const live = songs.status === 'ready' && songs.data[0]?.live === true;
  if (live) return <>{strings.radio.livePreviewImpossible}</>;
  return <>{byState(next, props, (artists) => <ListText items={artists} list="next_artists" settings={props.settings} />)}</>;
}
