/**
 * The registry that connects behaviour to server markup, in the manner of Stimulus controllers:
 * every element matching a feature's selector gets `mount(element, ctx)`; the returned cleanup
 * runs when the element leaves the document or the registry stops. Markup that arrives later
 * (list loads, infinite posts) is picked up by one MutationObserver for the whole page.
 */
import type { Logger } from './log';
import type { ThemeScript } from './theme-scripts';

export type Cleanup = () => void;

export interface Feature<Ctx> {
  /** Shown in log lines; unique within a registry. */
  name: string;
  selector: string;
  mount(element: Element, ctx: Ctx): Cleanup | void;
  /** The theme's script that does the same when it is on the page (the feature then stays idle). */
  handledBy?: ThemeScript;
}

export interface AttachRegistry {
  start(): void;
  stop(): void;
  /** How many (element, feature) pairs are mounted now; for tests and the bench. */
  mountedCount(): number;
}

export function createAttachRegistry<Ctx>(
  root: Document | Element,
  features: readonly Feature<Ctx>[],
  ctx: Ctx,
  log: Logger,
): AttachRegistry {
  /** element -> feature name -> cleanup */
  const mounted = new Map<Element, Map<string, Cleanup>>();
  let observer: MutationObserver | undefined;

  const mountOne = (element: Element, feature: Feature<Ctx>) => {
    let perElement = mounted.get(element);
    if (perElement?.has(feature.name)) return;
    try {
      const cleanup = feature.mount(element, ctx) ?? (() => undefined);
      if (!perElement) mounted.set(element, (perElement = new Map()));
      perElement.set(feature.name, cleanup);
    } catch (caught) {
      // One broken feature must never stop the others from attaching.
      log.error(`feature "${feature.name}" failed to mount`, caught);
    }
  };

  const scan = (subtree: Element | Document) => {
    for (const feature of features) {
      if (subtree instanceof Element && subtree.matches(feature.selector)) mountOne(subtree, feature);
      for (const element of subtree.querySelectorAll(feature.selector)) mountOne(element, feature);
    }
  };

  const unmount = (element: Element) => {
    const perElement = mounted.get(element);
    if (!perElement) return;
    mounted.delete(element);
    for (const [name, cleanup] of perElement) {
      try {
        cleanup();
      } catch (caught) {
        log.error(`feature "${name}" failed to clean up`, caught);
      }
    }
  };

  const onMutations = (records: MutationRecord[]) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length > 0) removed = true;
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) scan(node);
    }
    // Removals are checked against the live document, so a node moved elsewhere stays mounted.
    if (removed) for (const element of [...mounted.keys()]) if (!element.isConnected) unmount(element);
  };

  return {
    start() {
      if (observer) return;
      scan(root);
      observer = new MutationObserver(onMutations);
      observer.observe(root, { childList: true, subtree: true });
    },
    stop() {
      observer?.disconnect();
      observer = undefined;
      for (const element of [...mounted.keys()]) unmount(element);
    },
    mountedCount: () => [...mounted.values()].reduce((sum, perElement) => sum + perElement.size, 0),
  };
}
