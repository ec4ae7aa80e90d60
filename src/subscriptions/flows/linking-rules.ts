/**
 * The pure rules of saving a subscription and of subscription linking (spec magazine §3 "Link
 * results", §5 "Linking and offers", §8 "Link save"), with the provider's client's texts.
 */
import type { InputOf, ValueOf } from '../wire/message';
import type { LinkSaveTokenRequest, SubscriptionLinkingCompleteResponse } from '../wire/api-messages';

/** One publication to link the reader to, and the reader's id there. */
export interface LinkTarget {
  publicationId: unknown;
  publisherProvidedId: unknown;
}

interface LinkResult {
  publicationId: unknown;
  publisherProvidedId: unknown;
  success: boolean;
}

export interface LinkSummary {
  anyFailure: boolean;
  anySuccess: boolean;
  links: LinkResult[];
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** The publisher's answer to "the page asks for your token": exactly one of token and authCode. */
export function linkSaveToken(request: unknown): InputOf<typeof LinkSaveTokenRequest> {
  const token = field(request, 'token');
  const authCode = field(request, 'authCode');
  if (token) {
    if (authCode) throw new Error('Both authCode and token are available');
    return { token: String(token) };
  }
  if (authCode) return { authCode: String(authCode) };
  throw new Error('Neither token or authCode is available');
}

/** linkSubscriptions' targets; none is the publisher's mistake. */
export function linkTargets(request: unknown): LinkTarget[] {
  const linkTo = field(request, 'linkTo');
  if (!Array.isArray(linkTo) || linkTo.length === 0) throw new Error('Missing required field: linkTo');
  return linkTo.map((link) => ({ publicationId: field(link, 'publicationId'), publisherProvidedId: field(link, 'publisherProvidedId') }));
}

/** linkSubscription's reader id (linked to this page's publication). */
export function singleLinkId(request: unknown): unknown {
  const publisherProvidedId = field(request, 'publisherProvidedId');
  if (!publisherProvidedId) throw new Error('Missing required field: publisherProvidedId');
  return publisherProvidedId;
}

/** The page's `linkTo` parameters, `publicationId,publisherProvidedId` each (appended as the provider's client does, after the rest). */
export const linkToQuery = (targets: LinkTarget[]): string =>
  targets.map((link) => `&linkTo=${encodeURIComponent(`${String(link.publicationId)},${String(link.publisherProvidedId)}`)}`).join('');

/** What the page reports: a failure unless it says success, a success if any publication linked. */
export function linkSummary(response: ValueOf<typeof SubscriptionLinkingCompleteResponse>): LinkSummary {
  return {
    anyFailure: !response.success,
    anySuccess: response.linkResults.some((link) => link.success),
    links: response.linkResults.map((link) => ({
      publicationId: link.swgPublicationId,
      publisherProvidedId: link.publisherProvidedId,
      success: !!link.success,
    })),
  };
}

/** The reader closed the page: every publication failed. */
export const canceledSummary = (targets: LinkTarget[]): LinkSummary => ({
  anyFailure: true,
  anySuccess: false,
  links: targets.map((link) => ({ ...link, success: false })),
});
