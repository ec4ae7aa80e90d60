import { describe, expect, it } from 'vitest';
import {
  METER_TOAST_CLOSE_EVENTS,
  METER_TOAST_SCROLL_DEBOUNCE_MS,
  METER_TOAST_SCROLL_THRESHOLD_PX,
  isPhoneViewport,
  meterToastArgs,
  meterToastPath,
  scrollCloses,
} from '../../../../src/subscriptions/meter-toast/meter-toast-rules';

describe('meter toast rules', () => {
  it('closes on a click, touch or mouse press, or a scroll of more than 100px measured after 100ms', () => {
    expect(METER_TOAST_CLOSE_EVENTS).toEqual(['click', 'touchstart', 'mousedown']);
    expect([METER_TOAST_SCROLL_THRESHOLD_PX, METER_TOAST_SCROLL_DEBOUNCE_MS]).toEqual([100, 100]);
    expect(scrollCloses(0, 100)).toBe(false);
    expect(scrollCloses(0, 101)).toBe(true);
    expect(scrollCloses(500, 399)).toBe(true);
    expect(scrollCloses(500, 450)).toBe(false);
  });

  it.each([
    [375, 700, true],
    [640, 900, true],
    [1280, 640, true],
    [641, 641, false],
    [1280, 720, false],
  ])('a %i × %i window is a phone: %s', (width, height, phone) => {
    expect(isPhoneViewport({ width, height })).toBe(phone);
  });

  it('picks the page and its arguments by client type', () => {
    const page = { publicationId: 'magazin.example', productId: 'magazin.example:premium', hasSubscriptionCallback: false };
    const licensed = { clientType: 1, clientUserAttribute: 'standard_registered_user' };
    expect(meterToastPath(licensed)).toBe('/metertoastiframe');
    expect(meterToastArgs(licensed, page)).toEqual({
      publicationId: 'magazin.example',
      productId: 'magazin.example:premium',
      supportsEventManager: true,
      isClosable: true,
      hasSubscriptionCallback: false,
      _client: 'SwG 1.0.113',
    });
    expect(meterToastPath({ clientType: 2, clientUserAttribute: 'anonymous_user' })).toBe('/meteriframe');
    expect(meterToastArgs({ clientType: 2, clientUserAttribute: 'anonymous_user' }, page)).toMatchObject({ meterType: 'UNKNOWN' });
    expect(
      meterToastArgs({ clientType: 2, clientUserAttribute: 'standard_registered_user' }, { ...page, hasSubscriptionCallback: true }),
    ).toMatchObject({
      meterType: 'KNOWN',
      hasSubscriptionCallback: true,
    });
  });
});
