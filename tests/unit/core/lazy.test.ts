import { describe, expect, it, vi } from 'vitest';
import { lazy } from '../../../src/core/lazy';

describe('lazy', () => {
  it('does not build until asked', () => {
    const build = vi.fn(() => ({}));
    lazy(build);
    expect(build).not.toHaveBeenCalled();
  });

  it('builds on the first call only and hands back the same value every time', () => {
    const build = vi.fn(() => ({ built: true }));
    const get = lazy(build);
    const first = get();
    expect(get()).toBe(first);
    expect(get()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps a built undefined instead of building again', () => {
    const build = vi.fn((): undefined => undefined);
    const get = lazy(build);
    get();
    get();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
