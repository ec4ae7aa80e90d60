// @vitest-environment jsdom
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { logged, recordRequests, settle, testRuntime, type SeenRequest } from '../runtime-support';
import type { SubscriptionsRuntime } from '../../../../src/subscriptions/runtime';
import { findScenario } from '../../../../harness/scenarios';

const PAGE = 'https://www.magazin.example/2024/05/01/nachtzuege-europa/';
const ORIGIN = 'https://pubads.g.doubleclick.net';

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
  api.configure(options);
  return { api, log: built.log };
}

const toSubopt = (path: 'pts' | 'data'): SeenRequest[] => recorder.requests.filter((request) => request.url.origin === ORIGIN && request.url.pathname === `/subopt/${path}`);
const query = (request: SeenRequest | undefined) => Object.fromEntries(request?.url.searchParams ?? []);

describe('getPropensity (GET /subopt/pts)', () => {
  it('asks for the publication’s scores with the type, the referrer and the common parameters, with credentials', async () => {
    document.cookie = '__gads=ID=abc:T=1';
    const { api } = build();
    const module = await api.getPropensityModule();
    const score = await module.getPropensity('paywall');
    expect(score).toEqual({ header: { ok: true }, body: { scores: [{ product: 'magazin.example', score: { value: 42, bucketed: true } }] } });
    const [request] = toSubopt('pts');
    expect(query(request)).toEqual({ products: 'magazin.example', type: 'paywall', ref: '', u_tz: '240', v: '1', cookie: 'ID%3Dabc%3AT%3D1', cdm: 'www.magazin.example' });
    expect(request?.credentials).toBe('include');
  });

  it('refuses an unknown type before any request', async () => {
    const { api } = build();
    const module = await api.getPropensityModule();
    await expect(module.getPropensity('sales')).rejects.toThrow('Invalid propensity type requested');
    expect(toSubopt('pts')).toHaveLength(0);
  });

  it.each([
    ['404', () => HttpResponse.json({ error: 'Not found' }, { status: 404 }), 'HTTP 404'],
    ['500 (swg-subopt-pts-500)', null, 'HTTP 500'],
    ['a malformed body', () => new HttpResponse('{"header": {"ok": tr', { headers: { 'Content-Type': 'application/json' } }), 'malformed JSON'],
  ] as const)('%s: rejects, and says why in the log', async (_name, answer, why) => {
    mockServer.use(...(answer ? [http.get(`${ORIGIN}/subopt/pts`, answer)] : (findScenario('swg-subopt-pts-500')?.handlers ?? [])));
    const { api, log } = build();
    const module = await api.getPropensityModule();
    await expect(module.getPropensity()).rejects.toThrow(why);
    expect(logged(log, 'warn').some((line) => line.startsWith('propensity scores unavailable') && line.includes(why))).toBe(true);
  });

  it('a timeout rejects too', async () => {
    mockServer.use(http.get(`${ORIGIN}/subopt/pts`, async () => {
      await delay(1_000);
      return HttpResponse.json({});
    }));
    const { api } = build();
    await expect((await api.getPropensityModule()).getPropensity()).rejects.toThrow('timeout after 200 ms');
  });

  it('an answer without a header, or hostile text in it, is handed over as data, never run', async () => {
    mockServer.use(http.get(`${ORIGIN}/subopt/pts`, () => HttpResponse.json({ header: { ok: false }, error: '<img src=x onerror=alert(1)>' })));
    const { api } = build();
    expect(await (await api.getPropensityModule()).getPropensity()).toEqual({ header: { ok: false }, body: { error: '<img src=x onerror=alert(1)>' } });
  });
});

describe('subscription states and events (GET /subopt/data)', () => {
  it('sendSubscriptionState sends states and extrainfo', async () => {
    const { api } = build();
    (await api.getPropensityModule()).sendSubscriptionState('subscriber', { product: ['magazin.example:premium'] });
    await settle();
    expect(query(toSubopt('data')[0])).toMatchObject({ states: 'magazin.example:subscriber', extrainfo: '{"product":["magazin.example:premium"]}', u_tz: '240', v: '1' });
  });

  it('sendEvent sends the publisher’s event with its context, even without enablePropensity', async () => {
    const { api } = build();
    (await api.getPropensityModule()).sendEvent({ name: 'offers_shown', active: true, data: { campaign: 'mai' } });
    await settle();
    expect(query(toSubopt('data')[0])).toMatchObject({ events: 'magazin.example:offers_shown', extrainfo: '{"campaign":"mai","is_active":true}' });
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
    expect(() => module.sendSubscriptionState('subscriber')).toThrow('Entitlements must be provided for users with active or expired subscriptions');
    expect(() => module.sendEvent({ name: 'paywall', active: 1 })).toThrow('Event active must be a boolean');
    await settle();
    expect(toSubopt('data')).toHaveLength(0);
  });

  it('a failed data call is a warning; nothing reaches the publisher', async () => {
    mockServer.use(...(findScenario('swg-subopt-data-500')?.handlers ?? []));
    const { api, log } = build();
    (await api.getPropensityModule()).sendSubscriptionState('unknown');
    await settle();
    await settle();
    expect(logged(log, 'warn').some((line) => line.startsWith('propensity data not sent: HTTP 500'))).toBe(true);
  });
});
