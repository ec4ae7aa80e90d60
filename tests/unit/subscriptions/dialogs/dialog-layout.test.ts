import { describe, expect, it } from 'vitest';
import {
  dialogHeight,
  dialogMotion,
  dialogPlacement,
  dialogWidth,
  paymentDialogWidth,
} from '../../../../src/subscriptions/dialogs/dialog-layout';

describe('dialogWidth (spec §2, §9 breakpoints)', () => {
  it.each([
    ['phone: 375 wide', 375, 800, true, 'full'],
    ['phone: exactly 480 wide', 480, 900, false, 'full'],
    ['tablet: 481 wide', 481, 900, false, 480],
    ['tablet: 640 wide', 640, 900, true, 480],
    ['tablet: wide window but only 640 high', 1280, 640, true, 480],
    ['desktop: 641 × 641', 641, 641, false, 630],
    ['desktop: a wide view below 871 wide', 870, 800, true, 630],
    ['desktop: a wide view 871 wide but 640 high', 871, 640, true, 480],
    ['wide: 871 × 641 with a wide view', 871, 641, true, 870],
    ['desktop: 1280 × 800 without a wide view', 1280, 800, false, 630],
    ['wide: 1280 × 800 with a wide view', 1280, 800, true, 870],
  ] as const)('%s', (_rule, width, height, wide, expected) => {
    expect(dialogWidth({ width, height }, wide)).toBe(expected);
  });
});

describe('dialogPlacement', () => {
  it('is at the bottom unless centred on desktop (min-width 641px) was asked for', () => {
    expect(dialogPlacement({ width: 1280, height: 800 }, false)).toBe('bottom');
    expect(dialogPlacement({ width: 1280, height: 800 }, true)).toBe('center');
    expect(dialogPlacement({ width: 641, height: 500 }, true)).toBe('center');
    expect(dialogPlacement({ width: 640, height: 900 }, true)).toBe('bottom');
  });
});

describe('dialogHeight (0.9 of the window at most)', () => {
  it('keeps a height that fits and caps one that does not', () => {
    expect(dialogHeight(300, 800)).toBe(300);
    expect(dialogHeight(720, 800)).toBe(720);
    expect(dialogHeight(721, 800)).toBe(720);
    expect(dialogHeight(5000, 667)).toBe(600);
    expect(dialogHeight(300.6, 800)).toBe(301);
  });

  it('gives a view that asked for nothing sensible the minimum height', () => {
    expect(dialogHeight(0, 800)).toBe(50);
    expect(dialogHeight(Number.NaN, 800)).toBe(50);
    expect(dialogHeight(-10, 40)).toBe(36);
  });
});

describe('dialogMotion', () => {
  it('slides a bottom dialog from below and fades a centred one', () => {
    expect(dialogMotion('bottom', 'entering')).toEqual({ transform: 'translate(-50%, 100%)', opacity: 1 });
    expect(dialogMotion('bottom', 'open')).toEqual({ transform: 'translate(-50%, 0)', opacity: 1 });
    expect(dialogMotion('bottom', 'leaving')).toEqual({ transform: 'translate(-50%, 100%)', opacity: 1 });
    expect(dialogMotion('center', 'entering')).toEqual({ transform: 'translate(-50%, -50%)', opacity: 0 });
    expect(dialogMotion('center', 'open')).toEqual({ transform: 'translate(-50%, -50%)', opacity: 1 });
  });
});

describe('the payment dialog (spec magazine §9: 480 px wide at a viewport of 480 px or more; its first height: tests/e2e/pay-flow.spec.ts)', () => {
  it.each([
    [1280, 480],
    [480, 480],
    [479, 'full'],
    [375, 'full'],
  ] as const)('%i px wide → %s', (width, expected) => {
    expect(paymentDialogWidth({ width, height: 800 })).toBe(expected);
  });
});
