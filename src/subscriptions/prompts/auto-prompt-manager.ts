/**
 * The auto prompt at work (spec widget §4 "Auto prompt"): once the entitlements, the article and
 * the client config are known, decideAutoPrompt (pure) says what to show; this waits the display
 * delay, records the impression, opens the audience action's dialog (or the monetization prompt)
 * and records a dismissal or a completion when the reader acts. Its events go to the client's bus.
 */
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import type { EventBus } from '../events/event-bus';
import type { AudienceActionParams, RunningAudienceAction } from '../flows/audience-action-flow';
import { adLibraryLoaded, type AdWindow } from '../flows/rewarded-ad';
import type { SwgStorage } from '../storage/swg-storage';
import type { Article } from '../model/article';
import type { ClientConfig, EntitlementsSet } from '../model/types';
import { decideAutoPrompt, type AutoPromptChoice, type PromptToShow } from './auto-prompt-decision';
import type { PromptEvent } from './prompt-events';
import { promptProduct } from './prompt-type';
import type { PageAbilities } from './step-eligibility';
import { parseTimestamps, recordTimestamp, serializeTimestamps, type TimestampKind } from './timestamps';

interface AutoPromptRequest {
  autoPromptType: string | null;
  alwaysShow: boolean;
}

export interface AutoPromptDeps {
  win: Window;
  log: Logger;
  clock: Clock;
  storage: SwgStorage;
  bus: EventBus;
  isLocked: boolean;
  /** What the decision needs from the provider; a failure of any of them means no prompt. */
  load(): Promise<{ entitlements: EntitlementsSet | null; article: Article | null; clientConfig: ClientConfig }>;
  startAudienceAction(params: AudienceActionParams): RunningAudienceAction;
  /** The subscription or contribution prompt: a mini prompt, or the offers. */
  showMonetization(choice: Extract<AutoPromptChoice, { kind: 'monetization' }>, closable: boolean): void;
}

/** Pure: what the page offers the rewarded ad and survey steps (spec §8 "ads not loaded are filtered out"). */
export function pageAbilities(win: Window): PageAbilities {
  const global = win as unknown as Record<string, unknown>;
  const dataLayer = global['dataLayer'];
  const ads = win as unknown as AdWindow;
  return {
    analyticsTag: typeof global['gtag'] === 'function' || typeof global['ga'] === 'function' || Array.isArray(dataLayer),
    adsenseLoaded: adLibraryLoaded(ads, true),
    gptLoaded: adLibraryLoaded(ads, false),
  };
}

/** Pure: the timestamp keys of a shown prompt: its action type, and its configuration id when recorded by it. */
export function timestampKeys(choice: AutoPromptChoice, configurationId: string | null): string[] {
  const type =
    choice.kind === 'audience-action' ? choice.type : choice.product === 'contribution' ? 'TYPE_CONTRIBUTION' : 'TYPE_SUBSCRIPTION';
  return configurationId ? [type, configurationId] : [type];
}

export interface AutoPrompt {
  /** Decide and, after the delay, show; resolves once shown or decided against. */
  show(request: AutoPromptRequest): Promise<PromptToShow | null>;
  /** Cancel a prompt that is still waiting for its delay. */
  stop(): void;
}

export function createAutoPrompt(deps: AutoPromptDeps): AutoPrompt {
  const { log, clock, storage, bus } = deps;
  let cancelDelay: () => void = () => undefined;

  const emit = (events: readonly PromptEvent[], configurationId: string | null = null) => {
    for (const event of events)
      bus.emit('analytics', { eventType: event.event, isFromUserAction: false, configurationId, params: event.params ?? null });
  };

  const record = (decision: PromptToShow, kind: TimestampKind) => {
    if (!decision.recording) return;
    const now = clock.now();
    const parsed = parseTimestamps(storage.timestampsText(), now);
    emit(parsed.events);
    storage.setTimestampsText(
      serializeTimestamps(
        recordTimestamp(parsed.timestamps, timestampKeys(decision.prompt, decision.recording.configurationId), kind, now),
      ),
    );
  };

  const open = (decision: PromptToShow) => {
    record(decision, 'impressions');
    const { prompt } = decision;
    if (prompt.kind === 'monetization') {
      deps.showMonetization(prompt, decision.closable);
      return;
    }
    const { promptType } = decision;
    deps.startAudienceAction({
      action: prompt.type,
      configurationId: prompt.configurationId,
      preference: prompt.preference,
      // As the provider's client: the alternate action (the rewarded ad's support button) opens the large offers.
      ...(promptType && {
        onAlternateAction: () =>
          deps.showMonetization(
            { kind: 'monetization', product: promptProduct(promptType), layout: 'large', configurationId: prompt.configurationId },
            decision.monetizationClosable,
          ),
      }),
      isClosable: decision.closable,
      calledManually: false,
      preview: decision.mode === 'preview',
      autoPromptType: decision.promptType,
      onCancel: () => record(decision, 'dismissals'),
      onComplete: () => record(decision, 'completions'),
    });
  };

  return {
    async show(request) {
      let loaded: Awaited<ReturnType<AutoPromptDeps['load']>>;
      try {
        loaded = await deps.load();
      } catch (caught) {
        log.info('auto prompt: nothing shown, the provider did not answer', caught);
        return null;
      }
      const decision = decideAutoPrompt({
        autoPromptType: request.autoPromptType,
        alwaysShow: request.alwaysShow,
        contentType: deps.isLocked ? 'CLOSED' : 'OPEN',
        article: loaded.article,
        clientConfig: loaded.clientConfig,
        entitlements: loaded.entitlements,
        windowWidth: deps.win.innerWidth,
        storedTimestamps: storage.timestampsText(),
        page: pageAbilities(deps.win),
        nowMs: clock.now(),
      });
      emit(decision.events);
      if (decision.prompt === null) {
        log.info(`auto prompt: nothing to show (${decision.reason})`);
        return null;
      }
      const shown = decision;
      cancelDelay();
      if (shown.displayDelayMs <= 0) open(shown);
      else await new Promise<void>((resolve) => (cancelDelay = clock.after(shown.displayDelayMs, () => (open(shown), resolve()))));
      return shown;
    },
    stop: () => cancelDelay(),
  };
}
