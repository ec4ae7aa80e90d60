/**
 * The analytics events the auto-prompt rules ask to be logged (spec widget §8: the frequency-cap
 * configuration errors, the caps met, the filtered rewarded ads; §4: the mini prompt replaced on
 * wide windows). The rules are pure, so they return these as data and the caller logs them. The
 * names are the provider's own AnalyticsEvent names, which is what its analytics service expects.
 */

export type PromptEventName =
  | 'EVENT_FREQUENCY_CAP_CONFIG_NOT_FOUND_ERROR'
  | 'EVENT_PROMPT_FREQUENCY_CONFIG_NOT_FOUND'
  | 'EVENT_COMPLETION_COUNT_FOR_REPEATABLE_ACTION_MISSING_ERROR'
  | 'EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR'
  | 'EVENT_PROMPT_FREQUENCY_CAP_MET'
  | 'EVENT_GLOBAL_FREQUENCY_CAP_MET'
  | 'EVENT_DISABLE_MINIPROMPT_DESKTOP'
  | 'EVENT_REWARDED_AD_ADSENSE_FILTERED'
  | 'EVENT_REWARDED_AD_GPT_FILTERED';

export interface PromptEvent {
  name: PromptEventName;
  /** Extra parameters of the event; the caller adds what only it knows (the publication id). */
  params?: Readonly<Record<string, string>>;
}
