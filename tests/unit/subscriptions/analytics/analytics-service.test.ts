// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityResult } from 'web-activities/activity-ports';
import type { FramePort } from '../../../../src/subscriptions/activities/frame-port';
import {
  createAnalyticsService,
  FIRST_WAIT_MS,
  LATER_WAIT_MS,
  loggingPromise,
  TIMEOUT_ERROR,
  watchAnalytics,
  type AnalyticsService,
} from '../../../../src/subscriptions/analytics/analytics-service';
import { createEventBus } from '../../../../src/subscriptions/events/event-bus';
import type { PageConfig } from '../../../../src/subscriptions/model/types';
import {
  ACTION_PAYMENT_COMPLETE,
  EVENT_CUSTOM,
  EVENT_SUBSCRIPTION_STATE,
  IMPRESSION_OFFERS,
  IMPRESSION_PAYWALL,
} from '../../../../src/subscriptions/wire/analytics-event';
import { toArray } from '../../../../src/subscriptions/wire/message';
import { EventParams } from '../../../../src/subscriptions/wire/analytics-messages';
import { manualClock, recordingLogger, type ManualClock, type RecordingLogger } from '../../../support/test-context';

/** The service frame as the test drives it: connection, readiness and answers by hand. */
interface FakeFrame {
  url: string;
  args: unknown;
  iframe: HTMLIFrameElement;
  sent: unknown[];
  ready(): void;
  fail(reason: string): void;
  answer(complete: boolean, error?: string): void;
}
const frames: FakeFrame[] = [];
let connectFails: string | null = null;

vi.mock('../../../../src/subscriptions/activities/frame-port', () => ({
  createFramePort(iframe: HTMLIFrameElement, url: string, args: unknown): FramePort {
    let ready = () => undefined as void;
    let failed: (reason: Error) => void = () => undefined;
    const whenReady = new Promise<void>((resolve) => (ready = resolve));
    const result = new Promise<ActivityResult>((_, reject) => (failed = reject));
    let onAnswer: (value: { complete: boolean | null; error: string | null }) => void = () => undefined;
    const frame: FakeFrame = {
      url,
      args,
      iframe,
      sent: [],
      ready,
      fail: (reason) => failed(new Error(reason)),
      answer: (complete, error) => onAnswer({ complete, error: error ?? null }),
    };
    frames.push(frame);
    return {
      connect: () => (connectFails ? Promise.reject(new Error(connectFails)) : Promise.resolve()),
      whenReady: () => whenReady,
      acceptResult: () => result,
      on: (_message, callback) => {
        onAnswer = callback as typeof onAnswer;
      },
      execute: (message, value) => frame.sent.push(toArray(message, value)),
      onResizeRequest: () => undefined,
      resized: () => undefined,
      disconnect: () => undefined,
    };
  },
}));

const pageConfig: PageConfig = {
  publicationId: 'magazin-example.de',
  productId: 'magazin-example.de:premium',
  label: 'premium',
  isLocked: false,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const log = recordingLogger();
  const clock = manualClock(Date.UTC(2026, 4, 1, 8, 0, 0));
  const deps = { win: window, log, clock, settings: { frameBase: 'https://news.google.com/swg/ui/v1' }, random: () => 0.5 };
  return {
    log,
    clock,
    deps,
    service: createAnalyticsService(
      deps,
      pageConfig,
      () => ['exp-a'],
      () => ({ readyToPay: false }),
      Date.UTC(2026, 4, 1, 7, 59, 59),
    ),
  };
}

const warnings = (log: ReturnType<typeof recordingLogger>) => log.lines.filter((line) => line.level === 'warn').map((line) => line.message);

beforeEach(() => {
  frames.length = 0;
  connectFails = null;
  document.body.replaceChildren();
});

describe('the service frame', () => {
  it('is a hidden 1×1 frame with a title, off-screen, at {frameBase}/serviceiframe with the publication', () => {
    setup();
    const [frame] = frames;
    expect(frame?.url).toMatch(/^https:\/\/news\.google\.com\/swg\/ui\/v1\/serviceiframe\?_=\d+&publicationId=magazin-example\.de$/);
    // The provider's default arguments (activities.ts addDefaultArguments), in its order: the context as it stands now.
    const args = frame?.args as Record<string, unknown>;
    expect(Object.keys(args)).toEqual(['analyticsContext', 'publicationId', 'productId', '_client', 'supportsEventManager']);
    expect(args).toMatchObject({
      publicationId: 'magazin-example.de',
      productId: 'magazin-example.de:premium',
      _client: 'SwG 1.0.113',
      supportsEventManager: true,
    });
    const context = args['analyticsContext'] as unknown[];
    expect(context[0]).toBe('AnalyticsContext');
    // readyToPay (8), labels (9), the client's creation (17), urlFromMarkup (19: no canonical link here).
    expect([context[8], context[9], context[17], context[19]]).toEqual([false, ['exp-a'], ['Timestamp', 1777622399, 0], '']);
    const iframe = document.querySelector('iframe');
    expect(iframe?.title).not.toBe('');
    expect(iframe?.style.opacity).toBe('0');
    expect(iframe?.style.borderWidth).toMatch(/^0/);
    expect([iframe?.style.position, iframe?.style.top, iframe?.style.left, iframe?.style.width, iframe?.style.height]).toEqual([
      'absolute',
      '-10px',
      '-10px',
      '1px',
      '1px',
    ]);
  });

  it('queues events until the frame is ready, then sends them in order as AnalyticsRequest with context, meta and params', async () => {
    const { service, clock } = setup();
    service.log({ eventType: IMPRESSION_PAYWALL, isFromUserAction: null, params: { isUserRegistered: true } });
    await clock.advance(1500);
    service.log({ eventType: IMPRESSION_OFFERS, isFromUserAction: true, configurationId: 'cfg-7', originator: 'SWG_SERVER' });
    await settle();
    const frame = frames[0];
    expect(frame?.sent).toEqual([]);
    frame?.ready();
    await settle();
    expect(frame?.sent).toHaveLength(2);
    const [first, second] = frame?.sent as unknown[][];
    expect(first?.[0]).toBe('AnalyticsRequest');
    const context = first?.[1] as unknown[];
    expect(context[0]).toBe('AnalyticsContext');
    expect(context[2]).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\.swg$/);
    expect(context.slice(9, 13)).toEqual([['exp-a'], 'SwG 1.0.113', 'http://localhost:3000/', ['Timestamp', 1777622400, 0]]);
    expect(first?.slice(2)).toEqual([
      IMPRESSION_PAYWALL,
      ['AnalyticsEventMeta', 1, false, null],
      toArray(EventParams, { isUserRegistered: true }),
    ]);
    expect((second?.[1] as unknown[])[12]).toEqual(['Timestamp', 1777622401, 500_000_000]);
    expect(second?.slice(2, 4)).toEqual([IMPRESSION_OFFERS, ['AnalyticsEventMeta', 4, true, 'cfg-7']]);
    // One transaction for the page view.
    expect((second?.[1] as unknown[])[2]).toBe(context[2]);
  });

  it('leaves the publisher’s own parameters out', async () => {
    const { service } = setup();
    frames[0]?.ready();
    service.log({ eventType: EVENT_CUSTOM, isFromUserAction: true, params: { sku: 'privat' }, originator: 'PUBLISHER_CLIENT' });
    await settle();
    expect((frames[0]?.sent[0] as unknown[])[4]).toEqual([]);
  });

  it('a connection that fails logs "Could not connect [reason]" and sends nothing; the logging wait does not wait then', async () => {
    connectFails = 'iframe must be in DOM';
    const { service, log, clock } = setup();
    service.log({ eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    await settle();
    expect(warnings(log)).toEqual(['Error when logging: Could not connect [Error: iframe must be in DOM]']);
    await expect(loggingPromise(service, clock, log)).resolves.toBe(true);
  });

  it('a page that fails before it is ready counts as not connected', async () => {
    const { service, log } = setup();
    frames[0]?.fail('Anbieterseite fehlgeschlagen');
    service.log({ eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    await settle();
    expect(warnings(log)).toEqual(['Error when logging: Could not connect [Error: Anbieterseite fehlgeschlagen]']);
    expect(frames[0]?.sent).toEqual([]);
  });

  it('logs a failed answer with its error', async () => {
    const { log } = setup();
    await settle();
    frames[0]?.answer(false, 'Protokollierung fehlgeschlagen');
    expect(warnings(log)).toEqual(['Error when logging: Protokollierung fehlgeschlagen']);
  });
});

/** The logging wait is still on 1 ms before `ms`, and over (false) at `ms`. */
async function expectWaitEndsAfter(ms: number, ...[service, clock, log]: [AnalyticsService, ManualClock, RecordingLogger]) {
  let done: boolean | null = null;
  void loggingPromise(service, clock, log).then((ok) => (done = ok));
  await clock.advance(ms - 1);
  expect(done).toBeNull();
  await clock.advance(1);
  expect(done).toBe(false);
}

describe('loggingPromise (the provider’s getLoggingPromise; spec widget §8)', () => {
  it('resolves at once when nothing is open', async () => {
    const { service, clock, log } = setup();
    await expect(loggingPromise(service, clock, log)).resolves.toBe(true);
  });

  it('resolves with the answer once every open event is answered; one wait for all callers', async () => {
    const { service, clock, log } = setup();
    service.log({ eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    service.log({ eventType: IMPRESSION_OFFERS, isFromUserAction: null });
    await settle();
    const waiting = loggingPromise(service, clock, log);
    expect(loggingPromise(service, clock, log)).toBe(waiting);
    frames[0]?.answer(true);
    let done: boolean | null = null;
    void waiting.then((ok) => (done = ok));
    await settle();
    expect(done).toBeNull();
    frames[0]?.answer(true);
    await expect(waiting).resolves.toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it(`times out after ${FIRST_WAIT_MS} ms before any answer, with the provider's text`, async () => {
    const { service, clock, log } = setup();
    service.log({ eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    await expectWaitEndsAfter(FIRST_WAIT_MS, service, clock, log);
    expect(warnings(log)).toEqual([`Error when logging: ${TIMEOUT_ERROR}`]);
    expect(TIMEOUT_ERROR).toBe('AnalyticsService timed out waiting for a response');
  });

  it(`waits only ${LATER_WAIT_MS} ms once an earlier answer (an error too) has come`, async () => {
    const { service, clock, log } = setup();
    service.log({ eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    await settle();
    frames[0]?.answer(false, 'Protokollierung fehlgeschlagen');
    service.log({ eventType: IMPRESSION_OFFERS, isFromUserAction: null });
    await expectWaitEndsAfter(LATER_WAIT_MS, service, clock, log);
    // The timed-out event stays open: its late answer ends it.
    frames[0]?.answer(true);
    await expect(loggingPromise(service, clock, log)).resolves.toBe(true);
  });
});

describe('watchAnalytics', () => {
  function watch(enableSwgAnalytics = false) {
    const log = recordingLogger();
    const bus = createEventBus(log);
    const clock = manualClock();
    const dataLayer: unknown[] = [];
    const win = Object.assign(window, { dataLayer });
    const analytics = watchAnalytics(
      { win, log, clock, bus, settings: { frameBase: 'https://p.example/ui' }, random: Math.random },
      pageConfig,
      () => [],
      () => enableSwgAnalytics,
    );
    return { bus, dataLayer, clock, analytics };
  }

  const entitlements = (isReadyToPay: boolean) => ({
    service: 'subscribe.google.com',
    raw: '',
    entitlements: [],
    isReadyToPay,
    decryptedDocumentKey: null,
    product: null,
    from: 'network' as const,
  });

  it('keeps the events until the first entitlements have come, then opens the frame and sends them, with the time each happened', async () => {
    const { bus, dataLayer, clock } = watch();
    bus.emit('analytics', { eventType: EVENT_SUBSCRIPTION_STATE, isFromUserAction: null });
    bus.emit('analytics', { eventType: IMPRESSION_OFFERS, isFromUserAction: null, originator: 'PUBLISHER_CLIENT' });
    // The page's tags hear the publisher's event at once.
    expect(dataLayer).toHaveLength(1);
    bus.emit('analytics', { eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    await clock.advance(2000);
    bus.emit('analytics', { eventType: IMPRESSION_OFFERS, isFromUserAction: null });
    expect(frames).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
    bus.emit('entitlements', { entitlements: entitlements(false) });
    expect(frames).toHaveLength(1);
    frames[0]?.ready();
    await settle();
    const sent = frames[0]?.sent as unknown[][];
    expect(sent.map((request) => request[2])).toEqual([IMPRESSION_PAYWALL, IMPRESSION_OFFERS]);
    // Each kept event carries its own time (clientTimestamp, field 12), and the readiness to pay the entitlements told (false, not unknown).
    const contexts = sent.map((request) => request[1] as unknown[]);
    const seconds = contexts.map((context) => (context[12] as number[])[1] ?? 0);
    expect((seconds[1] ?? 0) - (seconds[0] ?? 0)).toBe(2);
    expect(contexts.map((context) => context[8])).toEqual([false, false]);
    expect((frames[0]?.args as { analyticsContext: unknown[] }).analyticsContext[8]).toBe(false);
  });

  it('opens the frame once ready even when nothing waits; a page initialised by hand is ready at once', () => {
    const { bus } = watch();
    bus.emit('entitlements', { entitlements: entitlements(true) });
    expect(frames).toHaveLength(1);
    bus.emit('entitlements', { entitlements: entitlements(true) });
    expect(frames).toHaveLength(1);
    const manual = watch();
    manual.analytics.startLogging();
    expect(frames).toHaveLength(2);
  });

  it('never opens the frame when the entitlements never come (as the provider’s client, whose start() stops at the failure)', async () => {
    const { bus, clock } = watch();
    bus.emit('analytics', { eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    await clock.advance(60_000);
    expect(frames).toHaveLength(0);
  });

  it('the context names the reader’s readiness to pay and sku as they change (the old sku at the start, the bought one at completion)', async () => {
    const { bus } = watch();
    bus.emit('entitlements', { entitlements: entitlements(true) });
    bus.emit('analytics', { eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    bus.emit('flow-started', { flow: 'subscribe', data: { skuId: 'plus_jaehrlich', oldSku: 'plus_monatlich' } });
    bus.emit('analytics', { eventType: IMPRESSION_OFFERS, isFromUserAction: null });
    bus.emit('analytics', { eventType: ACTION_PAYMENT_COMPLETE, isFromUserAction: true, params: { sku: 'plus_jaehrlich' } });
    frames[0]?.ready();
    await settle();
    // The context's sku and readyToPay (fields 7 and 8 of AnalyticsContext).
    expect(frames[0]?.sent.map((request) => ((request as unknown[])[1] as unknown[]).slice(7, 9))).toEqual([
      [null, true],
      ['plus_monatlich', true],
      ['plus_jaehrlich', true],
    ]);
  });

  it('passes publisher events on to the frame with enableSwgAnalytics', async () => {
    const { bus, analytics } = watch(true);
    analytics.startLogging();
    bus.emit('analytics', { eventType: EVENT_CUSTOM, isFromUserAction: true, originator: 'PUBLISHER_CLIENT' });
    frames[0]?.ready();
    await settle();
    expect(frames[0]?.sent.map((request) => (request as unknown[])[2])).toEqual([EVENT_CUSTOM]);
  });
});
