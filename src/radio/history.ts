/**
 * The song history (last_songs without the entry on air now), spec §3 and §5: which entries
 * it shows and how one line reads.
 */
import { strings } from '../core/strings';
import { formatClock } from './berlin-time';
import type { PlayedItem, PlayedType } from './radio-types';
import type { RadioSettings } from './settings';

type HistoryFilter = Pick<RadioSettings, 'max_history' | 'show_news' | 'show_jingles' | 'show_moderation'>;
type HistoryFormat = Pick<RadioSettings, 'history_order' | 'history_separator' | 'history_time'>;

/** Position 0 is on air now (shown as the current song); the history looks at 1 to 9 only. */
const FIRST_POSITION = 1;
const LAST_POSITION = 9;

function isShown(type: PlayedType, settings: HistoryFilter): boolean {
  switch (type) {
    case 'song':
      return true;
    case 'jingle':
      return settings.show_jingles;
    case 'news':
      return settings.show_news;
    case 'moderation':
      return settings.show_moderation;
    case 'other':
      // An entry type the spec does not name has no toggle that could allow it.
      return false;
  }
}

/** The entries the history shows, newest first (spec §5). */
export function selectHistory(items: PlayedItem[], settings: HistoryFilter): PlayedItem[] {
  const max = Math.max(0, settings.max_history);
  return items
    .slice(FIRST_POSITION, LAST_POSITION + 1)
    .filter((item) => isShown(item.type, settings))
    .slice(0, max);
}

const isInstant = (value: number | null): value is number => value !== null && Number.isFinite(value);

/** Two parts joined by the separator; one part alone when the other is empty. */
function joinParts(first: string, second: string, separator: string): string {
  if (first === '') return second;
  if (second === '') return first;
  return `${first} ${separator} ${second}`;
}

function entryText(item: PlayedItem, settings: HistoryFormat): string {
  if (item.type === 'jingle' || item.type === 'news' || item.type === 'moderation') {
    // A jingle's "artist" is usually the station itself; the title is what says what it is.
    return item.title.trim() || strings.radio.playedType[item.type];
  }
  const artist = item.artist.trim();
  const title = item.title.trim();
  const text =
    settings.history_order === 1
      ? joinParts(artist, title, settings.history_separator)
      : joinParts(title, artist, settings.history_separator);
  return text || strings.songLine.notAvailable;
}

/**
 * The time column; a mode whose instants are missing shows nothing rather than 'NaN'
 * (start_and_end needs both: a half range such as '15:25 - Uhr' would read as broken).
 */
function entryTime(item: PlayedItem, mode: HistoryFormat['history_time']): string {
  const suffix = strings.radio.timeSuffix;
  switch (mode) {
    case 'start_and_end':
      return isInstant(item.startedAt) && isInstant(item.endsAt)
        ? `${formatClock(item.startedAt)} - ${formatClock(item.endsAt)} ${suffix}`
        : '';
    case 'start_at':
      return isInstant(item.startedAt) ? `${formatClock(item.startedAt)} ${suffix}` : '';
    case 'none':
      return '';
  }
}

/** One history line: the text ('Artist - Title' or 'Title - Artist') and its time. */
export function historyLine(item: PlayedItem, settings: HistoryFormat): { text: string; time: string } {
  return { text: entryText(item, settings), time: entryTime(item, settings.history_time) };
}
