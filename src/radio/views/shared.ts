/** Small pieces every placeholder view uses: state → content, stale marking, list layout. */
import { strings } from '../../core/strings';
import { cleanList, isInline, joinList, limitList } from '../lists';
import type { EndpointName, RadioEndpoints } from '../lautfm-api';
import type { PlaceholderView, ViewState } from '../placeholder-binding';
import type { RadioSettings } from '../settings';
import type { EndpointState } from '../station-store';
import { piece, type Piece } from './pieces';

/** What every placeholder view is made with. */
export interface ViewContext {
  settings: RadioSettings;
  /** The API's idea of now (radio.now). */
  now: () => number;
}

/** pending → as printed; failed → the configured error text; ready → `render(data)`. */
export function byState<T>(state: EndpointState<T>, settings: RadioSettings, render: (data: T) => readonly Piece[]): ViewState['content'] {
  switch (state.status) {
    case 'pending':
      return 'printed';
    case 'failed':
      return [settings.error_message];
    case 'ready':
      return render(state.data);
  }
}

export const isStale = (...states: EndpointState<unknown>[]) => states.some((state) => state.status === 'ready' && state.stale);

/** The usual placeholder view: one endpoint, marked while its answer is stale, shown by state (see byState). */
export function endpointView<E extends EndpointName>(
  endpoint: E,
  settings: RadioSettings,
  render: (data: RadioEndpoints[E]) => readonly Piece[],
): PlaceholderView {
  return {
    reads: [endpoint],
    show(store) {
      const state = store.get(endpoint);
      return { content: byState(state, settings, render), stale: isStale(state) };
    },
  };
}

/** One entry per line, as the widget printed them: symbol, text, spacing below. */
export function line(spacing: string, symbol: string, children: readonly Piece[], className = 'lfm-line'): Piece {
  return {
    ...piece('span', { class: className }, symbol ? `${symbol} ` : '', ...children),
    style: { display: 'block', marginBottom: spacing },
  };
}

/** A list by its layout setting: inline with separators (2) or one per line; 'Unbekannt' when empty. */
export function listText(
  items: readonly string[],
  list: string,
  settings: RadioSettings,
  max = Number.POSITIVE_INFINITY,
): readonly Piece[] {
  const shown = limitList(cleanList(items), max);
  if (shown.length === 0) return [strings.radio.unknown];
  if (isInline(settings.layout, list)) return [joinList(shown, settings.separator, settings.last_separator)];
  return shown.map((item) => line(settings.spacing_lists, settings.symbol, [item]));
}

/** A scalar text, 'Unbekannt' when the API left it empty. */
export const orUnknown = (text: string | number | null | undefined): string =>
  text === null || text === undefined || text === '' ? strings.radio.unknown : String(text);
