/**
 * Frequency caps (spec widget §4 "Auto prompt", §8, §9 "Frequency cap duration", "Cap counting"):
 * which funnel step may be shown now, given the stored timestamps. A cap is met while less than
 * its duration has passed since the latest timestamp it counts. The prompt cap of each step is
 * checked first, in funnel order; only the first step it lets through meets the global cap. That
 * order tells "this reader saw every prompt recently" (prompt caps, the next step is tried) from
 * "this reader saw a prompt recently" (global cap, nothing is shown). Pure: the clock is passed in.
 */
import type { DurationJson, Intervention } from '../model/article';
import type { AutoPromptConfig } from '../model/types';
import type { PromptEvent } from './prompt-events';
import { READER_VISIT_KEY, type ActionsTimestamps } from './timestamps';
import {
  EVENT_FREQUENCY_CAP_CONFIG_NOT_FOUND_ERROR,
  EVENT_GLOBAL_FREQUENCY_CAP_MET,
  EVENT_PROMPT_FREQUENCY_CAP_MET,
  EVENT_PROMPT_FREQUENCY_CONFIG_NOT_FOUND,
} from '../wire/analytics-event';

/** A cap's length as either source sends it: the article's JSON (int64 seconds may be a string) or the parsed client config. */
export type CapDuration = DurationJson;

type FrequencyCapConfig = AutoPromptConfig['frequencyCapConfig'];

const finite = (value: number | string | undefined): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/**
 * Spec widget §9: seconds × 1000 + nanos / 1e6, in milliseconds. The provider's client rounds the
 * nanos part down to whole milliseconds; the spec's formula is taken as written.
 */
export function capDurationMs(duration: CapDuration | null | undefined): number {
  return finite(duration?.seconds) * 1000 + finite(duration?.nanos) / 1e6;
}

/** A cap counts only with non-zero seconds or nanos (the provider's test); `{}` or zeros mean "no cap". */
export function isCapSet(duration: CapDuration | null | undefined): boolean {
  return finite(duration?.seconds) !== 0 || finite(duration?.nanos) !== 0;
}

/** Whether less than `durationMs` has passed since the latest of `timestamps`; never with none. */
export function isCapMet(durationMs: number, timestamps: readonly number[], nowMs: number): boolean {
  if (timestamps.length === 0) return false;
  // reduce, not Math.max(...list): a long list must not overflow the argument limit.
  const latest = timestamps.reduce((max, time) => (time > max ? time : max), -Infinity);
  return nowMs - latest < durationMs;
}

/**
 * What a step's own cap counts: its entry under its configuration id (or its type when it has
 * none); a blocking step counts completions only (a reader cannot dismiss it), any other step
 * dismissals and completions. Impressions never count: a prompt seen but left open is not a no.
 */
export function promptCapTimestamps(timestamps: ActionsTimestamps, step: Intervention): number[] {
  const entry = timestamps[step.configId || step.type];
  if (!entry) return [];
  return step.closability === 'BLOCKING' ? [...entry.completions] : [...entry.dismissals, ...entry.completions];
}

/**
 * What the global cap counts for `step`: the impressions of every other prompt and the
 * completions of this one (under its configuration id and its type). The spec's "all impressions
 * or completions" read as the provider's client does: the step's own impressions are the prompt
 * cap's business, and reader visits are not prompts.
 */
export function globalCapTimestamps(timestamps: ActionsTimestamps, step: Intervention): number[] {
  return Object.entries(timestamps).flatMap(([key, entry]) => {
    if (key === READER_VISIT_KEY) return [];
    return key === step.configId || key === step.type ? entry.completions : entry.impressions;
  });
}

export interface FrequencyCapInput {
  /** The eligible funnel steps, in funnel order. */
  steps: readonly Intervention[];
  timestamps: ActionsTimestamps;
  /** The funnel's own global cap (`interventionFunnel.globalFrequencyCap.duration`); it wins over the config's. */
  funnelGlobalCap: CapDuration | null | undefined;
  /** `clientConfig.autoPromptConfig.frequencyCapConfig`. */
  config: FrequencyCapConfig | null | undefined;
  nowMs: number;
}

export interface UncappedStep {
  /** Null when every step, or the global cap, holds the prompt back. */
  step: Intervention | null;
  events: PromptEvent[];
}

/**
 * The first step no cap holds back, or null, with the events of spec widget §8 in the order they
 * arise. Without a global or any-prompt cap in the client config the caps are not configured at
 * all: the first step is shown and the config-not-found event logged (the provider's rule, also
 * when the funnel brings caps of its own). The client config's per-type `promptFrequencyCaps` are
 * not read: the provider's client does not read them either; a step without a cap of its own
 * falls back to the any-prompt cap.
 */
export function firstUncappedStep(input: FrequencyCapInput): UncappedStep {
  const { steps, timestamps, config, nowMs } = input;
  const [first] = steps;
  if (!first) return { step: null, events: [] };
  if (!isCapSet(config?.globalFrequencyCap) && !isCapSet(config?.anyPromptFrequencyCap)) {
    return { step: first, events: [{ event: EVENT_FREQUENCY_CAP_CONFIG_NOT_FOUND_ERROR }] };
  }
  const events: PromptEvent[] = [];
  const chosen = steps.find((step) => {
    let duration = step.promptFrequencyCap?.duration;
    if (!duration) {
      events.push({ event: EVENT_PROMPT_FREQUENCY_CONFIG_NOT_FOUND });
      duration = config?.anyPromptFrequencyCap ?? undefined;
    }
    if (!isCapSet(duration) || !isCapMet(capDurationMs(duration), promptCapTimestamps(timestamps, step), nowMs)) return true;
    events.push({ event: EVENT_PROMPT_FREQUENCY_CAP_MET });
    return false;
  });
  if (!chosen) return { step: null, events };
  const globalCap = input.funnelGlobalCap ?? config?.globalFrequencyCap;
  if (isCapSet(globalCap) && isCapMet(capDurationMs(globalCap), globalCapTimestamps(timestamps, chosen), nowMs)) {
    events.push({ event: EVENT_GLOBAL_FREQUENCY_CAP_MET });
    return { step: null, events };
  }
  return { step: chosen, events };
}
