/**
 * Builders for the auto-prompt rule tests: an article with a three-step funnel (contribution,
 * survey, newsletter, each dismissible with a cap of its own), a client config with a global and
 * an any-prompt cap, and stored timestamps as the provider's JSON. Each test row changes only
 * what its rule is about.
 */
import type { Article, AudienceAction, DurationJson, Intervention } from '../../../../src/subscriptions/model/article';
import { EMPTY_CLIENT_CONFIG } from '../../../../src/subscriptions/model/client-config';
import type { AutoPromptInput } from '../../../../src/subscriptions/prompts/auto-prompt-decision';
import type { TimestampKind } from '../../../../src/subscriptions/prompts/timestamps';
import type { ClientConfig, Duration, EntitlementsSet } from '../../../../src/subscriptions/model/types';

export const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
export const SECOND = 1000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export const ACTIONS = {
  contribution: { type: 'TYPE_CONTRIBUTION', configurationId: 'contribution_config_id' },
  subscription: { type: 'TYPE_SUBSCRIPTION', configurationId: 'subscription_config_id' },
  survey: { type: 'TYPE_REWARDED_SURVEY', configurationId: 'survey_config_id' },
  newsletter: { type: 'TYPE_NEWSLETTER_SIGNUP', configurationId: 'newsletter_config_id' },
  regwall: { type: 'TYPE_REGISTRATION_WALL', configurationId: 'regwall_config_id' },
  byoCta: { type: 'TYPE_BYO_CTA', configurationId: 'byocta_config_id' },
  rewardedAd: { type: 'TYPE_REWARDED_AD', configurationId: 'ad_config_id' },
} satisfies Record<string, AudienceAction>;

/** Each step's own cap: contribution 3 h, survey 2 h, newsletter 1 h, others 30 min. */
const CAP_SECONDS: Record<string, number> = { TYPE_CONTRIBUTION: 10_800, TYPE_REWARDED_SURVEY: 7_200, TYPE_NEWSLETTER_SIGNUP: 3_600 };

/** A dismissible funnel step for `action`, with its own cap unless `changes` say otherwise. */
export function step(action: AudienceAction, changes: Partial<Intervention> = {}): Intervention {
  return {
    type: action.type,
    configId: action.configurationId,
    closability: 'DISMISSIBLE',
    promptFrequencyCap: { duration: { seconds: CAP_SECONDS[action.type] ?? 1_800 } },
    ...changes,
  };
}

const FUNNEL = [step(ACTIONS.contribution), step(ACTIONS.survey), step(ACTIONS.newsletter)];

interface ArticleParts {
  actions?: AudienceAction[];
  /** null: the answer has no actionOrchestration. */
  steps?: Intervention[] | null;
  globalCap?: DurationJson;
  previewEnabled?: boolean;
  experimentFlags?: string[];
}

export function article(parts: ArticleParts = {}): Article {
  const steps = parts.steps === undefined ? FUNNEL : parts.steps;
  return {
    clientConfig: null,
    audienceActions: { actions: parts.actions ?? [ACTIONS.contribution, ACTIONS.survey, ACTIONS.newsletter], engineId: '123' },
    actionOrchestration:
      steps === null
        ? null
        : { interventionFunnel: { interventions: steps, globalFrequencyCap: parts.globalCap ? { duration: parts.globalCap } : null } },
    experimentFlags: parts.experimentFlags ?? [],
    previewEnabled: parts.previewEnabled ?? false,
  };
}

interface ConfigParts {
  canDisplayAutoPrompt?: boolean | null;
  purchaseUnavailableRegion?: boolean | null;
  displayDelaySeconds?: number | null;
  /** null: none configured. Default 100 s. */
  globalCap?: Duration | null;
  /** null: none configured. Default 600 s. */
  anyPromptCap?: Duration | null;
}

export function config(parts: ConfigParts = {}): ClientConfig {
  return {
    ...EMPTY_CLIENT_CONFIG,
    autoPromptConfig: {
      clientDisplayTrigger: { displayDelaySeconds: parts.displayDelaySeconds ?? 0, numImpressionsBetweenPrompts: null },
      explicitDismissalConfig: { backOffSeconds: null, maxDismissalsPerWeek: null, maxDismissalsResultingHideSeconds: null },
      impressionConfig: { backOffSeconds: null, maxImpressions: null, maxImpressionsResultingHideSeconds: null },
      frequencyCapConfig: {
        globalFrequencyCap: parts.globalCap === undefined ? { seconds: 100, nanos: 0 } : parts.globalCap,
        promptFrequencyCaps: [],
        anyPromptFrequencyCap: parts.anyPromptCap === undefined ? { seconds: 600, nanos: 0 } : parts.anyPromptCap,
      },
    },
    uiPredicates: {
      canDisplayAutoPrompt: parts.canDisplayAutoPrompt === undefined ? true : parts.canDisplayAutoPrompt,
      canDisplayButton: null,
      purchaseUnavailableRegion: parts.purchaseUnavailableRegion ?? null,
    },
  };
}

/** Stored timestamps as the provider writes them; missing lists are empty. */
export function stored(entries: Record<string, Partial<Record<TimestampKind, number[]>>>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(entries).map(([key, lists]) => [
        key,
        { impressions: lists.impressions ?? [], dismissals: lists.dismissals ?? [], completions: lists.completions ?? [] },
      ]),
    ),
  );
}

export const PRODUCT = 'magazin.example:premium';

/** Entitlements of a `google` subscription to `products`, fetched for this page's product. */
export function entitlementsFor(products: string[]): EntitlementsSet {
  return {
    service: 'subscribe.google.com',
    raw: '',
    entitlements: [
      {
        source: 'google',
        products,
        subscriptionToken: 'token',
        subscriptionTokenContents: null,
        subscriptionTimestamp: null,
        readerId: null,
      },
    ],
    isReadyToPay: false,
    decryptedDocumentKey: null,
    product: PRODUCT,
    from: 'network',
  };
}

/** The open article of a reader without entitlements, on a narrow window with every ad and analytics library present. */
export function input(changes: Partial<AutoPromptInput> = {}): AutoPromptInput {
  return {
    autoPromptType: null,
    alwaysShow: false,
    contentType: 'OPEN',
    article: article(),
    clientConfig: config(),
    entitlements: null,
    windowWidth: 400,
    storedTimestamps: null,
    page: { analyticsTag: true, adsenseLoaded: true, gptLoaded: true },
    nowMs: NOW,
    ...changes,
  };
}
