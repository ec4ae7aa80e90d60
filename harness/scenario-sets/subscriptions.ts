/**
 * Scenarios of the subscriptions client and its mock provider (harness/mocks/provider.ts). The
 * default handlers answer an anonymous reader on an open article, so `default` is that state;
 * these put other readers, broken answers and failures in front. Variants are derived in code
 * from fixtures/provider/*.json; entitlement JWTs are built when asked for, so they are fresh.
 */
import { HttpResponse } from 'msw';
import type { Scenario } from '../scenario-types';
import { failureResponse, TIMEOUT_DELAY_MS, type Failure } from '../mocks/failures';
import {
  actionConfiguration,
  onEndpoint,
  PROVIDER_ENDPOINT_SLUGS,
  PROVIDER_ENDPOINTS,
  readerHandlers,
  showcaseTokenOf,
  SWG_HEADERS,
  SWG_PREFIX,
  swgJson,
  type ProviderEndpointSlug,
} from '../mocks/provider';
import { entitlementsPayload, providerFixture, signedEntitlements, type JsonObject } from '../mocks/provider-data';
import { base64UrlEncode, TEST_JWT_SIGNATURE, unsignedJwt } from '../mocks/provider-jwt';
import { hostileText } from './station-hostile';

/* ------------------------------------------------------------------ article variants */

/** Changes to the article answer beside the entitlements. */
const withActions = (audienceActions: JsonObject, interventions: JsonObject[]) => (article: JsonObject) => ({
  ...article,
  audienceActions: { ...audienceActions, engineId: 'engine-magazin-2024-05' },
  actionOrchestration: { interventionFunnel: { interventions } },
});

/** Entitled readers are offered nothing. */
const NOTHING_TO_OFFER = withActions({ actions: [] }, []);

/** A reader with no meter left on a locked article: the subscription paywall, not closable. */
export const PAYWALL_CONFIGURATION_ID = 'cfg-paywall-premium';
const PAYWALL = withActions(
  {
    actions: [
      {
        type: 'TYPE_SUBSCRIPTION',
        configurationId: PAYWALL_CONFIGURATION_ID,
        preference: 'PREFERENCE_UNSPECIFIED',
        numberOfCompletions: 0,
      },
    ],
  },
  [{ type: 'TYPE_SUBSCRIPTION', configId: PAYWALL_CONFIGURATION_ID, closability: 'BLOCKING', repeatability: { type: 'INFINITE' } }],
);

/** A showcase reader without a valid token meets the registration wall. */
export const SHOWCASE_REGWALL_CONFIGURATION_ID = 'cfg-regwall-showcase';
const SHOWCASE_REGWALL = withActions(
  {
    actions: [
      {
        type: 'TYPE_REGISTRATION_WALL',
        configurationId: SHOWCASE_REGWALL_CONFIGURATION_ID,
        preference: 'PREFERENCE_UNSPECIFIED',
        numberOfCompletions: 0,
      },
    ],
  },
  [
    {
      type: 'TYPE_REGISTRATION_WALL',
      configId: SHOWCASE_REGWALL_CONFIGURATION_ID,
      closability: 'BLOCKING',
      repeatability: { type: 'INFINITE' },
    },
  ],
);

/* ------------------------------------------------------------------ stored state */

/** Where the client caches the last non-metering signed entitlements (contract: storage keys). */
export const ENTITLEMENTS_CACHE_KEY = 'subscribe.google.com:ents';
/** 2020-01-01T00:00:00Z in Unix seconds: the cached entitlements of swg-cached-expired ran out then. */
const EXPIRED_ENTITLEMENTS_EXP = Date.UTC(2020, 0, 1) / 1000;
/** The readerId of the expired cache, so that a test can tell it from the network's `leser-4711`. */
export const CACHED_READER_ID = 'leser-4711-cache';

/** A subscriber's signed entitlements, issued an hour before they expired on 2020-01-01. */
export const EXPIRED_CACHED_ENTITLEMENTS = (() => {
  const payload = entitlementsPayload('subscriber', 0, { iat: EXPIRED_ENTITLEMENTS_EXP - 3600, exp: EXPIRED_ENTITLEMENTS_EXP });
  return unsignedJwt({
    ...payload,
    entitlements: payload.entitlements.map((entitlement) => ({ ...entitlement, readerId: CACHED_READER_ID })),
  });
})();

/* ------------------------------------------------------------------ broken answers */

/** Two parts only: no signature. */
export const MALFORMED_JWT = 'not.a-jwt';
/** Three parts, but the payload is base64url of text that is not JSON. */
const MALFORMED_JWT_PAYLOAD = `${base64UrlEncode('{"alg":"RS256","typ":"JWT"}')}.${base64UrlEncode('kein JSON')}.${TEST_JWT_SIGNATURE}`;

/** The article answer cut off in the middle of the JWT, after the prefix. */
const TRUNCATED_ARTICLE = `${SWG_PREFIX}{"entitlements":{"signedEntitlements":"eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3Mi`;

/** The query QA adds to a locked page for swg-showcase: a valid showcase link until 2038. */
export const SHOWCASE_QUERY = 'gaa_at=g&gaa_n=n0nce&gaa_sig=s1g&gaa_ts=7fffffff';

/* ------------------------------------------------------------------ hostile texts */

/** Publisher-visible texts of swg-hostile: a label naming the field, then markup that must stay text. */
export const HOSTILE_SWG = {
  displayName: hostileText('Verlag'),
  /** Not text but a URL: a script URL where an image belongs. */
  avatarUrl: 'javascript:window.__hostileRan=true',
  offerTitle: (n: number) => hostileText(`Angebot ${n}`),
  offerDescription: (n: number) => hostileText(`Beschreibung ${n}`),
  offerPrice: (n: number) => hostileText(`Preis ${n}`),
  actionTitle: hostileText('Aktion'),
  userEmail: hostileText('E-Mail'),
} as const;

const hostileClientConfig = (config: JsonObject): JsonObject => ({
  ...config,
  attributionParams: { displayName: HOSTILE_SWG.displayName, avatarUrl: HOSTILE_SWG.avatarUrl },
});

const hostileHandlers = [
  ...readerHandlers({
    signed: (_request, nowMs) => signedEntitlements('anonymous', nowMs),
    article: (article) => ({ ...article, clientConfig: hostileClientConfig(providerFixture('clientconfiguration')) }),
  }),
  onEndpoint('clientconfiguration', () => swgJson(hostileClientConfig(providerFixture('clientconfiguration')))),
  onEndpoint('offers', () => {
    const { offers } = providerFixture<{ offers: JsonObject[] }>('offers');
    return swgJson({
      offers: offers.map((offer, i) => ({
        ...offer,
        title: HOSTILE_SWG.offerTitle(i + 1),
        description: HOSTILE_SWG.offerDescription(i + 1),
        price: HOSTILE_SWG.offerPrice(i + 1),
      })),
    });
  }),
  onEndpoint('getactionconfigurationui', ({ request }) => swgJson(actionConfiguration(request, HOSTILE_SWG.actionTitle))),
  onEndpoint('completeaudienceaction', () =>
    swgJson({ ...providerFixture<JsonObject>('completeaudienceaction'), userEmail: HOSTILE_SWG.userEmail }),
  ),
];

/* ------------------------------------------------------------------ per-endpoint failures */

const ENDPOINT_FAILURES: { suffix: string; failure: Failure; title: string; answers: string }[] = [
  { suffix: '500', failure: 'status-500', title: 'fails (500)', answers: 'answers 500 Internal Server Error (plain text)' },
  {
    suffix: 'timeout',
    failure: 'timeout',
    title: 'times out',
    answers: `answers only after ${TIMEOUT_DELAY_MS / 1000} s, beyond every client timeout`,
  },
];

/** The id of an endpoint's failure scenario, e.g. `swg-offers-500`. */
export const endpointFailureId = (slug: ProviderEndpointSlug, suffix: string) => `swg-${slug}-${suffix}`;

/**
 * Endpoints whose failure shows: the article answer carries the entitlements, so the status panel
 * says "failed" and a locked article keeps its paywall. The others serve calls of later flows (or
 * the unlock report, which no default reader sends), so their failures are only in the logs; the
 * clientconfiguration endpoint is asked only without an article (swg-clientconfig-no-article).
 */
const ENDPOINTS_SHOWN: readonly ProviderEndpointSlug[] = ['article-get'];

const endpointFailureScenarios: Scenario[] = PROVIDER_ENDPOINT_SLUGS.flatMap((slug) =>
  ENDPOINT_FAILURES.map(({ suffix, failure, title, answers }): Scenario => ({
    id: endpointFailureId(slug, suffix),
    title: `Provider ${slug} ${title}`,
    description: `${PROVIDER_ENDPOINTS[slug].label} ${answers}; every other provider endpoint answers the default (anonymous reader).`,
    site: 'magazine',
    visibleEffect: ENDPOINTS_SHOWN.includes(slug),
    handlers: [onEndpoint(slug, () => failureResponse(failure, {}))],
  })),
);

/** A reader offered the rewarded survey (its page: the mock's surveyiframe, one question). */
const SURVEY_CONFIGURATION_ID = 'cfg-umfrage-lesegewohnheit';
const SURVEY = withActions(
  {
    actions: [
      {
        type: 'TYPE_REWARDED_SURVEY',
        configurationId: SURVEY_CONFIGURATION_ID,
        preference: 'PREFERENCE_UNSPECIFIED',
        numberOfCompletions: 0,
      },
    ],
  },
  [
    {
      type: 'TYPE_REWARDED_SURVEY',
      configId: SURVEY_CONFIGURATION_ID,
      closability: 'DISMISSIBLE',
      repeatability: { type: 'FINITE', count: 1 },
    },
  ],
);

/* ------------------------------------------------------------------ the scenarios */

export const subscriptionScenarios: Scenario[] = [
  {
    id: 'swg-metered-left',
    title: 'Meter left',
    description:
      'For magazine-article-locked. GET article and GET entitlements answer signed entitlements with one google:metering entitlement for magazin.example:premium (its subscriptionToken a JWT with metering.clientType 1, clientUserAttribute standard_registered_user, showToast true), whatever the request sends; no audience actions.',
    site: 'magazine',
    visibleEffect: true,
    handlers: readerHandlers({ signed: (_request, nowMs) => signedEntitlements('metering', nowMs), article: NOTHING_TO_OFFER }),
  },
  {
    id: 'swg-metered-none',
    title: 'No meter left: paywall',
    description: `For magazine-article-locked. GET article and GET entitlements answer signed entitlements with no entitlement; audienceActions hold one TYPE_SUBSCRIPTION action (${PAYWALL_CONFIGURATION_ID}) and the funnel a BLOCKING TYPE_SUBSCRIPTION intervention.`,
    site: 'magazine',
    visibleEffect: true,
    handlers: readerHandlers({ signed: (_request, nowMs) => signedEntitlements('anonymous', nowMs), article: PAYWALL }),
  },
  {
    id: 'swg-survey',
    title: 'Rewarded survey offered',
    description: `GET article and GET entitlements answer signed entitlements with no entitlement; audienceActions hold one TYPE_REWARDED_SURVEY action (${SURVEY_CONFIGURATION_ID}) and the funnel a DISMISSIBLE TYPE_REWARDED_SURVEY intervention, shown once.`,
    site: 'magazine',
    visibleEffect: true,
    handlers: readerHandlers({ signed: (_request, nowMs) => signedEntitlements('anonymous', nowMs), article: SURVEY }),
  },
  {
    id: 'swg-subscriber',
    title: 'Subscriber',
    description:
      'GET article and GET entitlements answer signed entitlements (valid for 1 h) with one entitlement of source google for the wildcard product magazin.example:* (readerId leser-4711); no audience actions.',
    site: 'magazine',
    visibleEffect: true,
    handlers: readerHandlers({ signed: (_request, nowMs) => signedEntitlements('subscriber', nowMs), article: NOTHING_TO_OFFER }),
  },
  {
    id: 'swg-cached-expired',
    title: 'Expired cached entitlements',
    description: `Before the page runs, local storage ${ENTITLEMENTS_CACHE_KEY} holds a subscriber's signed entitlements that expired on 2020-01-01 (readerId ${CACHED_READER_ID}). The network answers as swg-subscriber (readerId leser-4711), so a fresh fetch is visible in the request log.`,
    site: 'magazine',
    visibleEffect: true,
    storage: { local: { [ENTITLEMENTS_CACHE_KEY]: EXPIRED_CACHED_ENTITLEMENTS } },
    handlers: readerHandlers({ signed: (_request, nowMs) => signedEntitlements('subscriber', nowMs), article: NOTHING_TO_OFFER }),
  },
  {
    id: 'swg-showcase',
    title: 'Showcase link',
    description: `For magazine-article-locked opened with ?${SHOWCASE_QUERY}. GET article and GET entitlements answer the google:metering entitlement of swg-metered-left only when encodedEntitlementsParams (base64url JSON) carries a non-empty metering.token; otherwise no entitlement and a BLOCKING registration wall (${SHOWCASE_REGWALL_CONFIGURATION_ID}).`,
    site: 'magazine',
    visibleEffect: true,
    handlers: readerHandlers({
      signed: (request, nowMs) => signedEntitlements(showcaseTokenOf(request) === null ? 'anonymous' : 'metering', nowMs),
      article: (article, request) => (showcaseTokenOf(request) === null ? SHOWCASE_REGWALL(article) : NOTHING_TO_OFFER(article)),
    }),
  },
  {
    id: 'swg-malformed-jwt',
    title: 'Malformed JWT (2 parts)',
    description: `GET article and GET entitlements answer signedEntitlements "${MALFORMED_JWT}" (two parts, no signature); the rest of the article answer is the default.`,
    site: 'magazine',
    visibleEffect: false,
    handlers: readerHandlers({ signed: () => MALFORMED_JWT }),
  },
  {
    id: 'swg-malformed-jwt-payload',
    title: 'Malformed JWT payload',
    description:
      'GET article and GET entitlements answer a three-part signedEntitlements whose payload is base64url of "kein JSON"; the rest of the article answer is the default.',
    site: 'magazine',
    visibleEffect: false,
    handlers: readerHandlers({ signed: () => MALFORMED_JWT_PAYLOAD }),
  },
  {
    id: 'swg-article-malformed-json',
    title: 'Article answer malformed',
    description:
      'GET article answers 200 with the prefix and then JSON cut off inside signedEntitlements; every other endpoint answers the default.',
    site: 'magazine',
    visibleEffect: true,
    handlers: [onEndpoint('article-get', () => new HttpResponse(TRUNCATED_ARTICLE, { headers: SWG_HEADERS }))],
  },
  {
    id: 'swg-hostile',
    title: 'Hostile provider texts',
    description:
      'Publisher-visible texts hold <img onerror>/<script> markup, quotes and ampersands (HOSTILE_SWG in scenario-sets/subscriptions.ts): clientConfig.attributionParams.displayName (GET article and GET clientconfiguration, avatarUrl a javascript: URL), every offer’s title, description and price, the getactionconfigurationui title and the completeaudienceaction userEmail. Reader: anonymous.',
    site: 'magazine',
    visibleEffect: false,
    handlers: hostileHandlers,
  },
  {
    id: 'swg-clientconfig-no-article',
    title: 'No article, client config fails',
    description:
      'GET article and GET clientconfiguration answer 500: no article, so the client asks the clientconfiguration endpoint (once), and its failure leaves the default client config (a warning in the log): the standard buttons are disabled, a locked article keeps its paywall; an alwaysShow prompt still opens.',
    site: 'magazine',
    visibleEffect: true,
    handlers: (['article-get', 'clientconfiguration'] as const).map((slug) => onEndpoint(slug, () => failureResponse('status-500', {}))),
  },
  ...endpointFailureScenarios,
];
