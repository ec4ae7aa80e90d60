/**
 * The auto prompt's rule table (spec widget §4 "Auto prompt", §5, §6 "Closability", §8, §9): one
 * named row per rule. Each row starts from the open article of a reader without entitlements
 * (funnel: contribution 3 h cap, survey 2 h, newsletter 1 h, all dismissible; client config:
 * global cap 100 s, any-prompt cap 600 s; window 400 px) and changes only what its rule is about.
 */
import { describe, expect, it } from 'vitest';
import {
  decideAutoPrompt,
  type AutoPromptChoice,
  type AutoPromptDecision,
  type AutoPromptInput,
  type NoPrompt,
  type NoPromptReason,
  type PromptToShow,
} from '../../../../src/subscriptions/prompts/auto-prompt-decision';
import type { PromptEvent } from '../../../../src/subscriptions/prompts/prompt-events';
import { ACTIONS, DAY, HOUR, NOW, PRODUCT, SECOND, article, config, entitlementsFor, input, step, stored } from './prompt-fixtures';
import {
  EVENT_COMPLETION_COUNT_FOR_REPEATABLE_ACTION_MISSING_ERROR,
  EVENT_DISABLE_MINIPROMPT_DESKTOP,
  EVENT_FREQUENCY_CAP_CONFIG_NOT_FOUND_ERROR,
  EVENT_GLOBAL_FREQUENCY_CAP_MET,
  EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR,
  EVENT_PROMPT_FREQUENCY_CAP_MET,
  EVENT_PROMPT_FREQUENCY_CONFIG_NOT_FOUND,
  EVENT_REWARDED_AD_ADSENSE_FILTERED,
  EVENT_REWARDED_AD_GPT_FILTERED,
  type AnalyticsEvent,
} from '../../../../src/subscriptions/wire/analytics-event';

const CONTRIBUTION_OFFERS: AutoPromptChoice = {
  kind: 'monetization',
  product: 'contribution',
  layout: 'large',
  configurationId: 'contribution_config_id',
};
const SURVEY_DIALOG: AutoPromptChoice = {
  kind: 'audience-action',
  type: 'TYPE_REWARDED_SURVEY',
  configurationId: 'survey_config_id',
  preference: null,
};
const NEWSLETTER_DIALOG: AutoPromptChoice = {
  kind: 'audience-action',
  type: 'TYPE_NEWSLETTER_SIGNUP',
  configurationId: 'newsletter_config_id',
  preference: null,
};
const BYO_CTA_DIALOG: AutoPromptChoice = {
  kind: 'audience-action',
  type: 'TYPE_BYO_CTA',
  configurationId: 'byocta_config_id',
  preference: null,
};

const event = (number: AnalyticsEvent): PromptEvent => ({ event: number });
const PROMPT_CAP_MET = event(EVENT_PROMPT_FREQUENCY_CAP_MET);
const GLOBAL_CAP_MET = event(EVENT_GLOBAL_FREQUENCY_CAP_MET);
const PROMPT_CAP_NOT_FOUND = event(EVENT_PROMPT_FREQUENCY_CONFIG_NOT_FOUND);
const CAP_CONFIG_NOT_FOUND = event(EVENT_FREQUENCY_CAP_CONFIG_NOT_FOUND_ERROR);
const PARSE_ERROR = event(EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR);

/** A funnel prompt on open content: what the rows expect unless they say otherwise. */
function shown(prompt: AutoPromptChoice, changes: Partial<PromptToShow> = {}): PromptToShow {
  return {
    prompt,
    mode: 'funnel',
    closable: true,
    monetizationClosable: true,
    promptType: 'contribution_large',
    displayDelayMs: 0,
    recording: { configurationId: prompt.configurationId },
    events: [],
    ...changes,
  };
}

const none = (reason: NoPromptReason, events: PromptEvent[] = []): NoPrompt => ({ prompt: null, reason, events });

interface Row {
  rule: string;
  given: AutoPromptInput;
  expected: AutoPromptDecision;
}

const byoCta = (changes: { numberOfCompletions?: number; repeatability?: { type?: string; count?: number } }) =>
  article({
    actions: [
      { ...ACTIONS.byoCta, ...(changes.numberOfCompletions === undefined ? {} : { numberOfCompletions: changes.numberOfCompletions }) },
      ACTIONS.newsletter,
    ],
    steps: [step(ACTIONS.byoCta, changes.repeatability ? { repeatability: changes.repeatability } : {}), step(ACTIONS.newsletter)],
  });

const ENTRY: Row[] = [
  {
    rule: 'type none: no prompt, even with alwaysShow',
    given: input({ autoPromptType: 'none', alwaysShow: true }),
    expected: none('type-none'),
  },
  {
    rule: 'alwaysShow: the snippet’s mini prompt at once, without article, predicate or entitlement check',
    given: input({
      autoPromptType: 'contribution',
      alwaysShow: true,
      article: null,
      clientConfig: config({ canDisplayAutoPrompt: false }),
      entitlements: entitlementsFor([PRODUCT]),
      windowWidth: 480,
    }),
    expected: shown(
      { kind: 'monetization', product: 'contribution', layout: 'mini', configurationId: null },
      { mode: 'always-show', promptType: 'contribution', recording: { configurationId: null } },
    ),
  },
  {
    rule: 'alwaysShow: the large type above 480 px, with the disable-miniprompt event',
    given: input({ autoPromptType: 'subscription', alwaysShow: true, windowWidth: 481 }),
    expected: shown(
      { kind: 'monetization', product: 'subscription', layout: 'large', configurationId: null },
      {
        mode: 'always-show',
        promptType: 'subscription_large',
        recording: { configurationId: null },
        events: [{ event: EVENT_DISABLE_MINIPROMPT_DESKTOP, params: { promptType: 'subscription' } }],
      },
    ),
  },
  {
    rule: 'alwaysShow on locked content: not closable, no delay, nothing recorded',
    given: input({
      autoPromptType: 'contribution_large',
      alwaysShow: true,
      contentType: 'CLOSED',
      clientConfig: config({ displayDelaySeconds: 30 }),
    }),
    expected: shown(
      { kind: 'monetization', product: 'contribution', layout: 'large', configurationId: null },
      { mode: 'always-show', closable: false, monetizationClosable: false, recording: null },
    ),
  },
  {
    rule: 'alwaysShow with an unknown type: no prompt',
    given: input({ autoPromptType: 'UNKNOWN', alwaysShow: true }),
    expected: none('nothing-to-show'),
  },
  { rule: 'alwaysShow without a type: no prompt', given: input({ alwaysShow: true }), expected: none('nothing-to-show') },
];

const PREVIEW: Row[] = [
  {
    rule: 'preview: the first action, without predicate, entitlement, eligibility, cap or delay',
    given: input({
      article: article({ previewEnabled: true, actions: [ACTIONS.survey, ACTIONS.contribution] }),
      clientConfig: config({ canDisplayAutoPrompt: false, displayDelaySeconds: 30 }),
      entitlements: entitlementsFor([PRODUCT]),
      storedTimestamps: stored({ survey_config_id: { completions: [NOW - HOUR] } }),
    }),
    expected: shown(SURVEY_DIALOG, { mode: 'preview', recording: { configurationId: null } }),
  },
  {
    rule: 'preview on locked content: not closable, nothing recorded',
    given: input({ contentType: 'CLOSED', article: article({ previewEnabled: true, actions: [ACTIONS.survey, ACTIONS.contribution] }) }),
    expected: shown(SURVEY_DIALOG, { mode: 'preview', closable: false, monetizationClosable: false, recording: null }),
  },
  {
    rule: 'preview without actions: no prompt',
    given: input({ article: article({ previewEnabled: true, actions: [] }) }),
    expected: none('no-actions'),
  },
  {
    rule: 'preview of a monetary first action: the article’s prompt type (mini for the snippet’s small type)',
    given: input({ autoPromptType: 'subscription', article: article({ previewEnabled: true, actions: [ACTIONS.subscription] }) }),
    expected: shown(
      { kind: 'monetization', product: 'subscription', layout: 'mini', configurationId: 'subscription_config_id' },
      { mode: 'preview', promptType: 'subscription', recording: { configurationId: null } },
    ),
  },
];

const PRECONDITIONS: Row[] = [
  { rule: 'no article: no prompt', given: input({ article: null }), expected: none('no-article') },
  {
    rule: 'canDisplayAutoPrompt false: no prompt',
    given: input({ clientConfig: config({ canDisplayAutoPrompt: false }) }),
    expected: none('cannot-display'),
  },
  {
    rule: 'canDisplayAutoPrompt missing: no prompt',
    given: input({ clientConfig: config({ canDisplayAutoPrompt: null }) }),
    expected: none('cannot-display'),
  },
  {
    rule: 'an entitlement for this article: no prompt',
    given: input({ entitlements: entitlementsFor([PRODUCT]) }),
    expected: none('entitled'),
  },
  {
    rule: 'a wildcard entitlement for the publication: no prompt',
    given: input({ entitlements: entitlementsFor(['magazin.example:*']) }),
    expected: none('entitled'),
  },
  {
    rule: 'an entitlement for another product does not count',
    given: input({ entitlements: entitlementsFor(['andere.example:premium']) }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
];

const FUNNEL: Row[] = [
  { rule: 'orchestration: the first funnel step', given: input(), expected: shown(CONTRIBUTION_OFFERS) },
  {
    rule: 'an audience-action step: its dialog, carrying the article’s prompt type for its alternate action',
    given: input({ article: article({ steps: [step(ACTIONS.survey), step(ACTIONS.contribution)] }) }),
    expected: shown(SURVEY_DIALOG),
  },
  { rule: 'no audience actions: no prompt', given: input({ article: article({ actions: [] }) }), expected: none('no-actions') },
  { rule: 'an empty funnel: no prompt', given: input({ article: article({ steps: [] }) }), expected: none('no-funnel') },
  {
    rule: 'open content without orchestration: no prompt',
    given: input({ article: article({ steps: null }) }),
    expected: none('no-funnel'),
  },
  {
    rule: 'locked content without orchestration: the subscription action as a blocking paywall',
    given: input({
      contentType: 'CLOSED',
      article: article({ steps: null, actions: [ACTIONS.regwall, ACTIONS.subscription] }),
      clientConfig: config({ displayDelaySeconds: 30 }),
    }),
    expected: {
      prompt: { kind: 'monetization', product: 'subscription', layout: 'large', configurationId: 'subscription_config_id' },
      mode: 'paywall',
      closable: false,
      monetizationClosable: false,
      promptType: 'subscription_large',
      displayDelayMs: 0,
      recording: null,
      events: [],
    },
  },
  {
    rule: 'locked content without orchestration or subscription action: no prompt',
    given: input({ contentType: 'CLOSED', article: article({ steps: null, actions: [ACTIONS.regwall, ACTIONS.contribution] }) }),
    expected: none('no-funnel'),
  },
];

const TYPE_MAPPING: Row[] = [
  {
    rule: 'the article’s product wins over the snippet’s',
    given: input({ autoPromptType: 'subscription' }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'a mini prompt for the snippet’s small type up to 480 px',
    given: input({ autoPromptType: 'contribution', windowWidth: 480 }),
    expected: shown({ ...CONTRIBUTION_OFFERS, layout: 'mini' }, { promptType: 'contribution' }),
  },
  {
    rule: 'the large type above 480 px, with the disable-miniprompt event',
    given: input({ autoPromptType: 'contribution', windowWidth: 1280 }),
    expected: shown(CONTRIBUTION_OFFERS, { events: [{ event: EVENT_DISABLE_MINIPROMPT_DESKTOP, params: { promptType: 'contribution' } }] }),
  },
  {
    rule: 'an article without monetary actions: no prompt type',
    given: input({
      article: article({ actions: [ACTIONS.survey, ACTIONS.newsletter], steps: [step(ACTIONS.survey), step(ACTIONS.newsletter)] }),
    }),
    expected: shown(SURVEY_DIALOG, { promptType: null }),
  },
];

const CLOSABILITY: Row[] = [
  {
    rule: 'DISMISSIBLE: closable, shown after displayDelaySeconds × 1000',
    given: input({ clientConfig: config({ displayDelaySeconds: 99 }) }),
    expected: shown(CONTRIBUTION_OFFERS, { displayDelayMs: 99_000 }),
  },
  {
    rule: 'BLOCKING: not closable, shown at once',
    given: input({
      article: article({ steps: [step(ACTIONS.survey, { closability: 'BLOCKING' })] }),
      clientConfig: config({ displayDelaySeconds: 99 }),
    }),
    expected: shown(SURVEY_DIALOG, { closable: false, monetizationClosable: false }),
  },
  {
    rule: 'UNSPECIFIED on open content: closable, with the delay',
    given: input({
      article: article({ steps: [step(ACTIONS.survey, { closability: 'UNSPECIFIED' })] }),
      clientConfig: config({ displayDelaySeconds: 99 }),
    }),
    expected: shown(SURVEY_DIALOG, { displayDelayMs: 99_000 }),
  },
  {
    rule: 'UNSPECIFIED on locked content: not closable, shown at once, nothing recorded',
    given: input({
      contentType: 'CLOSED',
      article: article({ steps: [step(ACTIONS.survey, { closability: 'UNSPECIFIED' })] }),
      clientConfig: config({ displayDelaySeconds: 99 }),
    }),
    expected: shown(SURVEY_DIALOG, { closable: false, monetizationClosable: false, recording: null }),
  },
  {
    rule: 'DISMISSIBLE on locked content: closable, with the delay, nothing recorded',
    given: input({
      contentType: 'CLOSED',
      article: article({ steps: [step(ACTIONS.survey)] }),
      clientConfig: config({ displayDelaySeconds: 99 }),
    }),
    expected: shown(SURVEY_DIALOG, { displayDelayMs: 99_000, recording: null }),
  },
  {
    rule: 'the offers’ closability follows the funnel’s first monetary step',
    given: input({ article: article({ steps: [step(ACTIONS.survey), step(ACTIONS.contribution, { closability: 'BLOCKING' })] }) }),
    expected: shown(SURVEY_DIALOG, { monetizationClosable: false }),
  },
  {
    rule: 'a negative display delay: shown at once',
    given: input({ clientConfig: config({ displayDelaySeconds: -5 }) }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
];

const ELIGIBILITY: Row[] = [
  {
    rule: 'a step without a matching action is skipped',
    given: input({
      article: article({ steps: [step({ type: 'TYPE_NEWSLETTER_SIGNUP', configurationId: 'gone_config_id' }), step(ACTIONS.survey)] }),
    }),
    expected: shown(SURVEY_DIALOG),
  },
  {
    rule: 'a survey needs an analytics tag',
    given: input({
      article: article({ steps: [step(ACTIONS.survey), step(ACTIONS.newsletter)] }),
      page: { analyticsTag: false, adsenseLoaded: true, gptLoaded: true },
    }),
    expected: shown(NEWSLETTER_DIALOG),
  },
  {
    rule: 'a survey completed before is skipped',
    given: input({
      article: article({ steps: [step(ACTIONS.survey), step(ACTIONS.newsletter)] }),
      storedTimestamps: stored({ survey_config_id: { completions: [NOW - 10 * DAY] } }),
    }),
    expected: shown(NEWSLETTER_DIALOG),
  },
  {
    rule: 'a survey completion under its type counts when its configuration has no entry',
    given: input({
      article: article({ steps: [step(ACTIONS.survey), step(ACTIONS.newsletter)] }),
      storedTimestamps: stored({ TYPE_REWARDED_SURVEY: { completions: [NOW - 10 * DAY] } }),
    }),
    expected: shown(NEWSLETTER_DIALOG),
  },
  {
    rule: 'a rewarded ad without the ad tag library is filtered out, with the GPT event',
    given: input({
      article: article({ actions: [ACTIONS.rewardedAd, ACTIONS.newsletter], steps: [step(ACTIONS.rewardedAd), step(ACTIONS.newsletter)] }),
      page: { analyticsTag: true, adsenseLoaded: true, gptLoaded: false },
    }),
    expected: shown(NEWSLETTER_DIALOG, { promptType: null, events: [event(EVENT_REWARDED_AD_GPT_FILTERED)] }),
  },
  {
    rule: 'an AdSense rewarded ad without AdSense is filtered out, with the AdSense event',
    given: input({
      article: article({
        actions: [{ ...ACTIONS.rewardedAd, preference: 'PREFERENCE_ADSENSE_REWARDED_AD' }, ACTIONS.newsletter],
        steps: [step(ACTIONS.rewardedAd), step(ACTIONS.newsletter)],
      }),
      page: { analyticsTag: true, adsenseLoaded: false, gptLoaded: true },
    }),
    expected: shown(NEWSLETTER_DIALOG, { promptType: null, events: [event(EVENT_REWARDED_AD_ADSENSE_FILTERED)] }),
  },
  {
    rule: 'a rewarded ad whose library is ready: its dialog, with its preference',
    given: input({
      article: article({
        actions: [{ ...ACTIONS.rewardedAd, preference: 'PREFERENCE_ADSENSE_REWARDED_AD' }],
        steps: [step(ACTIONS.rewardedAd)],
      }),
      page: { analyticsTag: false, adsenseLoaded: true, gptLoaded: false },
    }),
    expected: shown(
      { kind: 'audience-action', type: 'TYPE_REWARDED_AD', configurationId: 'ad_config_id', preference: 'PREFERENCE_ADSENSE_REWARDED_AD' },
      { promptType: null },
    ),
  },
  {
    rule: 'an action of an unknown type is skipped',
    given: input({
      article: article({
        actions: [{ type: 'TYPE_FUTURE', configurationId: 'future_config_id' }, ACTIONS.newsletter],
        steps: [step({ type: 'TYPE_FUTURE', configurationId: 'future_config_id' }), step(ACTIONS.newsletter)],
      }),
    }),
    expected: shown(NEWSLETTER_DIALOG, { promptType: null }),
  },
  {
    rule: 'no eligible step: no prompt',
    given: input({
      article: article({ actions: [ACTIONS.survey], steps: [step(ACTIONS.survey)] }),
      page: { analyticsTag: false, adsenseLoaded: true, gptLoaded: true },
    }),
    expected: none('nothing-eligible'),
  },
];

const REPEATABILITY: Row[] = [
  {
    rule: 'repeatability unspecified: once; one completion makes the step ineligible',
    given: input({ article: byoCta({ numberOfCompletions: 1 }) }),
    expected: shown(NEWSLETTER_DIALOG, { promptType: null }),
  },
  {
    rule: 'repeatability unspecified without a completion count: shown, no event',
    given: input({ article: byoCta({}) }),
    expected: shown(BYO_CTA_DIALOG, { promptType: null }),
  },
  {
    rule: 'repeatability INFINITE: shown despite completions',
    given: input({ article: byoCta({ numberOfCompletions: 10, repeatability: { type: 'INFINITE' } }) }),
    expected: shown(BYO_CTA_DIALOG, { promptType: null }),
  },
  {
    rule: 'repeatability FINITE: shown below its count',
    given: input({ article: byoCta({ numberOfCompletions: 2, repeatability: { type: 'FINITE', count: 3 } }) }),
    expected: shown(BYO_CTA_DIALOG, { promptType: null }),
  },
  {
    rule: 'repeatability FINITE: skipped at its count',
    given: input({ article: byoCta({ numberOfCompletions: 3, repeatability: { type: 'FINITE', count: 3 } }) }),
    expected: shown(NEWSLETTER_DIALOG, { promptType: null }),
  },
  {
    rule: 'repeatability FINITE without a count: once',
    given: input({ article: byoCta({ numberOfCompletions: 1, repeatability: { type: 'FINITE' } }) }),
    expected: shown(NEWSLETTER_DIALOG, { promptType: null }),
  },
  {
    rule: 'repeatability FINITE without a completion count: shown, with the missing-count event',
    given: input({ article: byoCta({ repeatability: { type: 'FINITE', count: 2 } }) }),
    expected: shown(BYO_CTA_DIALOG, { promptType: null, events: [event(EVENT_COMPLETION_COUNT_FOR_REPEATABLE_ACTION_MISSING_ERROR)] }),
  },
  {
    rule: 'repeatability FINITE with a completion count of 0: shown, no event',
    given: input({ article: byoCta({ numberOfCompletions: 0, repeatability: { type: 'FINITE', count: 2 } }) }),
    expected: shown(BYO_CTA_DIALOG, { promptType: null }),
  },
];

const CANNOT_BUY = config({ purchaseUnavailableRegion: true });

const PURCHASE_UNAVAILABLE: Row[] = [
  {
    rule: 'cannot buy here: a dismissible monetary step on open content is skipped',
    given: input({ clientConfig: CANNOT_BUY }),
    expected: shown(SURVEY_DIALOG),
  },
  {
    rule: 'cannot buy here: a blocking monetary step on open content is skipped too',
    given: input({
      clientConfig: CANNOT_BUY,
      article: article({ steps: [step(ACTIONS.contribution, { closability: 'BLOCKING' }), step(ACTIONS.survey)] }),
    }),
    expected: shown(SURVEY_DIALOG, { monetizationClosable: false }),
  },
  {
    rule: 'cannot buy here: a dismissible monetary step on locked content is skipped',
    given: input({ clientConfig: CANNOT_BUY, contentType: 'CLOSED' }),
    expected: shown(SURVEY_DIALOG, { recording: null }),
  },
  {
    rule: 'cannot buy here: an unspecified monetary step on locked content stays, as the paywall',
    given: input({
      clientConfig: CANNOT_BUY,
      contentType: 'CLOSED',
      article: article({ steps: [step(ACTIONS.contribution, { closability: 'UNSPECIFIED' }), step(ACTIONS.survey)] }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { closable: false, monetizationClosable: false, recording: null }),
  },
  {
    rule: 'cannot buy here, bcontrib_experiment: a blocking monetary step on open content stays',
    given: input({
      clientConfig: CANNOT_BUY,
      article: article({
        experimentFlags: ['bcontrib_experiment'],
        steps: [step(ACTIONS.contribution, { closability: 'BLOCKING' }), step(ACTIONS.survey)],
      }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { closable: false, monetizationClosable: false }),
  },
  {
    rule: 'cannot buy here, bcontrib_experiment: a dismissible monetary step is still skipped',
    given: input({ clientConfig: CANNOT_BUY, article: article({ experimentFlags: ['bcontrib_experiment'] }) }),
    expected: shown(SURVEY_DIALOG),
  },
  {
    rule: 'cannot buy here: a non-monetary step is unaffected',
    given: input({ clientConfig: CANNOT_BUY, article: article({ steps: [step(ACTIONS.survey), step(ACTIONS.contribution)] }) }),
    expected: shown(SURVEY_DIALOG),
  },
];

const DISMISSED_AN_HOUR_AGO = { dismissals: [NOW - HOUR] };

const CAPS: Row[] = [
  {
    rule: 'locked content: the first eligible step, despite met caps, without cap events',
    given: input({
      contentType: 'CLOSED',
      clientConfig: config({ globalCap: null, anyPromptCap: null }),
      storedTimestamps: stored({
        contribution_config_id: { dismissals: [NOW - SECOND] },
        survey_config_id: { impressions: [NOW - SECOND] },
      }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { recording: null }),
  },
  {
    rule: 'no global or any-prompt cap configured: the first step, with the config-not-found event',
    given: input({
      clientConfig: config({ globalCap: null, anyPromptCap: null }),
      storedTimestamps: stored({ contribution_config_id: DISMISSED_AN_HOUR_AGO }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { events: [CAP_CONFIG_NOT_FOUND] }),
  },
  {
    rule: 'zero global and any-prompt caps count as not configured',
    given: input({
      clientConfig: config({ globalCap: { seconds: 0, nanos: 0 }, anyPromptCap: { seconds: 0, nanos: 0 } }),
      storedTimestamps: stored({ contribution_config_id: DISMISSED_AN_HOUR_AGO }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { events: [CAP_CONFIG_NOT_FOUND] }),
  },
  {
    rule: 'prompt cap met by a dismissal: the next step',
    given: input({ storedTimestamps: stored({ contribution_config_id: DISMISSED_AN_HOUR_AGO }) }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'prompt cap met by a completion: the next step',
    given: input({ storedTimestamps: stored({ contribution_config_id: { completions: [NOW - HOUR] } }) }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'impressions alone do not meet a prompt cap (the prompt was left open)',
    given: input({ storedTimestamps: stored({ contribution_config_id: { impressions: [NOW - SECOND] } }) }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'prompt cap: the latest matching timestamp counts',
    given: input({ storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 5 * HOUR, NOW - HOUR, NOW - 4 * HOUR] } }) }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'prompt cap: exactly its duration later it is over',
    given: input({ storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 10_800_000] } }) }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'prompt cap: one millisecond before its end it still holds',
    given: input({ storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 10_799_999] } }) }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'prompt cap: seconds and nanos add up (1 s + 500 000 000 ns = 1500 ms)',
    given: input({
      article: article({
        steps: [step(ACTIONS.contribution, { promptFrequencyCap: { duration: { seconds: 1, nanos: 500_000_000 } } }), step(ACTIONS.survey)],
      }),
      storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 1_499] } }),
    }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'prompt cap: nanos are not rounded to whole milliseconds (1 500 000 ns = 1.5 ms)',
    given: input({
      article: article({
        steps: [step(ACTIONS.contribution, { promptFrequencyCap: { duration: { nanos: 1_500_000 } } }), step(ACTIONS.survey)],
      }),
      storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 1] } }),
    }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'prompt cap: int64 seconds sent as a string',
    given: input({
      article: article({
        steps: [step(ACTIONS.contribution, { promptFrequencyCap: { duration: { seconds: '10800' } } }), step(ACTIONS.survey)],
      }),
      storedTimestamps: stored({ contribution_config_id: DISMISSED_AN_HOUR_AGO }),
    }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'a blocking step’s cap counts completions only: a dismissal does not hold it back',
    given: input({
      article: article({ steps: [step(ACTIONS.contribution, { closability: 'BLOCKING' }), step(ACTIONS.survey)] }),
      storedTimestamps: stored({ contribution_config_id: DISMISSED_AN_HOUR_AGO }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { closable: false, monetizationClosable: false }),
  },
  {
    rule: 'a blocking step’s cap: a completion holds it back',
    given: input({
      article: article({ steps: [step(ACTIONS.contribution, { closability: 'BLOCKING' }), step(ACTIONS.survey)] }),
      storedTimestamps: stored({ contribution_config_id: { completions: [NOW - HOUR] } }),
    }),
    expected: shown(SURVEY_DIALOG, { monetizationClosable: false, events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'the prompt cap reads the configuration id’s entry, not the type’s',
    given: input({ storedTimestamps: stored({ TYPE_CONTRIBUTION: DISMISSED_AN_HOUR_AGO }) }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'a step without a cap of its own: the any-prompt cap, with the prompt-config-not-found event',
    given: input({
      article: article({ steps: [step(ACTIONS.contribution, { promptFrequencyCap: undefined }), step(ACTIONS.survey)] }),
      storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 300 * SECOND] } }),
    }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_NOT_FOUND, PROMPT_CAP_MET] }),
  },
  {
    rule: 'a step without a cap of its own, past the any-prompt cap: shown, with the prompt-config-not-found event',
    given: input({
      article: article({ steps: [step(ACTIONS.contribution, { promptFrequencyCap: undefined }), step(ACTIONS.survey)] }),
      storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 700 * SECOND] } }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { events: [PROMPT_CAP_NOT_FOUND] }),
  },
  {
    rule: 'a step without a cap of its own and no any-prompt cap: not capped',
    given: input({
      clientConfig: config({ anyPromptCap: null }),
      article: article({ steps: [step(ACTIONS.contribution, { promptFrequencyCap: undefined }), step(ACTIONS.survey)] }),
      storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - SECOND] } }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { events: [PROMPT_CAP_NOT_FOUND] }),
  },
  {
    rule: 'a step whose cap is an empty duration: no cap and no not-found event',
    given: input({
      article: article({ steps: [step(ACTIONS.contribution, { promptFrequencyCap: { duration: {} } }), step(ACTIONS.survey)] }),
      storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - SECOND] } }),
    }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'prompt caps before the global cap: every step capped, no prompt and no global-cap event',
    given: input({
      storedTimestamps: stored({
        contribution_config_id: DISMISSED_AN_HOUR_AGO,
        survey_config_id: DISMISSED_AN_HOUR_AGO,
        newsletter_config_id: { dismissals: [NOW - HOUR / 2] },
      }),
    }),
    expected: none('frequency-capped', [PROMPT_CAP_MET, PROMPT_CAP_MET, PROMPT_CAP_MET]),
  },
  {
    rule: 'global cap: another prompt’s recent impression holds the chosen step back',
    given: input({ storedTimestamps: stored({ survey_config_id: { impressions: [NOW - 50 * SECOND] } }) }),
    expected: none('frequency-capped', [GLOBAL_CAP_MET]),
  },
  {
    rule: 'global cap: after a capped step, the next step meets the global cap',
    given: input({
      storedTimestamps: stored({ contribution_config_id: { impressions: [NOW - 50 * SECOND], dismissals: [NOW - 50 * SECOND] } }),
    }),
    expected: none('frequency-capped', [PROMPT_CAP_MET, GLOBAL_CAP_MET]),
  },
  {
    rule: 'global cap: the chosen step’s own impressions do not count',
    given: input({
      storedTimestamps: stored({
        contribution_config_id: { impressions: [NOW - 50 * SECOND] },
        TYPE_CONTRIBUTION: { impressions: [NOW - 50 * SECOND] },
      }),
    }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'global cap: the chosen step’s completions under its type count',
    given: input({ storedTimestamps: stored({ TYPE_CONTRIBUTION: { completions: [NOW - 50 * SECOND] } }) }),
    expected: none('frequency-capped', [GLOBAL_CAP_MET]),
  },
  {
    rule: 'global cap: exactly its duration later it is over',
    given: input({ storedTimestamps: stored({ survey_config_id: { impressions: [NOW - 100 * SECOND] } }) }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'global cap: the funnel’s own wins over the client config’s',
    given: input({
      article: article({ globalCap: { seconds: 1000 } }),
      storedTimestamps: stored({ survey_config_id: { impressions: [NOW - 500 * SECOND] } }),
    }),
    expected: none('frequency-capped', [GLOBAL_CAP_MET]),
  },
  {
    rule: 'global cap: a duration in nanos only',
    given: input({
      article: article({ globalCap: { nanos: 600_000_000_000 } }),
      storedTimestamps: stored({ survey_config_id: { impressions: [NOW - 500 * SECOND] } }),
    }),
    expected: none('frequency-capped', [GLOBAL_CAP_MET]),
  },
  {
    rule: 'global cap: reader visits do not count',
    given: input({ storedTimestamps: stored({ reader_visit: { impressions: [NOW - SECOND] } }) }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'a global cap alone configures the caps',
    given: input({
      clientConfig: config({ anyPromptCap: null }),
      storedTimestamps: stored({ survey_config_id: { impressions: [NOW - 50 * SECOND] } }),
    }),
    expected: none('frequency-capped', [GLOBAL_CAP_MET]),
  },
  {
    rule: 'an any-prompt cap alone configures the caps, without a global cap',
    given: input({
      clientConfig: config({ globalCap: null }),
      storedTimestamps: stored({ survey_config_id: { impressions: [NOW - 50 * SECOND] } }),
    }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
];

const STORED: Row[] = [
  {
    rule: 'stored timestamps that are not JSON: discarded, with the parse-error event',
    given: input({ storedTimestamps: '{"broken' }),
    expected: shown(CONTRIBUTION_OFFERS, { events: [PARSE_ERROR] }),
  },
  {
    rule: 'stored timestamps with one malformed entry: all discarded, with the parse-error event',
    given: input({
      storedTimestamps: JSON.stringify({
        contribution_config_id: { impressions: [], dismissals: [NOW - HOUR], completions: [] },
        survey_config_id: { impressions: [NOW] },
      }),
    }),
    expected: shown(CONTRIBUTION_OFFERS, { events: [PARSE_ERROR] }),
  },
  {
    rule: 'timestamps older than 14 days are dropped before the caps',
    given: input({
      article: article({
        steps: [step(ACTIONS.contribution, { promptFrequencyCap: { duration: { seconds: 30 * 86_400 } } }), step(ACTIONS.survey)],
      }),
      storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 15 * DAY] } }),
    }),
    expected: shown(CONTRIBUTION_OFFERS),
  },
  {
    rule: 'timestamps of the last 14 days count',
    given: input({
      article: article({
        steps: [step(ACTIONS.contribution, { promptFrequencyCap: { duration: { seconds: 30 * 86_400 } } }), step(ACTIONS.survey)],
      }),
      storedTimestamps: stored({ contribution_config_id: { dismissals: [NOW - 13 * DAY] } }),
    }),
    expected: shown(SURVEY_DIALOG, { events: [PROMPT_CAP_MET] }),
  },
  {
    rule: 'stored timestamps are read only when the funnel needs them',
    given: input({ entitlements: entitlementsFor([PRODUCT]), storedTimestamps: 'not json' }),
    expected: none('entitled'),
  },
];

describe('decideAutoPrompt', () => {
  describe.each([
    ['entry: type none and alwaysShow', ENTRY],
    ['preview mode', PREVIEW],
    ['article, canDisplayAutoPrompt, entitlement', PRECONDITIONS],
    ['funnel and paywall', FUNNEL],
    ['prompt type and width', TYPE_MAPPING],
    ['closability and display delay', CLOSABILITY],
    ['step eligibility', ELIGIBILITY],
    ['repeatability', REPEATABILITY],
    ['purchaseUnavailableRegion', PURCHASE_UNAVAILABLE],
    ['frequency caps', CAPS],
    ['stored timestamps', STORED],
  ] as const)('%s', (_group, rows) => {
    it.each(rows)('$rule', ({ given, expected }) => {
      expect(decideAutoPrompt(given)).toEqual(expected);
    });
  });

  it('names every rule once', () => {
    const rules = [
      ENTRY,
      PREVIEW,
      PRECONDITIONS,
      FUNNEL,
      TYPE_MAPPING,
      CLOSABILITY,
      ELIGIBILITY,
      REPEATABILITY,
      PURCHASE_UNAVAILABLE,
      CAPS,
      STORED,
    ]
      .flat()
      .map((row) => row.rule);
    expect(new Set(rules).size).toBe(rules.length);
  });

  it('leaves its input as it was', () => {
    const given = input({ storedTimestamps: stored({ contribution_config_id: DISMISSED_AN_HOUR_AGO }) });
    const before = structuredClone(given);
    decideAutoPrompt(given);
    expect(given).toEqual(before);
  });
});
