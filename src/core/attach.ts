/**
 * The registry that connects behaviour to server markup, in the manner of Stimulus controllers:
 * every element matching a feature's selector gets `mount(element, ctx)`; the returned cleanup
 * runs when the element leaves the document or the registry stops. Markup that arrives later
 * (list loads, infinite posts) is picked up by one MutationObserver for the whole page.
 *
 * A feature's code runs only where its selector matches: a page without its markup never calls
 * it. The first pass over the page can be cut into slices (`sliceMs`), each in a task of its own,
 * so that starting all features on a long page never holds the main thread for long: input and
 * rendering get their turn between slices.
 */
import type { Logger } from './log';
import { nextTask } from './next-task';
import type { SiteScript } from './theme-scripts';

type Cleanup = () => void;

export interface Feature<Ctx> {
  /** Shown in log lines; unique within a registry. */
  name: string;
  /** The markup the feature serves. */
  selector: string;
  /**
   * `element` (the default): `mount` runs for every matching element. `page`: `mount` runs once,
   * on the root element (`<html>`), as soon as anything matches `selector`, now or in markup added
   * later; for features that serve every match through one delegated listener.
   */
  scope?: 'element' | 'page';
  /**
   * Page features only: globals that start the feature as well when the page defines one of them
   * by the first pass (page code that queued calls for it, such as `self.SWG = self.SWG || []`).
   */
  globals?: readonly string[];
  /**
   * Mounted in the task that starts the registry, ahead of the sliced first pass: for features
   * that change the layout of printed markup as they mount (a strip revealed above the content,
   * placeholders that show what is already known). The page's first paint follows that task, so
   * the reader never sees the page before the change, and no layout shift is recorded.
   */
  beforePaint?: boolean;
  mount(element: Element, ctx: Ctx): Cleanup | void;
  /** The theme's script that does the same when it is on the page (the feature then stays idle). */
  handledBy?: SiteScript;
}

export interface AttachRegistry {
  start(): void;
  stop(): void;
  /** How many (element, feature) pairs are mounted now; for tests and the bench. */
  mountedCount(): number;
  /** Settles when the first pass over the page has mounted everything it found. */
  started(): Promise<void>;
}

export interface RegistryOptions {
  /**
   * How long one slice of the first pass may run before the rest waits for the next task. Set,
   * the first slice starts in a task of its own too, so the task that starts the registry (the
   * page's DOMContentLoaded) stays short. Unset: the whole first pass runs at once (unit tests).
   */
  sliceMs?: number;
  /** Runs the next slice; the default is the next task. */
  defer?: (run: () => void) => void;
  now?: () => number;
}

export function createAttachRegistry<Ctx>(
  root: Document | Element,
  features: readonly Feature<Ctx>[],
  ctx: Ctx,
  log: Logger,
  { sliceMs = Number.POSITIVE_INFINITY, defer = (run) => void nextTask(run), now = () => performance.now() }: RegistryOptions = {},
): AttachRegistry {
  /** element -> feature name -> cleanup */
  const mounted = new Map<Element, Map<string, Cleanup>>();
  let observer: MutationObserver | undefined;
  const pageElement = root instanceof Document ? root.documentElement : root;
  let firstPass: Iterator<() => void> | undefined;
  let markStarted = () => undefined as void;
  const startedPromise = new Promise<void>((resolve) => (markStarted = resolve));

  const mountOne = (element: Element, feature: Feature<Ctx>) => {
    let perElement = mounted.get(element);
    if (perElement?.has(feature.name)) return;
    try {
      const cleanup = feature.mount(element, ctx) ?? (() => undefined);
      if (!perElement) mounted.set(element, (perElement = new Map<string, Cleanup>()));
      perElement.set(feature.name, cleanup);
    } catch (caught) {
      // One broken feature must never stop the others from attaching.
      log.error(`feature "${feature.name}" failed to mount`, caught);
    }
  };

  /** Whether `subtree` is or holds a match of the feature's selector. */
  const holds = (subtree: Element | Document, feature: Feature<Ctx>) =>
    (subtree instanceof Element && subtree.matches(feature.selector)) || subtree.querySelector(feature.selector) !== null;

  const scanFeature = (subtree: Element | Document, feature: Feature<Ctx>) => {
    if (feature.scope === 'page') {
      if (!mounted.get(pageElement)?.has(feature.name) && holds(subtree, feature)) mountOne(pageElement, feature);
      return;
    }
    if (subtree instanceof Element && subtree.matches(feature.selector)) mountOne(subtree, feature);
    for (const element of subtree.querySelectorAll(feature.selector)) mountOne(element, feature);
  };

  const scan = (subtree: Element | Document) => {
    for (const feature of features) scanFeature(subtree, feature);
  };

  const win = pageElement.ownerDocument.defaultView;
  const definesGlobal = (feature: Feature<Ctx>) =>
    win !== null && (feature.globals ?? []).some((name) => Object.prototype.hasOwnProperty.call(win, name));

  /** The first pass, one mount at a time, so that it can stop between any two of them. */
  function* firstPassMounts(): Generator<() => void> {
    for (const feature of features) {
      if (feature.scope === 'page') {
        if (holds(root, feature) || definesGlobal(feature)) yield () => mountOne(pageElement, feature);
        continue;
      }
      for (const element of root.querySelectorAll(feature.selector)) yield () => element.isConnected && mountOne(element, feature);
    }
  }

  const runSlice = () => {
    if (!firstPass) return;
    const until = now() + sliceMs;
    for (let next = firstPass.next(); !next.done; next = firstPass.next()) {
      next.value();
      if (now() >= until) {
        defer(runSlice);
        return;
      }
    }
    firstPass = undefined;
    markStarted();
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

  /**
   * Every feature's selector in one: most markup added later (a placeholder's text and links, a
   * slider's clones) serves no feature, and one check of the union passes over it instead of one
   * per feature.
   */
  const featureSelector = features.map((feature) => feature.selector).join(',');
  const onMutations = (records: MutationRecord[]) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length > 0) removed = true;
      for (const node of record.addedNodes) {
        if (
          node instanceof Element &&
          node.isConnected &&
          featureSelector !== '' &&
          (node.matches(featureSelector) || node.querySelector(featureSelector) !== null)
        )
          scan(node);
      }
    }
    // Removals are checked against the live document, so a node moved elsewhere stays mounted.
    if (removed) for (const element of [...mounted.keys()]) if (!element.isConnected) unmount(element);
  };

  return {
    start() {
      if (observer) return;
      // Watching first: markup added while the first pass is still under way is mounted too.
      observer = new MutationObserver(onMutations);
      observer.observe(root, { childList: true, subtree: true });
      firstPass = firstPassMounts();
      if (Number.isFinite(sliceMs)) {
        // The sliced pass finds these mounted already and passes over them.
        for (const feature of features) if (feature.beforePaint) scanFeature(root, feature);
        defer(runSlice);
      } else runSlice();
    },
    stop() {
      observer?.disconnect();
      observer = undefined;
      firstPass = undefined;
      for (const element of [...mounted.keys()]) unmount(element);
    },
    started: () => startedPromise,
    mountedCount: () => [...mounted.values()].reduce((sum, perElement) => sum + perElement.size, 0),
  };
}
