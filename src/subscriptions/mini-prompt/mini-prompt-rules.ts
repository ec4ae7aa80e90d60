/**
 * The mini prompt's rules (spec widget §2 "Mini-prompt", §4 "A mini prompt is shown only for the
 * small types", §8): which prompt types get one, what it says, and the analytics events it logs,
 * by the provider's AnalyticsEvent names.
 */
import { buttonTheme, type ButtonTheme } from '../buttons/button-options';
import { buttonText, DEFAULT_LANG } from '../buttons/button-texts';
import {
  ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLICK,
  ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLOSE,
  ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLICK,
  ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLOSE,
  IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT,
  IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT,
  type AnalyticsEvent,
} from '../wire/analytics-event';

/** The prompt types a mini prompt exists for (the others are large only). */
export type MiniPromptType = 'contribution' | 'subscription';

export const isMiniPromptType = (type: string | null): type is MiniPromptType => type === 'contribution' || type === 'subscription';

/**
 * Spec widget §8: 'Mini-prompt: missing document head logs "Unable to retrieve the head node"';
 * the provider's client says it in this sentence.
 */
export const HEAD_MISSING_WARNING = 'Unable to retrieve the head node of the current document, which is needed by MiniPromptApi.';

interface MiniPromptEvents {
  /** Logged when it shows (not a reader's action). */
  impression: AnalyticsEvent;
  /** The reader pressed its title. */
  click: AnalyticsEvent;
  /** The reader closed it. */
  close: AnalyticsEvent;
}

const EVENTS: Readonly<Record<MiniPromptType, MiniPromptEvents>> = {
  subscription: {
    impression: IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT,
    click: ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLICK,
    close: ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLOSE,
  },
  contribution: {
    impression: IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT,
    click: ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLICK,
    close: ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLOSE,
  },
};

export interface MiniPromptPlan {
  type: MiniPromptType;
  theme: ButtonTheme;
  /** The prompt's language (the client's, English when unset, as in the provider's client). */
  lang: string;
  title: string;
  /** The language the title is in: English when the table has no text for `lang`. */
  titleLang: string;
  events: MiniPromptEvents;
}

/** Pure: what to show for an auto prompt type, or null for every type but the two small ones. */
export function planMiniPrompt(autoPromptType: string | null, theme: unknown, lang: string | null): MiniPromptPlan | null {
  if (!isMiniPromptType(autoPromptType)) return null;
  const promptLang = lang?.trim() || DEFAULT_LANG;
  const { text, lang: titleLang } = buttonText(autoPromptType === 'subscription' ? 'subscribe' : 'contribute', promptLang);
  return { type: autoPromptType, theme: buttonTheme(theme), lang: promptLang, title: text, titleLang, events: EVENTS[autoPromptType] };
}
