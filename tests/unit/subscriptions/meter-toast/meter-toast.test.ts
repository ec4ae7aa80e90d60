// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { manualClock, recordingLogger } from '../../../support/test-context';
import { createCallbacks } from '../../../../src/subscriptions/events/callbacks';
import { runMeterToast, type MeterToastView } from '../../../../src/subscriptions/meter-toast/meter-toast';
import { NO_SUBSCRIBE_CALLBACK_WARNING } from '../../../../src/subscriptions/meter-toast/meter-toast-rules';
import type { AnalyticsPayload } from '../../../../src/subscriptions/events/event-bus';
import { analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';

/** A toast page behind a fake port: it records what the client sends and can answer or cancel. */
function fakeToast() {
  const sent: unknown[] = [];
  const listeners = new Map<string, (value: unknown) => void>();
  let cancel: (error: Error) => void = () => undefined;
  let completed = 0;
  const result = new Promise<unknown>((_resolve, reject) => (cancel = reject));
  const view: MeterToastView = {
    opened: Promise.resolve(),
    port: async () => ({
      on: (message, callback) => void listeners.set(message().label, callback as (value: unknown) => void),
      execute: (message, value) => void sent.push([message().label, value]),
    }),
    acceptResult: () => result,
    complete: () => void (completed += 1),
  };
  return {
    view,
    sent,
    completed: () => completed,
    answer: (label: string, value: unknown) => listeners.get(label)?.(value),
    cancel: () => {
      const error = new Error('AbortError');
      error.name = 'AbortError';
      cancel(error);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(phone = false) {
  const clock = manualClock();
  const log = recordingLogger();
  const callbacks = createCallbacks(log);
  const flows: unknown[] = [];
  const analytics: string[] = [];
  const toast = fakeToast();
  let consumed = 0;
  let offers = 0;
  const start = async () => {
    runMeterToast(
      {
        win: window,
        clock,
        log,
        callbacks,
        bus: {
          emit: (name, payload) =>
            void (name === 'analytics'
              ? analytics.push(analyticsEventLabel((payload as AnalyticsPayload).eventType))
              : flows.push(payload)),
        },
        showOffers: () => (offers += 1),
      },
      toast.view,
      phone,
      () => (consumed += 1),
    );
    await settle();
  };
  return { clock, log, callbacks, flows, analytics, toast, start, consumed: () => consumed, offers: () => offers };
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

describe('the meter toast', () => {
  it.each(['click', 'touchstart', 'mousedown'])(
    'a %s on the page closes it: the page hears ToastCloseRequest, the consume callback runs once',
    async (type) => {
      const { toast, start, consumed, flows, analytics, log } = setup();
      await start();
      expect(flows).toEqual([{ flow: 'showMeterToast', data: {} }]);
      // Shown, as the provider's client logs it.
      expect(analytics).toEqual(['IMPRESSION_METER_TOAST', 'EVENT_OFFERED_METER']);
      expect(log.lines.some((line) => line.level === 'warn' && line.message === NO_SUBSCRIBE_CALLBACK_WARNING)).toBe(true);
      expect(consumed()).toBe(0);
      window.dispatchEvent(new Event(type));
      await settle();
      expect(toast.sent).toEqual([['ToastCloseRequest', { close: true }]]);
      expect(toast.completed()).toBe(1);
      expect(consumed()).toBe(1);
      expect(analytics.at(-1)).toBe('ACTION_METER_TOAST_CLOSED_BY_ARTICLE_INTERACTION');
      // The page cancels in answer; further presses are no longer heard.
      toast.cancel();
      window.dispatchEvent(new Event('click'));
      await settle();
      expect(consumed()).toBe(1);
      expect(toast.sent).toHaveLength(1);
    },
  );

  it('closes after a scroll of more than 100px, measured 100ms after the scrolling paused', async () => {
    scrollTo(0);
    const { clock, toast, start, consumed } = setup();
    await start();
    scrollTo(60);
    await clock.advance(100);
    expect(consumed()).toBe(0);
    scrollTo(120);
    await clock.advance(50);
    scrollTo(150);
    await clock.advance(99);
    expect(consumed()).toBe(0);
    await clock.advance(1);
    expect(consumed()).toBe(1);
    await settle();
    expect(toast.sent).toEqual([['ToastCloseRequest', { close: true }]]);
    scrollTo(0);
  });

  it('on a phone a scroll does not close it (the page is locked instead)', async () => {
    scrollTo(0);
    const { clock, start, consumed } = setup(true);
    await start();
    scrollTo(400);
    await clock.advance(200);
    expect(consumed()).toBe(0);
    window.dispatchEvent(new Event('touchstart'));
    expect(consumed()).toBe(1);
    scrollTo(0);
  });

  it('its own close (a cancel) consumes once too', async () => {
    const { toast, start, consumed } = setup();
    await start();
    toast.cancel();
    await settle();
    expect(consumed()).toBe(1);
    window.dispatchEvent(new Event('click'));
    expect(consumed()).toBe(1);
    expect(toast.sent).toEqual([]);
  });

  it('subscribing hands over to the publisher’s callback and uses no meter; without one the provider’s offers open', async () => {
    const without = setup();
    await without.start();
    without.toast.answer('ViewSubscriptionsResponse', { native: false });
    expect(without.offers()).toBe(1);
    // On the way to subscribing: no meter is used.
    window.dispatchEvent(new Event('click'));
    expect(without.consumed()).toBe(0);

    const withCallback = setup();
    const requests: unknown[] = [];
    withCallback.callbacks.set('subscribeRequest', (data: unknown) => requests.push(data), 'setOnNativeSubscribeRequest');
    await withCallback.start();
    expect(withCallback.log.lines.some((line) => line.message === NO_SUBSCRIBE_CALLBACK_WARNING)).toBe(false);
    withCallback.toast.answer('ViewSubscriptionsResponse', { native: true });
    await settle();
    expect(requests).toEqual([true]);
    window.dispatchEvent(new Event('click'));
    withCallback.toast.cancel();
    await settle();
    expect(withCallback.consumed()).toBe(0);
  });
});
