/**
 * What the entitlements request says about the page and the reader (contract "Query of GET
 * article"): the reader's token, preview parameters from the page hash, the encrypted document
 * key, the publisher's reader id, the time since the last interaction, the lock state, and the
 * encoded metering resource. Kept apart from the fetching so each field is testable on its own.
 */
import type { Logger } from '../../core/log';
import { meteringAttributes, meteringWarnings } from './metering';
import { parseQuery } from './showcase';
import type { EncodableEntitlementsParams, MeteringState } from '../model/types';
import type { Query } from '../api/provider-api';
import { LICENSED_BY_GOOGLE } from './unlock-report';
import { isRecord } from '../../core/wp-config';

/** `link[rel=canonical]` (resolved against the page), else the page address without its hash. */
export function canonicalUrl(doc: Document): string {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="canonical"][href]');
  if (link?.href) return link.href;
  const url = new URL(doc.location?.href ?? doc.URL);
  url.hash = '';
  return url.href;
}

/**
 * The encrypted document key the page printed for the provider, if any. AMP-style pages print a
 * JSON object keyed by service ("google.com"); a bare value is taken as the key itself.
 */
export function pageEncryptedDocumentKey(doc: Document): string | null {
  const text = doc.querySelector('script[type="application/octet-stream"][cryptokeys]')?.textContent?.trim() ?? '';
  if (text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const record = parsed as Record<string, unknown>;
      const key = record['google.com'] ?? record['news.google.com'];
      return typeof key === 'string' && key !== '' ? key : null;
    }
    return typeof parsed === 'string' && parsed !== '' ? parsed : null;
  } catch {
    return text;
  }
}

export interface EntitlementsParamsInput {
  hashedCanonicalUrl: string;
  publicationId: string;
  /** The publisher's metering state as given (checked here), or undefined without metering. */
  meteringState: unknown;
  /** gaa_n of valid showcase parameters, or null. */
  showcaseToken: string | null;
}

/**
 * The metering part of encodedEntitlementsParams. Every warning the metering state deserves is
 * logged; a state without a usable id is left out (the provider could not count it), as the
 * provider's client does.
 */
export function entitlementsParams(input: EntitlementsParamsInput, nowMs: number, log: Logger): EncodableEntitlementsParams {
  const params: EncodableEntitlementsParams = { metering: { resource: { hashedCanonicalUrl: input.hashedCanonicalUrl } } };
  if (input.meteringState !== undefined) {
    for (const warning of meteringWarnings(input.meteringState, nowMs)) log.warn(`SwG Entitlements: ${warning}`);
    const state = input.meteringState;
    if (isRecord(state) && typeof state['id'] === 'string' && state['id'] !== '') {
      params.metering.clientTypes = [LICENSED_BY_GOOGLE];
      params.metering.owner = input.publicationId;
      params.metering.state = { id: state['id'], attributes: meteringAttributes(state as unknown as MeteringState) };
    }
  }
  if (input.showcaseToken) params.metering.token = input.showcaseToken;
  return params;
}

export interface ArticleQueryInput {
  userToken: string | null;
  /** `location.hash` of the page: rrmPromptRequested and rrmPreviewKey. */
  hash: string;
  encryptedDocumentKey: string | null;
  publisherProvidedId: string | null;
  lastInteractionMs: number | null;
  nowMs: number;
  isLocked: boolean;
  encodedEntitlementsParams: string;
}

/** Pure: the query of GET article; parameters without a value are left out. */
export function articleQuery(input: ArticleQueryInput): Query {
  const hash = parseQuery(input.hash);
  // Spec widget §9: "Interaction age: sent in seconds"; a time in the future says nothing.
  const age = input.lastInteractionMs === null ? null : Math.floor((input.nowMs - input.lastInteractionMs) / 1000);
  return {
    sut: input.userToken,
    previewConfigId: hash['rrmPromptRequested'],
    previewKey: hash['rrmPreviewKey'],
    crypt: input.encryptedDocumentKey,
    ppid: input.publisherProvidedId,
    interaction_age: age !== null && age >= 0 ? age : null,
    locked: input.isLocked,
    contentType: input.isLocked ? 'CLOSED' : 'OPEN',
    encodedEntitlementsParams: input.encodedEntitlementsParams,
  };
}
