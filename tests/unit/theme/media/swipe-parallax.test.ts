import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDecision } from '../../../../src/theme/media/swipe';
import { backgroundUrl, CATEGORY_PARALLAX_DIVISOR, cssUrl, parallaxOffset } from '../../../../src/theme/media/parallax-rules';

describe('swipeDecision', () => {
  it('a drag to the left is next, to the right previous', () => {
    expect(swipeDecision(-120, 5)).toBe('next');
    expect(swipeDecision(120, -5)).toBe('prev');
  });
  it('needs the threshold', () => {
    expect(swipeDecision(-(SWIPE_THRESHOLD_PX - 1), 0)).toBeNull();
    expect(swipeDecision(-SWIPE_THRESHOLD_PX, 0)).toBe('next');
    expect(swipeDecision(30, 0, 20)).toBe('prev');
  });
  it('a mostly vertical movement is a scroll, not a swipe', () => {
    expect(swipeDecision(-80, 120)).toBeNull();
    expect(swipeDecision(80, 80)).toBeNull();
  });
  it('ignores broken numbers', () => {
    expect(swipeDecision(Number.NaN, 0)).toBeNull();
    expect(swipeDecision(-Infinity, 0)).toBeNull();
  });
});

describe('category header rules', () => {
  const box = { top: 200, height: 300 };
  it("moves by (scrollTop - top) / 3, rounded, within the header's range", () => {
    expect(parallaxOffset(box, 200)).toBe(0);
    expect(parallaxOffset(box, 0)).toBe(-67);
    expect(parallaxOffset(box, 350)).toBe(50);
    expect(parallaxOffset(box, 500)).toBe(100);
    expect(parallaxOffset(box, 351, 4)).toBe(38);
    expect(CATEGORY_PARALLAX_DIVISOR).toBe(3);
  });
  it('leaves it where it was out of range', () => {
    expect(parallaxOffset(box, 501)).toBeNull();
    expect(parallaxOffset({ top: 600, height: 300 }, 0)).toBeNull();
  });
  it('takes http(s), relative and data:image URLs only', () => {
    expect(backgroundUrl(' https://www.magazin.example/wp-content/uploads/wissen.jpg ')).toBe(
      'https://www.magazin.example/wp-content/uploads/wissen.jpg',
    );
    expect(backgroundUrl('//cdn.example/a.jpg')).toBe('//cdn.example/a.jpg');
    expect(backgroundUrl('/wp-content/a.jpg')).toBe('/wp-content/a.jpg');
    expect(backgroundUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(backgroundUrl('javascript:alert(1)')).toBeNull();
    expect(backgroundUrl('data:text/html,x')).toBeNull();
    expect(backgroundUrl('')).toBeNull();
    expect(backgroundUrl(null)).toBeNull();
  });
  it('quotes the URL for url()', () => {
    expect(cssUrl('https://a.example/x.jpg')).toBe('url("https://a.example/x.jpg")');
    expect(cssUrl('https://a.example/x").jpg\n')).toBe('url("https://a.example/x\\").jpg")');
  });
});
