/**
 * The domain types of the subscriptions client, shared by its pure rules (page config, client
 * config, entitlements, metering, showcase, experiments) and its runtime (queues, fetches,
 * storage). Remote JSON is parsed into these once, at the edge; nothing downstream sees raw JSON.
 */

/** What the page says about itself (spec magazine §3 "Page configuration"). */
export interface PageConfig {
  publicationId: string;
  /** `publication:product`, or null when the page names only a publication. */
  productId: string | null;
  /** The part after the colon of `publication:product`, or null. */
  label: string | null;
  /** Not free: `isAccessibleForFree` was false. */
  isLocked: boolean;
}

export type WindowOpenMode = 'auto' | 'redirect';
/** 0 = default, 1 = impressions (the provider's AnalyticsMode). */
export type AnalyticsMode = 0 | 1;

/** The publisher's client configuration after validation (spec magazine §5 "Config checks"). */
export interface ClientOptionsConfig {
  windowOpenMode: WindowOpenMode;
  analyticsMode: AnalyticsMode;
  enableSwgAnalytics: boolean;
  enablePropensity: boolean;
  skipAccountCreationScreen: boolean;
  publisherProvidedId: string | null;
  paySwgVersion: string | null;
  experiments: string[];
}

export const GOOGLE_SOURCE = 'google';
export const PRIVILEGED_SOURCE = 'privileged';
export const METERING_SOURCE = 'google:metering';

/** One entitlement (spec widget §3 "Entitlement"). */
export interface Entitlement {
  source: string;
  products: string[];
  subscriptionToken: string;
  /** The decoded JWT payload of subscriptionToken, when it is one. */
  subscriptionTokenContents: Record<string, unknown> | null;
  subscriptionTimestamp: number | null;
  readerId: string | null;
}

/** The answer of an entitlement fetch, decoded (spec widget §3 "Entitlements set"). */
export interface EntitlementsSet {
  service: string;
  /** The signed entitlements JWT as received, or '' when the answer was not signed. */
  raw: string;
  entitlements: Entitlement[];
  isReadyToPay: boolean;
  decryptedDocumentKey: string | null;
  /** The product of the page these were fetched for. */
  product: string | null;
  /** Where they came from: the network or the local cache. */
  from: 'network' | 'cache';
}

/** A metering attribute as the publisher gives it: a Unix timestamp in seconds. */
interface MeteringAttribute {
  timestamp: number;
}

/** The publisher's metering state (spec magazine §3 "Metering request"). */
export interface MeteringState {
  id: string;
  standardAttributes?: Record<string, MeteringAttribute>;
  customAttributes?: Record<string, MeteringAttribute>;
}

/** What goes into encodedEntitlementsParams (base64url of this JSON). */
export interface EncodableEntitlementsParams {
  metering: {
    clientTypes?: number[];
    owner?: string;
    resource: { hashedCanonicalUrl: string };
    state?: { id: string; attributes: { name: string; timestamp: number }[] };
    token?: string;
  };
}

/** Showcase (Google Article Access) query parameters. */
export interface ShowcaseParams {
  gaa_at: string;
  gaa_n: string;
  gaa_sig: string;
  gaa_ts: string;
}

/** Showcase events (spec widget §3). */
export type ShowcaseEvent =
  | 'EVENT_SHOWCASE_METER_OFFERED'
  | 'EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION'
  | 'EVENT_SHOWCASE_UNLOCKED_BY_METER'
  | 'EVENT_SHOWCASE_UNLOCKED_FREE_PAGE'
  | 'EVENT_SHOWCASE_NO_ENTITLEMENTS_REGWALL'
  | 'EVENT_SHOWCASE_INELIGIBLE_PAYWALL'
  | 'EVENT_SHOWCASE_NO_ENTITLEMENTS_PAYWALL';

/** A duration as the provider sends it. */
export interface Duration {
  seconds: number;
  nanos: number;
}

/** Auto-prompt config (spec widget §3). Every part may be missing. */
export interface AutoPromptConfig {
  clientDisplayTrigger: { displayDelaySeconds: number | null; numImpressionsBetweenPrompts: number | null };
  explicitDismissalConfig: {
    backOffSeconds: number | null;
    maxDismissalsPerWeek: number | null;
    maxDismissalsResultingHideSeconds: number | null;
  };
  impressionConfig: { backOffSeconds: number | null; maxImpressions: number | null; maxImpressionsResultingHideSeconds: number | null };
  frequencyCapConfig: {
    globalFrequencyCap: Duration | null;
    promptFrequencyCaps: { audienceActionType: string; frequencyCapDuration: Duration | null }[];
    anyPromptFrequencyCap: Duration | null;
  };
}

/** Client configuration from the provider (spec widget §3 "Client config"). */
export interface ClientConfig {
  autoPromptConfig: AutoPromptConfig | null;
  paySwgVersion: string | null;
  useUpdatedOfferFlows: boolean;
  skipAccountCreationScreen: boolean;
  uiPredicates: { canDisplayAutoPrompt: boolean | null; canDisplayButton: boolean | null; purchaseUnavailableRegion: boolean | null };
  attributionParams: { displayName: string; avatarUrl: string } | null;
}
