import { describe, expect, it } from 'vitest';
import { DESKTOP_MIN_WIDTH, isDesktopWidth, sidebarEnabled, STICKY_SHOW_OFFSET } from '../../../../src/theme/nav/breakpoints';
import { stickyShown, type StickyInput } from '../../../../src/theme/nav/sticky-rule';

const base: StickyInput = { scrollY: 0, showAt: 300, direction: 'down', smart: false, wasShown: false, holdsFocus: false };
const shown = (input: Partial<StickyInput>) => stickyShown({ ...base, ...input });

describe('breakpoints (spec §9)', () => {
  it('the desktop layout (sticky top bar, sticky sidebar) starts at 992 px; 991 is still mobile', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(992);
    expect(isDesktopWidth(992)).toBe(true);
    expect(isDesktopWidth(991)).toBe(false);
    expect(sidebarEnabled(992)).toBe(true);
    expect(sidebarEnabled(991)).toBe(false);
    expect(sidebarEnabled(375)).toBe(false);
  });
  it('shows the bars 70 px below the navigation', () => {
    expect(STICKY_SHOW_OFFSET).toBe(70);
  });
});

describe('stickyShown, plain mode', () => {
  it('shows past the threshold in any direction and hides at or above it', () => {
    expect(shown({ scrollY: 301 })).toBe(true);
    expect(shown({ scrollY: 301, direction: 'up' })).toBe(true);
    expect(shown({ scrollY: 301, direction: 'none' })).toBe(true);
    expect(shown({ scrollY: 300, wasShown: true })).toBe(false);
    expect(shown({ scrollY: 10, direction: 'up', wasShown: true })).toBe(false);
  });
});

describe('stickyShown, smart mode', () => {
  const smart = (input: Partial<StickyInput>) => shown({ smart: true, ...input });
  it('shows only while scrolling up past the threshold', () => {
    expect(smart({ scrollY: 900, direction: 'down' })).toBe(false);
    expect(smart({ scrollY: 880, direction: 'up' })).toBe(true);
    expect(smart({ scrollY: 900, direction: 'down', wasShown: true })).toBe(false);
  });
  it('hides above the threshold even while scrolling up', () => {
    expect(smart({ scrollY: 250, direction: 'up', wasShown: true })).toBe(false);
  });
  it('keeps its state on frames without movement (resize, content change)', () => {
    expect(smart({ scrollY: 900, direction: 'none', wasShown: true })).toBe(true);
    expect(smart({ scrollY: 900, direction: 'none', wasShown: false })).toBe(false);
  });
  it('stays while it holds keyboard focus, and a hidden bar is not kept by focus', () => {
    expect(smart({ scrollY: 900, direction: 'down', wasShown: true, holdsFocus: true })).toBe(true);
    expect(smart({ scrollY: 100, direction: 'up', wasShown: true, holdsFocus: true })).toBe(true);
    expect(smart({ scrollY: 900, direction: 'down', wasShown: false, holdsFocus: true })).toBe(false);
  });
});
