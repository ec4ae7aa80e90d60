import { describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../../../support/test-context';
import {
  AUDIENCE_ACTIVITY_EVENTS,
  audienceActivityBeacon,
  watchAudienceActivity,
} from '../../../../src/subscriptions/analytics/audience-activity';
import { createEventBus } from '../../../../src/subscriptions/events/event-bus';
import { createProviderApi } from '../../../../src/subscriptions/api/provider-api';
import { createSwgStorage } from '../../../../src/subscriptions/storage/swg-storage';
import { ANALYTICS_EVENT_LISTING as AnalyticsEvent, analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';
import { memoryStorage } from '../runtime-support';
import {
  EVENT_PROMPT_FREQUENCY_CAP_MET,
  IMPRESSION_NEWSLETTER_OPT_IN,
  IMPRESSION_REGWALL_OPT_IN,
  IMPRESSION_SWG_BUTTON,
} from '../../../../src/subscriptions/wire/analytics-event';

const url = (query: Record<string, string>) =>
  `https://news.google.com/swg/_/api/v1/publication/magazin.example/audienceactivity?sut=${query['sut']}`;

describe('the audience activity beacon', () => {
  it('lists the provider client’s 24 events, each a known event', () => {
    expect(AUDIENCE_ACTIVITY_EVENTS().size).toBe(24);
    const names = [...AUDIENCE_ACTIVITY_EVENTS()].map(analyticsEventLabel);
    expect(names).toEqual(expect.arrayContaining(['IMPRESSION_PAGE_LOAD', 'ACTION_PAYMENT_COMPLETE', 'EVENT_SURVEY_SUBMITTED']));
    for (const name of names) expect(Object.hasOwn(AnalyticsEvent, name), name).toBe(true);
  });

  it('goes out for a listed event with a reader token, as the event’s form body', () => {
    expect(audienceActivityBeacon(IMPRESSION_NEWSLETTER_OPT_IN, 'sut-1', url)).toEqual({
      url: 'https://news.google.com/swg/_/api/v1/publication/magazin.example/audienceactivity?sut=sut-1',
      body: `f.req=[${AnalyticsEvent.IMPRESSION_NEWSLETTER_OPT_IN}]`,
    });
  });

  it('stays home for other events, without a token, and for numbers that are not events', () => {
    expect(audienceActivityBeacon(IMPRESSION_NEWSLETTER_OPT_IN, null, url)).toBeNull();
    expect(audienceActivityBeacon(IMPRESSION_NEWSLETTER_OPT_IN, '', url)).toBeNull();
    expect(audienceActivityBeacon(EVENT_PROMPT_FREQUENCY_CAP_MET, 'sut-1', url)).toBeNull();
    expect(audienceActivityBeacon(68, 'sut-1', url)).toBeNull();
  });

  it('is sent for the bus’s listed events only', () => {
    const log = recordingLogger();
    const local = memoryStorage(log);
    const storage = createSwgStorage(local, memoryStorage(log));
    const bus = createEventBus(log);
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    const stop = watchAudienceActivity(
      { bus, storage, api: createProviderApi({ apiBase: 'https://news.google.com/swg/_/api/v1' }), publicationId: 'magazin.example' },
      { navigator: { sendBeacon }, fetch: vi.fn() },
    );
    bus.emit('analytics', { eventType: IMPRESSION_REGWALL_OPT_IN, isFromUserAction: false });
    expect(sendBeacon).not.toHaveBeenCalled();
    storage.setUserToken('sut-7');
    bus.emit('analytics', { eventType: IMPRESSION_REGWALL_OPT_IN, isFromUserAction: false });
    bus.emit('analytics', { eventType: IMPRESSION_SWG_BUTTON, isFromUserAction: false });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(
      'https://news.google.com/swg/_/api/v1/publication/magazin.example/audienceactivity?sut=sut-7',
    );
    stop();
    bus.emit('analytics', { eventType: IMPRESSION_REGWALL_OPT_IN, isFromUserAction: false });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
