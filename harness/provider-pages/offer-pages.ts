/**
 * The mock provider pages of offers, contributions and metering.
 */
import { messageArray } from './messages';
import type { PageAction, PagePreset } from './page-types';
import { OPEN_PRODUCT, providerFixture, PUBLICATION_ID } from '../mocks/provider-data';
import {
  alreadySubscribed,
  CANCEL,
  CLIENT,
  CLOSE_ON_REQUEST,
  closeButton,
  defaultArgs,
  noEntitlementFound,
  page,
  type ProviderPage,
  PUB,
  send,
  texts,
} from './page-parts';
import { impression, IMPRESSION_CONTRIBUTION_OFFERS, IMPRESSION_OFFERS } from './audience-pages';

/* ------------------------------------------------------------------ offers and contributions */

/** The updated offer flows name the publication and force the language (swg-js `getSubscriptionUrl`, `getContributionsUrl`). */
const offersQuery = (updated: boolean) => (updated ? `${PUB}&hl=de` : PUB);

interface Offer {
  skuId: string;
  title: string;
  price: string;
}

export function offersPage(id: string, screen: string, updated: boolean): ProviderPage {
  // The second way: a publisher that handles subscribing itself shows the offers closable.
  const preset = (presetId: string, name: string, native: boolean): PagePreset => ({
    id: presetId,
    name,
    query: offersQuery(updated),
    args: { ...defaultArgs(), showNative: native, productType: 'SUBSCRIPTION', list: 'default', skus: null, isClosable: native },
  });
  return page(id, {
    screen,
    listedIn: 'widget §2',
    title: 'Magazin Plus abonnieren',
    texts: texts('Alle Artikel, das E-Paper und der Newsletter. Wählen Sie Ihr Angebot.'),
    actions: () => [
      ...providerFixture<{ offers: Offer[] }>('offers').offers.map((offer, index): PageAction => ({
        id: `sku-${offer.skuId}`,
        label: `Abonnieren: ${offer.title} (${offer.price})`,
        effect: send(messageArray('SkuSelectedResponse', { sku: offer.skuId })),
        // Only the offers the publisher listed (`showOffers({skus})`), all without a list.
        onlyIf: { arg: 'skus', allows: offer.skuId },
        ...(index === 0 ? { main: true } : {}),
      })),
      {
        id: 'native',
        label: 'Im Abo-Shop des Verlags abonnieren',
        effect: send(messageArray('ViewSubscriptionsResponse', { native: true })),
        onlyIf: { arg: 'showNative', is: true },
      },
      alreadySubscribed('Bereits abonniert? Anmelden'),
      alreadySubscribed('Abo mit dem Google-Konto verknüpfen', true),
      // A broken page: its sku is a number, which the client must drop with a warning, buying nothing.
      {
        id: 'malformed',
        label: 'Fehlerhafte Auswahl senden',
        effect: send(messageArray('SkuSelectedResponse', {}).map((field, index) => (index === 1 ? 42 : field))),
      },
      closeButton('Schließen', { arg: 'isClosable', is: true }),
    ],
    reactions: [noEntitlementFound('Kein Abo gefunden.'), CLOSE_ON_REQUEST],
    // The offers' impression is the page's own (the provider's client never logs IMPRESSION_OFFERS itself).
    onStart: impression(IMPRESSION_OFFERS),
    presets: [preset('default', 'showOffers(): not closable', false), preset('native', 'with a native subscribe callback, closable', true)],
  });
}

/** The contribution amounts of the mock (no fixture: the provider's offers answer holds subscriptions). */
export const CONTRIBUTION_SKUS = { monthly: 'magazin_unterstuetzung_monatlich_5', once: 'magazin_unterstuetzung_einmalig_10' } as const;

export function contributionsPage(id: string, screen: string, updated: boolean): ProviderPage {
  return page(id, {
    screen,
    listedIn: 'widget §2',
    title: 'Magazin Example unterstützen',
    texts: texts('Mit Ihrem Beitrag bleibt unser Journalismus für alle frei lesbar.'),
    actions: [
      {
        id: 'monthly',
        label: 'Monatlich 5 € beitragen',
        effect: send(messageArray('SkuSelectedResponse', { sku: CONTRIBUTION_SKUS.monthly })),
        main: true,
      },
      {
        id: 'once',
        label: 'Einmalig 10 € beitragen',
        effect: send(messageArray('SkuSelectedResponse', { sku: CONTRIBUTION_SKUS.once, oneTime: true })),
      },
      alreadySubscribed('Bereits Unterstützer? Anmelden'),
      closeButton('Schließen', { arg: 'isClosable', is: true }),
    ],
    reactions: [noEntitlementFound('Keine Unterstützung gefunden.'), CLOSE_ON_REQUEST],
    onStart: impression(IMPRESSION_CONTRIBUTION_OFFERS),
    presets: [
      {
        id: 'default',
        name: 'showContributionOptions(): closable',
        query: offersQuery(updated),
        args: {
          productId: OPEN_PRODUCT,
          publicationId: PUBLICATION_ID,
          productType: 'UI_CONTRIBUTION',
          list: 'default',
          skus: null,
          isClosable: true,
          supportsEventManager: true,
          _client: CLIENT,
        },
      },
    ],
  });
}

/* ------------------------------------------------------------------ metering */

export function meterPage(id: string, screen: string, text: string, meterType?: string): ProviderPage {
  const args = (hasSubscriptionCallback: boolean) => ({
    ...defaultArgs(),
    isClosable: true,
    hasSubscriptionCallback,
    ...(meterType ? { meterType } : {}),
  });
  return page(id, {
    screen,
    listedIn: 'widget §2',
    title: 'Kostenloser Artikel',
    texts: texts(text),
    actions: [
      // Subscribing leaves the page open: the client starts the publisher's flow or the offers.
      {
        id: 'subscribe',
        label: 'Abonnieren',
        effect: send(messageArray('ViewSubscriptionsResponse', { native: false })),
        main: true,
        onlyIf: { arg: 'hasSubscriptionCallback', isNot: true },
      },
      {
        id: 'subscribe-native',
        label: 'Abonnieren',
        effect: send(messageArray('ViewSubscriptionsResponse', { native: true })),
        main: true,
        onlyIf: { arg: 'hasSubscriptionCallback', is: true },
      },
      alreadySubscribed('Bereits abonniert? Anmelden'),
      // Closing the toast uses up the free read (the client's consume callback).
      closeButton('Weiterlesen'),
    ],
    reactions: [{ label: 'ToastCloseRequest', then: CANCEL }, noEntitlementFound('Kein Abo gefunden.'), CLOSE_ON_REQUEST],
    presets: [
      { id: 'default', name: 'without a subscribe callback', query: 'origin={siteOrigin}&hl=de', args: args(false) },
      { id: 'native', name: 'with a subscribe callback', query: 'origin={siteOrigin}&hl=de', args: args(true) },
    ],
  });
}
