// @vitest-environment jsdom
/**
 * The propensity module against the mock provider, call by call as swg-js propensity.ts and
 * propensity-server.ts (and their tests) make them: the sync type check, the score request's
 * address and credentials, the answer read whatever its status, and /subopt/data.
 */
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { recordingLogger } from '../../../support/test-context';
import { logged, recordRequests, settle, testRuntime, type SeenRequest } from '../runtime-support';
import type { SubscriptionsRuntime } from '../../../../src/subscriptions/runtime';
import { createEventBus } from '../../../../src/subscriptions/events/event-bus';
import { createProviderApi } from '../../../../src/subscriptions/api/provider-api';
import { createPropensity } from '../../../../src/subscriptions/propensity/propensity';
import { IMPRESSION_OFFERS, IMPRESSION_PAYWALL } from '../../../../src/subscriptions/wire/analytics-event';
import { findScenario } from '../../../../harness/scenarios';

const PAGE = 'https://www.magazin.example/2024/05/01/nachtzuege-europa/';
const ORIGIN = 'https://pubads.g.doubleclick.net';
const PTS = `${ORIGIN}/subopt/pts`;
const XHR_FAILED = `XHR Failed fetching (${ORIGIN}/...): (Note: a CORS error above may indicate that this publisher or domain is not configured in Publisher Center. The CORS error happens because 4xx responses do not set CORS headers.)\n\n`;

let runtime: SubscriptionsRuntime | null = null;
let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests();
});
afterEach(() => {
  runtime?.stop();
  runtime = null;
  recorder.stop();
  document.cookie = '__gads=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function build(options: Record<string, unknown> = {}) {
  const built = testRuntime(PAGE, { timeoutMs: 200 });
  runtime = built.runtime;
  const api = built.runtime.subscriptions;
  api.init('magazin.example:premium');
  void api.configure(options);
  return { api, log: built.log };
}

/** The module alone, on a page whose referrer and cookies the test chooses. */
function standalone(page: { referrer?: string; cookie?: string; enabled?: boolean } = {}, timeoutMs = 200) {
  const log = recordingLogger();
  const bus = createEventBus(log);
  const win = { location: new URL(PAGE), document: { referrer: page.referrer ?? '', cookie: page.cookie ?? '' } } as unknown as Window;
  const module = createPropensity({
    win,
    log,
    bus,
    api: createProviderApi({ apiBase: 'https://news.google.com/swg/_/api/v1' }),
    propensityOrigin: ORIGIN,
    publicationId: 'magazin.example',
    enabled: () => page.enabled ?? false,
    timeoutMs,
  });
  return { module, bus, log, win: win as unknown as { document: { cookie: string } } };
}

const toSubopt = (path: 'pts' | 'data'): SeenRequest[] =>
  recorder.requests.filter((request) => request.url.origin === ORIGIN && request.url.pathname === `/subopt/${path}`);
const query = (request: SeenRequest | undefined) => Object.fromEntries(request?.url.searchParams ?? []);
const answer = (body: string, status = 200) =>
  mockServer.use(http.get(PTS, () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } })));

describe('getPropensity (GET /subopt/pts)', () => {
  it('asks for the publication’s scores: products, type, ref, u_tz, v, cookie, cdm in that order, with credentials', async () => {
    document.cookie = '__gads=ID=abc:T=1';
    const { api } = build();
    const module = await api.getPropensityModule();
    const score = await module.getPropensity('paywall');
    expect(score).toEqual({
      header: { ok: true },
      body: { scores: [{ product: 'magazin.example', score: { value: 42, bucketed: true } }] },
    });
    const [request] = toSubopt('pts');
    // The cookie id is encoded twice, as the provider's getClientId_ and addQueryParam do.
    expect(request?.url.search).toBe(
      '?products=magazin.example&type=paywall&ref=&u_tz=240&v=1&cookie=ID%253Dabc%253AT%253D1&cdm=www.magazin.example',
    );
    expect(request?.method).toBe('GET');
    expect(request?.credentials).toBe('include');
  });

  it('no type (or any falsy one) is general; without __gads there is no cookie parameter', async () => {
    const { module } = standalone();
    await module.getPropensity();
    await module.getPropensity(0);
    expect(toSubopt('pts').map(query)).toEqual(
      [0, 1].map(() => ({ products: 'magazin.example', type: 'general', ref: '', u_tz: '240', v: '1', cdm: 'www.magazin.example' })),
    );
  });

  it('the referrer goes into the address as it is, and the first __gads id is kept', async () => {
    const { module, win } = standalone({ referrer: 'https://www.magazin.example/?q=a b&x=1', cookie: '__gads=first' });
    await module.getPropensity('general');
    win.document.cookie = '__gads=second';
    await module.getPropensity('general');
    const [first, second] = toSubopt('pts');
    expect(first?.url.href).toBe(
      `${PTS}?products=magazin.example&type=general&ref=https://www.magazin.example/?q=a%20b&x=1&u_tz=240&v=1&cookie=first&cdm=www.magazin.example`,
    );
    expect(query(second).cookie).toBe('first');
  });

  it.each(['premium', 'sales', 1, {}])('%j throws at once, not a rejected promise, and sends nothing', async (type) => {
    const { api } = build();
    const module = await api.getPropensityModule();
    expect(() => module.getPropensity(type)).toThrow(new Error('Invalid propensity type requested'));
    await settle();
    expect(toSubopt('pts')).toHaveLength(0);
  });

  it('a 4xx or 5xx answer is read like any other: its JSON is the result', async () => {
    const { module } = standalone();
    answer('{"error":"Not found"}', 404);
    expect(await module.getPropensity()).toEqual({ header: { ok: false }, body: { error: 'No valid response' } });
    answer('{"header":{"ok":false},"error":"Service not available"}', 503);
    expect(await module.getPropensity()).toEqual({ header: { ok: false }, body: { error: 'Service not available' } });
  });

  it('per-product errors and raw scores, as the provider’s test answer', async () => {
    const { module } = standalone();
    answer(
      JSON.stringify({
        header: { ok: true },
        scores: [
          { product: 'pub2', score: 90 },
          { product: 'pub1:premium', error_message: 'not available' },
        ],
      }),
    );
    expect(await module.getPropensity()).toEqual({
      header: { ok: true },
      body: {
        scores: [
          { product: 'pub2', score: { value: 90, bucketed: false } },
          { product: 'pub1:premium', error: 'not available' },
        ],
      },
    });
  });

  it.each([
    ['500 with text (swg-subopt-pts-500)', null],
    ['a malformed body', '{"header": {"ok": tr'],
    ['an empty body', ''],
  ] as const)('%s rejects with the SyntaxError of reading it as JSON', async (_name, body) => {
    if (body === null) mockServer.use(...(findScenario('swg-subopt-pts-500')?.handlers ?? []));
    else answer(body);
    const { module } = standalone();
    await expect(module.getPropensity()).rejects.toThrow(SyntaxError);
  });

  it('ok without scores rejects with the TypeError of the provider’s parsing', async () => {
    answer('{"header":{"ok":true}}');
    await expect(standalone().module.getPropensity()).rejects.toThrow(TypeError);
  });

  it('a failed request rejects with the provider fetcher’s text', async () => {
    mockServer.use(http.get(PTS, () => HttpResponse.error()));
    await expect(standalone().module.getPropensity()).rejects.toThrow(XHR_FAILED + 'TypeError: Failed to fetch');
  });

  it('a timeout rejects the same way, with the wait that ran out', async () => {
    mockServer.use(
      http.get(PTS, async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    await expect(standalone({}, 50).module.getPropensity()).rejects.toThrow(`${XHR_FAILED}timeout after 50 ms`);
  });

  it('hostile text in an answer is handed over as data, never run', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    answer(JSON.stringify({ header: { ok: false }, error: hostile }));
    expect(await standalone().module.getPropensity()).toEqual({ header: { ok: false }, body: { error: hostile } });
  });
});

describe('subscription states and events (GET /subopt/data)', () => {
  it('sendSubscriptionState sends states and extrainfo at once, not over the bus', async () => {
    const { module, bus } = standalone({ cookie: '__gads=aaaaaa' });
    const heard: unknown[] = [];
    bus.on('analytics', (event) => heard.push(event));
    module.sendSubscriptionState('subscriber', { product: ['magazin.example:premium'] });
    await settle();
    expect(heard).toEqual([]);
    const [request] = toSubopt('data');
    expect(request?.url.search).toBe(
      `?states=magazin.example%3Asubscriber&extrainfo=${encodeURIComponent('{"product":["magazin.example:premium"]}')}&u_tz=240&v=1&cookie=aaaaaa&cdm=www.magazin.example`,
    );
    expect(request?.credentials).toBe('include');
  });

  it('sendEvent sends the publisher’s event with its context, even without enablePropensity', async () => {
    const { api } = build();
    (await api.getPropensityModule()).sendEvent({ name: 'offers_shown', active: true, data: { campaign: 'mai' } });
    await settle();
    expect(query(toSubopt('data')[0])).toMatchObject({
      events: 'magazin.example:offers_shown',
      extrainfo: '{"campaign":"mai","is_active":true}',
    });
  });

  it('the client’s own parameters stay private (the provider’s EventParams); its is_active is sent', async () => {
    const { bus } = standalone({ enabled: true });
    bus.emit('analytics', { eventType: IMPRESSION_OFFERS, isFromUserAction: true, params: { sku: 'abo' } });
    bus.emit('analytics', { eventType: IMPRESSION_PAYWALL, isFromUserAction: null, params: { sku: 'abo' } });
    bus.emit('analytics', { eventType: IMPRESSION_PAYWALL, isFromUserAction: null });
    await settle();
    expect(toSubopt('data').map((request) => [query(request).events, query(request).extrainfo])).toEqual([
      ['magazin.example:offers_shown', '{"is_active":true}'],
      ['magazin.example:paywall', undefined],
      ['magazin.example:paywall', 'null'],
    ]);
  });

  it('the logger’s events reach propensity only with enablePropensity', async () => {
    const off = build();
    (await off.api.getLogger()).sendEvent({ name: 'paywall', active: false });
    await settle();
    expect(toSubopt('data')).toHaveLength(0);
    runtime?.stop();
    const on = build({ enablePropensity: true });
    const logger = await on.api.getLogger();
    logger.sendEvent({ name: 'paywall', active: false });
    logger.sendSubscriptionState('non_subscriber');
    await settle();
    expect(toSubopt('data').map(query)).toEqual([
      expect.objectContaining({ events: 'magazin.example:paywall', extrainfo: '{"is_active":false}' }),
      expect.objectContaining({ states: 'magazin.example:non_subscriber' }),
    ]);
  });

  it('the provider’s texts for bad arguments, and no request', async () => {
    const { api } = build();
    const module = await api.getPropensityModule();
    expect(() => module.sendSubscriptionState('subscriber')).toThrow(
      'Entitlements must be provided for users with active or expired subscriptions',
    );
    expect(() => module.sendEvent({ name: 'paywall', active: 1 })).toThrow('Event active must be a boolean');
    await settle();
    expect(toSubopt('data')).toHaveLength(0);
  });

  it('the 204 answer is taken quietly; a failed data call is only a warning', async () => {
    const quiet = build();
    (await quiet.api.getPropensityModule()).sendSubscriptionState('unknown');
    await settle();
    await settle();
    expect(logged(quiet.log, 'warn')).toEqual([]);
    runtime?.stop();
    mockServer.use(...(findScenario('swg-subopt-data-500')?.handlers ?? []));
    const { api, log } = build();
    (await api.getPropensityModule()).sendSubscriptionState('unknown');
    await settle();
    await settle();
    expect(logged(log, 'warn').some((line) => line.startsWith('propensity data not sent: HTTP 500'))).toBe(true);
  });
});
