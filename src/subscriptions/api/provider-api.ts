/**
 * The provider's API (contract: endpoints below `${providerOrigin}/swg/_/api/v1`). Every call
 * carries the reader's provider cookies (`credentials: 'include'`). Requests with a body send a
 * message as the provider's form body (wire/form-body.ts); answers are JSON, read after the
 * anti-XSSI prefix, and come back as an HttpResult, so callers decide per failure what the page
 * sees. Schemas stay loose: what later issues read passes through untouched.
 */
import * as z from 'zod/mini';
import { fetchJson, type HttpResult } from '../../core/http';
import { lazy } from '../../core/lazy';
import { articleAnswerSchema, type ArticleAnswer } from '../model/article';
import { EntitlementsRequest } from '../wire/api-messages';
import { formBody, formPost, type FormBody } from '../wire/form-body';
import type { InputOf } from '../wire/message';

/**
 * One request may take this long. The provider is a large CDN-backed service that normally
 * answers in well under a second; 10 s covers slow mobile links without leaving a page's
 * entitlement callback hanging for good.
 */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Contract: a JSON answer may start with this (then a newline, which JSON.parse ignores). */
export const XSSI_PREFIX = ")]}'";

/** Query values; null and undefined leave the parameter out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** Any JSON object: the loosest shape an answer may have. */
const looseJsonObject = lazy(() => z.looseObject({}));
type JsonObject = z.infer<ReturnType<typeof looseJsonObject>>;

/** An answer whose body nobody reads (the unlock report): whatever JSON it is will do. */
const anyJson = lazy(() => z.unknown());

export interface ProviderApi {
  readonly apiBase: string;
  /** `${apiBase}/publication/{encoded id}{tail}?{query}`. */
  publicationUrl(publicationId: string, tail: string, query?: Query): string;
  getJson<S extends z.ZodMiniType>(url: string, schema: S, signal?: AbortSignal): Promise<HttpResult<z.infer<S>>>;
  /**
   * POST a message as the provider's form body (`formBody(spec, value)`: `f.req=…`); the JSON
   * answer checked against `schema`. Beacons (no answer) go through `sendFormBeacon` of wire/form-body.ts.
   */
  postForm<S extends z.ZodMiniType>(url: string, body: FormBody, schema: S, signal?: AbortSignal): Promise<HttpResult<z.infer<S>>>;
  /** GET /publication/{id}/article: entitlements and the article parts. */
  article(publicationId: string, query: Query, signal?: AbortSignal): Promise<HttpResult<ArticleAnswer>>;
  /** GET /publication/{id}/clientconfiguration: the client config at top level. */
  clientConfiguration(publicationId: string, signal?: AbortSignal): Promise<HttpResult<JsonObject>>;
  /** POST /publication/{id}/article: a showcase or metering unlock report. */
  reportUnlock(
    publicationId: string,
    query: Query,
    request: InputOf<typeof EntitlementsRequest>,
    signal?: AbortSignal,
  ): Promise<HttpResult<unknown>>;
}

export interface ProviderApiOptions {
  apiBase: string;
  timeoutMs?: number;
}

/** Pure: a query string the way the provider's client writes it (encodeURIComponent, no `+` for spaces). */
export function queryString(query: Query): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return pairs.join('&');
}

export function createProviderApi({ apiBase, timeoutMs = PROVIDER_TIMEOUT_MS }: ProviderApiOptions): ProviderApi {
  const base = apiBase.replace(/\/+$/, '');
  const request = { timeoutMs, stripPrefix: XSSI_PREFIX };

  const publicationUrl = (publicationId: string, tail: string, query: Query = {}) => {
    const search = queryString(query);
    return `${base}/publication/${encodeURIComponent(publicationId)}${tail}${search ? `?${search}` : ''}`;
  };

  const getJson = <S extends z.ZodMiniType>(url: string, schema: S, signal?: AbortSignal) =>
    fetchJson(url, schema, { ...request, ...(signal ? { signal } : {}), init: { credentials: 'include' } });

  const postForm = <S extends z.ZodMiniType>(url: string, body: FormBody, schema: S, signal?: AbortSignal) =>
    fetchJson(url, schema, { ...request, ...(signal ? { signal } : {}), init: formPost(body) });

  return {
    apiBase: base,
    publicationUrl,
    getJson,
    postForm,
    article: (publicationId, query, signal) => getJson(publicationUrl(publicationId, '/article', query), articleAnswerSchema(), signal),
    clientConfiguration: (publicationId, signal) =>
      getJson(publicationUrl(publicationId, '/clientconfiguration'), looseJsonObject(), signal),
    reportUnlock: (publicationId, query, report, signal) =>
      postForm(publicationUrl(publicationId, '/article', query), formBody(EntitlementsRequest, report), anyJson(), signal),
  };
}
