/**
 * One React root for the whole bundle. Features render into the legacy elements the CMS printed
 * through portals, so there is one reconciler, one scheduler and one place to tear down, however
 * many placeholders a page has.
 *
 * React DOM is most of the bundle's start-up cost (about a third of its size, and its module body
 * runs when first loaded), and most pages of the magazine never render anything with React. So it
 * is loaded on the first render, and not in the task that asked: the root starts in tasks of its
 * own (`defer`), so neither the bundle's evaluation nor its DOMContentLoaded work pays for it, and
 * the elements keep their printed text until React's first commit replaces it. Every change of the
 * list of portals renders as a transition, which React cuts into short tasks.
 */
import { createElement, Fragment, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { lazy } from './lazy';
import { nextTask } from './next-task';

/**
 * CommonJS packages loaded on first use: the bundler turns `require` into a call of the package's
 * wrapped module body, which then runs once, here, instead of at the bundle's start.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated on first use, see above
const reactDomClient = lazy(() => require('react-dom/client') as typeof import('react-dom/client'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const reactDom = lazy(() => require('react-dom') as typeof import('react-dom'));

interface PortalHandle {
  /** Unmount and give the element back its server-printed children. */
  remove(): void;
}

export interface ReactHost {
  /** Take over `target`'s contents and render `node` into it. */
  render(target: Element, node: ReactNode): PortalHandle;
  destroy(): void;
}

interface Entry {
  key: number;
  target: Element;
  node: ReactNode;
  /** What the server printed in `target`: shown until React's commit, and given back on removal. */
  printed: readonly ChildNode[];
}

export interface ReactHostOptions {
  /** Runs a step of the root's start later; the default is the next task. Tests pass `(run) => run()`. */
  defer?: (run: () => void) => void;
}

/**
 * One portal's content. The printed children leave in the commit that brings React's nodes (a
 * layout effect runs before the browser paints), so a reader never sees an empty element; they
 * come back when the portal goes.
 */
function Adopted({ entry }: { entry: Entry }): ReactNode {
  useLayoutEffect(() => {
    for (const node of entry.printed) if (node.parentNode === entry.target) node.remove();
    return () => {
      // React removes its own nodes after this cleanup; the printed ones go back beside them.
      if (entry.target.isConnected) entry.target.append(...entry.printed);
    };
  }, [entry]);
  return entry.node;
}

export function createReactHost(doc: Document, { defer = (run) => void nextTask(run) }: ReactHostOptions = {}): ReactHost {
  let entries: readonly Entry[] = [];
  /** The mounted root's way to hear of a new list; unset until it mounts. */
  let show: ((next: readonly Entry[]) => void) | undefined;
  const publish = (next: readonly Entry[]) => {
    entries = next;
    // A transition: React renders it in slices of a few milliseconds, yielding to input between
    // them, however many placeholders a page has; the list commits at once.
    if (show) startTransition(() => show?.(next));
  };

  function Portals(): ReactNode {
    const [current, setCurrent] = useState(entries);
    useLayoutEffect(() => {
      show = setCurrent;
      // Anything published between the first render and this commit.
      startTransition(() => setCurrent(entries));
      return () => {
        show = undefined;
      };
    }, []);
    return createElement(
      Fragment,
      null,
      current.map((entry) => reactDom().createPortal(createElement(Adopted, { entry }), entry.target, String(entry.key))),
    );
  }

  let root: Root | undefined;
  let container: HTMLElement | undefined;
  let state: 'idle' | 'planned' | 'started' | 'destroyed' = 'idle';

  /**
   * Two tasks: running React DOM's client module body (the largest part of the bundle, compiled
   * only now), then creating the root and starting the first render as a transition. Neither the
   * bundle's evaluation nor its DOMContentLoaded work pays for them.
   */
  const start = () => {
    if (state !== 'planned') return;
    state = 'started';
    reactDomClient();
    defer(() => {
      if (state !== 'started') return;
      // The root's own container renders nothing; it only anchors the portals.
      container = doc.createElement('div');
      container.setAttribute('data-site-client-root', '');
      container.hidden = true;
      (doc.body ?? doc.documentElement).append(container);
      const created = reactDomClient().createRoot(container);
      root = created;
      startTransition(() => created.render(createElement(Portals)));
    });
  };

  let nextKey = 0;
  return {
    render(target, node) {
      if (state === 'idle') {
        state = 'planned';
        defer(start);
      }
      const entry: Entry = { key: nextKey++, target, node, printed: [...target.childNodes] };
      publish([...entries, entry]);
      let removed = false;
      return {
        remove() {
          if (removed) return;
          removed = true;
          publish(entries.filter((other) => other !== entry));
        },
      };
    },
    destroy() {
      state = 'destroyed';
      root?.unmount();
      container?.remove();
      root = undefined;
      container = undefined;
      show = undefined;
      entries = [];
    },
  };
}
