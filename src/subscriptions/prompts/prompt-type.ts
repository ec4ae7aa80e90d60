/**
 * The auto-prompt type (spec widget §4 "Type mapping", §9 "Large layout"): which monetization
 * prompt a page gets, the mini prompt (a small bar that opens the offers on click) or the large
 * one (the offers dialog itself). The page's snippet asks for a type; on a window wider than
 * 480 px a mini prompt is replaced by its large type, and a mini prompt is shown only for the
 * small types.
 */
import type { AudienceAction } from '../model/article';
import { isMiniPromptType, type MiniPromptType } from '../mini-prompt/mini-prompt-rules';
import type { PromptEvent } from './prompt-events';
import { EVENT_DISABLE_MINIPROMPT_DESKTOP } from '../wire/analytics-event';

/** The provider's AutoPromptType values, as pages pass them to init / setupAndShowAutoPrompt. */
type AutoPromptType = 'none' | 'contribution' | 'contribution_large' | 'subscription' | 'subscription_large';
export type MonetizationPromptType = Exclude<AutoPromptType, 'none'>;

/** Spec widget §9: a window wider than this many CSS pixels gets the large layout. */
export const LARGE_LAYOUT_MIN_WIDTH = 480;

const LARGE_TYPE: Readonly<Record<MiniPromptType, MonetizationPromptType>> = {
  contribution: 'contribution_large',
  subscription: 'subscription_large',
};

const isMonetizationPromptType = (type: string | null): type is MonetizationPromptType =>
  isMiniPromptType(type) || type === 'contribution_large' || type === 'subscription_large';

/** What the prompt type offers: a subscription or a contribution. */
export const promptProduct = (type: MonetizationPromptType): MiniPromptType =>
  type.startsWith('subscription') ? 'subscription' : 'contribution';

export interface ResolvedPromptType {
  /** Null: no monetization prompt. */
  promptType: MonetizationPromptType | null;
  /** EVENT_DISABLE_MINIPROMPT_DESKTOP when a mini type was replaced; else none. */
  events: PromptEvent[];
}

/**
 * The type shown for `type` at `windowWidth`: a mini type on a wide window becomes its large type,
 * and the provider's EVENT_DISABLE_MINIPROMPT_DESKTOP names the type that was replaced. Anything
 * but a monetization type (none, unknown, missing) is null: there is no monetization prompt.
 */
export function promptTypeForWidth(type: string | null, windowWidth: number): ResolvedPromptType {
  if (isMiniPromptType(type) && windowWidth > LARGE_LAYOUT_MIN_WIDTH) {
    return { promptType: LARGE_TYPE[type], events: [{ event: EVENT_DISABLE_MINIPROMPT_DESKTOP, params: { promptType: type } }] };
  }
  return { promptType: isMonetizationPromptType(type) ? type : null, events: [] };
}

/**
 * The prompt type of an article: the article's first subscription or contribution action names
 * the product (the answer wins over a snippet the publisher forgot to update when their revenue
 * model changed); the snippet only decides whether that product may start as a mini prompt. An
 * article without either action has no monetization prompt.
 */
export function articlePromptType(actions: readonly AudienceAction[], snippetType: string | null, windowWidth: number): ResolvedPromptType {
  const monetization = actions.find((action) => action.type === 'TYPE_SUBSCRIPTION' || action.type === 'TYPE_CONTRIBUTION');
  if (!monetization) return { promptType: null, events: [] };
  const product: MiniPromptType = monetization.type === 'TYPE_SUBSCRIPTION' ? 'subscription' : 'contribution';
  return promptTypeForWidth(snippetType === product ? product : LARGE_TYPE[product], windowWidth);
}
