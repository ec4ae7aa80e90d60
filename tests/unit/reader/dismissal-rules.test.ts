import { describe, expect, it } from 'vitest';
import {
  cookieEntries,
  dismissalDays,
  dismissedChromeCss,
  popupDelayMs,
  popupEligible,
} from '../../../src/reader/dismissal-rules';

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
  it('reads data-delay in ms and defaults to 2000', () => {
    expect(popupDelayMs('5000')).toBe(5000);
    expect(popupDelayMs('0')).toBe(0);
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

describe('cookieEntries', () => {
  it('decodes every pair and skips broken escapes', () => {
    expect(cookieEntries('a=1; b=%5B1%5D; bad=%E0%A4%A; c=x=y')).toEqual([
      ['a', '1'],
      ['b', '[1]'],
      ['c', 'x=y'],
    ]);
    expect(cookieEntries('')).toEqual([]);
  });
});

describe('dismissedChromeCss', () => {
  it('is empty when nothing was dismissed', () => {
    expect(dismissedChromeCss('')).toBe('');
    expect(dismissedChromeCss('ruby_cookie_popup=0; hs-herbst=yes')).toBe('');
  });

  it('hides the accepted cookie notice', () => {
    expect(dismissedChromeCss('ruby_cookie_popup=1; ruby_newsletter_popup=1')).toBe('#rb-cookie{display:none!important}');
  });

  it('hides a header strip whose id names a cookie that is "1", and only header strips', () => {
    expect(dismissedChromeCss('hs-herbst=1; other=0')).toBe('.rb-headerstrip#hs-herbst{display:none!important}');
    expect(dismissedChromeCss('ruby_cookie_popup=1; hs-a=1; hs-b=1')).toBe('#rb-cookie,.rb-headerstrip#hs-a,.rb-headerstrip#hs-b{display:none!important}');
  });

  it('never puts a cookie name that is not a plain id into the CSS', () => {
    expect(dismissedChromeCss('a}b{x=1; 1abc=1; x%20y=1; ok_1=1')).toBe('.rb-headerstrip#ok_1{display:none!important}');
  });
});
