/**
 * Entitlements of the reader for this page (spec widget §3, §4 "Entitlement fetch retries", §7
 * GET/POST article): from the cache while a signed answer is fresh and enables the page, else from
 * the provider, with retries when a purchase should show up soon. It keeps the article parts of
 * the last answer for the flows of later issues and hands unlock reports (consumed meters, the
 * publisher's showcase events) to unlock-reporter.ts. One fetch is shared by every caller until reset.
 */
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import { articleFromAnswer, type Article } from '../model/article';
import { articleQuery, canonicalUrl, entitlementsParams, pageEncryptedDocumentKey } from './article-query';
import { cacheIsFresh, enablesThis, entitlementFor, NO_PRODUCT_WARNING, parseEntitlementsAnswer } from './entitlements-model';
import type { EventBus } from '../events/event-bus';
import { sha512Hex } from './hash';
import { INVALID_TOKEN } from '../model/jwt';
import { encodeEntitlementsParams } from './metering';
import { ACTION_GET_ENTITLEMENTS } from '../wire/analytics-event';
import type { ProviderApi } from '../api/provider-api';
import { showcaseAllowedOn } from './showcase';
import type { SwgStorage } from '../storage/swg-storage';
import { METERING_SOURCE, type EntitlementsSet, type PageConfig } from '../model/types';
import { createUnlockReporter, describeFailure, pageShowcaseToken } from './unlock-reporter';
import { errorText } from '../../core/log';

/** Spec widget §4/§9: the wait between two fetches while a positive answer is expected. */
export const RETRY_INTERVAL_MS = 550;
/** Retries after `reset(true)` (a purchase just finished): three fetches in all, as the provider's client does. */
const EXPECT_POSITIVE_RETRIES = 2;

export interface GetEntitlementsParams {
  /** The publisher's metering state (checked by the metering rules, warnings logged). */
  meteringState?: unknown;
  /** Fetch again up to this many times, RETRY_INTERVAL_MS apart, until the page is enabled. */
  refreshCount?: number;
  /** An encrypted document key; also bypasses the cache, which holds no decrypted key. */
  encryption?: { encryptedDocumentKey: string };
  publisherProvidedId?: string;
}

export interface EntitlementsManagerOptions {
  win: Window;
  pageConfig: PageConfig;
  api: ProviderApi;
  storage: SwgStorage;
  clock: Clock;
  log: Logger;
  bus: EventBus;
  /** The reader id configured by the publisher (configure, init or setPublisherProvidedId), if any. */
  publisherProvidedId(): string | null;
  /** SwG Basic consumes a metering entitlement as soon as it arrives (its disableDefaultMeteringHandler turns this off). */
  consumeMeteringByDefault?: boolean;
  /** Web Crypto and whether the page is secure; the window's own by default. */
  hashEnv?: { isSecureContext: boolean; crypto: Crypto };
}

export interface EntitlementsManager {
  getEntitlements(params?: GetEntitlementsParams): Promise<EntitlementsSet>;
  /** The article parts of the last answer, once the current fetch ended; null without one. */
  getArticle(): Promise<Article | null>;
  /** Use up the set's metering entitlement for this page and report it (nothing for other sources). */
  consume(set: EntitlementsSet): Promise<void>;
  /** The publisher's showcase event (spec widget §3): on the bus, and reported to the provider. */
  setShowcaseEntitlement(entitlement: unknown): Promise<void>;
  /**
   * Signed entitlements from a provider page (the entitlement check): kept as the cache when they
   * enable this page, so the next fetch answers with them. False when they could not be used.
   */
  pushNextEntitlements(raw: string): boolean;
  /** Forget the shared fetch; `expectPositive` (after a purchase) also drops the cache and plans retries. */
  reset(expectPositive?: boolean): void;
  /** Forget everything: fetch, article, cache and the reader's token. */
  clear(): void;
  /** End timers and requests (the bundle stops). */
  stop(): void;
}

/** A failed fetch; `aborted` ones (the bundle stopped) are not worth a log line. */
class FetchFailed extends Error {
  constructor(
    message: string,
    readonly aborted: boolean,
  ) {
    super(message);
  }
}

/**
 * A secure context by the browser's word; jsdom and old engines lack the flag, so the address
 * decides then (https, or http on a loopback host: the rule showcase links use as well).
 */
function defaultHashEnv(win: Window): { isSecureContext: boolean; crypto: Crypto } {
  const secure = typeof win.isSecureContext === 'boolean' ? win.isSecureContext : showcaseAllowedOn(win.location);
  return { isSecureContext: secure, crypto: win.crypto };
}

export function createEntitlementsManager(options: EntitlementsManagerOptions): EntitlementsManager {
  const { win, pageConfig, api, storage, clock, log, bus } = options;
  const product = pageConfig.productId;
  const hashEnv = options.hashEnv ?? defaultHashEnv(win);
  const lifetime = new AbortController();
  const waits = new Set<{ cancel: () => void; resolve: () => void }>();
  let response: Promise<EntitlementsSet> | null = null;
  let article: Article | null = null;
  let pendingRetries = 0;
  let hashed: Promise<string> | null = null;

  // Hashed once per page, as the canonical URL does not change; an insecure page rejects every time.
  const hashedCanonicalUrl = () => (hashed ??= sha512Hex(canonicalUrl(win.document), hashEnv));

  const reporter = createUnlockReporter({
    win,
    publicationId: pageConfig.publicationId,
    api,
    storage,
    clock,
    log,
    bus,
    hashedCanonicalUrl,
    signal: lifetime.signal,
  });

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = { cancel: () => undefined as void, resolve };
      entry.cancel = clock.after(ms, () => {
        waits.delete(entry);
        resolve();
      });
      waits.add(entry);
    });

  const readCache = (): EntitlementsSet | null => {
    const raw = storage.cachedEntitlements();
    if (raw === null) return null;
    try {
      const { set, expiresAt } = parseEntitlementsAnswer({ signedEntitlements: raw }, product, 'cache');
      if (!cacheIsFresh(expiresAt, clock.now())) {
        storage.removeCachedEntitlements();
        return null;
      }
      // A fresh cache for another product stays: it may serve that product's pages.
      return enablesThis(set) ? set : null;
    } catch {
      log.info('cached entitlements were unreadable and are dropped');
      storage.removeCachedEntitlements();
      return null;
    }
  };

  const fetchOnce = async (params: GetEntitlementsParams): Promise<EntitlementsSet> => {
    const now = clock.now();
    const encodable = entitlementsParams(
      {
        hashedCanonicalUrl: await hashedCanonicalUrl(),
        publicationId: pageConfig.publicationId,
        meteringState: params.meteringState,
        showcaseToken: pageShowcaseToken(win.location, now, false),
      },
      now,
      log,
    );
    const query = articleQuery({
      userToken: storage.userToken(),
      hash: win.location.hash,
      encryptedDocumentKey: params.encryption?.encryptedDocumentKey ?? pageEncryptedDocumentKey(win.document),
      publisherProvidedId: options.publisherProvidedId() ?? params.publisherProvidedId ?? null,
      lastInteractionMs: storage.lastInteraction(),
      nowMs: now,
      isLocked: pageConfig.isLocked,
      encodedEntitlementsParams: encodeEntitlementsParams(encodable),
    });
    bus.emit('analytics', { eventType: ACTION_GET_ENTITLEMENTS, isFromUserAction: false });
    const result = await api.article(pageConfig.publicationId, query, lifetime.signal);
    if (!result.ok)
      throw new FetchFailed(`Entitlements could not be fetched: ${describeFailure(result.error)}`, result.error.kind === 'aborted');

    const answer = result.value;
    article = articleFromAnswer(answer);
    bus.emit('article', { article });
    const errorMessages: unknown = answer['errorMessages'];
    if (Array.isArray(errorMessages))
      for (const message of errorMessages) if (typeof message === 'string') log.warn(`SwG Entitlements: ${message}`);

    const part: Record<string, unknown> =
      typeof answer.entitlements === 'object' && answer.entitlements !== null ? (answer.entitlements as Record<string, unknown>) : {};
    const token = part['swgUserToken'];
    if (typeof token === 'string' && token !== '') {
      storage.setUserToken(token);
      bus.emit('user-token', { token });
    }
    try {
      const parsed = parseEntitlementsAnswer(part, product, 'network');
      // Metering answers are never cacheable (parseEntitlementsAnswer); a cache that could not enable this page is useless here.
      if (parsed.cacheable && enablesThis(parsed.set) && cacheIsFresh(parsed.expiresAt, clock.now()))
        storage.setCachedEntitlements(parsed.set.raw);
      return parsed.set;
    } catch (caught) {
      // Spec widget §5 "Invalid token": the page keeps working, as a reader without entitlements.
      log.warn(`${INVALID_TOKEN}: the signed entitlements could not be read; continuing without entitlements`, caught);
      return parseEntitlementsAnswer(
        { isReadyToPay: part['isReadyToPay'], decryptedDocumentKey: part['decryptedDocumentKey'] },
        product,
        'network',
      ).set;
    }
  };

  const flow = async (params: GetEntitlementsParams): Promise<EntitlementsSet> => {
    if (!product) log.warn(NO_PRODUCT_WARNING);
    if (!params.encryption) {
      const cached = readCache();
      if (cached) {
        pendingRetries = 0;
        return cached;
      }
    }
    const asked = params.refreshCount;
    let retries = typeof asked === 'number' && Number.isFinite(asked) && asked > 0 ? Math.floor(asked) : pendingRetries;
    pendingRetries = 0;
    for (;;) {
      const set = await fetchOnce(params);
      if (enablesThis(set) || retries <= 0) return set;
      retries--;
      await wait(RETRY_INTERVAL_MS);
      // Stopped while waiting: the last answer is the answer.
      if (lifetime.signal.aborted) return set;
    }
  };

  const manager: EntitlementsManager = {
    getEntitlements(params = {}) {
      if (response) return response;
      const current = flow(params);
      response = current;
      current.then(
        (set) => {
          bus.emit('entitlements', { entitlements: set });
          if (options.consumeMeteringByDefault && entitlementFor(set, set.product)?.source === METERING_SOURCE) void manager.consume(set);
        },
        (caught: unknown) => {
          // A failed fetch is not kept: the next call asks again instead of failing for good.
          if (response === current) response = null;
          if (caught instanceof FetchFailed && caught.aborted) return;
          const reason = errorText(caught);
          log.warn(reason);
          bus.emit('entitlements-failed', { reason });
        },
      );
      return current;
    },
    async getArticle() {
      if (!response) return null;
      try {
        await response;
      } catch {
        return null;
      }
      return article;
    },
    consume: (set) => reporter.consume(set),
    setShowcaseEntitlement: (entitlement) => reporter.setShowcaseEntitlement(entitlement),
    pushNextEntitlements(raw) {
      try {
        const parsed = parseEntitlementsAnswer({ signedEntitlements: raw }, product, 'cache');
        if (!parsed.cacheable || !enablesThis(parsed.set) || !cacheIsFresh(parsed.expiresAt, clock.now())) return false;
      } catch {
        return false;
      }
      storage.setCachedEntitlements(raw);
      response = null;
      return true;
    },
    reset(expectPositive = false) {
      response = null;
      pendingRetries = Math.max(pendingRetries, expectPositive ? EXPECT_POSITIVE_RETRIES : 0);
      if (expectPositive) storage.removeCachedEntitlements();
    },
    clear() {
      response = null;
      article = null;
      pendingRetries = 0;
      storage.removeCachedEntitlements();
      storage.removeUserToken();
    },
    stop() {
      lifetime.abort();
      // Waiting retries end now, so no caller is left hanging; the loop sees the abort and returns.
      for (const entry of waits) {
        entry.cancel();
        entry.resolve();
      }
      waits.clear();
    },
  };
  return manager;
}
