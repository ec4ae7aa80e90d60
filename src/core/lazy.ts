/**
 * Built on first use and kept. The bundle's top level runs on every page view of both sites,
 * so anything costly that only some pages need (zod schemas, Intl formatters, sanitizer and
 * React instances) is wrapped in `lazy` and built when a page first asks for it.
 *
 *   const stationSchema = lazy(() => z.object({ … }));
 *   stationSchema().safeParse(json);
 */
export interface Lazy<T> {
  (): T;
  /** The value if it was built, without building it (for cleanups). */
  peek(): T | undefined;
}

// Calling lazy() only wraps `build`, so the bundler may drop a lazy value nobody reads (a
// message or schema declared beside the ones the bundle uses) together with its code.
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T>(build: () => T): Lazy<T> {
  let built = false;
  let value: T | undefined;
  const get = (): T => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
  return Object.assign(get, { peek: () => value });
}
