/**
 * The mock provider's answers, built from fixtures/provider/*.json. The fixtures hold what is
 * static; what depends on time (the signed entitlements' `iat`/`exp`) is added here, so every
 * answer is fresh whenever it is asked for. Pure apart from reading the files (handlers run in
 * Node only); the clock comes in as an argument.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unsignedJwt } from './provider-jwt';

// A path, not a URL object: under jsdom, `URL` is jsdom's and Node's file helpers reject it.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/provider');

/** The publication of the magazine and its two products. */
export const PUBLICATION_ID = 'magazin.example';
export const OPEN_PRODUCT = 'magazin.example:openaccess';
export const PREMIUM_PRODUCT = 'magazin.example:premium';

/** How long a signed entitlements JWT is valid from the moment it is answered. */
const ENTITLEMENTS_TTL_SECONDS = 60 * 60;

export type ProviderFixture =
  | 'article'
  | 'clientconfiguration'
  | 'entitlements-anonymous'
  | 'entitlements-subscriber'
  | 'entitlements-metering'
  | 'metering-token'
  | 'offers'
  | 'actionconfiguration'
  | 'completeaudienceaction'
  | 'propensity-scores';

/** Any JSON object; the fields the mock itself reads are typed where they are read. */
export type JsonObject = Record<string, unknown>;

const cache = new Map<string, unknown>();

/** A fixture file; throws when it is missing, since every name above must exist. */
export function providerFixture<T = JsonObject>(name: ProviderFixture): T {
  const path = join(FIXTURES, `${name}.json`);
  if (!cache.has(path)) {
    if (!existsSync(path)) throw new Error(`Missing provider fixture ${path}`);
    cache.set(path, JSON.parse(readFileSync(path, 'utf8')));
  }
  // Hand out a copy: scenarios derive variants by editing what they get.
  return structuredClone(cache.get(path)) as T;
}

/** Who the reader is, as the provider sees it: which entitlements payload it signs. */
export type ReaderKind = 'anonymous' | 'subscriber' | 'metering';

interface EntitlementsPayload {
  iss?: string;
  entitlements: JsonObject[];
  [key: string]: unknown;
}

/**
 * The payload of the signed entitlements of `reader`, valid from `nowMs` for the TTL (or with
 * the `iat`/`exp` given). A metering entitlement's subscriptionToken becomes a JWT of
 * metering-token.json, as the provider sends it.
 */
export function entitlementsPayload(reader: ReaderKind, nowMs: number, times?: { iat: number; exp: number }): EntitlementsPayload {
  const payload = providerFixture<EntitlementsPayload>(`entitlements-${reader}`);
  const iat = times?.iat ?? Math.floor(nowMs / 1000);
  const exp = times?.exp ?? iat + ENTITLEMENTS_TTL_SECONDS;
  const meteringToken = () => unsignedJwt({ iat, exp, ...providerFixture<JsonObject>('metering-token') });
  const entitlements = payload.entitlements.map((entitlement) =>
    entitlement.source === 'google:metering' ? { ...entitlement, subscriptionToken: meteringToken() } : entitlement,
  );
  return { ...payload, iat, exp, entitlements };
}

/** The signed entitlements JWT of `reader`, valid from `nowMs`. */
export const signedEntitlements = (reader: ReaderKind, nowMs: number): string => unsignedJwt(entitlementsPayload(reader, nowMs));

/**
 * The answer of GET entitlements, which is also the `entitlements` part of GET article:
 * the fixture's isReadyToPay, decryptedDocumentKey and swgUserToken with `signed` in front.
 */
export function entitlementsAnswer(signed: string): JsonObject {
  const article = providerFixture<{ entitlements: JsonObject }>('article');
  return { signedEntitlements: signed, ...article.entitlements };
}

/** The GET article answer: article.json with `entitlements` and `clientConfig` filled in. */
export function articleAnswer(entitlements: JsonObject, edit: (article: JsonObject) => JsonObject = (article) => article): JsonObject {
  const { entitlements: _fixtureEntitlements, ...rest } = providerFixture('article');
  return edit({ entitlements, clientConfig: providerFixture('clientconfiguration'), ...rest });
}
