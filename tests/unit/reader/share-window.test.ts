// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { centredPopupFeatures, isPlainClick, opensInPopup } from '../../../src/reader/share-window';

const metrics = { screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900, innerWidth: 1384, innerHeight: 800 };

describe('centredPopupFeatures', () => {
  it('centres a 600x350 window on the browser window', () => {
    expect(centredPopupFeatures(metrics)).toBe('width=600,height=350,left=500,top=325,scrollbars=yes,resizable=yes');
  });

  it('keeps negative screen positions (a monitor left of the main one)', () => {
    expect(centredPopupFeatures({ ...metrics, screenX: -1920, screenY: 0 })).toBe(
      'width=600,height=350,left=-1520,top=275,scrollbars=yes,resizable=yes',
    );
  });

  it('uses the inner size where the outer size is unknown, and never places it left of the window', () => {
    expect(centredPopupFeatures({ ...metrics, outerWidth: 0, outerHeight: 0 })).toBe(
      'width=600,height=350,left=492,top=275,scrollbars=yes,resizable=yes',
    );
    expect(centredPopupFeatures({ ...metrics, outerWidth: 400, outerHeight: 300 })).toBe(
      'width=600,height=350,left=100,top=50,scrollbars=yes,resizable=yes',
    );
  });
});

describe('isPlainClick', () => {
  const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('is true for a plain primary click only', () => {
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});

describe('opensInPopup', () => {
  it('opens web pages only', () => {
    expect(opensInPopup('https://www.facebook.com/sharer.php?u=x', 'https://www.b80er.de/')).toBe(true);
    expect(opensInPopup('/share?x', 'https://www.b80er.de/')).toBe(true);
    expect(opensInPopup('mailto:?subject=x', 'https://www.b80er.de/')).toBe(false);
    expect(opensInPopup('javascript:alert(1)', 'https://www.b80er.de/')).toBe(false);
    expect(opensInPopup('http://[::1', 'https://www.b80er.de/')).toBe(false);
  });
});
