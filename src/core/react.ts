/**
 * One React root for the whole bundle. Features render into the legacy elements the CMS printed
 * through portals, so there is one reconciler, one scheduler and one place to tear down, however
 * many placeholders a page has.
 */
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

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

export function createReactHost(doc: Document): ReactHost {
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
      current.map((entry) => createPortal(entry.node, entry.target, String(entry.key))),
    );
  }

  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const ensureRoot = () => {
    if (root) return;
    // The root's own container renders nothing; it only anchors the portals.
    container = doc.createElement('div');
    container.setAttribute('data-site-client-root', '');
    container.hidden = true;
    (doc.body ?? doc.documentElement).append(container);
    root = createRoot(container);
    root.render(createElement(Portals));
  };

  let nextKey = 0;
  return {
    render(target, node) {
      ensureRoot();
      const key = nextKey++;
      const original = [...target.childNodes];
      target.replaceChildren();
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
          // React removes its nodes synchronously only inside a commit; the restore waits for it.
          queueMicrotask(() => {
            if (target.isConnected && target.childNodes.length === 0) target.replaceChildren(...original);
          });
        },
      };
    },
    destroy() {
      root?.unmount();
      container?.remove();
      root = undefined;
      container = undefined;
      entries = [];
    },
  };
}
