import { describe, expect, it, vi } from 'vitest';
import {
  createClientEventManager,
  eventProblem,
  FilterResult,
  publisherEvent,
} from '../../../../src/subscriptions/analytics/client-event-manager';
import { createEventBus } from '../../../../src/subscriptions/events/event-bus';
import { recordingLogger } from '../../../support/test-context';
import { EVENT_CUSTOM, IMPRESSION_LINK, IMPRESSION_OFFERS, IMPRESSION_PAYWALL } from '../../../../src/subscriptions/wire/analytics-event';

const valid = { eventType: 1, eventOriginator: 5, isFromUserAction: true, additionalParameters: { campaign: 'mai' } };

describe('eventProblem (the provider’s checks of a logged event)', () => {
  it.each([
    [null, 'Event must be a valid object'],
    ['paywall', 'Event must be a valid object'],
    [{ ...valid, eventType: 68 }, 'Event has an invalid eventType(68)'],
    [{ ...valid, eventType: 'IMPRESSION_PAYWALL' }, 'Event has an invalid eventType(IMPRESSION_PAYWALL)'],
    [{ ...valid, eventOriginator: 7 }, 'Event has an invalid eventOriginator(7)'],
    [{ ...valid, additionalParameters: 'x' }, 'Event has an invalid additionalParameters(x)'],
    [{ ...valid, isFromUserAction: 'yes' }, 'Event has an invalid isFromUserAction(yes)'],
  ])('%j: %s', (event, problem) => {
    expect(eventProblem(event)).toBe(problem);
  });

  it('accepts a complete event, and one without parameters or user action', () => {
    expect(eventProblem(valid)).toBeNull();
    expect(eventProblem({ eventType: 3000, eventOriginator: 0, additionalParameters: null, isFromUserAction: null })).toBeNull();
  });
});

describe('publisherEvent', () => {
  it('gives the provider’s shape: numbers for the event and the originator', () => {
    expect(publisherEvent({ eventType: IMPRESSION_LINK, isFromUserAction: null }, 5)).toEqual({
      eventType: 12,
      eventOriginator: 1,
      isFromUserAction: null,
      additionalParameters: null,
      configurationId: null,
      timestamp: 5,
    });
    expect(
      publisherEvent(
        { eventType: EVENT_CUSTOM, isFromUserAction: true, params: { a: 1 }, originator: 'PUBLISHER_CLIENT', configurationId: 'c' },
        5,
      ),
    ).toMatchObject({
      eventType: 3000,
      eventOriginator: 5,
      additionalParameters: { a: 1 },
      configurationId: 'c',
    });
  });
});

describe('the publisher’s event manager', () => {
  const build = () => {
    const log = recordingLogger();
    const bus = createEventBus(log);
    return { log, bus, manager: createClientEventManager(bus, log, () => 42) };
  };

  it('listeners hear the client’s events a moment later, as the provider’s; a failing one is logged and the others still hear', async () => {
    const { bus, manager, log } = build();
    const heard = vi.fn();
    manager.registerEventListener(() => {
      throw new Error('publisher bug');
    });
    manager.registerEventListener(heard);
    bus.emit('analytics', { eventType: IMPRESSION_OFFERS, isFromUserAction: false });
    expect(heard).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(heard).toHaveBeenCalledWith(
      expect.objectContaining({ eventType: 3, eventOriginator: 1, isFromUserAction: false, timestamp: 42 }),
    );
    expect(log.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      expect.stringMatching(/^Exception in publisher provided logging callback: Error: /),
    ]);
  });

  it('a filterer that cancels holds the event back from every consumer; one that throws lets it through', () => {
    const { bus, manager } = build();
    const internal = vi.fn();
    bus.on('analytics', internal);
    manager.registerEventFilterer((event: { eventType: number }) =>
      event.eventType === 3 ? FilterResult.CANCEL_EVENT : FilterResult.PROCESS_EVENT,
    );
    manager.registerEventFilterer(() => {
      throw new Error('publisher bug');
    });
    bus.emit('analytics', { eventType: IMPRESSION_OFFERS, isFromUserAction: false });
    bus.emit('analytics', { eventType: IMPRESSION_PAYWALL, isFromUserAction: false });
    expect(internal.mock.calls.map(([payload]) => payload.eventType)).toEqual([IMPRESSION_PAYWALL]);
  });

  it('logEvent puts the publisher’s checked event on the bus, by name and originator; a bad one throws and goes nowhere', () => {
    const { bus, manager } = build();
    const internal = vi.fn();
    bus.on('analytics', internal);
    manager.logEvent(valid);
    expect(internal).toHaveBeenCalledWith({
      eventType: IMPRESSION_PAYWALL,
      isFromUserAction: true,
      params: { campaign: 'mai' },
      configurationId: null,
      originator: 'PUBLISHER_CLIENT',
    });
    expect(() => manager.logEvent({ ...valid, eventType: -1 })).toThrow('Event has an invalid eventType(-1)');
    expect(internal).toHaveBeenCalledTimes(1);
    // Parameters left out stay left out (propensity sends no extrainfo then); null stays null.
    manager.logEvent({ eventType: IMPRESSION_PAYWALL, eventOriginator: 5, isFromUserAction: null });
    manager.logEvent({ eventType: IMPRESSION_PAYWALL, eventOriginator: 5, isFromUserAction: null, additionalParameters: null });
    expect(internal.mock.calls.slice(1).map(([payload]) => 'params' in payload && payload.params)).toEqual([false, null]);
  });

  it('logEvent’s second argument (the provider’s ClientEventParams) gives the page’s tags their dimensions, texts only', () => {
    const { bus, manager } = build();
    const internal = vi.fn();
    bus.on('analytics', internal);
    manager.logEvent(valid, { googleAnalyticsParameters: { event_category: 'umfrage', event_label: 'Täglich', survey_answer: 3 } });
    manager.logEvent(valid, 'nichts');
    expect(internal.mock.calls.map(([payload]) => payload.gaParameters)).toEqual([
      { event_category: 'umfrage', event_label: 'Täglich' },
      undefined,
    ]);
  });

  it('listeners and filterers must be functions', () => {
    const { manager } = build();
    expect(() => manager.registerEventListener('x')).toThrow('Event manager listeners must be a function');
    expect(() => manager.registerEventFilterer({})).toThrow('Event manager filterers must be a function');
  });
});
