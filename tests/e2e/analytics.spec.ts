/**
 * The client's analytics in real Chromium on the open article: the hidden service frame connects
 * to the mock provider's serviceiframe and hands it the events as AnalyticsRequest (the mock page
 * logs every message it gets and acknowledges each), the page's own tags (gtag, dataLayer) get
 * the mapped events, and a provider whose pages fail costs the page nothing but a warning.
 */
import type { Page } from '@playwright/test';
import { FRAME_FAILURE } from '../../harness/scenario-sets/provider-pages';
import {
  ACTION_GET_ENTITLEMENTS,
  ACTION_METER_TOAST_CLOSED_BY_ARTICLE_INTERACTION,
  EVENT_HAS_METERING_ENTITLEMENTS,
  EVENT_NO_ENTITLEMENTS,
  EVENT_OFFERED_METER,
  EVENT_UNLOCKED_BY_SUBSCRIPTION,
  IMPRESSION_METER_TOAST,
  IMPRESSION_OFFERS,
  IMPRESSION_PAGE_LOAD,
} from '../../src/subscriptions/wire/analytics-event';
import { dialogFrame, expect, openPage, test } from './harness-fixtures';
import { dialogAt, pageButton, recordTags, tagsHeard } from './publisher-log';

const SERVICE_FRAME = 'iframe[src*="/serviceiframe?"]';
/** The events the provider's runtime logs by itself, as far as the pages below show them. */
const RUNTIME_EVENTS = [
  IMPRESSION_PAGE_LOAD,
  ACTION_GET_ENTITLEMENTS,
  EVENT_NO_ENTITLEMENTS,
  EVENT_HAS_METERING_ENTITLEMENTS,
  EVENT_UNLOCKED_BY_SUBSCRIPTION,
  IMPRESSION_METER_TOAST,
  EVENT_OFFERED_METER,
  ACTION_METER_TOAST_CLOSED_BY_ARTICLE_INTERACTION,
];

/** What the mock service page received from the client, and what it sent back, as arrays. */
async function serviceLog(page: Page, direction: 'in' | 'out'): Promise<unknown[][]> {
  const texts = await page.frameLocator(SERVICE_FRAME).locator(`#pp-log-list li[data-direction="${direction}"] code`).allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown[]);
}

type Manager = { logEvent(event: unknown): void };
type Api = { configure(config: unknown): Promise<void>; getEventManager(): Promise<Manager> };

/** The publisher logs its own event with enableSwgAnalytics on, so the service frame has something to send. */
const logPublisherEvent = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { SWG: { push(callback: (api: Api) => void): void } }).SWG.push((api) => {
      void api.configure({ enableSwgAnalytics: true });
      void api
        .getEventManager()
        .then((manager) => manager.logEvent({ eventType: 3000, eventOriginator: 5, isFromUserAction: true, additionalParameters: null }));
    }),
  );

/** The client's warnings, as the console shows them. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[site-client]')) warnings.push(message.text());
  });
  return warnings;
}

test.describe('analytics', () => {
  test('the hidden service frame connects and receives the events as AnalyticsRequest, each acknowledged', async ({ page }) => {
    await openPage(page, 'magazine-article');
    const frame = page.locator(SERVICE_FRAME);
    await expect(frame).toHaveCount(1, { timeout: 10_000 });
    await expect(frame).toHaveAttribute('title', /\S/);
    // 1×1 without a border, invisible, above the page's top edge.
    expect(
      await frame.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.opacity, style.width, style.height, element.getBoundingClientRect().bottom <= 0];
      }),
    ).toEqual(['0', '1px', '1px', true]);
    await expect.poll(async () => (await serviceLog(page, 'in')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [request] = await serviceLog(page, 'in');
    expect(request?.[0]).toBe('AnalyticsRequest');
    const context = request?.[1] as unknown[];
    expect(context[0]).toBe('AnalyticsContext');
    expect(context[2]).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\.swg$/);
    expect(context).toContain('SwG 1.0.113');
    expect((request?.[3] as unknown[])[0]).toBe('AnalyticsEventMeta');
    // The frame opens once the entitlements are in, so every event's readyToPay (the context's 8th
    // field) is their isReadyToPay (false in the fixture), never left unknown; the first is the
    // page load, logged once, not from a user action.
    const sent = await serviceLog(page, 'in');
    expect(sent.map((each) => (each[1] as unknown[])[8])).toEqual(sent.map(() => false));
    expect(request?.slice(2, 4)).toEqual([IMPRESSION_PAGE_LOAD, ['AnalyticsEventMeta', 1, false, null]]);
    expect(sent.filter((each) => each[2] === IMPRESSION_PAGE_LOAD)).toHaveLength(1);
    // The frame's arguments are the provider's defaults, the context as it stood when it opened.
    const args = JSON.parse((await page.frameLocator(SERVICE_FRAME).locator('#pp-args').textContent()) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(args)).toEqual(['analyticsContext', 'publicationId', 'productId', '_client', 'supportsEventManager']);
    expect(args).toMatchObject({
      publicationId: 'magazin.example',
      productId: 'magazin.example:openaccess',
      _client: 'SwG 1.0.113',
      supportsEventManager: true,
    });
    const opened = args['analyticsContext'] as unknown[];
    // readyToPay (8), the client's creation (17), urlFromMarkup (19: the article's canonical link).
    expect([opened[0], opened[8], (opened[17] as unknown[])[0], opened[19]]).toEqual([
      'AnalyticsContext',
      false,
      'Timestamp',
      'https://www.magazin.example/2024/05/02/hitzeschutz-staedte/',
    ]);
    await expect.poll(async () => (await serviceLog(page, 'out')).length).toBe((await serviceLog(page, 'in')).length);
    expect((await serviceLog(page, 'out'))[0]).toEqual(['FinishedLoggingResponse', true, null]);
  });

  test('with enableSwgAnalytics the publisher’s own event reaches the frame, without its parameters', async ({ page }) => {
    await openPage(page, 'magazine-article');
    await logPublisherEvent(page);
    await expect
      .poll(async () => (await serviceLog(page, 'in')).find((request) => request[2] === 3000), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([['AnalyticsEventMeta', 5, true, null], []]));
  });

  test('the page’s gtag and dataLayer get the mapped events (the newsletter prompt’s impression)', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { dataLayer: [], gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
    });
    await openPage(page, 'magazine-article');
    const impression = { event: 'newsletter modal impression', event_category: 'NTG newsletter', event_label: '', non_interaction: true };
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer), { timeout: 10_000 })
      .toContainEqual(expect.objectContaining(impression));
    const gtagCalls = await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
    expect(gtagCalls).toContainEqual([
      'event',
      'newsletter modal impression',
      { event_category: 'NTG newsletter', event_label: '', non_interaction: true },
    ]);
  });

  test('a provider page’s own impression (the offers page’s) reaches the service frame, the publisher’s event manager and the page’s tags, as the provider server’s', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      const calls: unknown[][] = [];
      Object.assign(window, { heardEvents: heard, gtagCalls: calls, dataLayer: [], gtag: (...args: unknown[]) => calls.push(args) });
      type Listener = (event: unknown) => void;
      type EventApi = { getEventManager(): Promise<{ registerEventListener(listener: Listener): void }> };
      const queue = ((window as unknown as { SWG?: unknown[] }).SWG ??= []);
      queue.push(
        (api: EventApi) => void api.getEventManager().then((manager) => manager.registerEventListener((event) => heard.push(event))),
      );
    });
    await openPage(page, 'magazine-article-locked');
    await page.getByRole('button', { name: 'Abonnieren mit Google' }).click();
    const offersImpression = { eventType: IMPRESSION_OFFERS, eventOriginator: 4, isFromUserAction: false };
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heardEvents: unknown[] }).heardEvents), { timeout: 10_000 })
      .toContainEqual(expect.objectContaining(offersImpression));
    await expect
      .poll(async () => (await serviceLog(page, 'in')).find((request) => request[2] === IMPRESSION_OFFERS)?.[3])
      .toEqual(['AnalyticsEventMeta', 4, false, null]);
    const gtagCalls = await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
    expect(gtagCalls).toContainEqual([
      'event',
      'paywall modal impression',
      { event_category: 'NTG paywall', event_label: '', non_interaction: true },
    ]);
  });

  test('a survey answered: each answer reaches gtag and the dataLayer with its dimensions; the transfer counts as done without a publisher callback', async ({
    page,
  }) => {
    await recordTags(page);
    await openPage(page, 'publisher-interventions', 'swg-survey');
    await pageButton(page, 'show(): TYPE_REWARDED_SURVEY').click();
    await dialogAt(page, /\/surveyiframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Antwort senden: Täglich' }).click();
    await expect(dialogFrame(page).getByText('Vielen Dank für Ihre Antwort!')).toBeVisible();
    const answer = {
      survey_question: 'Wie oft lesen Sie Magazin Example?',
      survey_question_category: 'lesegewohnheit',
      survey_answer: 'Täglich',
      survey_answer_category: 'taeglich',
    };
    const tags = await tagsHeard(page);
    expect(tags.gtag).toContainEqual([
      'event',
      'survey submission',
      expect.objectContaining({
        ...answer,
        event_category: 'lesegewohnheit',
        event_label: 'Täglich',
        content_type: 'Täglich',
        cta_mode: 'pop up',
      }),
    ]);
    expect(tags.dataLayer).toContainEqual(expect.objectContaining({ event: 'survey submission', ...answer }));
    expect(tags.ga).toContainEqual([
      'send',
      'event',
      { eventCategory: 'lesegewohnheit', eventAction: 'survey submission', eventLabel: 'Täglich', nonInteraction: false },
    ]);
  });

  test('the events the client logs by itself reach the service frame in order: a free read through the meter toast, and a subscriber', async ({
    page,
  }) => {
    const sentEvents = async () => (await serviceLog(page, 'in')).map((request) => request[2]);
    await openPage(page, 'publisher-entitlements', 'swg-metered-left');
    await expect.poll(sentEvents, { timeout: 10_000 }).toEqual(expect.arrayContaining([EVENT_OFFERED_METER]));
    await page.locator('h1.entry-title').click();
    await expect.poll(sentEvents).toContain(ACTION_METER_TOAST_CLOSED_BY_ARTICLE_INTERACTION);
    const metered = (await sentEvents()).filter((event) => RUNTIME_EVENTS.includes(event as number));
    expect(metered).toEqual([
      IMPRESSION_PAGE_LOAD,
      ACTION_GET_ENTITLEMENTS,
      EVENT_HAS_METERING_ENTITLEMENTS,
      IMPRESSION_METER_TOAST,
      EVENT_OFFERED_METER,
      ACTION_METER_TOAST_CLOSED_BY_ARTICLE_INTERACTION,
    ]);

    await openPage(page, 'publisher-entitlements', 'swg-subscriber');
    await expect.poll(sentEvents, { timeout: 10_000 }).toContain(EVENT_UNLOCKED_BY_SUBSCRIPTION);
    expect((await sentEvents()).filter((event) => RUNTIME_EVENTS.includes(event as number))).toEqual([
      IMPRESSION_PAGE_LOAD,
      ACTION_GET_ENTITLEMENTS,
      EVENT_UNLOCKED_BY_SUBSCRIPTION,
    ]);
  });

  test('swg-frames-fail: the service frame cannot connect; a warning says so and the page keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const warnings = warningsOf(page);
    await openPage(page, 'magazine-article', 'swg-frames-fail');
    // No provider page can log an impression here: the frame starts with the publisher's event.
    await logPublisherEvent(page);
    // The library's error for a failed page; its message repeats the page's reason.
    await expect
      .poll(() => warnings.find((text) => text.includes('Could not connect')), { timeout: 10_000 })
      .toMatch(/Could not connect \[Error: .*Anbieterseite fehlgeschlagen/);
    expect(warnings.find((text) => text.includes('Could not connect'))).toContain(FRAME_FAILURE);
    expect(await serviceLog(page, 'in')).toEqual([]);
    // The rest of the page is untouched: the article is there and the page's scripts ran without an error.
    await expect(page.locator('h1.entry-title')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
