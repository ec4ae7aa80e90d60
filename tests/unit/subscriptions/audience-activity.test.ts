import { describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../../support/test-context';
import { AUDIENCE_ACTIVITY_EVENTS, audienceActivityBeacon, audienceActivityEventName, watchAudienceActivity } from '../../../src/subscriptions/audience-activity';
import { createEventBus } from '../../../src/subscriptions/event-bus';
import { createProviderApi } from '../../../src/subscriptions/provider-api';
import { createSwgStorage } from '../../../src/subscriptions/swg-storage';
import { ANALYTICS_EVENT_LISTING as AnalyticsEvent } from './wire/analytics-event-listing';
import { memoryStorage } from './runtime-support';

const url = (query: Record<string, string>) => `https://news.google.com/swg/_/api/v1/publication/magazin.example/audienceactivity?sut=${query['sut']}`;

describe('the audience activity beacon', () => {
  it('lists the provider client’s 24 events, each a known event', () => {
    expect(AUDIENCE_ACTIVITY_EVENTS().size).toBe(24);
    for (const name of AUDIENCE_ACTIVITY_EVENTS()) expect(Object.hasOwn(AnalyticsEvent, name), name).toBe(true);
  });

  it('goes out for a listed event with a reader token, as the event’s form body', () => {
    expect(audienceActivityBeacon('IMPRESSION_NEWSLETTER_OPT_IN', 'sut-1', url)).toEqual({
      url: 'https://news.google.com/swg/_/api/v1/publication/magazin.example/audienceactivity?sut=sut-1',
      body: `f.req=[${AnalyticsEvent.IMPRESSION_NEWSLETTER_OPT_IN}]`,
    });
  });

  it('stays home for other events, without a token, and for names that are not events', () => {
    expect(audienceActivityBeacon('IMPRESSION_NEWSLETTER_OPT_IN', null, url)).toBeNull();
    expect(audienceActivityBeacon('IMPRESSION_NEWSLETTER_OPT_IN', '', url)).toBeNull();
    expect(audienceActivityBeacon('EVENT_PROMPT_FREQUENCY_CAP_MET', 'sut-1', url)).toBeNull();
    expect(audienceActivityBeacon('toString', 'sut-1', url)).toBeNull();
  });

  it('names a listed event a provider page sent by number, and nothing else', () => {
    expect(audienceActivityEventName(AnalyticsEvent.EVENT_REGWALL_OPTED_IN)).toBe('EVENT_REGWALL_OPTED_IN');
    expect(audienceActivityEventName(AnalyticsEvent.IMPRESSION_SWG_BUTTON)).toBeNull();
    expect(audienceActivityEventName(null)).toBeNull();
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
    bus.emit('analytics', { eventType: 'IMPRESSION_REGWALL_OPT_IN', isFromUserAction: false });
    expect(sendBeacon).not.toHaveBeenCalled();
    storage.setUserToken('sut-7');
    bus.emit('analytics', { eventType: 'IMPRESSION_REGWALL_OPT_IN', isFromUserAction: false });
    bus.emit('analytics', { eventType: 'IMPRESSION_SWG_BUTTON', isFromUserAction: false });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('https://news.google.com/swg/_/api/v1/publication/magazin.example/audienceactivity?sut=sut-7');
    stop();
    bus.emit('analytics', { eventType: 'IMPRESSION_REGWALL_OPT_IN', isFromUserAction: false });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
