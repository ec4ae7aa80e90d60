/**
 * The publisher pages: the premium article with, in place of the magazine's page code, a
 * publisher's page code written the way the provider's documentation shows each flow (swg-js
 * `docs/*.md`, `demos/`). They are invented, as the provider's own demo pages are: the magazine's
 * real code for these flows is not known. Each page shows what its code received in the box "Was
 * der Publisher-Code erhielt" (fixtures/pages/fragments/publisher/publisher-log.html) and starts
 * the documented calls from buttons there, so QA can walk every flow to its end in the harness,
 * and tests/e2e/publisher-pages-*.spec.ts do the same.
 */
import type { PageEntry } from './catalogue-types';
import type { PageVariant } from './page-variant';

interface PublisherPage {
  /** Page id without the `publisher-` prefix; also the fragment's name (fragments/publisher/{flow}.html). */
  flow: string;
  title: string;
  /** Which document or demo of the provider the page code follows, and what it does. */
  description: string;
}

const FLOWS: readonly PublisherPage[] = [
  {
    flow: 'entitlements',
    title: 'entitlements and unlocking',
    description:
      'docs/entitlements-flow.md: setOnEntitlementsResponse unlocks for an entitled reader; the button calls getEntitlements() again.',
  },
  {
    flow: 'metering',
    title: 'metering with consume()',
    description:
      'docs/entitlements-flow.md (metering) on a page started by hand (docs/embed-client.md): init(productId), then getEntitlements({metering: {state}}) with the publisher’s hashed reader id and attributes; a Google meter is consumed and the article unlocked in consume()’s callback.',
  },
  {
    flow: 'offers',
    title: 'offers',
    description:
      'docs/offers-flow.md: showOffers() (also with a sku list), showSubscribeOption(), showAbbrvOffer(); the login-request and native-subscribe callbacks are logged.',
  },
  {
    flow: 'subscribe',
    title: 'subscribe and complete()',
    description:
      'docs/subscribe-flow.md: subscribe(sku) from a button; setOnPaymentResponse takes the SubscribeResponse, calls complete() and unlocks once it resolves.',
  },
  {
    flow: 'contributions',
    title: 'contributions',
    description:
      'docs/contributions-flow.md: showContributionOptions() and contribute(sku); the payment response (UI_CONTRIBUTION) is completed and logged.',
  },
  {
    flow: 'plan-change',
    title: 'plan change',
    description:
      'docs/offers-flow.md (replacing a subscription): showUpdateOffers({skus, oldSku}) and updateSubscription({skuId, oldSku}); the response carries oldSku.',
  },
  {
    flow: 'linking',
    title: 'account and subscription linking',
    description:
      'demos/public/link-subscription.html (subscription-linking.js) and docs/link-flow.md: started by hand (subscriptions-control="manual", init with the publication id); linkAccount() with setOnLinkComplete, saveSubscription(() => ({token})), linkSubscription({publisherProvidedId}) and linkSubscriptions({linkTo}) of two publications from buttons; every result is logged.',
  },
  {
    flow: 'login',
    title: 'login prompt and deferred account',
    description:
      'docs/login-flow.md and docs/deferred-account-flow.md: for a reader whose entitlements enable the article, waitForSubscriptionLookup() while the publisher looks its account up; found: showLoginPrompt() then showLoginNotification(), then unlocked; not found: completeDeferredAccountCreation({entitlements, consent}), the account is created and complete() called. setOnLoginRequest runs the same check from getEntitlements().',
  },
  {
    flow: 'buttons',
    title: 'buttons',
    description:
      'docs/buttons.md: createButton() without and with options, attachButton() on the page’s element and attachSmartButton() with theme, lang and messageTextColor; each click handler logs the button and opens showOffers(); the payment is completed and logged.',
  },
  {
    flow: 'basic-subscription',
    title: 'basic client, subscription prompt',
    description:
      'docs/swg-basic-docs/enable_swg.md: SWG_BASIC init (NewsArticle, not free, magazin.example:premium, autoPromptType subscription, light, German); setOnEntitlementsResponse and setOnPaymentResponse log what arrives, complete() unlocks.',
  },
  {
    flow: 'basic-contribution',
    title: 'basic client, contribution prompt',
    description:
      'docs/swg-basic-docs/enable_swg.md: SWG_BASIC init with autoPromptType contribution and the document’s call-to-action button swg-standard-button="contribution" in the paywall box; the entitlements and the payment response are logged, complete() unlocks.',
  },
  {
    flow: 'basic-none',
    title: 'basic client, no prompt',
    description:
      'docs/swg-basic-docs/enable_swg.md: SWG_BASIC init with autoPromptType none: no automatic prompt, the article’s standard button opens the offers; the entitlements and the payment response are logged, complete() unlocks.',
  },
  {
    flow: 'interventions',
    title: 'interventions, started by hand',
    description:
      'demos/public/prod/enterprise/enterprise-funnel-manual.html: subscriptions-control="manual", init(\'magazin.example:openaccess\'), the event manager’s listener, getAvailableInterventions(); each intervention gets a button calling show({isClosable: true, onResult}), and onResult is logged.',
  },
  {
    flow: 'interventions-auto',
    title: 'interventions, automatic start',
    description:
      'demos/public/prod/enterprise/enterprise-funnel.html: the client starts from the article’s markup; the event manager’s listener and getAvailableInterventions(); each intervention gets a button calling show() with isClosable, onResult, suppressToast, onAlternateAction and onSignIn, all logged.',
  },
  {
    flow: 'showcase',
    title: 'showcase entitlements',
    description:
      'src/api/subscriptions.ts (setShowcaseEntitlement, PublisherEntitlement): the publisher’s own paywall reports EVENT_SHOWCASE_UNLOCKED_BY_SUBSCRIPTION (registered, with the subscription time) or EVENT_SHOWCASE_UNLOCKED_BY_METER from buttons; a Google meter is consumed in setOnEntitlementsResponse; each outcome is logged.',
  },
];

export const publisherPages: PageEntry[] = FLOWS.map(({ flow, title, description }) => ({
  id: `publisher-${flow}`,
  title: `Publisher: ${title}`,
  site: 'magazine',
  description: `The premium article with a publisher’s page code from the provider’s documentation (invented, as its demos are). ${description}`,
}));

/** The magazine's page code of the premium article, replaced by each publisher page's own. */
const MAGAZINE_PAGE_CODE = '<!--#include file="fragments/magazine/paywall-page-code.html" -->';

export const PUBLISHER_VARIANTS: Readonly<Record<string, PageVariant>> = Object.fromEntries(
  FLOWS.map(({ flow }) => [
    `publisher-${flow}`,
    { base: 'magazine-article-locked', fragment: `publisher/${flow}`, at: MAGAZINE_PAGE_CODE, replace: true },
  ]),
);
