/**
 * Several listeners on one target, added together and removed together: a mount names its
 * handlers once, by event type, and its cleanup calls the returned function. Each feature used to
 * write every addEventListener twice (once more as removeEventListener), and a forgotten removal
 * is a leak that no test sees.
 *
 *   const unlisten = listen(doc, { click: onClick, keydown: onKeydown });
 *   return () => unlisten();
 */

/** The events a target fires, by type, as the DOM's own typings name them. */
type EventsOf<T extends EventTarget> = T extends Window
  ? WindowEventMap
  : T extends Document
    ? DocumentEventMap
    : T extends HTMLElement
      ? HTMLElementEventMap
      : T extends Element
        ? ElementEventMap & GlobalEventHandlersEventMap
        : T extends MediaQueryList
          ? MediaQueryListEventMap
          : Record<string, Event>;

export type Handlers<T extends EventTarget> = { [K in keyof EventsOf<T>]?: (event: EventsOf<T>[K]) => void };

/** Adds each handler (in the order given) with `options`; the returned function removes them all. */
export function listen<T extends EventTarget>(target: T, handlers: Handlers<T>, options?: boolean | AddEventListenerOptions): () => void {
  const entries = Object.entries(handlers) as [string, EventListener][];
  for (const [type, handler] of entries) target.addEventListener(type, handler, options);
  return () => {
    for (const [type, handler] of entries) target.removeEventListener(type, handler, options);
  };
}
