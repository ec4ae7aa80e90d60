// @vitest-environment jsdom
/**
 * The mock subscriptions provider: every endpoint's default answer and shape, every swg- scenario
 * doing what its description claims, CORS of the provider origin and what page-inject adds for
 * the provider (siteClientConfig, seeded storage). JWTs are decoded here with Node's own base64url,
 * not the harness's helpers, so a broken encoder cannot pass its own test.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../support/msw';
import { answerMock } from '../../../harness/mock-endpoint';
import { findScenario, scenarios } from '../../../harness/scenarios';
import { injectIntoPage } from '../../../harness/page-inject';
import { TIMEOUT_DELAY_MS } from '../../../harness/mocks/failures';
import {
  PROVIDER_ENDPOINT_SLUGS,
  PROVIDER_ENDPOINTS,
  providerUrl,
  SAMPLE_FORM_BODIES,
  SWG_PREFIX,
  type ProviderEndpointSlug,
} from '../../../harness/mocks/provider';
import { providerFixture } from '../../../harness/mocks/provider-data';
import { base64UrlDecode, base64UrlJson, decodeBase64UrlJson, unsignedJwt } from '../../../harness/mocks/provider-jwt';
import { providerCorsHeaders, providerPreflightHeaders } from '../../../harness/mocks/provider-cors';
import { PROPENSITY_ORIGIN, SWG_API } from '../../../harness/mocks/origins';
import {
  CACHED_READER_ID,
  ENTITLEMENTS_CACHE_KEY,
  EXPIRED_CACHED_ENTITLEMENTS,
  HOSTILE_SWG,
  MALFORMED_JWT,
  PAYWALL_CONFIGURATION_ID,
  SHOWCASE_REGWALL_CONFIGURATION_ID,
} from '../../../harness/scenario-sets/subscriptions';

type Json = Record<string, unknown>;

/** The content type of the provider's form bodies. */
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

/** Decodes a JWT part with Node's base64url, independent of the harness's encoder. */
function decodePart(part: string | undefined): Json {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Json;
}

function decodeJwt(token: unknown): { header: Json; payload: Json; signature: string } {
  expect(typeof token).toBe('string');
  const parts = String(token).split('.');
  expect(parts).toHaveLength(3);
  return { header: decodePart(parts[0]), payload: decodePart(parts[1]), signature: parts[2] ?? '' };
}

interface Entitlement {
  source: string;
  products: string[];
  subscriptionToken: string;
  readerId?: string;
}

const entitlementsOf = (answer: Json): Entitlement[] => decodeJwt(answer.signedEntitlements).payload.entitlements as Entitlement[];

/**
 * Answers one endpoint with the scenario's handlers (alone) before the defaults, as the harness
 * does. A POST sends `body` as a form body, by default one the endpoint accepts.
 */
async function call(scenarioId: string, slug: ProviderEndpointSlug, query = '', body?: string, contentType = FORM): Promise<Response> {
  const scenario = findScenario(scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId}`);
  mockServer.resetHandlers();
  mockServer.use(...scenario.handlers);
  const { method } = PROVIDER_ENDPOINTS[slug];
  return fetch(providerUrl(slug, query), {
    method: method.toUpperCase(),
    ...(method === 'post' ? { body: body ?? SAMPLE_FORM_BODIES[slug] ?? '', headers: { 'content-type': contentType } } : {}),
  });
}

/** An swg answer: checks the prefix and the content type, strips `)]}'` as the client does, parses. */
async function swg(response: Response): Promise<Json> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text.startsWith(")]}'\n")).toBe(true);
  return JSON.parse(text.slice(")]}'".length)) as Json;
}

const get = async (scenarioId: string, slug: ProviderEndpointSlug, query = '') => swg(await call(scenarioId, slug, query));

describe('provider JWT helpers', () => {
  it('encode base64url without padding, UTF-8 included, and decode it back', () => {
    const text = 'Größe ü ?>>';
    const encoded = base64UrlJson(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(encoded, 'base64url').toString('utf8')).toBe(JSON.stringify(text));
    expect(decodeBase64UrlJson(encoded)).toBe(text);
  });

  it('give undefined/null for what is not base64url JSON', () => {
    expect(decodeBase64UrlJson(null)).toBeUndefined();
    expect(decodeBase64UrlJson('')).toBeUndefined();
    expect(decodeBase64UrlJson('%%%')).toBeUndefined();
    expect(decodeBase64UrlJson(Buffer.from('kein JSON').toString('base64url'))).toBeUndefined();
    expect(base64UrlDecode('a')).toBeNull();
  });

  it('build three-part unsigned JWTs with the payload given', () => {
    const jwt = decodeJwt(unsignedJwt({ exp: 5, entitlements: [] }));
    expect(jwt.header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(jwt.payload).toEqual({ exp: 5, entitlements: [] });
    expect(jwt.signature).toBe('harness-unsigned-test-signature');
  });
});

describe('provider defaults (anonymous reader, open article)', () => {
  it('GET article: the contract shape, prefixed, with fresh signed entitlements and no entitlement', async () => {
    const before = Math.floor(Date.now() / 1000);
    const article = await get('default', 'article-get', '?locked=false&contentType=OPEN');
    expect(Object.keys(article)).toEqual([
      'entitlements',
      'clientConfig',
      'audienceActions',
      'actionOrchestration',
      'experimentConfig',
      'previewEnabled',
    ]);
    const entitlements = article.entitlements as Json;
    expect(entitlements).toMatchObject({ isReadyToPay: false, decryptedDocumentKey: null, swgUserToken: 'sut-magazin-7f3a9c21' });
    const { payload } = decodeJwt(entitlements.signedEntitlements);
    expect(payload.entitlements).toEqual([]);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat as number) + 3600);
    expect(article.clientConfig).toEqual(providerFixture('clientconfiguration'));
    expect((article.audienceActions as { actions: { type: string }[] }).actions.map((a) => a.type)).toEqual([
      'TYPE_NEWSLETTER_SIGNUP',
      'TYPE_REGISTRATION_WALL',
    ]);
  });

  it('GET article never answers a metering entitlement by default, showcase token or not', async () => {
    const query = `?encodedEntitlementsParams=${base64UrlJson({ metering: { resource: { hashedCanonicalUrl: 'ab' }, token: 'n0nce' } })}`;
    expect(entitlementsOf((await get('default', 'article-get', query)).entitlements as Json)).toEqual([]);
  });

  it('GET entitlements answers the article’s entitlements part', async () => {
    const answer = await get('default', 'entitlements');
    expect(Object.keys(answer)).toEqual(['signedEntitlements', 'isReadyToPay', 'decryptedDocumentKey', 'swgUserToken']);
    expect(entitlementsOf(answer)).toEqual([]);
  });

  it('the other swg endpoints answer their fixtures, prefixed', async () => {
    expect(await get('default', 'clientconfiguration')).toEqual(providerFixture('clientconfiguration'));
    expect(await get('default', 'offers', '?label=magazin.example%3Apremium')).toEqual(providerFixture('offers'));
    expect(
      await get(
        'default',
        'getactionconfigurationui',
        '?publicationId=magazin.example&configurationId=cfg-x&origin=o&previewEnabled=false',
      ),
    ).toEqual({
      title: 'Der Morgen-Newsletter: Die wichtigsten Nachrichten um 6 Uhr',
      configurationId: 'cfg-x',
    });
    expect(
      await swg(await call('default', 'completeaudienceaction', '?sut=s&configurationId=c&audienceActionType=TYPE_REGISTRATION_WALL')),
    ).toEqual({
      updated: true,
      alreadyCompleted: false,
      swgUserToken: 'sut-magazin-7f3a9c21-registriert',
      userEmail: 'leser@example.de',
    });
    expect(await swg(await call('default', 'audienceactivity', '?sut=s', 'f.req=[1]'))).toEqual({});
  });

  it('POST article takes an EntitlementsRequest form body and answers `{}`', async () => {
    // A consumed meter as the provider's client sends it (swg-js entitlements-manager-test's pingback, MOCK_TIME_ARRAY).
    const meter = 'f.req=[["token1","google:metering"],[1600389016,959000000],2002,1003,"",null,[]]';
    const ok = await call('default', 'article-post', '?sut=s', meter);
    expect(await ok.text()).toBe(")]}'\n{}");
    expect((await call('default', 'article-post', '', SAMPLE_FORM_BODIES['article-post'])).status).toBe(200);
  });

  it('POST article refuses JSON, URL-encoded, labelled and malformed bodies with a 400 that says why', async () => {
    const refused = async (body: string, contentType = FORM) => {
      const response = await call('default', 'article-post', '', body, contentType);
      expect(response.status, body).toBe(400);
      const answer = JSON.parse((await response.text()).slice(")]}'".length)) as { error: { message: string } };
      return answer.error.message;
    };
    const json = JSON.stringify({ usedEntitlement: { source: 'google:metering', jwt: 'x' }, entitlementResult: 'UNLOCKED_METER' });
    expect(await refused(json, 'application/json')).toBe('Invalid f.req: content type application/json, not a form');
    expect(await refused(json)).toBe('Invalid f.req: the body does not start with f.req=');
    expect(await refused(`f.req=${encodeURIComponent('[[null,null],[1,0],3001,2001,"n",false,[]]')}`)).toBe(
      'Invalid f.req: f.req is not JSON (URL-encoded?)',
    );
    expect(await refused('f.req={"token":"n"}')).toBe('Invalid f.req: f.req is not an array');
    expect(await refused('f.req=["EntitlementsRequest",[null,null],[1,0],3001,2001,"n",false,[]]')).toBe(
      'Invalid f.req: usedEntitlement is not [jwt, source]',
    );
    expect(await refused('f.req=[[null,null],[],3001,2001,"n",false,[]]')).toBe('Invalid f.req: clientEventTime is missing');
    expect(await refused('f.req=[[null,null],[1,0],"PUBLISHER_ENTITLEMENT",2001,"n",false,[]]')).toBe(
      'Invalid f.req: entitlementSource "PUBLISHER_ENTITLEMENT" is not a source number',
    );
    expect(await refused('f.req=[[null,null],[1,0],3001,2001,"n","yes",[]]')).toBe('Invalid f.req: isUserRegistered is not a boolean');
  });

  it('the audience-activity beacon must be a form body with an event number', async () => {
    expect((await call('default', 'audienceactivity', '?sut=s', '{"event":1}', 'application/json')).status).toBe(400);
    expect((await call('default', 'audienceactivity', '?sut=s', 'f.req=["AudienceActivityClientLogsRequest",1]')).status).toBe(400);
    expect((await call('default', 'audienceactivity', '?sut=s', 'f.req=[1]', 'text/plain;charset=UTF-8')).status).toBe(400);
  });

  it('propensity: scores without the prefix for the product asked about; data answers 204', async () => {
    mockServer.resetHandlers();
    const pts = await fetch(`${PROPENSITY_ORIGIN}/subopt/pts?products=magazin.example&type=general&ref=r`);
    expect(pts.status).toBe(200);
    expect(pts.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await pts.text();
    expect(text.startsWith('{')).toBe(true);
    expect(JSON.parse(text)).toEqual({ header: { ok: true }, scores: [{ product: 'magazin.example', score: 42, score_type: 2 }] });
    const data = await fetch(`${PROPENSITY_ORIGIN}/subopt/data?states=magazin.example:subscriber&u_tz=240&v=1`);
    expect(data.status).toBe(204);
    expect(await data.text()).toBe('');
  });

  it('another publication answers 404, as the provider does', async () => {
    mockServer.resetHandlers();
    const response = await fetch(`${SWG_API}/publication/other.example/article`);
    expect(response.status).toBe(404);
    expect((await response.text()).startsWith(SWG_PREFIX)).toBe(true);
  });
});

describe('swg scenarios', () => {
  it('exist for the magazine, with a 500 and a timeout for every endpoint, two of the provider’s pages, the auto prompt’s, the rewarded ad’s, the offers’ and the pay flow’s states', () => {
    const ids = [
      'swg-metered-left',
      'swg-metered-none',
      'swg-survey',
      'swg-subscriber',
      'swg-cached-expired',
      'swg-showcase',
      'swg-malformed-jwt',
      'swg-malformed-jwt-payload',
      'swg-article-malformed-json',
      'swg-hostile',
      'swg-clientconfig-no-article',
      ...PROVIDER_ENDPOINT_SLUGS.flatMap((slug) => [`swg-${slug}-500`, `swg-${slug}-timeout`]),
      // The provider's pages (scenario-sets/provider-pages.ts).
      'swg-frames-fail',
      'swg-frames-500',
      // The auto prompt's states (scenario-sets/auto-prompt.ts).
      'swg-prompt-regwall',
      'swg-prompt-blocking',
      'swg-prompt-byo-cta',
      'swg-prompt-preview',
      'swg-prompt-not-allowed',
      'swg-prompt-used-up',
      'swg-prompt-next-step',
      'swg-prompt-capped',
      // The rewarded ad's states (scenario-sets/rewarded-ad.ts).
      'swg-rewarded-ad-granted',
      'swg-rewarded-ad-closed',
      'swg-rewarded-ad-not-filled',
      'swg-rewarded-ad-timeout',
      'swg-rewarded-ad-gpt-missing',
      'swg-rewarded-ad-no-slot',
      'swg-rewarded-ad-adsense',
      'swg-rewarded-ad-adsense-missing',
      'swg-rewarded-ad-filtered',
      // The offers and the pay flow (scenario-sets/offers-pay.ts).
      'swg-offers-old-flow',
      'swg-offers-updated-flow',
      'swg-offers-inline',
      'swg-pay-skip-account',
      'swg-offers-404',
      'swg-offers-malformed',
      'swg-offers-hostile',
      // The payment provider's process call (scenario-sets/payments.ts).
      ...['400', '503', 'network', 'timeout', 'malformed', 'hostile'].map((answer) => `swg-payment-process-${answer}`),
    ];
    expect(PROVIDER_ENDPOINT_SLUGS).toHaveLength(10);
    for (const id of ids) expect(findScenario(id)?.site, id).toBe('magazine');
    expect(
      scenarios
        .filter((s) => s.id.startsWith('swg-'))
        .map((s) => s.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('swg-metered-left: one google:metering entitlement for the premium product, its token a metering JWT', async () => {
    for (const slug of ['article-get', 'entitlements'] as const) {
      const answer = await get('swg-metered-left', slug);
      const [entitlement, ...rest] = entitlementsOf(slug === 'article-get' ? (answer.entitlements as Json) : answer);
      expect(rest).toEqual([]);
      expect(entitlement).toMatchObject({ source: 'google:metering', products: ['magazin.example:premium'] });
      expect(decodeJwt(entitlement?.subscriptionToken).payload.metering).toEqual({
        clientType: 1,
        clientUserAttribute: 'standard_registered_user',
        showToast: true,
      });
    }
  });

  it('swg-metered-none: no entitlement and a blocking subscription paywall', async () => {
    const article = await get('swg-metered-none', 'article-get');
    expect(entitlementsOf(article.entitlements as Json)).toEqual([]);
    expect(article.audienceActions).toMatchObject({ actions: [{ type: 'TYPE_SUBSCRIPTION', configurationId: PAYWALL_CONFIGURATION_ID }] });
    expect(article.actionOrchestration).toMatchObject({
      interventionFunnel: { interventions: [{ type: 'TYPE_SUBSCRIPTION', closability: 'BLOCKING' }] },
    });
  });

  it('swg-subscriber: a google entitlement for the wildcard product, on article and entitlements', async () => {
    const article = await get('swg-subscriber', 'article-get');
    expect(entitlementsOf(article.entitlements as Json)).toEqual([
      expect.objectContaining({ source: 'google', products: ['magazin.example:*'], readerId: 'leser-4711' }),
    ]);
    expect((article.audienceActions as { actions: unknown[] }).actions).toEqual([]);
    expect(entitlementsOf(await get('swg-subscriber', 'entitlements'))).toHaveLength(1);
  });

  it('swg-cached-expired: seeds an expired subscriber JWT under the cache key; the network answers a fresh one', async () => {
    const scenario = findScenario('swg-cached-expired');
    const cached = scenario?.storage?.local?.[ENTITLEMENTS_CACHE_KEY];
    expect(cached).toBe(EXPIRED_CACHED_ENTITLEMENTS);
    const { payload } = decodeJwt(cached);
    expect(payload.exp).toBe(Date.parse('2020-01-01T00:00:00Z') / 1000);
    expect(payload.entitlements).toEqual([expect.objectContaining({ source: 'google', readerId: CACHED_READER_ID })]);
    const fresh = decodeJwt(((await get('swg-cached-expired', 'article-get')).entitlements as Json).signedEntitlements).payload;
    expect(fresh.exp).toBeGreaterThan(Date.now() / 1000);
    expect(fresh.entitlements).toEqual([expect.objectContaining({ source: 'google', readerId: 'leser-4711' })]);
  });

  it('swg-showcase: the metering entitlement only when encodedEntitlementsParams carries metering.token', async () => {
    const params = (metering: Json) => `?encodedEntitlementsParams=${base64UrlJson({ metering })}`;
    const resource = { hashedCanonicalUrl: 'ab12' };
    const withToken = await get('swg-showcase', 'article-get', params({ resource, token: 'n0nce' }));
    expect(entitlementsOf(withToken.entitlements as Json)).toEqual([expect.objectContaining({ source: 'google:metering' })]);
    expect(entitlementsOf(await get('swg-showcase', 'entitlements', params({ resource, token: 'n0nce' })))).toHaveLength(1);

    for (const query of [
      '',
      params({ resource }),
      params({ resource, token: '' }),
      '?encodedEntitlementsParams=%25%25',
      `?encodedEntitlementsParams=${Buffer.from('{"metering":').toString('base64url')}`,
    ]) {
      const article = await get('swg-showcase', 'article-get', query);
      expect(entitlementsOf(article.entitlements as Json), query).toEqual([]);
      expect(article.audienceActions, query).toMatchObject({
        actions: [{ type: 'TYPE_REGISTRATION_WALL', configurationId: SHOWCASE_REGWALL_CONFIGURATION_ID }],
      });
    }
  });

  it('swg-malformed-jwt and swg-malformed-jwt-payload send JWTs the client cannot decode', async () => {
    expect(((await get('swg-malformed-jwt', 'article-get')).entitlements as Json).signedEntitlements).toBe(MALFORMED_JWT);
    expect((await get('swg-malformed-jwt', 'entitlements')).signedEntitlements).toBe('not.a-jwt');
    const threeParts = String((await get('swg-malformed-jwt-payload', 'entitlements')).signedEntitlements).split('.');
    expect(threeParts).toHaveLength(3);
    expect(() => decodePart(threeParts[1])).toThrow();
  });

  it('swg-article-malformed-json: prefixed, truncated JSON on GET article only', async () => {
    const response = await call('swg-article-malformed-json', 'article-get');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith(SWG_PREFIX)).toBe(true);
    expect(() => JSON.parse(text.slice(4))).toThrow();
    expect(entitlementsOf(await get('swg-article-malformed-json', 'entitlements'))).toEqual([]);
  });

  it('swg-hostile: markup in the publisher-visible texts', async () => {
    const article = await get('swg-hostile', 'article-get');
    expect((article.clientConfig as { attributionParams: Json }).attributionParams).toEqual({
      displayName: HOSTILE_SWG.displayName,
      avatarUrl: HOSTILE_SWG.avatarUrl,
    });
    expect(HOSTILE_SWG.displayName).toContain('<img src=x onerror=');
    expect(((await get('swg-hostile', 'clientconfiguration')).attributionParams as Json).displayName).toBe(HOSTILE_SWG.displayName);
    const { offers } = (await get('swg-hostile', 'offers')) as { offers: { title: string; description: string }[] };
    expect(offers.map((o) => o.title)).toEqual([1, 2, 3].map(HOSTILE_SWG.offerTitle));
    expect(offers[0]?.description).toContain('<script>');
    expect((await get('swg-hostile', 'getactionconfigurationui', '?configurationId=c1')).title).toBe(HOSTILE_SWG.actionTitle);
    expect((await swg(await call('swg-hostile', 'completeaudienceaction'))).userEmail).toBe(HOSTILE_SWG.userEmail);
  });

  it('swg-{endpoint}-500 fails that endpoint only', async () => {
    for (const slug of PROVIDER_ENDPOINT_SLUGS) {
      const failing = await call(`swg-${slug}-500`, slug);
      expect(failing.status, slug).toBe(500);
      const other: ProviderEndpointSlug = slug === 'offers' ? 'clientconfiguration' : 'offers';
      expect((await call(`swg-${slug}-500`, other)).status, `${slug} leaves ${other}`).toBe(200);
    }
  });
});

describe('swg-{endpoint}-timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers only after the failure delay, for every endpoint', async () => {
    vi.useFakeTimers();
    for (const slug of PROVIDER_ENDPOINT_SLUGS) {
      const { method } = PROVIDER_ENDPOINTS[slug];
      const request = new Request(providerUrl(slug), { method: method.toUpperCase(), ...(method === 'post' ? { body: '{}' } : {}) });
      let settled = false;
      const answer = answerMock(`swg-${slug}-timeout`, request).then((result) => {
        settled = true;
        return result;
      });
      await vi.advanceTimersByTimeAsync(TIMEOUT_DELAY_MS - 1);
      expect(settled, slug).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await answer).kind, slug).toBe('answered');
    }
  });
});

describe('CORS of the provider origin', () => {
  const SITE = 'http://127.0.0.1:4173';

  it('names the site origin and allows credentials', () => {
    expect(providerCorsHeaders(SITE, [SITE])).toEqual({
      Vary: 'Origin',
      'Access-Control-Allow-Origin': SITE,
      'Access-Control-Allow-Credentials': 'true',
    });
  });

  it('names no other origin, and never `*`', () => {
    expect(providerCorsHeaders('http://evil.example', [SITE])).toEqual({ Vary: 'Origin' });
    expect(providerCorsHeaders(undefined, [SITE])).toEqual({ Vary: 'Origin' });
    expect(providerPreflightHeaders('http://evil.example', [SITE])).toEqual({ Vary: 'Origin' });
  });

  it('answers a preflight for GET and POST with a content-type header', () => {
    expect(providerPreflightHeaders(SITE, [SITE])).toMatchObject({
      'Access-Control-Allow-Origin': SITE,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': 'content-type',
    });
  });
});

describe('injectIntoPage for the provider', () => {
  const page = '<!DOCTYPE html><html><head lang="de"><title>x</title></head><body><p>x</p></body></html>';
  const PROVIDER_BASE = 'http://127.0.0.1:4174/mock/swg-subscriber';

  /** Runs the inline scripts the harness added (in jsdom's window), in page order. */
  function runHarnessScripts(html: string, name: string): void {
    const match = new RegExp(`<script data-harness="${name}">([\\s\\S]*?)</script>`).exec(html);
    expect(match, name).not.toBeNull();
    new Function(match?.[1] ?? '')();
  }

  afterEach(() => {
    delete (window as { siteClientConfig?: unknown }).siteClientConfig;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('points siteClientConfig at the provider origin, creating it when the page has none', () => {
    const out = injectIntoPage(page, {
      mockBase: 'http://127.0.0.1:4173/mock/swg-subscriber',
      providerMockBase: PROVIDER_BASE,
      bundleUrl: '/b.js',
    });
    expect(out).toMatch(/data-harness="config"[\s\S]*data-harness="provider"[\s\S]*<script src="\/b.js"><\/script>\n<\/body>/);
    runHarnessScripts(out, 'provider');
    expect((window as { siteClientConfig?: unknown }).siteClientConfig).toEqual({
      providerOrigin: `${PROVIDER_BASE}/news.google.com`,
      propensityOrigin: `${PROVIDER_BASE}/pubads.g.doubleclick.net`,
      payOrigin: `${PROVIDER_BASE}/pay.google.com`,
    });
  });

  it('overrides the origins of a printed siteClientConfig and keeps its other keys', () => {
    (window as { siteClientConfig?: unknown }).siteClientConfig = { providerOrigin: 'https://news.google.com', other: 1 };
    runHarnessScripts(injectIntoPage(page, { mockBase: 'x', providerMockBase: PROVIDER_BASE, bundleUrl: '/b.js' }), 'provider');
    expect((window as { siteClientConfig?: unknown }).siteClientConfig).toMatchObject({
      other: 1,
      providerOrigin: `${PROVIDER_BASE}/news.google.com`,
    });
  });

  it('seeds storage first in <head>, before the clock and every page script', () => {
    const out = injectIntoPage(page, {
      mockBase: 'x',
      bundleUrl: '/b.js',
      clock: '2020-11-26T15:31:30+01:00',
      storage: {
        local: { 'subscribe.google.com:ents': 'a.b.c', 'x</script>': '<!--' },
        session: { 'subscribe.google.com:e:exp:0.5': 'e' },
      },
    });
    expect(out.indexOf('data-harness="storage"')).toBeGreaterThan(out.indexOf('<head'));
    expect(out.indexOf('data-harness="storage"')).toBeLessThan(out.indexOf('data-harness="clock"'));
    expect(out.indexOf('data-harness="clock"')).toBeLessThan(out.indexOf('<title>'));
    // The seed cannot end its script early.
    // Storage, clock and flow steps in the head; config and bundle in the footer.
    expect(out.match(/<\/script>/g)).toHaveLength(5);
    localStorage.setItem('subscribe.google.com:ents', 'newer');
    runHarnessScripts(out, 'storage');
    expect(localStorage.getItem('subscribe.google.com:ents')).toBe('a.b.c');
    expect(localStorage.getItem('x</script>')).toBe('<!--');
    expect(sessionStorage.getItem('subscribe.google.com:e:exp:0.5')).toBe('e');
  });

  it('adds nothing for the provider without its options, and keeps the added scripts ES5', () => {
    expect(injectIntoPage(page, { mockBase: 'x', bundleUrl: '/b.js' })).not.toMatch(/data-harness="(provider|storage)"/);
    const out = injectIntoPage(page, {
      mockBase: 'x',
      providerMockBase: PROVIDER_BASE,
      bundleUrl: '/b.js',
      storage: { local: { a: 'b' } },
    });
    const added = [...out.matchAll(/<script data-harness="[^"]+">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
    expect(added).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});
