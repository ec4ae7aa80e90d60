/** Small pieces every placeholder view uses: state → text, stale marking, list layout. */
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { setAttribute } from '../../core/element';
import { strings } from '../../core/strings';
import { cleanList, isInline, joinList, limitList } from '../lists';
import type { EndpointName, RadioEndpoints } from '../lautfm-api';
import type { RadioSettings } from '../settings';
import type { EndpointState, StationStore } from '../station-store';
import { useEndpoint } from '../use-endpoint';

export interface ViewProps {
  /** What the server printed, shown until the first answer. */
  printed: string;
  settings: RadioSettings;
}

/** What every placeholder view of a station store gets. */
export interface StoreViewProps extends ViewProps {
  store: StationStore;
  element: Element;
  /** The API's idea of now (radio.now). */
  now: () => number;
}

/**
 * The usual placeholder view: one endpoint, the placeholder marked while its answer is stale,
 * and the answer rendered by state (see byState).
 */
export function useEndpointView<E extends EndpointName>(props: StoreViewProps, endpoint: E, render: (data: RadioEndpoints[E]) => ReactNode): ReactNode {
  const state = useEndpoint(props.store, endpoint);
  useStaleMark(props.element, isStale(state));
  return <>{byState(state, props, render)}</>;
}

/** pending → printed text; failed → the configured error text; ready → `render(data)`. */
export function byState<T>(state: EndpointState<T>, props: ViewProps, render: (data: T) => ReactNode): ReactNode {
  switch (state.status) {
    case 'pending':
      return props.printed;
    case 'failed':
      return props.settings.error_message;
    case 'ready':
      return render(state.data);
  }
}

export const isStale = (...states: EndpointState<unknown>[]) => states.some((state) => state.status === 'ready' && state.stale);

/**
 * Marks the placeholder while it shows the last page view's answer: `data-lfm-stale` for the
 * theme's CSS and `aria-busy` so assistive technology knows fresher content is coming.
 */
export function useStaleMark(element: Element, stale: boolean): void {
  useEffect(() => {
    setAttribute(element, 'data-lfm-stale', stale && '');
    setAttribute(element, 'aria-busy', stale && 'true');
  }, [element, stale]);
}

/** One entry per line, as the widget printed them: symbol, text, spacing below. */
export function Line({ spacing, symbol, children, className }: { spacing: string; symbol: string; children: ReactNode; className?: string }) {
  const style: CSSProperties = { display: 'block', marginBottom: spacing };
  return (
    <span className={className ?? 'lfm-line'} style={style}>
      {symbol ? `${symbol} ` : ''}
      {children}
    </span>
  );
}

/** A list by its layout setting: inline with separators (2) or one per line; 'Unbekannt' when empty. */
export function ListText({ items, list, settings, max }: { items: readonly string[]; list: string; settings: RadioSettings; max?: number }) {
  const shown = limitList(cleanList(items), max ?? Number.POSITIVE_INFINITY);
  if (shown.length === 0) return <>{strings.radio.unknown}</>;
  if (isInline(settings.layout, list)) return <>{joinList(shown, settings.separator, settings.last_separator)}</>;
  return (
    <>
      {shown.map((item, index) => (
        <Line key={`${index}:${item}`} spacing={settings.spacing_lists} symbol={settings.symbol}>
          {item}
        </Line>
      ))}
    </>
  );
}

/** A scalar text, 'Unbekannt' when the API left it empty. */
export const orUnknown = (text: string | number | null | undefined): string =>
  text === null || text === undefined || text === '' ? strings.radio.unknown : String(text);
