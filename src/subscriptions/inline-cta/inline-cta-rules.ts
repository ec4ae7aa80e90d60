/**
 * Which inline call to action each container gets (spec widget §2 "Inline call-to-action
 * containers", §5; magazine spec: skipped when entitlements already enable access). A container
 * is a `div[rrm-inline-cta]` whose value is the configuration id of one of the article's audience
 * actions. As in the provider's client, registration wall, newsletter sign-up, survey and the
 * subscription or contribution offers show inline; the publisher's own call to action and
 * rewarded ads do not.
 */
import type { AudienceAction } from '../model/article';
import type { AudienceActionType } from '../flows/audience-actions';

export const INLINE_CTA_ATTRIBUTE = 'rrm-inline-cta';

/** The provider's client waits this long after configuration before it looks at the containers. */
export const INLINE_CTA_DELAY_MS = 2000;

/** An action shown inline: an audience action's page or the offers (spec widget §2: ctaMode=CTA_MODE_INLINE). */
type InlineActionType = AudienceActionType | 'TYPE_SUBSCRIPTION' | 'TYPE_CONTRIBUTION';

const INLINE_TYPES: readonly string[] = [
  'TYPE_REGISTRATION_WALL',
  'TYPE_NEWSLETTER_SIGNUP',
  'TYPE_REWARDED_SURVEY',
  'TYPE_SUBSCRIPTION',
  'TYPE_CONTRIBUTION',
];

/** The configuration id a container names; publishers' snippets sometimes keep the quotes around it. */
export function inlineConfigId(value: string | null): string {
  return (value ?? '').trim().replace(/['"“”‘’]/g, '');
}

export interface InlineCtaInput<E> {
  containers: readonly { element: E; value: string | null }[];
  actions: readonly AudienceAction[];
  /** The reader's entitlements enable this page. */
  entitled: boolean;
  /** `uiPredicates.canDisplayAutoPrompt` of the client config. */
  canDisplay: boolean;
  /** Whether the page can show this action (a survey needs an analytics tag and no earlier completion). */
  fits: (action: AudienceAction) => boolean;
}

export interface InlineCta<E> {
  element: E;
  action: InlineActionType;
  configurationId: string;
}

/** Pure: the calls to action to show, in container order, and why the others are not shown. */
export function planInlineCtas<E>(input: InlineCtaInput<E>): { shown: InlineCta<E>[]; skipped: string[] } {
  if (input.entitled) return { shown: [], skipped: ["the reader's entitlements enable the page"] };
  if (!input.canDisplay) return { shown: [], skipped: ['the client config does not allow prompts'] };
  const shown: InlineCta<E>[] = [];
  const skipped: string[] = [];
  for (const { element, value } of input.containers) {
    const id = inlineConfigId(value);
    const action = id ? input.actions.find((candidate) => candidate.configurationId === id) : undefined;
    if (!action) skipped.push(`no audience action of the article has the configuration id "${id}"`);
    else if (!INLINE_TYPES.includes(action.type)) skipped.push(`${id}: ${action.type} is not shown inline`);
    else if (!input.fits(action)) skipped.push(`${id}: this page cannot show ${action.type}`);
    else shown.push({ element, action: action.type as InlineActionType, configurationId: id });
  }
  return { shown, skipped };
}
