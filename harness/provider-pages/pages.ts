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
import { messageArray, type MessageFields } from './messages';
import type { PageAction, PageEffect, PagePreset, PageReaction, PageText, ProviderPageSummary } from './page-types';
import { OPEN_PRODUCT, PREMIUM_PRODUCT, providerFixture, PUBLICATION_ID, signedEntitlements } from '../mocks/provider-data';
import { unsignedJwt } from '../mocks/provider-jwt';

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
const page = (id: string, fields: Omit<ProviderPage, 'id' | 'path' | 'mode'> & Partial<Pick<ProviderPage, 'path' | 'mode'>>): ProviderPage => ({
  id,
  path: `${PROVIDER_FRAMES}/${id}`,
  mode: 'iframe',
  ...fields,
});

/* ------------------------------------------------------------------ the reader and the client */

const { swgUserToken: AUDIENCE_USER_TOKEN, userEmail: READER_EMAIL } = providerFixture<{ swgUserToken: string; userEmail: string }>('completeaudienceaction');
/** The user token the pay, link and entitlement-check pages hand back. */
export const SUBSCRIBER_USER_TOKEN = 'sut-magazin-7f3a9c21-abo';
export const READER = { email: READER_EMAIL, displayName: 'Lena Leser', givenName: 'Lena', familyName: 'Leser' } as const;
/** The rewarded ad's ad unit (Google Ad Manager path of the magazine). */
export const REWARDED_AD_UNIT = '/6355419/magazin_example/rewarded';
/** The rewarded ad's failed load, in German (spec widget §9 "Rewarded-ad error text": "Something went wrong."). */
export const REWARDED_AD_ERROR = 'Etwas ist schiefgelaufen.';
/** The publication's name, as the client config's attributionParams.displayName gives it. */
export const PUBLICATION_NAME = 'Magazin Example';
/** The publisher's own subscriber id in the subscription-linking preset. */
export const PUBLISHER_PROVIDED_ID = 'leser-4711';

/** `_client` of the provider's client (spec §9: client version 1.0.113). */
const CLIENT = 'SwG 1.0.113';

/** The analytics context the client adds to the arguments of several pages (a sample). */
const ANALYTICS_CONTEXT = messageArray('AnalyticsContext', {
  embedderOrigin: '{siteOrigin}',
  transactionId: '663c1e80-2b4d-4c6e-8f1a-3b5c7d9e1f20.swg',
  clientVersion: CLIENT,
  url: '{siteOrigin}/pages/magazine-article-locked',
  isLockedContent: true,
});

/** `ActivityPorts.addDefaultArguments` of swg-js, for the given product. */
const defaultArgs = (productId: string = PREMIUM_PRODUCT) => ({
  analyticsContext: ANALYTICS_CONTEXT,
  publicationId: PUBLICATION_ID,
  productId,
  _client: CLIENT,
  supportsEventManager: true,
});

/** `openIframe` adds the publication to every frame address that lacks it. */
const PUB = `publicationId=${PUBLICATION_ID}`;

/* ------------------------------------------------------------------ building blocks */

const result = (data: unknown): PageEffect => ({ kind: 'result', data });
const CANCEL: PageEffect = { kind: 'cancel' };
const send = (array: unknown[]): PageEffect => ({ kind: 'message', array });

const closeButton = (label = 'Schließen', onlyIf?: PageAction['onlyIf']): PageAction => ({ id: 'close', label, effect: CANCEL, ...(onlyIf ? { onlyIf } : {}) });
/** A dialog the client may close from its background sends CloseWindowRequest; the page closes. */
const CLOSE_ON_REQUEST: PageReaction = { label: 'CloseWindowRequest', then: CANCEL };
const noEntitlementFound = (notice: string): PageReaction => ({ label: 'EntitlementsResponse', notice });

const alreadySubscribed = (label: string, linkRequested = false): PageAction => ({
  id: linkRequested ? 'link' : 'sign-in',
  label,
  effect: send(messageArray('AlreadySubscribedResponse', { subscriberOrMember: true, linkRequested })),
});

const texts = (...lines: string[]): PageText[] => lines.map((text) => ({ text }));

/** A freshly signed subscriber's entitlements (valid for an hour from the moment the page is served). */
const subscriberJwt = () => signedEntitlements('subscriber', Date.now());

/* ------------------------------------------------------------------ offers and contributions */

/** The updated offer flows name the publication and force the language (swg-js `getSubscriptionUrl`, `getContributionsUrl`). */
const offersQuery = (updated: boolean) => (updated ? `${PUB}&hl=de` : PUB);

interface Offer {
  skuId: string;
  title: string;
  price: string;
}

function offersPage(id: string, screen: string, updated: boolean): ProviderPage {
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
      ...providerFixture<{ offers: Offer[] }>('offers').offers.map(
        (offer, index): PageAction => ({
          id: `sku-${offer.skuId}`,
          label: `Abonnieren: ${offer.title} (${offer.price})`,
          effect: send(messageArray('SkuSelectedResponse', { sku: offer.skuId })),
          // Only the offers the publisher listed (`showOffers({skus})`), all without a list.
          onlyIf: { arg: 'skus', allows: offer.skuId },
          ...(index === 0 ? { main: true } : {}),
        }),
      ),
      { id: 'native', label: 'Im Abo-Shop des Verlags abonnieren', effect: send(messageArray('ViewSubscriptionsResponse', { native: true })), onlyIf: { arg: 'showNative', is: true } },
      alreadySubscribed('Bereits abonniert? Anmelden'),
      alreadySubscribed('Abo mit dem Google-Konto verknüpfen', true),
      // A broken page: its sku is a number, which the client must drop with a warning, buying nothing.
      { id: 'malformed', label: 'Fehlerhafte Auswahl senden', effect: send(messageArray('SkuSelectedResponse', {}).map((field, index) => (index === 1 ? 42 : field))) },
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

function contributionsPage(id: string, screen: string, updated: boolean): ProviderPage {
  return page(id, {
    screen,
    listedIn: 'widget §2',
    title: 'Magazin Example unterstützen',
    texts: texts('Mit Ihrem Beitrag bleibt unser Journalismus für alle frei lesbar.'),
    actions: [
      { id: 'monthly', label: 'Monatlich 5 € beitragen', effect: send(messageArray('SkuSelectedResponse', { sku: CONTRIBUTION_SKUS.monthly })), main: true },
      { id: 'once', label: 'Einmalig 10 € beitragen', effect: send(messageArray('SkuSelectedResponse', { sku: CONTRIBUTION_SKUS.once, oneTime: true })) },
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
        args: { productId: OPEN_PRODUCT, publicationId: PUBLICATION_ID, productType: 'UI_CONTRIBUTION', list: 'default', skus: null, isClosable: true, supportsEventManager: true, _client: CLIENT },
      },
    ],
  });
}

/* ------------------------------------------------------------------ metering */

function meterPage(id: string, screen: string, text: string, meterType?: string): ProviderPage {
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
      { id: 'subscribe', label: 'Abonnieren', effect: send(messageArray('ViewSubscriptionsResponse', { native: false })), main: true, onlyIf: { arg: 'hasSubscriptionCallback', isNot: true } },
      { id: 'subscribe-native', label: 'Abonnieren', effect: send(messageArray('ViewSubscriptionsResponse', { native: true })), main: true, onlyIf: { arg: 'hasSubscriptionCallback', is: true } },
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

/* ------------------------------------------------------------------ audience actions */

/** The parameters of every audience-action dialog (spec §2). */
const audienceQuery = (configurationId: string, isClosable: boolean, extra = '') =>
  `origin={siteOrigin}&configurationId=${configurationId}&isClosable=${isClosable}&calledManually=false&previewEnabled=false&hl=de${extra}&${PUB}`;
const AUDIENCE_ARGS = { supportsEventManager: true, productType: 'SUBSCRIPTION', windowHeight: 800, _client: CLIENT };

const completed = (fields: MessageFields<'CompleteAudienceActionResponse'>): PageEffect =>
  send(messageArray('CompleteAudienceActionResponse', fields));

const person = { userEmail: READER.email, displayName: READER.displayName, givenName: READER.givenName, familyName: READER.familyName };

/** A closable dialog (`isClosable=true`) has a close button; a blocking one has none. */
const closableByUrl = (url: URL): PageAction[] => (url.searchParams.get('isClosable') === 'true' ? [closeButton()] : []);

function audiencePage(fields: Omit<ProviderPage, 'path' | 'listedIn' | 'mode' | 'actions' | 'presets'> & {
  actions: PageAction[];
  configurationId: string;
  /** Actions shown only with `onaa=true` (an alternate action exists). */
  alternate?: PageAction[];
}): ProviderPage {
  const { id, configurationId, alternate = [], actions, ...rest } = fields;
  return page(id, {
    ...rest,
    listedIn: 'widget §2 (audience actions)',
    actions: (url) => [...actions, ...(url.searchParams.get('onaa') === 'true' ? alternate : []), ...closableByUrl(url)],
    reactions: [...(rest.reactions ?? []), noEntitlementFound('Kein Abo gefunden.'), CLOSE_ON_REQUEST],
    presets: [
      { id: 'default', name: 'closable', query: audienceQuery(configurationId, true), args: AUDIENCE_ARGS },
      { id: 'blocking', name: 'blocking (not closable)', query: audienceQuery(configurationId, false, alternate.length > 0 ? '&onaa=true' : ''), args: AUDIENCE_ARGS },
    ],
  });
}

const optIn = (what: string, done: string, verb: string): PageAction[] => [
  { id: 'complete', label: verb, effect: completed({ swgUserToken: AUDIENCE_USER_TOKEN, actionCompleted: true, alreadyCompleted: false, termsAndConditionsConsent: true, ...person }), main: true },
  { id: 'already', label: done, effect: completed({ swgUserToken: AUDIENCE_USER_TOKEN, actionCompleted: false, alreadyCompleted: true, userEmail: READER.email }) },
  { id: 'not-completed', label: `${what} schlägt fehl`, effect: completed({ actionCompleted: false, alreadyCompleted: false }) },
];

/** AnalyticsEvent numbers the opt-in pages log when they show (the provider's api_messages). */
export const IMPRESSION_REGWALL_OPT_IN = 34;
export const IMPRESSION_NEWSLETTER_OPT_IN = 35;
export const IMPRESSION_OFFERS = 3;
export const IMPRESSION_CONTRIBUTION_OFFERS = 26;

/**
 * The provider's pages log their own impressions through the client (they get
 * `supportsEventManager: true`): an AnalyticsRequest from the server (EventOriginator 4, SWG_SERVER).
 */
const impression = (event: number) => (url: URL) => [
  // The configuration the page was opened for (its address names it) goes with the event, as the meta's configurationId.
  send(messageArray('AnalyticsRequest', { event, meta: messageArray('AnalyticsEventMeta', { eventOriginator: 4, isFromUserAction: false, configurationId: url.searchParams.get('configurationId') }) })),
];

/** The survey's one question, in the array form of SurveyQuestion. */
export const SURVEY_QUESTION = messageArray('SurveyQuestion', {
  questionId: 1,
  questionText: 'Wie oft lesen Sie Magazin Example?',
  questionCategory: 'lesegewohnheit',
  surveyAnswers: [messageArray('SurveyAnswer', { answerId: 11, answerText: 'Täglich', answerCategory: 'taeglich' })],
});

const audiencePages: ProviderPage[] = [
  audiencePage({
    id: 'regwalliframe',
    screen: 'Registration wall (audience action)',
    title: 'Kostenlos registrieren und weiterlesen',
    configurationId: 'cfg-regwall-showcase',
    texts: texts('Mit einem kostenlosen Konto lesen Sie diesen Artikel weiter.'),
    actions: [...optIn('Registrierung', 'Bereits registriert', 'Mit Google registrieren'), alreadySubscribed('Bereits Abonnent? Anmelden')],
    onStart: impression(IMPRESSION_REGWALL_OPT_IN),
  }),
  audiencePage({
    id: 'newsletteriframe',
    screen: 'Newsletter sign-up (audience action)',
    title: 'Newsletter abonnieren',
    configurationId: 'cfg-newsletter-morgenpost',
    texts: () => texts(providerFixture<{ title: string }>('actionconfiguration').title),
    actions: [...optIn('Anmeldung', 'Bereits angemeldet', 'Newsletter abonnieren'), alreadySubscribed('Bereits Abonnent? Anmelden')],
    onStart: impression(IMPRESSION_NEWSLETTER_OPT_IN),
  }),
  audiencePage({
    id: 'surveyiframe',
    screen: 'Rewarded survey (audience action)',
    title: 'Eine kurze Frage',
    configurationId: 'cfg-umfrage-lesegewohnheit',
    texts: texts('Wie oft lesen Sie Magazin Example? Ihre Antwort schaltet diesen Artikel frei.'),
    actions: [
      {
        id: 'answer',
        label: 'Antwort senden: Täglich',
        effect: send(messageArray('SurveyDataTransferRequest', { surveyQuestions: [SURVEY_QUESTION], storePpsInLocalStorage: false })),
        main: true,
      },
    ],
    // Once the client has passed the answers on, the survey is done.
    reactions: [
      {
        label: 'SurveyDataTransferResponse',
        notice: 'Vielen Dank für Ihre Antwort!',
        noticeIfFalse: 'Ihre Antwort konnte nicht übermittelt werden.',
        then: completed({ swgUserToken: AUDIENCE_USER_TOKEN, actionCompleted: true, alreadyCompleted: false }),
      },
    ],
  }),
  audiencePage({
    id: 'byoctaiframe',
    screen: 'Custom call to action (audience action)',
    title: 'Werden Sie Teil unseres Leserkreises',
    configurationId: 'cfg-leserkreis',
    texts: texts('Unabhängiger Journalismus braucht Unterstützung: Treffen Sie unsere Redaktion beim Leserabend.'),
    actions: [{ id: 'complete', label: 'Mehr erfahren', effect: completed({ swgUserToken: AUDIENCE_USER_TOKEN, actionCompleted: true, alreadyCompleted: false }), main: true }],
  }),
  audiencePage({
    id: 'rewardedadiframe',
    screen: 'Rewarded ad (audience action)',
    // Spec §2: the publication's name, a custom message and "View an ad".
    title: PUBLICATION_NAME,
    configurationId: 'cfg-rewarded-ad',
    texts: texts('Sehen Sie sich eine kurze Werbung an, um diesen Artikel kostenlos zu lesen.'),
    // The prompt asks the client to load the ad as soon as it shows; "View an ad" waits for it.
    onStart: [send(messageArray('RewardedAdLoadAdRequest', { adUnit: REWARDED_AD_UNIT }))],
    actions: [
      {
        id: 'view',
        label: 'Werbung ansehen',
        effect: send(messageArray('RewardedAdViewAdRequest', { adUnit: REWARDED_AD_UNIT })),
        main: true,
        enabledBy: 'RewardedAdLoadAdResponse',
        once: true,
      },
      alreadySubscribed('Bereits Abonnent? Anmelden'),
    ],
    alternate: [{ id: 'support', label: 'Stattdessen abonnieren', effect: send(messageArray('RewardedAdAlternateActionRequest')) }],
    reactions: [{ label: 'RewardedAdLoadAdResponse', notice: 'Die Werbung ist bereit.', noticeIfFalse: REWARDED_AD_ERROR }],
    backToHome: true,
  }),
];

/* ------------------------------------------------------------------ linking */

/** The `linkTo` parameters of subscription linking: `publicationId,publisherProvidedId` each. */
export function linkTargets(url: URL): { publicationId: string; publisherProvidedId: string }[] {
  return url.searchParams.getAll('linkTo').flatMap((value) => {
    const comma = value.indexOf(',');
    return comma > 0 ? [{ publicationId: value.slice(0, comma), publisherProvidedId: value.slice(comma + 1) }] : [];
  });
}

const linkingComplete = (url: URL, success: boolean): PageEffect => {
  const targets = linkTargets(url);
  return send(
    messageArray('SubscriptionLinkingCompleteResponse', {
      publisherProvidedId: targets[0]?.publisherProvidedId ?? null,
      success,
      linkResults: targets.map((target) =>
        messageArray('SubscriptionLinkingLinkResult', { success, swgPublicationId: target.publicationId, publisherProvidedId: target.publisherProvidedId }),
      ),
    }),
  );
};

const isSubscriptionLinking = (url: URL) => url.searchParams.get('subscriptionLinking') === 'true';

const linkingPages: ProviderPage[] = [
  page('linkbackstart', {
    screen: 'Account linking start',
    listedIn: 'magazine dialogs',
    mode: 'popup',
    title: 'Abo mit Google verknüpfen',
    texts: texts('Melden Sie sich bei Magazin Example an, um Ihr Abo mit Ihrem Google-Konto zu verknüpfen.'),
    actions: [
      { id: 'link', label: 'Konten verknüpfen', effect: result({ index: '0', linked: true }), main: true },
      { id: 'link-refresh', label: 'Verknüpfen und Seite neu laden', effect: result({ saveAndRefresh: true, linked: true, swgUserToken: SUBSCRIBER_USER_TOKEN }) },
      closeButton('Abbrechen'),
    ],
    presets: [{ id: 'default', name: 'linkAccount()', query: '', args: { publicationId: PUBLICATION_ID, _client: CLIENT } }],
  }),
  page('linkconfirmiframe', {
    // swg-js: feUrl('/linkconfirmiframe', {}, 'u/' + index): the account index is in the path.
    path: '/swg/u/:index/ui/v1/linkconfirmiframe',
    screen: 'Link confirmation',
    listedIn: 'magazine dialogs',
    title: 'Abo verknüpft',
    texts: (url) => texts(`Ihr Abo bei Magazin Example ist jetzt mit Ihrem Google-Konto verknüpft (Konto ${/\/swg\/u\/([^/]+)\//.exec(url.pathname)?.[1] ?? '0'}).`),
    actions: [
      { id: 'done', label: 'Fertig', effect: result({ success: true, swgUserToken: SUBSCRIBER_USER_TOKEN }), main: true },
      { id: 'failed-link', label: 'Verknüpfung fehlgeschlagen', effect: result({ success: false }) },
      closeButton(),
    ],
    presets: [{ id: 'default', name: 'after linkbackstart (account index 0)', query: PUB, args: { productId: PREMIUM_PRODUCT, publicationId: PUBLICATION_ID, _client: CLIENT } }],
  }),
  page('linksaveiframe', {
    screen: 'Link save; with subscriptionLinking=true, subscription linking across several publications',
    listedIn: 'magazine dialogs',
    title: 'Abo bei Google speichern',
    texts: (url) =>
      isSubscriptionLinking(url)
        ? texts(`Ihre Abos werden mit Ihrem Google-Konto verknüpft: ${linkTargets(url).map((target) => target.publicationId).join(', ') || 'keine Publikation angegeben'}.`)
        : texts('Ihr Abo bei Magazin Example wird in Ihrem Google-Konto gespeichert.'),
    // saveSubscription(): the page asks the client for the publisher's token at once (the dialog opens hidden).
    onStart: (url) => (isSubscriptionLinking(url) ? [] : [send(messageArray('LinkingInfoResponse', { requested: true }))]),
    actions: (url) =>
      isSubscriptionLinking(url)
        ? [
            { id: 'linked', label: 'Verknüpfung abgeschlossen', effect: linkingComplete(url, true), main: true },
            { id: 'not-linked', label: 'Verknüpfung fehlgeschlagen', effect: linkingComplete(url, false) },
            closeButton(),
          ]
        : [
            { id: 'linked', label: 'Speichern', effect: result({ linked: true, index: '0' }), main: true },
            { id: 'not-linked', label: 'Nicht verknüpfen', effect: result({ linked: false }) },
            closeButton('Abbrechen'),
          ],
    // With the publisher's token (or auth code) the page saves the subscription and is done.
    reactions: [{ label: 'LinkSaveTokenRequest', notice: 'Das Abo wird gespeichert.', then: result({ linked: true, index: '0' }) }, CLOSE_ON_REQUEST],
    presets: [
      { id: 'default', name: 'saveSubscription()', query: PUB, args: { ...defaultArgs(), isClosable: true } },
      {
        id: 'subscription-linking',
        name: 'linkSubscriptions() to two publications',
        query: `subscriptionLinking=true&linkTo=${encodeURIComponent(`${PUBLICATION_ID},${PUBLISHER_PROVIDED_ID}`)}&linkTo=${encodeURIComponent('radio.example,hoerer-0815')}&${PUB}`,
        args: { publicationId: PUBLICATION_ID, _client: CLIENT },
      },
    ],
  }),
];

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
      { id: 'default', name: 'after an unlock (source in the arguments)', query: PUB, args: { publicationId: PUBLICATION_ID, source: 'google', _client: CLIENT } },
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
    presets: [{ id: 'default', name: 'showSubscribeOption()', query: PUB, args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, list: 'default', skus: null, isClosable: true, _client: CLIENT } }],
  }),
  page('abbrvofferiframe', {
    screen: 'Abbreviated offer',
    listedIn: 'widget §2',
    title: 'Magazin Plus ab 7,99 € im Monat',
    texts: texts('Alle Artikel, das E-Paper und der Newsletter.'),
    actions: [
      { id: 'offers', label: 'Alle Angebote ansehen', effect: result({ viewOffers: true, native: false }), main: true },
      { id: 'native', label: 'Im Abo-Shop des Verlags abonnieren', effect: result({ viewOffers: false, native: true }), onlyIf: { arg: 'showNative', is: true } },
      alreadySubscribed('Bereits abonniert? Anmelden'),
      closeButton(),
    ],
    reactions: [CLOSE_ON_REQUEST],
    presets: [
      { id: 'default', name: 'showAbbrvOffer()', query: PUB, args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, showNative: false, list: 'default', skus: null, isClosable: true, _client: CLIENT } },
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
      { id: 'entitlements', label: 'Neue Berechtigungen senden', effect: send(messageArray('EntitlementsResponse', { jwt: subscriberJwt(), swgUserToken: SUBSCRIBER_USER_TOKEN })) },
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
          purchaseDataList: [{ data: JSON.stringify({ orderId: 'GPA.3361-4711-0815-24680', productId: 'magazin_plus_monatlich' }), signature: 'bW9jay1zaWduYXR1cg' }],
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
    actions: [{ id: 'click', label: 'Mit Google abonnieren', effect: send(messageArray('SmartBoxMessage', { isClicked: true })), main: true }],
    presets: [{ id: 'default', name: 'attachSmartButton()', query: PUB, args: { ...defaultArgs(), theme: 'light', lang: 'de', messageTextColor: '#1a1a1a' } }],
  }),
  page('serviceiframe', {
    screen: 'Hidden analytics service frame',
    listedIn: 'widget §2',
    title: 'Analysedienst',
    texts: texts('Unsichtbarer Dienst-Frame: nimmt die Ereignisse des Clients entgegen.'),
    actions: [
      { id: 'logged', label: 'Protokollierung bestätigen', effect: send(messageArray('FinishedLoggingResponse', { complete: true })), main: true },
      { id: 'log-failed', label: 'Protokollierung fehlgeschlagen', effect: send(messageArray('FinishedLoggingResponse', { complete: false, error: 'Protokollierung fehlgeschlagen' })) },
    ],
    // Every event the client hands over is logged and acknowledged.
    reactions: [{ label: 'AnalyticsRequest', then: send(messageArray('FinishedLoggingResponse', { complete: true })) }],
    presets: [{ id: 'default', name: 'the analytics service', query: PUB, args: defaultArgs() }],
  }),
  meterPage('metertoastiframe', 'Metering toast (publisher licenses metering)', 'Diesen Artikel lesen Sie kostenlos, dank Google.'),
  meterPage('meteriframe', 'Metering by the provider', 'Kostenloser Artikel: Sie haben in diesem Monat noch 2 von 3 Artikeln frei.', 'KNOWN'),
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
      { id: 'default', name: 'login prompt', query: PUB, args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, userConsent: true, _client: CLIENT } },
      { id: 'notification', name: 'login notification', query: PUB, args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, userConsent: false, _client: CLIENT } },
    ],
  }),
  page('waitforsubscriptionlookupiframe', {
    screen: 'Waiting for a subscription lookup',
    listedIn: 'magazine dialogs',
    title: 'Einen Moment bitte',
    // Sends nothing: the client closes it when the publisher's lookup settles.
    texts: texts('Ihr Abo wird gesucht …'),
    actions: [],
    presets: [{ id: 'default', name: 'waitForSubscriptionLookup()', query: PUB, args: { publicationId: PUBLICATION_ID, productId: PREMIUM_PRODUCT, _client: CLIENT } }],
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
    presets: [{ id: 'default', name: '“Already a subscriber?” (basic client)', query: PUB, args: { publicationId: PUBLICATION_ID, _client: CLIENT } }],
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
  providerPages.map((page) => ({ id: page.id, path: openPath(page), screen: page.screen, listedIn: page.listedIn, mode: page.mode, presets: page.presets }));
