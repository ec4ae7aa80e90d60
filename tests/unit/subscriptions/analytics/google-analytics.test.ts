import { describe, expect, it, vi } from 'vitest';
import { hasTags, pushToTags } from '../../../../src/subscriptions/analytics/google-analytics';
import {
  ACTION_PAYMENT_COMPLETE,
  EVENT_REGWALL_OPTED_IN,
  IMPRESSION_OFFERS,
  IMPRESSION_PAYWALL,
  IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT,
  ACTION_SURVEY_DATA_TRANSFER,
} from '../../../../src/subscriptions/wire/analytics-event';

function tags() {
  const ga = vi.fn();
  const gtag = vi.fn();
  const dataLayer: unknown[] = [];
  return { win: { ga, gtag, dataLayer } as unknown as Window, ga, gtag, dataLayer };
}

describe('pushToTags (spec widget §7 "Client-side analytics pushes events to ga, gtag or the dataLayer")', () => {
  it('sends a mapped impression to ga, gtag and the dataLayer as the provider’s client does', () => {
    const { win, ga, gtag, dataLayer } = tags();
    pushToTags(win, { eventType: IMPRESSION_OFFERS, isFromUserAction: false, configurationId: 'cfg-1' });
    expect(ga).toHaveBeenCalledWith('send', 'event', {
      eventCategory: 'NTG paywall',
      eventAction: 'paywall modal impression',
      eventLabel: '',
      nonInteraction: true,
    });
    expect(gtag).toHaveBeenCalledWith('event', 'paywall modal impression', {
      event_category: 'NTG paywall',
      event_label: '',
      non_interaction: true,
    });
    expect(dataLayer).toEqual([
      {
        event: 'paywall modal impression',
        event_category: 'NTG paywall',
        event_label: '',
        non_interaction: true,
        configurationId: 'cfg-1',
      },
    ]);
  });

  it.each([
    [IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT, 'NTG membership', 'membership modal impression', '', true],
    [EVENT_REGWALL_OPTED_IN, 'NTG account', 'registration', 'success', false],
    [ACTION_SURVEY_DATA_TRANSFER, '', 'survey submission', '', false],
  ])('event %i: %s / %s / %s, non-interaction %s', (eventType, category, action, label, nonInteraction) => {
    const { win, gtag, dataLayer } = tags();
    pushToTags(win, { eventType, isFromUserAction: true });
    expect(gtag).toHaveBeenCalledWith('event', action, { event_category: category, event_label: label, non_interaction: nonInteraction });
    expect(dataLayer).toEqual([
      { event: action, event_category: category, event_label: label, non_interaction: nonInteraction, configurationId: '' },
    ]);
  });

  it('sends nothing for events the mapping does not name (a completed payment outside a subscribe or contribute flow too)', () => {
    const { win, ga, gtag, dataLayer } = tags();
    pushToTags(win, { eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    pushToTags(win, { eventType: ACTION_PAYMENT_COMPLETE, isFromUserAction: true, params: { sku: 'x' } });
    pushToTags(win, { eventType: ACTION_PAYMENT_COMPLETE, isFromUserAction: true, params: { subscriptionFlow: 'timeBoundPass' } });
    expect(ga).not.toHaveBeenCalled();
    expect(gtag).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([]);
  });

  it.each([
    ['subscribe', 'NTG subscription', 1, 'pop up'],
    ['contribute', 'NTG membership', 2, 'inline'],
  ])(
    'a completed payment in the %s flow: %s / submit / success, with the call to action’s mode (%i: %s) for gtag and the dataLayer',
    (flow, category, ctaMode, mode) => {
      const { win, ga, gtag, dataLayer } = tags();
      pushToTags(win, {
        eventType: ACTION_PAYMENT_COMPLETE,
        isFromUserAction: true,
        configurationId: 'cfg-abo',
        params: { sku: 'plus', subscriptionFlow: flow, ctaMode },
      });
      expect(ga).toHaveBeenCalledWith('send', 'event', {
        eventCategory: category,
        eventAction: 'submit',
        eventLabel: 'success',
        nonInteraction: false,
      });
      expect(gtag).toHaveBeenCalledWith('event', 'submit', {
        event_category: category,
        event_label: 'success',
        non_interaction: false,
        cta_mode: mode,
      });
      expect(dataLayer).toEqual([
        {
          event: 'submit',
          event_category: category,
          event_label: 'success',
          non_interaction: false,
          configurationId: 'cfg-abo',
          cta_mode: mode,
        },
      ]);
    },
  );

  it('an event’s own dimensions (a survey answer’s) go to gtag and the dataLayer, and its category and label win everywhere', () => {
    const { win, ga, gtag, dataLayer } = tags();
    const gaParameters = {
      survey_question: 'Wie oft?',
      survey_answer: 'Täglich',
      event_category: 'lesegewohnheit',
      event_label: 'Täglich',
    };
    pushToTags(win, { eventType: ACTION_SURVEY_DATA_TRANSFER, isFromUserAction: true, params: { ctaMode: 1 }, gaParameters });
    expect(ga).toHaveBeenCalledWith('send', 'event', {
      eventCategory: 'lesegewohnheit',
      eventAction: 'survey submission',
      eventLabel: 'Täglich',
      nonInteraction: false,
    });
    expect(gtag).toHaveBeenCalledWith('event', 'survey submission', { non_interaction: false, ...gaParameters, cta_mode: 'pop up' });
    expect(dataLayer).toEqual([
      { event: 'survey submission', non_interaction: false, configurationId: '', ...gaParameters, cta_mode: 'pop up' },
    ]);
  });

  it('hasTags: whether the page has ga, gtag or a dataLayer to push to', () => {
    expect(hasTags({} as Window)).toBe(false);
    expect(hasTags({ ga: 'x', dataLayer: {} } as unknown as Window)).toBe(false);
    expect(hasTags({ dataLayer: [] } as unknown as Window)).toBe(true);
    expect(hasTags({ gtag: () => undefined } as unknown as Window)).toBe(true);
  });

  it('a mode of 0 (unspecified) or one the provider does not name adds no cta_mode', () => {
    for (const ctaMode of [0, 7, '1']) {
      const { win, gtag } = tags();
      pushToTags(win, { eventType: IMPRESSION_OFFERS, isFromUserAction: false, params: { ctaMode } });
      expect(gtag).toHaveBeenCalledWith('event', 'paywall modal impression', {
        event_category: 'NTG paywall',
        event_label: '',
        non_interaction: true,
      });
    }
  });

  it('uses only the tags the page has, and ignores ones that are not functions', () => {
    const gtag = vi.fn();
    pushToTags({ ga: 'not loaded', gtag, dataLayer: { push: 1 } } as unknown as Window, {
      eventType: IMPRESSION_OFFERS,
      isFromUserAction: false,
    });
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(() => pushToTags({} as Window, { eventType: IMPRESSION_OFFERS, isFromUserAction: false })).not.toThrow();
  });
});
