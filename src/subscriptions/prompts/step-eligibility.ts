/**
 * Which funnel steps a reader may be shown at all, before any frequency cap (spec widget §3
 * "Intervention", §6 "Closability", §8, §9 "Repeatability"): the step's audience action must be
 * one this page can show, the step must not have been completed as often as it may repeat, and a
 * reader who cannot buy here is not offered a monetary prompt they could only dismiss.
 */
import type { AudienceAction, Intervention } from '../model/article';
import { isAudienceActionType } from '../flows/audience-actions';
import type { PromptEvent } from './prompt-events';
import type { ActionsTimestamps } from './timestamps';
import {
  EVENT_COMPLETION_COUNT_FOR_REPEATABLE_ACTION_MISSING_ERROR,
  EVENT_REWARDED_AD_ADSENSE_FILTERED,
  EVENT_REWARDED_AD_GPT_FILTERED,
} from '../wire/analytics-event';

/** Locked (CLOSED) or free (OPEN) content, as the page config says. */
export type ContentType = 'OPEN' | 'CLOSED';

/** The action types shown as the subscription or contribution offers (or their mini prompt). */
export const isMonetizationType = (type: string): boolean => type === 'TYPE_SUBSCRIPTION' || type === 'TYPE_CONTRIBUTION';

/** Spec widget §6: BLOCKING is not closable, DISMISSIBLE is; anything else follows the content. */
export function isClosable(closability: string | undefined, contentType: ContentType): boolean {
  if (closability === 'BLOCKING') return false;
  if (closability === 'DISMISSIBLE') return true;
  return contentType !== 'CLOSED';
}

/** What the page offers that some actions need; the caller looks at the window once. */
export interface PageAbilities {
  /** A Google Analytics, gtag or Tag Manager tag is on the page (a survey reports its answers there). */
  analyticsTag: boolean;
  /** AdSense (`adsbygoogle`) has loaded, for rewarded ads with PREFERENCE_ADSENSE_REWARDED_AD. */
  adsenseLoaded: boolean;
  /** The ad tag library (`googletag`) is ready, for other rewarded ads. */
  gptLoaded: boolean;
}

/**
 * Whether this page can show `action` (spec widget §8: ads not loaded are filtered out). A survey
 * needs an analytics tag and no earlier completion (under its configuration id, else its type):
 * the provider's rule, so that a reader who signed in does not answer it twice.
 */
export function actionFits(action: AudienceAction, page: PageAbilities, timestamps: ActionsTimestamps, events: PromptEvent[]): boolean {
  if (action.type === 'TYPE_REWARDED_SURVEY') {
    const entry = (action.configurationId ? timestamps[action.configurationId] : undefined) ?? timestamps['TYPE_REWARDED_SURVEY'];
    return page.analyticsTag && (entry?.completions.length ?? 0) === 0;
  }
  if (action.type === 'TYPE_REWARDED_AD') {
    const adsense = action.preference === 'PREFERENCE_ADSENSE_REWARDED_AD';
    if (adsense ? page.adsenseLoaded : page.gptLoaded) return true;
    events.push({ event: adsense ? EVENT_REWARDED_AD_ADSENSE_FILTERED : EVENT_REWARDED_AD_GPT_FILTERED });
    return false;
  }
  // A type this client does not know has no screen to show; the funnel moves on to the next step.
  return isAudienceActionType(action.type) || isMonetizationType(action.type);
}

/**
 * Spec widget §9 "Repeatability": INFINITE repeats without limit, FINITE `count` times (default
 * 1), anything else once. The completions come from the article's audience action of the same
 * configuration id; a FINITE step without a count there reports the §8 error and counts as never
 * completed. (The provider's client also reports an explicit 0 as missing; 0 is a count.)
 */
function mayRepeat(step: Intervention, completions: ReadonlyMap<string, number>, events: PromptEvent[]): boolean {
  const { type, count } = step.repeatability ?? {};
  if (type === 'INFINITE') return true;
  const limit = type === 'FINITE' ? count || 1 : 1;
  const done = step.configId === undefined ? undefined : completions.get(step.configId);
  if (done === undefined && type === 'FINITE') events.push({ event: EVENT_COMPLETION_COUNT_FOR_REPEATABLE_ACTION_MISSING_ERROR });
  return (done ?? 0) < limit;
}

export interface EligibilityInput {
  steps: readonly Intervention[];
  actions: readonly AudienceAction[];
  contentType: ContentType;
  /** `clientConfig.uiPredicates.purchaseUnavailableRegion`. */
  purchaseUnavailable: boolean;
  /**
   * The article's experiment flag `bcontrib_experiment` (the provider's "always show blocking
   * contribution" experiment): only steps marked DISMISSIBLE count as dismissible.
   */
  blockingMonetizationExperiment: boolean;
  page: PageAbilities;
  timestamps: ActionsTimestamps;
}

export interface EligibleSteps {
  steps: Intervention[];
  events: PromptEvent[];
}

/**
 * The steps a reader may be shown, in funnel order, with the events of spec widget §8 in the order
 * they arise. A step needs a configuration id that names an audience action this page can show.
 */
export function eligibleSteps(input: EligibilityInput): EligibleSteps {
  const events: PromptEvent[] = [];
  const showable = new Set(
    input.actions
      .filter((action) => actionFits(action, input.page, input.timestamps, events))
      .flatMap((action) => (action.configurationId ? [action.configurationId] : [])),
  );
  const completions = new Map(
    input.actions.flatMap((action) =>
      action.configurationId && action.numberOfCompletions !== undefined
        ? [[action.configurationId, action.numberOfCompletions] as const]
        : [],
    ),
  );
  const steps = input.steps.filter((step) => {
    if (!step.configId || !showable.has(step.configId)) return false;
    if (!mayRepeat(step, completions, events)) return false;
    // A reader who cannot buy here must not meet a monetary prompt they can only dismiss; on
    // locked content a blocking (or unspecified) one stays, as the paywall.
    const dismissible = input.blockingMonetizationExperiment
      ? step.closability === 'DISMISSIBLE'
      : step.closability === 'DISMISSIBLE' || input.contentType !== 'CLOSED';
    return !(input.purchaseUnavailable && isMonetizationType(step.type) && dismissible);
  });
  return { steps, events };
}
