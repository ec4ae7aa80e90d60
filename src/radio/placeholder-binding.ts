/**
 * Binds one printed element to a station store: subscribes to what its view reads, writes the
 * view's pieces into the element when they change, marks it while it shows the last page view's
 * answer, and gives the element back as printed when it leaves. No framework: a placeholder is a
 * few text nodes, and a page may have dozens of them (the station page has 66), so each costs one
 * closure and a few store listeners instead of a component tree with its own event listeners.
 */
import { setAttribute } from '../core/element';
import type { EndpointName } from './lautfm-api';
import { createWriteQueue, type WriteQueue } from './placeholder-writes';
import type { StationStore } from './station-store';
import { samePieces, writePieces, type Piece } from './views/pieces';

/** What a placeholder shows now: pieces, or `'printed'` to keep what the server printed. */
export interface ViewState {
  content: readonly Piece[] | 'printed';
  /** Shows the last page view's answer while a fresh one is on its way. */
  stale: boolean;
}

export interface PlaceholderView {
  /** Endpoints the view shows: subscribing to them is what gets them fetched. */
  reads: readonly EndpointName[];
  /** Endpoints it only listens to (the live flag shows a failed next_artists call, but must not be why it is fetched). */
  hears?: readonly EndpointName[];
  /** Pure: the view of the store's current states. */
  show(store: StationStore): ViewState;
}

/**
 * Subscribes at once (so the first refresh already fetches what the element shows) and writes
 * what is known now before the browser paints. Store changes are written through `writes`, once
 * per microtask: a refresh that settles several endpoints together writes the element once, and
 * all elements it changes together (see placeholder-writes.ts).
 */
export function bindView(
  element: Element,
  store: StationStore,
  view: PlaceholderView,
  writes: WriteQueue = createWriteQueue(),
): () => void {
  const printed = [...element.childNodes];
  /** What was written last; `undefined` while the element shows what was printed. */
  let written: readonly Piece[] | undefined;
  let bound = true;

  const update = () => {
    const { content, stale } = view.show(store);
    if (content === 'printed') {
      if (written !== undefined) element.replaceChildren(...printed);
      written = undefined;
    } else if (written === undefined || !samePieces(written, content)) {
      writePieces(element, content);
      written = content;
    }
    setAttribute(element, 'data-lfm-stale', stale && '');
    setAttribute(element, 'aria-busy', stale && 'true');
  };
  const planUpdate = () => writes.plan(element, () => bound && update());

  const releases = [
    ...view.reads.map((endpoint) => store.subscribe(endpoint, planUpdate)),
    ...(view.hears ?? []).map((endpoint) => store.watch(endpoint, planUpdate)),
  ];
  update();
  return () => {
    bound = false;
    for (const release of releases) release();
    if (written !== undefined && element.isConnected) element.replaceChildren(...printed);
    element.removeAttribute('data-lfm-stale');
    element.removeAttribute('aria-busy');
  };
}
