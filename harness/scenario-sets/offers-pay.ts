/**
 * The offer and pay flows on the open article (`magazine-article`), with no auto prompt in front
 * (canDisplayAutoPrompt false): the old and updated offer pages (useUpdatedOfferFlows), the
 * offers inline on the locked article (`swg-offers-inline`), the confirmation without the account
 * screen (skipAccountCreationScreen), and GET offers answering 404, a malformed body or hostile
 * text (its 500 and timeout are the per-endpoint scenarios `swg-offers-500` and
 * `swg-offers-timeout`).
 */
import { failureResponse } from '../mocks/failures';
import { onEndpoint, swgJson } from '../mocks/provider';
import { providerFixture, type JsonObject } from '../mocks/provider-data';
import type { Scenario } from '../scenario-types';
import { anonymous } from './auto-prompt';
import { hostileText } from './station-hostile';

/** The client config (endpoint and article answer alike) with `change`, and no auto prompt unless `change` allows it; `article` changes the rest of the article answer. */
function clientConfig(change: JsonObject, article: (answer: JsonObject) => JsonObject = (answer) => answer) {
  const config = (): JsonObject => {
    const base = providerFixture<JsonObject>('clientconfiguration');
    return {
      ...base,
      ...change,
      uiPredicates: { ...(base['uiPredicates'] as JsonObject), canDisplayAutoPrompt: false, ...(change['uiPredicates'] ?? {}) },
    };
  };
  return [
    onEndpoint('clientconfiguration', () => swgJson(config())),
    ...anonymous((answer) => ({ ...article(answer), clientConfig: config() })),
  ];
}

/** The configuration ids of the inline offers: the slots of `swg-offers-inline` must name them. */
export const INLINE_SUBSCRIPTION_ID = 'cfg-abo-inline';
export const INLINE_CONTRIBUTION_ID = 'cfg-beitrag-inline';

/** The article offers a subscription and a contribution, and no funnel step (nothing in the dialog). */
const inlineOffers = (article: JsonObject): JsonObject => ({
  ...article,
  audienceActions: {
    actions: [
      { type: 'TYPE_SUBSCRIPTION', configurationId: INLINE_SUBSCRIPTION_ID, preference: 'PREFERENCE_UNSPECIFIED', numberOfCompletions: 0 },
      { type: 'TYPE_CONTRIBUTION', configurationId: INLINE_CONTRIBUTION_ID, preference: 'PREFERENCE_UNSPECIFIED', numberOfCompletions: 0 },
    ],
    engineId: 'engine-magazin-2024-05',
  },
  actionOrchestration: { interventionFunnel: { interventions: [] } },
});

const offers = (id: string, title: string, description: string, handlers: Scenario['handlers']): Scenario => ({
  id,
  title: `Offers: ${title}`,
  description: `For magazine-article (no auto prompt). ${description}`,
  site: 'magazine',
  visibleEffect: false,
  pages: ['magazine-article'],
  handlers,
});

export const offersPayScenarios: Scenario[] = [
  offers(
    'swg-offers-old-flow',
    'old offer pages',
    'The client config says useUpdatedOfferFlows false: showOffers opens /offersiframe (with useNewOfferCard from the address hash swg.newoffercard), contributions /contributionsiframe.',
    clientConfig({ useUpdatedOfferFlows: false }),
  ),
  offers(
    'swg-offers-updated-flow',
    'updated offer pages',
    'The client config says useUpdatedOfferFlows true and uiPredicates.purchaseUnavailableRegion true: /subscriptionoffersiframe and /contributionoffersiframe with publicationId and purchaseUnavailableRegion=true.',
    clientConfig({ useUpdatedOfferFlows: true, uiPredicates: { purchaseUnavailableRegion: true } }),
  ),
  {
    id: 'swg-offers-inline',
    title: 'Offers: inline',
    description: `For magazine-article-locked, whose [rrm-inline-cta] slots name the newsletter, ${INLINE_SUBSCRIPTION_ID} and ${INLINE_CONTRIBUTION_ID}. The article's audience actions are a TYPE_SUBSCRIPTION (${INLINE_SUBSCRIPTION_ID}) and a TYPE_CONTRIBUTION (${INLINE_CONTRIBUTION_ID}) with no funnel step; canDisplayAutoPrompt and useUpdatedOfferFlows are true: 2 s after load /subscriptionoffersiframe and /contributionoffersiframe show inside the slots with ctaMode=CTA_MODE_INLINE, not closable.`,
    site: 'magazine',
    visibleEffect: true,
    pages: ['magazine-article-locked'],
    handlers: clientConfig({ useUpdatedOfferFlows: true, uiPredicates: { canDisplayAutoPrompt: true } }, inlineOffers),
  },
  offers(
    'swg-pay-skip-account',
    'no account screen',
    'The client config says skipAccountCreationScreen true: the pay confirmation creates no account.',
    clientConfig({ skipAccountCreationScreen: true }),
  ),
  offers('swg-offers-404', 'GET offers 404', 'GET /publication/{id}/offers answers 404: getOffers rejects with the status.', [
    ...clientConfig({}),
    onEndpoint('offers', () => failureResponse('status-404', {})),
  ]),
  offers(
    'swg-offers-malformed',
    'GET offers malformed',
    'GET /publication/{id}/offers answers offers that are not a list: getOffers rejects (unexpected response shape).',
    [...clientConfig({}), onEndpoint('offers', () => swgJson({ offers: 'keine Liste' }))],
  ),
  offers(
    'swg-offers-hostile',
    'GET offers hostile text',
    'GET /publication/{id}/offers answers offers whose title and description carry markup and script: getOffers hands them over as text.',
    [
      ...clientConfig({}),
      onEndpoint('offers', () =>
        swgJson({
          offers: providerFixture<{ offers: JsonObject[] }>('offers').offers.map((offer) => ({
            ...offer,
            title: hostileText('Titel'),
            description: hostileText('Beschreibung'),
          })),
        }),
      ),
    ],
  ),
];
