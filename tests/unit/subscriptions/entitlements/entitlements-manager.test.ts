// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { findScenario } from '../../../../harness/scenarios';
import { articleAnswer, entitlementsAnswer, entitlementsPayload, signedEntitlements } from '../../../../harness/mocks/provider-data';
import { onEndpoint, readerHandlers, swgJson } from '../../../../harness/mocks/provider';
import { decodeBase64UrlJson, unsignedJwt } from '../../../../harness/mocks/provider-jwt';
import { readFormMessage, readUnlockReport } from '../../../../harness/mocks/provider-wire';
import { EXPIRED_CACHED_ENTITLEMENTS, MALFORMED_JWT, SHOWCASE_QUERY } from '../../../../harness/scenario-sets/subscriptions';
import {
  createEntitlementsManager,
  RETRY_INTERVAL_MS,
  type EntitlementsManagerOptions,
} from '../../../../src/subscriptions/entitlements/entitlements-manager';
import { NO_PRODUCT_WARNING } from '../../../../src/subscriptions/entitlements/entitlements-model';
import { INSECURE_PAGE_ERROR } from '../../../../src/subscriptions/entitlements/hash';
import { pageConfigFromId } from '../../../../src/subscriptions/config/page-config';
import type { PageConfig } from '../../../../src/subscriptions/model/types';
import {
  ARTICLE_PATH,
  logged,
  recordRequests,
  settle,
  testServices,
  toPath,
  type SeenRequest,
  type TestServices,
} from '../runtime-support';
import { analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';
import { EVENT_UNLOCKED_BY_METER } from '../../../../src/subscriptions/wire/analytics-event';

const CANONICAL = 'https://www.magazin.example/2024/05/02/hitzeschutz-staedte/';
const HASHED_CANONICAL = createHash('sha512').update(CANONICAL).digest('hex');
const PREMIUM_LOCKED = pageConfigFromId('magazin.example:premium', true);
const OPEN = pageConfigFromId('magazin.example:openaccess', false);

let recorder = recordRequests();
let cleanups: (() => void)[] = [];

beforeEach(() => {
  recorder = recordRequests();
  document.head.innerHTML = `<link rel="canonical" href="${CANONICAL}">`;
});
afterEach(() => {
  recorder.stop();
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  document.head.replaceChildren();
  document.body.replaceChildren();
});

function managerOn(services: TestServices, pageConfig: PageConfig = PREMIUM_LOCKED, extra: Partial<EntitlementsManagerOptions> = {}) {
  const manager = createEntitlementsManager({
    win: services.win,
    pageConfig,
    api: services.api,
    storage: services.storage,
    clock: services.clock,
    log: services.log,
    bus: services.bus,
    publisherProvidedId: () => null,
    ...extra,
  });
  cleanups.push(() => manager.stop());
  return manager;
}

const useScenario = (id: string) => mockServer.use(...(findScenario(id)?.handlers ?? []));
const articleRequests = () => toPath(recorder.requests, ARTICLE_PATH);
const encodedParams = (request: SeenRequest | undefined) => decodeBase64UrlJson(request?.url.searchParams.get('encodedEntitlementsParams'));

/** An unlock report's body read by the mock provider's own reader, enums by name. */
function readReport(body: string | undefined) {
  const report = readFormMessage('application/x-www-form-urlencoded;charset=UTF-8', body ?? '', readUnlockReport);
  if (!report.ok) throw new Error(report.reason);
  return report.value;
}

describe('entitlements manager: the request', () => {
  it('asks GET article, credentialed, with every query field of the contract', async () => {
    const services = testServices(`${CANONICAL}#rrmPromptRequested=cfg-preview&rrmPreviewKey=key%201`);
    services.storage.setUserToken('sut-stored');
    services.storage.setLastInteraction(services.clock.now() - 90_500);
    document.body.innerHTML = '<script type="application/octet-stream" cryptokeys>{"google.com":"ENCRYPTED-KEY"}</script>';
    const manager = managerOn(services, PREMIUM_LOCKED, { publisherProvidedId: () => 'ppid-7' });

    await manager.getEntitlements();

    const [request] = articleRequests();
    expect(request?.credentials).toBe('include');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      sut: 'sut-stored',
      previewConfigId: 'cfg-preview',
      previewKey: 'key 1',
      crypt: 'ENCRYPTED-KEY',
      ppid: 'ppid-7',
      interaction_age: '90',
      locked: 'true',
      contentType: 'CLOSED',
      encodedEntitlementsParams: expect.any(String),
    });
    expect(encodedParams(request)).toEqual({ metering: { resource: { hashedCanonicalUrl: HASHED_CANONICAL } } });
  });

  it('leaves out what it does not have, and says OPEN for a free page', async () => {
    const services = testServices();
    await managerOn(services, OPEN).getEntitlements();
    expect([...(articleRequests()[0]?.url.searchParams.keys() ?? [])]).toEqual(['locked', 'contentType', 'encodedEntitlementsParams']);
    expect(articleRequests()[0]?.url.searchParams.get('contentType')).toBe('OPEN');
  });

  it('takes the encrypted key of the call over the page’s, and the call’s ppid when none is configured', async () => {
    const services = testServices();
    document.body.innerHTML = '<script type="application/octet-stream" cryptokeys>PAGE-KEY</script>';
    await managerOn(services).getEntitlements({ encryption: { encryptedDocumentKey: 'CALL-KEY' }, publisherProvidedId: 'ppid-call' });
    expect(articleRequests()[0]?.url.searchParams.get('crypt')).toBe('CALL-KEY');
    expect(articleRequests()[0]?.url.searchParams.get('ppid')).toBe('ppid-call');
  });

  it('adds the metering state (client type 1, owner, attributes) and logs its warnings', async () => {
    const services = testServices();
    const state = {
      id: 'hashed-user',
      standardAttributes: { registered_user: { timestamp: 1_700_000_000 } },
      customAttributes: { newsletter: { timestamp: 1_700_000_000_000 } },
    };
    await managerOn(services).getEntitlements({ meteringState: state });
    expect(encodedParams(articleRequests()[0])).toEqual({
      metering: {
        clientTypes: [1],
        owner: 'magazin.example',
        resource: { hashedCanonicalUrl: HASHED_CANONICAL },
        state: {
          id: 'hashed-user',
          attributes: [
            { name: 'standard_registered_user', timestamp: 1_700_000_000 },
            { name: 'custom_newsletter', timestamp: 1_700_000_000_000 },
          ],
        },
      },
    });
    expect(logged(services.log, 'warn')).toEqual([
      'SwG Entitlements: Please specify a Unix timestamp, in seconds, for the "newsletter" custom attribute. The timestamp you passed (1700000000000) looks invalid.',
    ]);
  });

  it('warns about a metering state without id and sends no state', async () => {
    const services = testServices();
    await managerOn(services).getEntitlements({ meteringState: { standardAttributes: {} } });
    expect(encodedParams(articleRequests()[0])).toEqual({ metering: { resource: { hashedCanonicalUrl: HASHED_CANONICAL } } });
    expect(logged(services.log, 'warn')).toContain(
      'SwG Entitlements: Please specify a metering state ID string, ideally a hash to avoid personal data.',
    );
  });

  it('adds the showcase token (gaa_n) for valid gaa parameters on a secure page', async () => {
    const services = testServices(`${CANONICAL}?${SHOWCASE_QUERY}`);
    await managerOn(services).getEntitlements();
    expect(encodedParams(articleRequests()[0])).toEqual({
      metering: { resource: { hashedCanonicalUrl: HASHED_CANONICAL }, token: 'n0nce' },
    });
  });

  it.each([
    ['expired gaa_ts', `${CANONICAL}?gaa_at=g&gaa_n=n0nce&gaa_sig=s1g&gaa_ts=5f000000`, true],
    ['a missing gaa_sig', `${CANONICAL}?gaa_at=g&gaa_n=n0nce&gaa_ts=7fffffff`, true],
    ['an insecure page', `http://www.magazin.example/a?${SHOWCASE_QUERY}`, true],
  ])('sends no showcase token with %s', async (_label, url, secure) => {
    const services = testServices(url, { secure });
    await managerOn(services).getEntitlements();
    expect(encodedParams(articleRequests()[0])).toEqual({ metering: { resource: { hashedCanonicalUrl: HASHED_CANONICAL } } });
  });

  it('rejects with the spec’s text on an insecure page, without asking the provider', async () => {
    const services = testServices('http://www.magazin.example/a', { secure: false });
    await expect(managerOn(services).getEntitlements()).rejects.toThrow(INSECURE_PAGE_ERROR);
    expect(articleRequests()).toHaveLength(0);
    expect(logged(services.log, 'warn')).toContain(INSECURE_PAGE_ERROR);
  });

  it('warns when the page has no product id', async () => {
    const services = testServices();
    const set = await managerOn(services, pageConfigFromId('magazin.example', false)).getEntitlements();
    expect(set.product).toBeNull();
    expect(logged(services.log, 'warn')).toContain(NO_PRODUCT_WARNING);
  });
});

describe('entitlements manager: the answer', () => {
  it('decodes a subscriber, stores the reader token and caches the answer until its exp', async () => {
    useScenario('swg-subscriber');
    const services = testServices();
    const set = await managerOn(services).getEntitlements();
    expect(set).toMatchObject({
      from: 'network',
      product: 'magazin.example:premium',
      entitlements: [{ source: 'google', readerId: 'leser-4711' }],
    });
    expect(services.local.get('subscribe.google.com:USER_TOKEN')).toBe('sut-magazin-7f3a9c21');
    expect(services.local.get('subscribe.google.com:ents')).toBe(set.raw);
    // The request is logged first (ACTION_GET_ENTITLEMENTS, as the provider's client logs it), then the answer's events.
    expect(
      services.events.map((event) => (event.type === 'analytics' ? analyticsEventLabel(event.payload.eventType) : event.type)),
    ).toEqual(['ACTION_GET_ENTITLEMENTS', 'article', 'user-token', 'entitlements']);
  });

  it('never caches a metering answer, nor one that enables nothing', async () => {
    useScenario('swg-metered-left');
    const metered = testServices();
    const set = await managerOn(metered).getEntitlements();
    expect(set.entitlements[0]?.source).toBe('google:metering');
    expect(metered.local.has('subscribe.google.com:ents')).toBe(false);

    mockServer.resetHandlers();
    const anonymous = testServices();
    await managerOn(anonymous).getEntitlements();
    expect(anonymous.local.has('subscribe.google.com:ents')).toBe(false);
  });

  it('keeps the article parts for later flows, with the client config parsed', async () => {
    const services = testServices();
    const manager = managerOn(services, OPEN);
    expect(await manager.getArticle()).toBeNull();
    void manager.getEntitlements();
    const article = await manager.getArticle();
    expect(article?.clientConfig?.paySwgVersion).toBe('2');
    expect(article?.audienceActions?.engineId).toBe('engine-magazin-2024-05');
    expect(article?.actionOrchestration?.interventionFunnel?.interventions).toHaveLength(2);
    expect(article?.experimentFlags).toEqual([]);
    expect(article?.previewEnabled).toBe(false);
  });

  it('logs the answer’s errorMessages as warnings', async () => {
    mockServer.use(
      onEndpoint('article-get', () =>
        swgJson({
          ...articleAnswer(entitlementsAnswer(signedEntitlements('anonymous', Date.now()))),
          errorMessages: ['Publication not configured'],
        }),
      ),
    );
    const services = testServices();
    await managerOn(services).getEntitlements();
    expect(logged(services.log, 'warn')).toContain('SwG Entitlements: Publication not configured');
  });

  it.each(['swg-malformed-jwt', 'swg-malformed-jwt-payload'])(
    'in %s logs Invalid token and goes on without entitlements',
    async (scenario) => {
      useScenario(scenario);
      const services = testServices();
      const manager = managerOn(services);
      const set = await manager.getEntitlements();
      expect(set).toMatchObject({ entitlements: [], raw: '', from: 'network' });
      expect(logged(services.log, 'warn')).toEqual([
        'Invalid token: the signed entitlements could not be read; continuing without entitlements',
      ]);
      expect(services.local.get('subscribe.google.com:USER_TOKEN')).toBe('sut-magazin-7f3a9c21');
      expect((await manager.getArticle())?.audienceActions?.actions).toHaveLength(2);
    },
  );

  it.each([
    [
      'HTTP 500',
      'swg-article-get-500',
      'Entitlements could not be fetched: HTTP 500: https://news.google.com/swg/_/api/v1/publication/magazin.example/article',
    ],
    ['a malformed body', 'swg-article-malformed-json', 'Entitlements could not be fetched: malformed JSON'],
  ])('rejects on %s, logs one line without the reader token, and caches nothing', async (_label, scenario, message) => {
    useScenario(scenario);
    const services = testServices();
    services.storage.setUserToken('sut-secret');
    const manager = managerOn(services);
    await expect(manager.getEntitlements()).rejects.toThrow(message);
    expect(logged(services.log, 'warn')).toEqual([expect.stringContaining(message)]);
    expect(JSON.stringify(services.log.lines)).not.toContain('sut-secret');
    expect(services.events.map((event) => event.type)).toEqual(['analytics', 'entitlements-failed']);
    expect(services.local.has('subscribe.google.com:ents')).toBe(false);
  });

  it('rejects on a timeout', async () => {
    mockServer.use(onEndpoint('article-get', () => new Promise<Response>(() => undefined)));
    const services = testServices(undefined, { timeoutMs: 30 });
    await expect(managerOn(services).getEntitlements()).rejects.toThrow('Entitlements could not be fetched: timeout after 30 ms');
  });

  it('treats hostile text as text: a markup body is malformed JSON, markup in fields stays data', async () => {
    mockServer.use(
      onEndpoint('article-get', () => new HttpResponse('<script>window.__hostileRan = true</script><img src=x onerror=alert(1)>')),
    );
    const services = testServices();
    await expect(managerOn(services).getEntitlements()).rejects.toThrow('malformed JSON');
    expect(JSON.stringify(services.log.lines)).not.toContain('<script>');

    const payload = entitlementsPayload('subscriber', Date.now());
    const hostile = unsignedJwt({
      ...payload,
      entitlements: [
        {
          source: 'google',
          products: ['magazin.example:*'],
          subscriptionToken: '<img src=x onerror=alert(1)>',
          readerId: '<script>x</script>',
        },
      ],
    });
    mockServer.use(onEndpoint('article-get', () => swgJson(articleAnswer({ signedEntitlements: hostile, swgUserToken: '"><script>' }))));
    const next = testServices();
    const set = await managerOn(next).getEntitlements();
    expect(set.entitlements[0]?.readerId).toBe('<script>x</script>');
    expect(next.storage.userToken()).toBe('"><script>');
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('asks once for concurrent callers, and again after reset or a failure', async () => {
    const services = testServices();
    const manager = managerOn(services);
    const [a, b] = await Promise.all([manager.getEntitlements(), manager.getEntitlements()]);
    expect(a).toBe(b);
    expect(articleRequests()).toHaveLength(1);
    manager.reset();
    await manager.getEntitlements();
    expect(articleRequests()).toHaveLength(2);

    mockServer.use(onEndpoint('article-get', () => swgJson({}, 503)));
    manager.reset();
    await expect(manager.getEntitlements()).rejects.toThrow('HTTP 503');
    mockServer.resetHandlers();
    await expect(manager.getEntitlements()).resolves.toMatchObject({ entitlements: [] });
  });
});

describe('entitlements manager: the cache', () => {
  const subscriberJwt = (expSeconds: number, products = ['magazin.example:*']) => {
    const payload = entitlementsPayload('subscriber', Date.now());
    return unsignedJwt({
      ...payload,
      exp: expSeconds,
      entitlements: [{ source: 'google', products, subscriptionToken: 'GPA.1', readerId: 'leser-cache' }],
    });
  };

  it('uses a fresh cached answer that enables the page, without asking', async () => {
    const services = testServices();
    services.local.set('subscribe.google.com:ents', subscriberJwt(Math.floor(Date.now() / 1000) + 600));
    const manager = managerOn(services);
    const set = await manager.getEntitlements();
    expect(set).toMatchObject({ from: 'cache', entitlements: [{ readerId: 'leser-cache' }] });
    expect(recorder.requests).toHaveLength(0);
    expect(await manager.getArticle()).toBeNull();
  });

  it('drops an expired cache and asks the provider (swg-cached-expired)', async () => {
    useScenario('swg-cached-expired');
    const services = testServices();
    services.local.set('subscribe.google.com:ents', EXPIRED_CACHED_ENTITLEMENTS);
    const set = await managerOn(services).getEntitlements();
    expect(set).toMatchObject({ from: 'network', entitlements: [{ readerId: 'leser-4711' }] });
    expect(articleRequests()).toHaveLength(1);
    // The fresh answer replaced it.
    expect(services.local.get('subscribe.google.com:ents')).toBe(set.raw);
  });

  it('drops an undecodable cache and asks the provider', async () => {
    const services = testServices();
    services.local.set('subscribe.google.com:ents', MALFORMED_JWT);
    await managerOn(services).getEntitlements();
    expect(services.local.has('subscribe.google.com:ents')).toBe(false);
    expect(articleRequests()).toHaveLength(1);
  });

  it('keeps a fresh cache of another product but asks for this page', async () => {
    const services = testServices();
    const other = subscriberJwt(Math.floor(Date.now() / 1000) + 600, ['andere.zeitung:premium']);
    services.local.set('subscribe.google.com:ents', other);
    await managerOn(services).getEntitlements();
    expect(articleRequests()).toHaveLength(1);
    expect(services.local.get('subscribe.google.com:ents')).toBe(other);
  });

  it('skips the cache when a document key must be decrypted', async () => {
    const services = testServices();
    services.local.set('subscribe.google.com:ents', subscriberJwt(Math.floor(Date.now() / 1000) + 600));
    await managerOn(services).getEntitlements({ encryption: { encryptedDocumentKey: 'K' } });
    expect(articleRequests()).toHaveLength(1);
  });

  it('pushNextEntitlements keeps fresh signed entitlements that open the page, and the next fetch answers with them', async () => {
    const services = testServices();
    const manager = managerOn(services);
    const soon = Math.floor(Date.now() / 1000) + 600;
    expect(manager.pushNextEntitlements(subscriberJwt(soon, ['andere.zeitung:premium']))).toBe(false);
    expect(manager.pushNextEntitlements(subscriberJwt(Math.floor(Date.now() / 1000) - 60))).toBe(false);
    expect(manager.pushNextEntitlements(MALFORMED_JWT)).toBe(false);
    expect(services.local.has('subscribe.google.com:ents')).toBe(false);
    expect(manager.pushNextEntitlements(subscriberJwt(soon))).toBe(true);
    expect(await manager.getEntitlements()).toMatchObject({ from: 'cache', entitlements: [{ readerId: 'leser-cache' }] });
    expect(recorder.requests).toHaveLength(0);
  });

  it('clear() forgets the cache and the reader token', async () => {
    useScenario('swg-subscriber');
    const services = testServices();
    const manager = managerOn(services);
    await manager.getEntitlements();
    manager.clear();
    expect(services.local.has('subscribe.google.com:ents')).toBe(false);
    expect(services.local.has('subscribe.google.com:USER_TOKEN')).toBe(false);
  });
});

describe('entitlements manager: retries', () => {
  /** Anonymous for the first `anonymousAnswers` requests, then a subscriber. */
  function subscriberAfter(anonymousAnswers: number) {
    let answered = 0;
    mockServer.use(
      ...readerHandlers({
        signed: (_request, nowMs) => signedEntitlements(answered++ < anonymousAnswers ? 'anonymous' : 'subscriber', nowMs),
      }),
    );
  }

  it('fetches again every 550 ms until the page is enabled', async () => {
    expect(RETRY_INTERVAL_MS).toBe(550);
    subscriberAfter(2);
    const services = testServices();
    const pending = managerOn(services).getEntitlements({ refreshCount: 5 });
    await expect.poll(() => services.clock.pending()).toBe(1);
    expect(articleRequests()).toHaveLength(1);
    await services.clock.advance(549);
    await settle();
    expect(articleRequests()).toHaveLength(1);
    await services.clock.advance(1);
    await expect.poll(() => articleRequests().length).toBe(2);
    await expect.poll(() => services.clock.pending()).toBe(1);
    await services.clock.advance(550);
    const set = await pending;
    expect(set.entitlements[0]?.source).toBe('google');
    expect(articleRequests()).toHaveLength(3);
    expect(services.clock.pending()).toBe(0);
  });

  it('stops after N retries and answers the last result', async () => {
    subscriberAfter(99);
    const services = testServices();
    const pending = managerOn(services).getEntitlements({ refreshCount: 2 });
    for (let retry = 0; retry < 2; retry++) {
      await expect.poll(() => services.clock.pending()).toBe(1);
      await services.clock.advance(RETRY_INTERVAL_MS);
    }
    expect((await pending).entitlements).toEqual([]);
    expect(articleRequests()).toHaveLength(3);
    expect(services.clock.pending()).toBe(0);
  });

  it.each([Infinity, -1, 0, Number.NaN, '3'])(
    'takes a refresh count of %s as none: one request, no retry, never a loop',
    async (refreshCount) => {
      subscriberAfter(99);
      const services = testServices();
      const set = await managerOn(services).getEntitlements({ refreshCount: refreshCount as number });
      expect(set.entitlements).toEqual([]);
      expect(services.clock.pending()).toBe(0);
      expect(articleRequests()).toHaveLength(1);
    },
  );

  it('rounds a fractional refresh count down', async () => {
    subscriberAfter(99);
    const services = testServices();
    const pending = managerOn(services).getEntitlements({ refreshCount: 1.9 });
    await expect.poll(() => services.clock.pending()).toBe(1);
    await services.clock.advance(RETRY_INTERVAL_MS);
    expect((await pending).entitlements).toEqual([]);
    expect(articleRequests()).toHaveLength(2);
    expect(services.clock.pending()).toBe(0);
  });

  it('does not retry without a refresh count', async () => {
    const services = testServices();
    await managerOn(services).getEntitlements();
    expect(services.clock.pending()).toBe(0);
    expect(articleRequests()).toHaveLength(1);
  });

  it('plans two retries after reset(true) (a purchase), and drops the cache', async () => {
    subscriberAfter(99);
    const services = testServices();
    services.local.set('subscribe.google.com:ents', 'stale');
    const manager = managerOn(services);
    manager.reset(true);
    expect(services.local.has('subscribe.google.com:ents')).toBe(false);
    const pending = manager.getEntitlements();
    for (let retry = 0; retry < 2; retry++) {
      await expect.poll(() => services.clock.pending()).toBe(1);
      await services.clock.advance(RETRY_INTERVAL_MS);
    }
    await pending;
    expect(articleRequests()).toHaveLength(3);
  });

  it('stop() ends a waiting retry: no timer left, the caller gets the last answer', async () => {
    subscriberAfter(99);
    const services = testServices();
    const manager = managerOn(services);
    const pending = manager.getEntitlements({ refreshCount: 5 });
    await expect.poll(() => services.clock.pending()).toBe(1);
    manager.stop();
    expect(services.clock.pending()).toBe(0);
    expect((await pending).entitlements).toEqual([]);
    expect(articleRequests()).toHaveLength(1);
  });
});

describe('entitlements manager: unlock reports', () => {
  const reports = () => toPath(recorder.requests, ARTICLE_PATH, 'POST');
  const meteringJwt = (clientType: number) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const token = unsignedJwt({ metering: { clientType, clientUserAttribute: 'standard_registered_user', showToast: false } });
    return unsignedJwt({
      iat: nowSeconds,
      exp: nowSeconds + 3600,
      entitlements: [{ source: 'google:metering', products: ['magazin.example:premium'], subscriptionToken: token }],
    });
  };

  it('consume() reports a meter the provider runs (client type 2) as the provider’s EntitlementsRequest form body', async () => {
    mockServer.use(...readerHandlers({ signed: () => meteringJwt(2) }));
    const services = testServices();
    services.storage.setUserToken('sut-1');
    const manager = managerOn(services);
    const set = await manager.getEntitlements();
    await manager.consume(set);
    const [report] = reports();
    expect(report?.credentials).toBe('include');
    expect(report?.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(report?.url.searchParams.get('sut')).toBe('sut-magazin-7f3a9c21');
    expect(encodedParams(report)).toEqual({ metering: { resource: { hashedCanonicalUrl: HASHED_CANONICAL } } });
    const now = services.clock.now();
    const time = `[${Math.floor(now / 1000)},${(now % 1000) * 1_000_000}]`;
    expect(await report?.body).toBe(`f.req=[["${set.entitlements[0]?.subscriptionToken}","google:metering"],${time},2002,1003,"",null,[]]`);
    expect(services.events.at(-1)).toEqual({
      type: 'unlock-reported',
      payload: { entitlementResult: 'UNLOCKED_METER', entitlementSource: 'SUBSCRIBE_WITH_GOOGLE_METERING_SERVICE', ok: true },
    });
    // As the provider's client, the meter's use is logged before it is reported.
    expect(services.events.at(-2)).toEqual({ type: 'analytics', payload: { eventType: EVENT_UNLOCKED_BY_METER, isFromUserAction: false } });
  });

  it('reports a licensed meter (client type 1) as showcase metering with the gaa_n token, and not without a showcase link', async () => {
    useScenario('swg-metered-left');
    const showcase = testServices(`${CANONICAL}?${SHOWCASE_QUERY}`);
    const manager = managerOn(showcase);
    await manager.consume(await manager.getEntitlements());
    const body = readReport(await reports()[0]?.body);
    expect(body).toMatchObject({
      entitlementSource: 'GOOGLE_SHOWCASE_METERING_SERVICE',
      token: 'n0nce',
      entitlementResult: 'UNLOCKED_METER',
    });

    const plain = testServices();
    const other = managerOn(plain);
    await other.consume(await other.getEntitlements());
    expect(reports()).toHaveLength(1);
    expect(logged(plain.log, 'info')).toContain('a licensed meter was used without showcase parameters; nothing to report');
    // Nothing reported, nothing logged as used.
    expect(plain.events.some((event) => event.type === 'analytics' && event.payload.eventType === EVENT_UNLOCKED_BY_METER)).toBe(false);
  });

  it('consumes nothing for a subscriber', async () => {
    useScenario('swg-subscriber');
    const manager = managerOn(testServices());
    await manager.consume(await manager.getEntitlements());
    expect(reports()).toHaveLength(0);
  });

  it('consumes a meter by default when asked to (SwG Basic)', async () => {
    mockServer.use(...readerHandlers({ signed: () => meteringJwt(2) }));
    void managerOn(testServices(), PREMIUM_LOCKED, { consumeMeteringByDefault: true }).getEntitlements();
    await expect.poll(() => reports().length).toBe(1);
  });

  it('setShowcaseEntitlement reports the publisher’s event on a showcase page and puts it on the bus', async () => {
    const services = testServices(`${CANONICAL}?gaa_at=na&gaa_n=n0nce&gaa_sig=s1g&gaa_ts=7fffffff`);
    await managerOn(services).setShowcaseEntitlement({
      entitlement: 'EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION',
      isUserRegistered: true,
      subscriptionTimestamp: 1_704_067_200_500,
    });
    const now = services.clock.now();
    expect(readReport(await reports()[0]?.body)).toEqual({
      // The provider's client sends an empty used entitlement, [null,null], not none.
      usedEntitlement: { jwt: null, source: null },
      clientEventTime: { seconds: Math.floor(now / 1000), nanos: (now % 1000) * 1_000_000 },
      entitlementResult: 'UNLOCKED_SUBSCRIBER',
      entitlementSource: 'PUBLISHER_ENTITLEMENT',
      token: 'n0nce',
      isUserRegistered: true,
      subscriptionTimestamp: { seconds: 1_704_067_200, nanos: 500_000_000 },
    });
    expect(services.events[0]).toEqual({
      type: 'showcase-entitlement',
      payload: { event: 'EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION', isUserRegistered: true, subscriptionTimestamp: 1_704_067_200 },
    });
  });

  it('setShowcaseEntitlement sends nothing for "meter offered", without showcase parameters, on an insecure page or for junk', async () => {
    const showcase = testServices(`${CANONICAL}?${SHOWCASE_QUERY}`);
    await managerOn(showcase).setShowcaseEntitlement({ entitlement: 'EVENT_SHOWCASE_METER_OFFERED', isUserRegistered: false });
    expect(showcase.events.map((event) => event.type)).toEqual(['showcase-entitlement']);
    await managerOn(testServices()).setShowcaseEntitlement({
      entitlement: 'EVENT_SHOWCASE_NO_ENTITLEMENTS_PAYWALL',
      isUserRegistered: false,
    });
    await managerOn(testServices(`http://www.magazin.example/a?${SHOWCASE_QUERY}`, { secure: false })).setShowcaseEntitlement({
      entitlement: 'EVENT_SHOWCASE_NO_ENTITLEMENTS_PAYWALL',
      isUserRegistered: false,
    });
    const junk = testServices(`${CANONICAL}?${SHOWCASE_QUERY}`);
    await managerOn(junk).setShowcaseEntitlement({ entitlement: 'EVENT_MADE_UP' });
    expect(logged(junk.log, 'warn')).toEqual(['setShowcaseEntitlement: unknown showcase event EVENT_MADE_UP']);
    expect(reports()).toHaveLength(0);
  });

  it('logs a failed report and never rejects', async () => {
    mockServer.use(onEndpoint('article-post', () => swgJson({}, 500)));
    const services = testServices(`${CANONICAL}?${SHOWCASE_QUERY}`);
    await expect(
      managerOn(services).setShowcaseEntitlement({ entitlement: 'EVENT_SHOWCASE_NO_ENTITLEMENTS_REGWALL', isUserRegistered: false }),
    ).resolves.toBeUndefined();
    expect(logged(services.log, 'warn')).toEqual([
      'the unlock report failed: HTTP 500: https://news.google.com/swg/_/api/v1/publication/magazin.example/article',
    ]);
    expect(services.events.at(-1)).toMatchObject({ type: 'unlock-reported', payload: { ok: false, entitlementResult: 'LOCKED_REGWALL' } });
  });
});
