/**
 * The auto prompt's decision (spec widget §4 "Auto prompt", §6 "Closability", §9): whether a
 * prompt is shown, which one, whether the reader may close it, how long to wait first, and what
 * to log. Pure: the caller (the auto-prompt manager) reads storage, the window and the clock,
 * passes them in, logs the events, waits `displayDelayMs` and opens the dialog.
 *
 * In the spec's order: type `none` shows nothing; `alwaysShow` shows the snippet's type directly;
 * preview mode shows the article's first action; otherwise the reader needs an article,
 * `canDisplayAutoPrompt` and no entitlement for this article. With orchestration the first
 * eligible funnel step not held back by a frequency cap is shown (on locked content the first
 * eligible one, without caps); locked content without orchestration gets the subscription action
 * as a blocking paywall.
 */
import type { Article, AudienceAction } from '../model/article';
import { enablesThis } from '../entitlements/entitlements-model';
import type { ClientConfig, EntitlementsSet } from '../model/types';
import { firstUncappedStep, type UncappedStep } from './frequency-caps';
import type { PromptEvent } from './prompt-events';
import { isMiniPromptType, type MiniPromptType } from '../mini-prompt/mini-prompt-rules';
import { articlePromptType, promptProduct, promptTypeForWidth, type MonetizationPromptType } from './prompt-type';
import { isAudienceActionType, type AudienceActionType } from '../flows/audience-actions';
import { eligibleSteps, isClosable, isMonetizationType, type ContentType, type PageAbilities } from './step-eligibility';
import { parseTimestamps } from './timestamps';

export interface AutoPromptInput {
  /** The page's `autoPromptType` (init or setupAndShowAutoPrompt), as given; null when none. */
  autoPromptType: string | null;
  alwaysShow: boolean;
  contentType: ContentType;
  /** The article answer; null when there is none (the fetch failed or the page has no product). */
  article: Article | null;
  /** The article's client config, else the one fetched on its own, else EMPTY_CLIENT_CONFIG. */
  clientConfig: ClientConfig;
  /** The entitlements for this page; null when unknown (then the reader counts as not entitled). */
  entitlements: EntitlementsSet | null;
  /** `window.innerWidth`. */
  windowWidth: number;
  /**
   * The stored timestamps as text (`SwgStorage.timestampsText()`), null when none. Parsed here, and
   * only when the funnel needs them, so a parse error is reported when they are used, as the
   * provider's client does.
   */
  storedTimestamps: string | null;
  page: PageAbilities;
  nowMs: number;
}

/** What is shown: an audience-action dialog or a monetization prompt. */
export type AutoPromptChoice =
  | { kind: 'audience-action'; type: AudienceActionType; configurationId: string; preference: string | null }
  | {
      kind: 'monetization';
      product: MiniPromptType;
      /** mini: the small bar whose click opens the offers; large: the offers dialog itself. */
      layout: 'mini' | 'large';
      /** The chosen step's configuration, when it came from the article. */
      configurationId: string | null;
    };

/**
 * always-show and preview are demo modes (the publisher's test switch, the provider's on-site
 * preview); preview renders the prompt non-interactively (spec widget §6).
 */
type AutoPromptMode = 'always-show' | 'preview' | 'funnel' | 'paywall';

/** Why nothing is shown; for the log and the QA console. */
export type NoPromptReason =
  | 'type-none'
  | 'no-article'
  | 'cannot-display'
  | 'entitled'
  | 'no-actions'
  | 'no-funnel'
  | 'nothing-eligible'
  | 'frequency-capped'
  /** The type or action cannot be shown as a prompt (an unknown type, or no monetization type). */
  | 'nothing-to-show';

export interface NoPrompt {
  prompt: null;
  reason: NoPromptReason;
  events: PromptEvent[];
}

export interface PromptToShow {
  prompt: AutoPromptChoice;
  mode: AutoPromptMode;
  /** Whether the reader may close the prompt (spec widget §6). */
  closable: boolean;
  /**
   * Whether the offers may be closed when they open from this prompt: from the mini prompt, or as
   * the alternate ("support") action of an audience action. The funnel's first subscription or
   * contribution step decides, when there is one.
   */
  monetizationClosable: boolean;
  /** The article's (or, with alwaysShow, the snippet's) prompt type; audience-action dialogs get it for their alternate action. */
  promptType: MonetizationPromptType | null;
  /** Spec widget §9: displayDelaySeconds × 1000, only when closable; 0 shows at once. */
  displayDelayMs: number;
  /**
   * How this prompt's impressions, dismissals and completions are recorded (recordTimestamp):
   * null, not at all (locked content: a paywall must not hold back later prompts); otherwise under
   * the action type the analytics event names and, when set, under `configurationId` too (never
   * in the demo modes: those prompts are not the funnel's).
   */
  recording: { configurationId: string | null } | null;
  events: PromptEvent[];
}

export type AutoPromptDecision = NoPrompt | PromptToShow;

const EXPERIMENT_BLOCKING_MONETIZATION = 'bcontrib_experiment';

const nothing = (reason: NoPromptReason, events: PromptEvent[]): NoPrompt => ({ prompt: null, reason, events });

/** The prompt for an action: its dialog, or the monetization prompt of the article's type. */
function choiceFor(action: AudienceAction, promptType: MonetizationPromptType | null): AutoPromptChoice | null {
  if (isAudienceActionType(action.type) && action.configurationId) {
    return { kind: 'audience-action', type: action.type, configurationId: action.configurationId, preference: action.preference ?? null };
  }
  if (isMonetizationType(action.type) && promptType) return monetization(promptType, action.configurationId ?? null);
  return null;
}

const monetization = (promptType: MonetizationPromptType, configurationId: string | null): AutoPromptChoice => ({
  kind: 'monetization',
  product: promptProduct(promptType),
  layout: isMiniPromptType(promptType) ? 'mini' : 'large',
  configurationId,
});

/** Demo modes: closable unless the content is locked, no delay, no configuration-id timestamps. */
function demo(
  mode: 'always-show' | 'preview',
  prompt: AutoPromptChoice,
  promptType: MonetizationPromptType | null,
  input: AutoPromptInput,
  events: PromptEvent[],
): PromptToShow {
  const closable = input.contentType !== 'CLOSED';
  return {
    prompt,
    mode,
    closable,
    monetizationClosable: closable,
    promptType,
    displayDelayMs: 0,
    recording: closable ? { configurationId: null } : null,
    events,
  };
}

export function decideAutoPrompt(input: AutoPromptInput): AutoPromptDecision {
  if (input.autoPromptType === 'none') return nothing('type-none', []);

  if (input.alwaysShow) {
    const { promptType, events } = promptTypeForWidth(input.autoPromptType, input.windowWidth);
    return promptType ? demo('always-show', monetization(promptType, null), promptType, input, events) : nothing('nothing-to-show', events);
  }

  const { article } = input;
  const actions = article?.audienceActions?.actions ?? [];
  if (article?.previewEnabled) {
    // The preview is the publisher's look at one configuration: no predicate, entitlement or cap applies.
    const [first] = actions;
    if (!first) return nothing('no-actions', []);
    const { promptType, events } = articlePromptType(actions, input.autoPromptType, input.windowWidth);
    const prompt = choiceFor(first, promptType);
    return prompt ? demo('preview', prompt, promptType, input, events) : nothing('nothing-to-show', events);
  }

  if (!article) return nothing('no-article', []);
  if (input.clientConfig.uiPredicates.canDisplayAutoPrompt !== true) return nothing('cannot-display', []);
  if (input.entitlements && enablesThis(input.entitlements)) return nothing('entitled', []);

  const { promptType, events } = articlePromptType(actions, input.autoPromptType, input.windowWidth);
  if (article.actionOrchestration) return fromFunnel(input, article, promptType, events);

  // Locked content without orchestration (the provider calls it an unexpected answer): the
  // subscription action, if there is one, as a paywall that cannot be closed.
  const subscription = input.contentType === 'CLOSED' ? actions.find((action) => action.type === 'TYPE_SUBSCRIPTION') : undefined;
  if (!subscription) return nothing('no-funnel', events);
  const prompt = choiceFor(subscription, promptType);
  if (!prompt) return nothing('nothing-to-show', events);
  return { prompt, mode: 'paywall', closable: false, monetizationClosable: false, promptType, displayDelayMs: 0, recording: null, events };
}

function fromFunnel(
  input: AutoPromptInput,
  article: Article,
  promptType: MonetizationPromptType | null,
  events: PromptEvent[],
): AutoPromptDecision {
  const actions = article.audienceActions?.actions ?? [];
  const funnel = article.actionOrchestration?.interventionFunnel;
  const interventions = funnel?.interventions ?? [];
  if (actions.length === 0) return nothing('no-actions', events);
  if (interventions.length === 0) return nothing('no-funnel', events);

  const stored = parseTimestamps(input.storedTimestamps, input.nowMs);
  events.push(...stored.events);
  const eligible = eligibleSteps({
    steps: interventions,
    actions,
    contentType: input.contentType,
    purchaseUnavailable: input.clientConfig.uiPredicates.purchaseUnavailableRegion === true,
    blockingMonetizationExperiment: article.experimentFlags.includes(EXPERIMENT_BLOCKING_MONETIZATION),
    page: input.page,
    timestamps: stored.timestamps,
  });
  events.push(...eligible.events);
  if (eligible.steps.length === 0) return nothing('nothing-eligible', events);

  // Locked content takes the first eligible step without caps: what the reader dismissed on open
  // articles must not lift a paywall.
  const capped: UncappedStep =
    input.contentType === 'CLOSED'
      ? { step: eligible.steps[0] ?? null, events: [] }
      : firstUncappedStep({
          steps: eligible.steps,
          timestamps: stored.timestamps,
          funnelGlobalCap: funnel?.globalFrequencyCap?.duration,
          config: input.clientConfig.autoPromptConfig?.frequencyCapConfig,
          nowMs: input.nowMs,
        });
  events.push(...capped.events);
  const chosen = capped.step;
  if (!chosen) return nothing('frequency-capped', events);

  // Eligibility guarantees an action with this configuration id.
  const action = actions.find((candidate) => candidate.configurationId === chosen.configId);
  const prompt = action ? choiceFor(action, promptType) : null;
  if (!prompt) return nothing('nothing-to-show', events);

  const closable = isClosable(chosen.closability, input.contentType);
  const monetizationStep = promptType ? interventions.find((intervention) => isMonetizationType(intervention.type)) : undefined;
  const delaySeconds = input.clientConfig.autoPromptConfig?.clientDisplayTrigger.displayDelaySeconds ?? 0;
  return {
    prompt,
    mode: 'funnel',
    closable,
    monetizationClosable: monetizationStep ? isClosable(monetizationStep.closability, input.contentType) : closable,
    promptType,
    displayDelayMs: closable ? Math.max(0, delaySeconds) * 1000 : 0,
    recording: input.contentType === 'CLOSED' ? null : { configurationId: chosen.configId ?? null },
    events,
  };
}
