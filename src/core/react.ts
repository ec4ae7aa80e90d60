/**
 * One React root for the whole bundle. Features render into the legacy elements the CMS printed
 * through portals, so there is one reconciler, one scheduler and one place to tear down, however
 * many placeholders a page has.
 *
 * React DOM is most of the bundle's start-up cost (about a third of its size, and its module body
 * runs when first loaded), and most pages of the magazine never render anything with React. So it
 * is loaded on the first render, and not in the task that asked: the root starts in a task of its
 * own (`defer`), so neither the bundle's evaluation nor its DOMContentLoaded work pays for it, and
 * the elements keep their printed text until React's first commit replaces it.
 */
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { lazy } from './lazy';
import { nextTask } from './next-task';

/**
 * CommonJS packages loaded on first use: the bundler turns `require` into a call of the package's
 * wrapped module body, which then runs once, here, instead of at the bundle's start.
 */
const reactDom = lazy(() => ({
  dom: require('react-dom') as typeof import('react-dom'),
  client: require('react-dom/client') as typeof import('react-dom/client'),
}));

export interface PortalHandle {
  update(node: ReactNode): void;
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
}

export interface ReactHostOptions {
  /** Runs the root's start later; the default is the next task. Tests pass `(run) => run()`. */
  defer?: (run: () => void) => void;
}

export function createReactHost(doc: Document, { defer = (run) => void nextTask(run) }: ReactHostOptions = {}): ReactHost {
  let entries: readonly Entry[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly Entry[]) => {
    entries = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function Portals(): ReactNode {
    const current = useSyncExternalStore(subscribe, () => entries);
    return createElement(
      Fragment,
      null,
      current.map((entry) => reactDom().dom.createPortal(entry.node, entry.target, String(entry.key))),
    );
  }

  let root: Root | undefined;
  let container: HTMLElement | undefined;
  let state: 'idle' | 'planned' | 'started' | 'destroyed' = 'idle';
  /** Targets whose printed children wait for the root's start to be taken out. */
  const pending = new Set<Element>();

  const start = () => {
    if (state !== 'planned') return;
    state = 'started';
    // Portals append to their target: the printed children go right before React's first commit.
    for (const target of pending) target.replaceChildren();
    pending.clear();
    // The root's own container renders nothing; it only anchors the portals.
    container = doc.createElement('div');
    container.setAttribute('data-site-client-root', '');
    container.hidden = true;
    (doc.body ?? doc.documentElement).append(container);
    root = reactDom().client.createRoot(container);
    root.render(createElement(Portals));
  };

  let nextKey = 0;
  return {
    render(target, node) {
      if (state === 'idle') {
        state = 'planned';
        defer(start);
      }
      const key = nextKey++;
      const original = [...target.childNodes];
      if (state === 'started') target.replaceChildren();
      else pending.add(target);
      publish([...entries, { key, target, node }]);
      let removed = false;
      return {
        update(next) {
          if (removed) return;
          publish(entries.map((entry) => (entry.key === key ? { ...entry, node: next } : entry)));
        },
        remove() {
          if (removed) return;
          removed = true;
          publish(entries.filter((entry) => entry.key !== key));
          // Removed before the root started: the element never lost its printed children.
          if (pending.delete(target)) return;
          // React removes its nodes synchronously only inside a commit; the restore waits for it.
          queueMicrotask(() => {
            if (target.isConnected && target.childNodes.length === 0) target.replaceChildren(...original);
          });
        },
      };
    },
    destroy() {
      state = 'destroyed';
      root?.unmount();
      container?.remove();
      root = undefined;
      container = undefined;
      pending.clear();
      entries = [];
    },
  };
}
