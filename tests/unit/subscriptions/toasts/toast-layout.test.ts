import { describe, expect, it } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, toastHeight, toastPlacement, toastWidth } from '../../../../src/subscriptions/toasts/toast-layout';

describe('toast layout (spec §2, §9)', () => {
  it.each([
    ['phone: full width', 375, 800, 'full', 'full'],
    ['tablet: 480 centred', 600, 900, 480, 'center'],
    ['a low window: 480 centred', 1280, 600, 480, 'center'],
    ['desktop: 630 in the corner', 700, 700, 630, 'corner'],
    ['large: 870 in the corner', 1280, 800, 870, 'corner'],
  ] as const)('%s', (_rule, width, height, expectedWidth, expectedPlacement) => {
    expect(toastWidth({ width, height })).toBe(expectedWidth);
    expect(toastPlacement({ width, height })).toBe(expectedPlacement);
  });

  it('is at most 46 px high, and 0 until its page asks', () => {
    expect(toastHeight(null)).toBe(0);
    expect(toastHeight(0)).toBe(0);
    expect(toastHeight(30)).toBe(30);
    expect(toastHeight(46)).toBe(46);
    expect(toastHeight(120)).toBe(46);
  });

  it('closes by itself after 8 s', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(8000);
  });
});
