/**
 * The analytics events the auto-prompt rules ask to be logged (spec widget §8: the frequency-cap
 * configuration errors, the caps met, the filtered rewarded ads; §4: the mini prompt replaced on
 * wide windows). The rules are pure, so they return these as data and the caller logs them. The
 * events are the provider's own AnalyticsEvent numbers, which is what its analytics service expects.
 */
import type { AnalyticsEvent } from '../wire/analytics-event';

export interface PromptEvent {
  /** The provider's event number (wire/analytics-event.ts). */
  event: AnalyticsEvent;
  /** Extra parameters of the event; the caller adds what only it knows (the publication id). */
  params?: Readonly<Record<string, string>>;
}
