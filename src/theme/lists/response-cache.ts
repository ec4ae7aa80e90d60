/**
 * The answers a block already has (spec §7: cached in memory per settings): going back to a
 * page or a filter shows it again without a request. Bounded, oldest first out, so a reader
 * paging through a long archive does not grow memory without end.
 */
export interface ResponseCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  size(): number;
}

export function createResponseCache<T>(limit = 40): ResponseCache<T> {
  const entries = new Map<string, T>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Refresh its place: what was just used is what the reader goes back to.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > limit) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    size: () => entries.size,
  };
}
