// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dismissalDays, popupDelayMs, popupEligible } from '../../../src/reader/dismissal-rules';

describe('popupEligible', () => {
  it('shows on windows at least 768 wide without the dismissal cookie', () => {
    expect(popupEligible(768, null)).toBe(true);
    expect(popupEligible(1280, null)).toBe(true);
  });

  it('never shows on phones (767 and below)', () => {
    expect(popupEligible(767, null)).toBe(false);
    expect(popupEligible(375, null)).toBe(false);
  });

  it('stays away when the cookie is exactly "1"; any other value counts as not dismissed', () => {
    expect(popupEligible(1280, '1')).toBe(false);
    expect(popupEligible(1280, '0')).toBe(true);
    expect(popupEligible(1280, 'garbage')).toBe(true);
  });
});

describe('popupDelayMs', () => {
  it('reads data-delay in ms; 0 (an empty option, printed through intval) and anything unusable mean 2000', () => {
    expect(popupDelayMs('5000')).toBe(5000);
    expect(popupDelayMs('0')).toBe(2000);
    expect(popupDelayMs(null)).toBe(2000);
    expect(popupDelayMs('')).toBe(2000);
    expect(popupDelayMs('soon')).toBe(2000);
    expect(popupDelayMs('-5')).toBe(2000);
  });
});

describe('dismissalDays', () => {
  it('takes a positive number of days, else the fallback', () => {
    expect(dismissalDays('7', 30)).toBe(7);
    expect(dismissalDays('0.5', 30)).toBe(0.5);
    expect(dismissalDays(undefined, 30)).toBe(30);
    expect(dismissalDays('', 30)).toBe(30);
    expect(dismissalDays('0', 30)).toBe(30);
    expect(dismissalDays('-3', 1)).toBe(1);
    expect(dismissalDays('sieben', 1)).toBe(1);
  });
});
