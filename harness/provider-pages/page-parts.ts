/**
 * The pieces every mock provider page is built from: the page type, the reader and the client the
 * pages speak of, and the building blocks of their buttons and reactions.
 */
import { messageArray } from './messages';
import type { PageAction, PageEffect, PagePreset, PageReaction, PageText } from './page-types';
import { PREMIUM_PRODUCT, providerFixture, PUBLICATION_ID, signedEntitlements } from '../mocks/provider-data';

/** A value, or one that depends on the address the page was opened with. */
type ByUrl<T> = T | ((url: URL) => T);

export interface ProviderPage {
  id: string;
  /** The msw path pattern below the provider origin. */
  path: string;
  screen: string;
  listedIn: string;
  mode: 'iframe' | 'popup';
  /** The German heading. */
  title: string;
  /** `bar`: one compact row (the toast, the smart button), no heading. */
  layout?: 'bar';
  /** A prompt that cannot be closed (`isClosable` not true) links back to the site's home page (the `origin` parameter). */
  backToHome?: boolean;
  texts: ByUrl<PageText[]>;
  actions: ByUrl<PageAction[]>;
  onStart?: ByUrl<PageEffect[]>;
  reactions?: PageReaction[];
  presets: PagePreset[];
}

export const resolveByUrl = <T>(value: ByUrl<T>, url: URL): T => (typeof value === 'function' ? (value as (url: URL) => T)(url) : value);

const PROVIDER_FRAMES = '/swg/ui/v1';

/** A page at `/swg/ui/v1/{id}`, opened in a frame unless it says otherwise. */
export const page = (
  id: string,
  fields: Omit<ProviderPage, 'id' | 'path' | 'mode'> & Partial<Pick<ProviderPage, 'path' | 'mode'>>,
): ProviderPage => ({
  id,
  path: `${PROVIDER_FRAMES}/${id}`,
  mode: 'iframe',
  ...fields,
});

/* ------------------------------------------------------------------ the reader and the client */

const audienceAnswer = providerFixture<{ swgUserToken: string; userEmail: string }>('completeaudienceaction');
export const AUDIENCE_USER_TOKEN = audienceAnswer.swgUserToken;
/** The user token the pay, link and entitlement-check pages hand back. */
export const SUBSCRIBER_USER_TOKEN = 'sut-magazin-7f3a9c21-abo';
export const READER = { email: audienceAnswer.userEmail, displayName: 'Lena Leser', givenName: 'Lena', familyName: 'Leser' } as const;
/** The rewarded ad's ad unit (Google Ad Manager path of the magazine). */
export const REWARDED_AD_UNIT = '/6355419/magazin_example/rewarded';
/** The rewarded ad's failed load, in German (spec widget §9 "Rewarded-ad error text": "Something went wrong."). */
export const REWARDED_AD_ERROR = 'Etwas ist schiefgelaufen.';
/** The publication's name, as the client config's attributionParams.displayName gives it. */
export const PUBLICATION_NAME = 'Magazin Example';
/** The publisher's own subscriber id in the subscription-linking preset. */
export const PUBLISHER_PROVIDED_ID = 'leser-4711';

/** `_client` of the provider's client (spec §9: client version 1.0.113). */
export const CLIENT = 'SwG 1.0.113';

/** The analytics context the client adds to the arguments of several pages (a sample). */
const ANALYTICS_CONTEXT = messageArray('AnalyticsContext', {
  embedderOrigin: '{siteOrigin}',
  transactionId: '663c1e80-2b4d-4c6e-8f1a-3b5c7d9e1f20.swg',
  clientVersion: CLIENT,
  url: '{siteOrigin}/pages/magazine-article-locked',
  isLockedContent: true,
});

/** `ActivityPorts.addDefaultArguments` of swg-js, for the given product. */
export const defaultArgs = (productId: string = PREMIUM_PRODUCT) => ({
  analyticsContext: ANALYTICS_CONTEXT,
  publicationId: PUBLICATION_ID,
  productId,
  _client: CLIENT,
  supportsEventManager: true,
});

/** `openIframe` adds the publication to every frame address that lacks it. */
export const PUB = `publicationId=${PUBLICATION_ID}`;

/* ------------------------------------------------------------------ building blocks */

export const result = (data: unknown): PageEffect => ({ kind: 'result', data });
export const CANCEL: PageEffect = { kind: 'cancel' };
export const send = (array: unknown[]): PageEffect => ({ kind: 'message', array });

export const closeButton = (label = 'Schließen', onlyIf?: PageAction['onlyIf']): PageAction => ({
  id: 'close',
  label,
  effect: CANCEL,
  ...(onlyIf ? { onlyIf } : {}),
});
/** A dialog the client may close from its background sends CloseWindowRequest; the page closes. */
export const CLOSE_ON_REQUEST: PageReaction = { label: 'CloseWindowRequest', then: CANCEL };
export const noEntitlementFound = (notice: string): PageReaction => ({ label: 'EntitlementsResponse', notice });

export const alreadySubscribed = (label: string, linkRequested = false): PageAction => ({
  id: linkRequested ? 'link' : 'sign-in',
  label,
  effect: send(messageArray('AlreadySubscribedResponse', { subscriberOrMember: true, linkRequested })),
});

export const texts = (...lines: string[]): PageText[] => lines.map((text) => ({ text }));

/** A freshly signed subscriber's entitlements (valid for an hour from the moment the page is served). */
export const subscriberJwt = () => signedEntitlements('subscriber', Date.now());
