/**
 * The mock provider pages: one entry per screen the provider hosts (spec §2 of the widget, the
 * magazine's dialog list). Each says where it lives, what the provider's client sends it (its
 * presets, from swg-js `src/runtime/*-flow.ts` and `*-api.ts`), and what its buttons send back:
 * the result data the client reads (`acceptResult`) or the RESPONSE arrays it listens for
 * (`.on(Message, …)`). No real markup of these pages is public: texts and layout are the
 * project's own, the messages are the contract.
 *
 * Node only (fixtures, fresh JWTs): the browser side gets what it needs as JSON (render.ts).
 */
import { messageArray } from './messages';
import type { ProviderPageSummary } from './page-types';
import { PREMIUM_PRODUCT, PUBLICATION_ID } from '../mocks/provider-data';
import { unsignedJwt } from '../mocks/provider-jwt';
import {
  alreadySubscribed,
  CLIENT,
  CLOSE_ON_REQUEST,
  closeButton,
  defaultArgs,
  page,
  type ProviderPage,
  PUB,
  READER,
  result,
  send,
  SUBSCRIBER_USER_TOKEN,
  subscriberJwt,
  texts,
} from './page-parts';
import { contributionsPage, meterPage, offersPage } from './offer-pages';
import { audiencePages } from './audience-pages';
import { linkingPages } from './link-pages';

/* ------------------------------------------------------------------ the table */

export const providerPages: ProviderPage[] = [
  page('toastiframe', {
    screen: 'Toast',
    listedIn: 'widget §2, magazine dialogs',
    title: 'Hinweis',
    layout: 'bar',
    // The client closes the toast itself after 8 s and reads nothing from it.
    texts: (url) => {
      const flavor = url.searchParams.get('flavor');
      if (flavor === 'custom') return texts(url.searchParams.get('customText') ?? '');
      if (flavor === 'basic') return texts(`Angemeldet als ${READER.email}`);
      return texts('Sie lesen mit Ihrem Abo.');
    },
    actions: [],
    presets: [
      {
        id: 'default',
        name: 'after an unlock (source in the arguments)',
        query: PUB,
        args: { publicationId: PUBLICATION_ID, source: 'google', _client: CLIENT },
      },
      { id: 'basic', name: 'flavor=basic (entitlements found)', query: `flavor=basic&${PUB}`, args: {} },
      {
        id: 'custom',
        name: 'flavor=custom',
        query: `flavor=custom&customText=${encodeURIComponent(`Sie erhalten den Newsletter an ${READER.email}.`)}&${PUB}`,
        args: {},
      },
    ],
  }),
  contributionsPage('contributionsiframe', 'Contribution offers, old flow', false),
  contributionsPage('contributionoffersiframe', 'Contribution offers, updated flow', true),
  offersPage('offersiframe', 'Subscription offers, old flow', false),
  offersPage('subscriptionoffersiframe', 'Subscription offers, updated flow', true),
  page('optionsiframe', {
    screen: 'Subscribe option',
    listedIn: 'widget §2',
    title: 'Jetzt abonnieren',
    texts: texts('Lesen Sie alle Artikel von Magazin Example mit einem Abo.'),
    actions: [{ id: 'offers', label: 'Angebote ansehen', effect: result({ subscribe: true }), main: true }, closeButton()],
    reactions: [CLOSE_ON_REQUEST],
    presets: [
      {
        id: 'default',
        name: 'showSubscribeOption()',
        query: PUB,
        args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, list: 'default', skus: null, isClosable: true, _client: CLIENT },
      },
    ],
  }),
  page('abbrvofferiframe', {
    screen: 'Abbreviated offer',
    listedIn: 'widget §2',
    title: 'Magazin Plus ab 7,99 € im Monat',
    texts: texts('Alle Artikel, das E-Paper und der Newsletter.'),
    actions: [
      { id: 'offers', label: 'Alle Angebote ansehen', effect: result({ viewOffers: true, native: false }), main: true },
      {
        id: 'native',
        label: 'Im Abo-Shop des Verlags abonnieren',
        effect: result({ viewOffers: false, native: true }),
        onlyIf: { arg: 'showNative', is: true },
      },
      alreadySubscribed('Bereits abonniert? Anmelden'),
      closeButton(),
    ],
    reactions: [CLOSE_ON_REQUEST],
    presets: [
      {
        id: 'default',
        name: 'showAbbrvOffer()',
        query: PUB,
        args: {
          publicationId: PUBLICATION_ID,
          productId: PREMIUM_PRODUCT,
          showNative: false,
          list: 'default',
          skus: null,
          isClosable: true,
          _client: CLIENT,
        },
      },
    ],
  }),
  page('payconfirmiframe', {
    screen: 'Payment confirmation and account creation',
    listedIn: 'widget §2',
    title: 'Vielen Dank für Ihr Abo',
    texts: texts('Ihre Zahlung ist eingegangen. Ihr Konto bei Magazin Example wird eingerichtet.'),
    actions: () => [
      // The client reads no data: a result of any kind completes the flow.
      { id: 'continue', label: 'Weiter', effect: result({}), main: true },
      {
        id: 'entitlements',
        label: 'Neue Berechtigungen senden',
        effect: send(messageArray('EntitlementsResponse', { jwt: subscriberJwt(), swgUserToken: SUBSCRIBER_USER_TOKEN })),
      },
    ],
    reactions: [{ label: 'AccountCreationRequest', notice: 'Ihr Konto ist eingerichtet.' }],
    presets: [
      {
        id: 'default',
        name: 'after a subscription payment',
        query: 'hl=de',
        args: {
          publicationId: PUBLICATION_ID,
          productType: 'SUBSCRIPTION',
          isSubscriptionUpdate: false,
          isOneTime: false,
          loginHint: READER.email,
          useUpdatedConfirmUi: true,
          skipAccountCreationScreen: false,
          _client: CLIENT,
        },
      },
    ],
  }),
  page('recoveriframe', {
    screen: 'Deferred account creation',
    listedIn: 'widget §2',
    title: 'Konto anlegen',
    texts: texts('Wir haben Ihr Abo bei Google gefunden. Legen Sie jetzt Ihr Konto bei Magazin Example an.'),
    actions: () => [
      {
        id: 'create',
        label: 'Konto anlegen',
        effect: result({
          entitlements: subscriberJwt(),
          idToken: unsignedJwt({ iss: 'https://accounts.google.com', sub: '104711', email: READER.email, name: READER.displayName }),
          productType: 'SUBSCRIPTION',
          purchaseDataList: [
            {
              data: JSON.stringify({ orderId: 'GPA.3361-4711-0815-24680', productId: 'magazin_plus_monatlich' }),
              signature: 'bW9jay1zaWduYXR1cg',
            },
          ],
        }),
        main: true,
      },
      closeButton('Abbrechen'),
    ],
    presets: [
      {
        id: 'default',
        name: 'completeDeferredAccountCreation()',
        query: PUB,
        // The reader's signed entitlements (a sample: the page shows them and reads nothing of them).
        args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, entitlements: subscriberJwt(), consent: true, _client: CLIENT },
      },
    ],
  }),
  page('smartboxiframe', {
    screen: 'Smart button',
    listedIn: 'widget §2',
    title: 'Smart-Button',
    layout: 'bar',
    texts: [],
    // A button inside the publisher's button: every press tells the client, the frame stays.
    actions: [
      { id: 'click', label: 'Mit Google abonnieren', effect: send(messageArray('SmartBoxMessage', { isClicked: true })), main: true },
    ],
    presets: [
      {
        id: 'default',
        name: 'attachSmartButton()',
        query: PUB,
        args: { ...defaultArgs(), theme: 'light', lang: 'de', messageTextColor: '#1a1a1a' },
      },
    ],
  }),
  page('serviceiframe', {
    screen: 'Hidden analytics service frame',
    listedIn: 'widget §2',
    title: 'Analysedienst',
    texts: texts('Unsichtbarer Dienst-Frame: nimmt die Ereignisse des Clients entgegen.'),
    actions: [
      {
        id: 'logged',
        label: 'Protokollierung bestätigen',
        effect: send(messageArray('FinishedLoggingResponse', { complete: true })),
        main: true,
      },
      {
        id: 'log-failed',
        label: 'Protokollierung fehlgeschlagen',
        effect: send(messageArray('FinishedLoggingResponse', { complete: false, error: 'Protokollierung fehlgeschlagen' })),
      },
    ],
    // Every event the client hands over is logged and acknowledged.
    reactions: [{ label: 'AnalyticsRequest', then: send(messageArray('FinishedLoggingResponse', { complete: true })) }],
    presets: [{ id: 'default', name: 'the analytics service', query: PUB, args: defaultArgs() }],
  }),
  meterPage('metertoastiframe', 'Metering toast (publisher licenses metering)', 'Diesen Artikel lesen Sie kostenlos, dank Google.'),
  meterPage(
    'meteriframe',
    'Metering by the provider',
    'Kostenloser Artikel: Sie haben in diesem Monat noch 2 von 3 Artikeln frei.',
    'KNOWN',
  ),
  ...audiencePages,
  ...linkingPages,
  page('loginiframe', {
    screen: 'Login prompt (userConsent true) and login notification (userConsent false)',
    listedIn: 'magazine dialogs',
    title: 'Anmelden',
    texts: [
      { text: 'Mit Ihrem Google-Konto bei Magazin Example anmelden?', onlyIf: { arg: 'userConsent', is: true } },
      { text: `Sie werden als ${READER.email} angemeldet.`, onlyIf: { arg: 'userConsent', isNot: true } },
    ],
    // The client reads no data: a result closes the prompt, a cancel is the reader's no.
    actions: [
      { id: 'sign-in', label: 'Anmelden', effect: result({}), main: true, onlyIf: { arg: 'userConsent', is: true } },
      { id: 'ok', label: 'OK', effect: result({}), main: true, onlyIf: { arg: 'userConsent', isNot: true } },
      closeButton('Abbrechen', { arg: 'userConsent', is: true }),
    ],
    presets: [
      {
        id: 'default',
        name: 'login prompt',
        query: PUB,
        args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, userConsent: true, _client: CLIENT },
      },
      {
        id: 'notification',
        name: 'login notification',
        query: PUB,
        args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, userConsent: false, _client: CLIENT },
      },
    ],
  }),
  page('waitforsubscriptionlookupiframe', {
    screen: 'Waiting for a subscription lookup',
    listedIn: 'magazine dialogs',
    title: 'Einen Moment bitte',
    // Sends nothing: the client closes it when the publisher's lookup settles.
    texts: texts('Ihr Abo wird gesucht …'),
    actions: [],
    presets: [
      {
        id: 'default',
        name: 'waitForSubscriptionLookup()',
        query: PUB,
        args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, _client: CLIENT },
      },
    ],
  }),
  page('checkentitlements', {
    screen: 'Entitlement check pop-up',
    listedIn: 'magazine dialogs',
    mode: 'popup',
    title: 'Abo prüfen',
    texts: texts('Wir prüfen, ob Ihr Google-Konto ein Abo bei Magazin Example hat.'),
    actions: () => [
      { id: 'found', label: 'Abo gefunden', effect: result({ jwt: subscriberJwt(), usertoken: SUBSCRIBER_USER_TOKEN }), main: true },
      { id: 'none', label: 'Kein Abo gefunden', effect: result({}) },
      closeButton('Abbrechen'),
    ],
    presets: [
      {
        id: 'default',
        name: '“Already a subscriber?” (basic client)',
        query: PUB,
        args: { publicationId: PUBLICATION_ID, _client: CLIENT },
      },
    ],
  }),
];

/** The page a real provider URL (path, no query) stands for, if any. */
export function providerPageAt(pathname: string): ProviderPage | undefined {
  return providerPages.find((page) => new RegExp(`^${page.path.replace(/:[a-z]+/g, '[^/]+')}$`).test(pathname));
}

/** A path to open: the pattern with its parameters filled (the link confirmation's account 0). */
export const openPath = (page: ProviderPage): string => page.path.replace(':index', '0');

/** What the test client lists. */
export const pageSummaries = (): ProviderPageSummary[] =>
  providerPages.map((page) => ({
    id: page.id,
    path: openPath(page),
    screen: page.screen,
    listedIn: page.listedIn,
    mode: page.mode,
    presets: page.presets,
  }));
