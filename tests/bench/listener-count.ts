/**
 * Event listeners on a page, as DevTools lists them (DevTools Protocol
 * `DOMDebugger.getEventListeners`): on window, the document, every element and every open shadow
 * root with what is inside it. Counted from outside the page, so nothing in the page is wrapped or
 * changed (a patched addEventListener would miss listeners added before it and change the timing).
 */
import type { CDPSession } from '@playwright/test';

export interface ListenerCount {
  total: number;
  /** By event type, the most frequent first. */
  byType: Record<string, number>;
}

/** Everything listeners can sit on, collected in the page (kept as source text: see scroll-cost.ts). */
const TARGETS = `(() => {
  const all = [window, document];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) { all.push(element.shadowRoot); walk(element.shadowRoot); }
    }
  };
  walk(document);
  return all;
})()`;

const GROUP = 'bench-listeners';
/** Requests in flight at once: one by one, a page of 2,000 nodes takes seconds. */
const BATCH = 100;

export async function countListeners(session: CDPSession): Promise<ListenerCount> {
  const { result } = await session.send('Runtime.evaluate', { expression: TARGETS, objectGroup: GROUP });
  if (!result.objectId) throw new Error('listener count: the page returned no list of nodes');
  try {
    const { result: properties } = await session.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
    const targets = properties
      .filter((property) => /^\d+$/.test(property.name))
      .flatMap((property) => (property.value?.objectId ? [property.value.objectId] : []));
    const byType = new Map<string, number>();
    for (let start = 0; start < targets.length; start += BATCH) {
      const answers = await Promise.all(
        targets.slice(start, start + BATCH).map((objectId) => session.send('DOMDebugger.getEventListeners', { objectId })),
      );
      for (const { listeners } of answers)
        for (const listener of listeners) byType.set(listener.type, (byType.get(listener.type) ?? 0) + 1);
    }
    const sorted = [...byType].sort((a, b) => b[1] - a[1]);
    return { total: sorted.reduce((sum, [, count]) => sum + count, 0), byType: Object.fromEntries(sorted) };
  } finally {
    await session.send('Runtime.releaseObjectGroup', { objectGroup: GROUP });
  }
}
