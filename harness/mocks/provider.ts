/**
 * The mock subscriptions provider: every endpoint the subscriptions client calls (issue 4's
 * contract; fixtures/README.md lists the answers), written against the real URLs. The defaults
 * answer an anonymous reader (no entitlements) on the magazine's open article; scenarios
 * (scenario-sets/subscriptions.ts) put other readers and failures in front of these. Like the
 * real API, the swg answers start with the anti-XSSI prefix, a publication other than the
 * magazine's answers 404, and the unlock report and the audience-activity beacon must come as
 * the provider's form body (`f.req=` + the message's array form, provider-wire.ts) or get a 400.
 */
import { http, HttpResponse, type HttpHandler, type RequestHandler } from 'msw';
import { PROPENSITY_ORIGIN, SWG_API, SWG_PROVIDER } from './origins';
import { articleAnswer, entitlementsAnswer, providerFixture, PUBLICATION_ID, signedEntitlements, type JsonObject } from './provider-data';
import { decodeBase64UrlJson } from './provider-jwt';
import { readAudienceActivity, readFormMessage, readUnlockReport, type FormRead } from './provider-wire';

/** What the provider puts before every JSON answer of the swg API; the client strips it. */
export const SWG_PREFIX = ")]}'\n";

export const SWG_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' } as const;

/** An swg API answer: the prefix, then the JSON. */
export const swgJson = (body: unknown, status = 200): Response =>
  new HttpResponse(SWG_PREFIX + JSON.stringify(body), { status, headers: SWG_HEADERS });

/** Propensity answers are plain JSON, without the prefix. */
const propensityJson = (body: unknown, status = 200): Response => new HttpResponse(JSON.stringify(body), { status, headers: SWG_HEADERS });

interface ProviderEndpoint {
  method: 'get' | 'post';
  url: string;
  /** How scenario descriptions name it. */
  label: string;
}

const PUBLICATION = `${SWG_API}/publication/:publicationId`;

/** Where the client reports its own errors (spec magazine §7 "Error-reporting image request on client errors"). */
const JSERROR_URL = `${SWG_PROVIDER}/swg/_/SubscribewithgoogleClientUi/jserror`;

/** Every endpoint of the contract, by the slug scenario ids use. */
export const PROVIDER_ENDPOINTS = {
  'article-get': { method: 'get', url: `${PUBLICATION}/article`, label: 'GET /publication/{id}/article' },
  'article-post': { method: 'post', url: `${PUBLICATION}/article`, label: 'POST /publication/{id}/article (unlock report)' },
  entitlements: { method: 'get', url: `${PUBLICATION}/entitlements`, label: 'GET /publication/{id}/entitlements' },
  clientconfiguration: { method: 'get', url: `${PUBLICATION}/clientconfiguration`, label: 'GET /publication/{id}/clientconfiguration' },
  getactionconfigurationui: {
    method: 'get',
    url: `${PUBLICATION}/getactionconfigurationui`,
    label: 'GET /publication/{id}/getactionconfigurationui',
  },
  completeaudienceaction: {
    method: 'post',
    url: `${PUBLICATION}/completeaudienceaction`,
    label: 'POST /publication/{id}/completeaudienceaction',
  },
  audienceactivity: { method: 'post', url: `${PUBLICATION}/audienceactivity`, label: 'POST /publication/{id}/audienceactivity' },
  offers: { method: 'get', url: `${PUBLICATION}/offers`, label: 'GET /publication/{id}/offers' },
  'subopt-pts': { method: 'get', url: `${PROPENSITY_ORIGIN}/subopt/pts`, label: 'GET /subopt/pts (propensity scores)' },
  'subopt-data': { method: 'get', url: `${PROPENSITY_ORIGIN}/subopt/data`, label: 'GET /subopt/data (propensity events)' },
} as const satisfies Record<string, ProviderEndpoint>;

export type ProviderEndpointSlug = keyof typeof PROVIDER_ENDPOINTS;

export const PROVIDER_ENDPOINT_SLUGS = Object.keys(PROVIDER_ENDPOINTS) as ProviderEndpointSlug[];

/**
 * A body each POST endpoint accepts, as the provider's client would send it (provider-wire.ts
 * reads it), for tests that call the mocks directly: an unlock report of a publisher's regwall, a
 * paywall impression (1), and the empty message the provider's client posts to complete an
 * audience action. Kept here, by the endpoints' slugs, so provider-wire.ts needs nothing of this file.
 */
export const SAMPLE_FORM_BODIES: Readonly<Partial<Record<ProviderEndpointSlug, string>>> = {
  'article-post': 'f.req=[[null,null],[1714629600,0],3001,2001,"n0nce",false,[]]',
  audienceactivity: 'f.req=[1]',
  completeaudienceaction: 'f.req=[]',
};

/** The real URL of an swg endpoint for the magazine, e.g. for tests: `providerUrl('offers', '?label=…')`. */
export function providerUrl(slug: ProviderEndpointSlug, query = ''): string {
  return PROVIDER_ENDPOINTS[slug].url.replace(':publicationId', encodeURIComponent(PUBLICATION_ID)) + query;
}

/** A path segment decoded, or as it is when its escapes are broken (it then names no publication). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type Resolver = (info: { request: Request }) => Response | Promise<Response>;

/**
 * The handler of one endpoint. For the swg API, a publication other than the magazine's answers
 * 404 (as the provider does for an unknown publication) before `answer` is asked.
 */
export function onEndpoint(slug: ProviderEndpointSlug, answer: Resolver): HttpHandler {
  const { method, url } = PROVIDER_ENDPOINTS[slug];
  const route = method === 'get' ? http.get : http.post;
  return route(url, ({ request, params }) => {
    const publication = params.publicationId;
    if (typeof publication === 'string' && safeDecode(publication) !== PUBLICATION_ID) {
      return swgJson({ error: { code: 404, message: `Publication not found: ${publication}`, status: 'NOT_FOUND' } }, 404);
    }
    return answer({ request });
  });
}

/**
 * The showcase token the client sent: `metering.token` of the base64url JSON in
 * `encodedEntitlementsParams`, or null when the parameter is missing, does not decode or has none.
 */
export function showcaseTokenOf(request: Request): string | null {
  const params = decodeBase64UrlJson(new URL(request.url).searchParams.get('encodedEntitlementsParams'));
  if (typeof params !== 'object' || params === null || !('metering' in params)) return null;
  const { metering } = params;
  if (typeof metering !== 'object' || metering === null || !('token' in metering)) return null;
  return typeof metering.token === 'string' && metering.token !== '' ? metering.token : null;
}

/** How one reader is answered by GET article and GET entitlements (they agree). */
export interface ReaderAnswers {
  /** The signed entitlements text for this request (a text, so that malformed ones can be sent). */
  signed: (request: Request, nowMs: number) => string;
  /** Changes to the rest of the article answer (audience actions, orchestration). */
  article?: (article: JsonObject, request: Request) => JsonObject;
}

/**
 * GET article and GET entitlements for one reader. The time is the harness's own clock: the
 * request carries no clock of the page, and a JWT valid for an hour from now is valid for
 * any page clock that is not set ahead of real time.
 */
export function readerHandlers({ signed, article }: ReaderAnswers): RequestHandler[] {
  return [
    onEndpoint('article-get', ({ request }) =>
      swgJson(articleAnswer(entitlementsAnswer(signed(request, Date.now())), (body) => (article ? article(body, request) : body))),
    ),
    onEndpoint('entitlements', ({ request }) => swgJson(entitlementsAnswer(signed(request, Date.now())))),
  ];
}

/**
 * The getactionconfigurationui answer (its shape is our choice): the configuration asked for,
 * under the fixture's title or `title`.
 */
export function actionConfiguration(request: Request, title?: string): JsonObject {
  const configurationId = new URL(request.url).searchParams.get('configurationId');
  return {
    ...providerFixture<JsonObject>('actionconfiguration'),
    ...(title === undefined ? {} : { title }),
    ...(configurationId ? { configurationId } : {}),
  };
}

/**
 * A POST endpoint that takes a message as the provider's form body (provider-wire.ts): `read`
 * checks the message's array form; a body that is not such a form, or not this message, is a 400.
 */
function formEndpoint<T>(read: (fields: unknown[]) => FormRead<T>): Resolver {
  return async ({ request }) => {
    const message = readFormMessage(request.headers.get('content-type'), await request.text(), read);
    if (!message.ok) return swgJson({ error: { code: 400, message: `Invalid f.req: ${message.reason}`, status: 'INVALID_ARGUMENT' } }, 400);
    return swgJson({});
  };
}

export const providerHandlers: RequestHandler[] = [
  ...readerHandlers({ signed: (_request, nowMs) => signedEntitlements('anonymous', nowMs) }),
  onEndpoint('article-post', formEndpoint(readUnlockReport)),
  onEndpoint('clientconfiguration', () => swgJson(providerFixture('clientconfiguration'))),
  onEndpoint('getactionconfigurationui', ({ request }) => swgJson(actionConfiguration(request))),
  onEndpoint('completeaudienceaction', () => swgJson(providerFixture('completeaudienceaction'))),
  onEndpoint('audienceactivity', formEndpoint(readAudienceActivity)),
  onEndpoint('offers', () => swgJson(providerFixture('offers'))),
  // Scores for the product asked about (the client sends its publication id).
  onEndpoint('subopt-pts', ({ request }) => {
    const product = new URL(request.url).searchParams.get('products');
    const body = providerFixture<{ scores: JsonObject[] }>('propensity-scores');
    return propensityJson(product ? { ...body, scores: body.scores.map((score) => ({ ...score, product })) } : body);
  }),
  onEndpoint('subopt-data', () => new HttpResponse(null, { status: 204 })),
  // The client's error reports (an image request; spec magazine §7): taken, nothing to show.
  http.get(JSERROR_URL, () => new HttpResponse(null, { status: 204 })),
];
