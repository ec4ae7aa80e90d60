/**
 * The mock provider pages of the audience actions (registration wall, newsletter, survey, rewarded
 * ad, the publisher's call to action).
 */
import { messageArray, type MessageFields } from './messages';
import type { PageAction, PageEffect } from './page-types';
import { providerFixture } from '../mocks/provider-data';
import {
  alreadySubscribed,
  AUDIENCE_USER_TOKEN,
  CLIENT,
  CLOSE_ON_REQUEST,
  closeButton,
  noEntitlementFound,
  page,
  type ProviderPage,
  PUB,
  PUBLICATION_NAME,
  READER,
  REWARDED_AD_ERROR,
  REWARDED_AD_UNIT,
  send,
  texts,
} from './page-parts';

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

function audiencePage(
  fields: Omit<ProviderPage, 'path' | 'listedIn' | 'mode' | 'actions' | 'presets'> & {
    actions: PageAction[];
    configurationId: string;
    /** Actions shown only with `onaa=true` (an alternate action exists). */
    alternate?: PageAction[];
  },
): ProviderPage {
  const { id, configurationId, alternate = [], actions, ...rest } = fields;
  return page(id, {
    ...rest,
    listedIn: 'widget §2 (audience actions)',
    actions: (url) => [...actions, ...(url.searchParams.get('onaa') === 'true' ? alternate : []), ...closableByUrl(url)],
    reactions: [...(rest.reactions ?? []), noEntitlementFound('Kein Abo gefunden.'), CLOSE_ON_REQUEST],
    presets: [
      { id: 'default', name: 'closable', query: audienceQuery(configurationId, true), args: AUDIENCE_ARGS },
      {
        id: 'blocking',
        name: 'blocking (not closable)',
        query: audienceQuery(configurationId, false, alternate.length > 0 ? '&onaa=true' : ''),
        args: AUDIENCE_ARGS,
      },
    ],
  });
}

const optIn = (what: string, done: string, verb: string): PageAction[] => [
  {
    id: 'complete',
    label: verb,
    effect: completed({
      swgUserToken: AUDIENCE_USER_TOKEN,
      actionCompleted: true,
      alreadyCompleted: false,
      termsAndConditionsConsent: true,
      ...person,
    }),
    main: true,
  },
  {
    id: 'already',
    label: done,
    effect: completed({ swgUserToken: AUDIENCE_USER_TOKEN, actionCompleted: false, alreadyCompleted: true, userEmail: READER.email }),
  },
  { id: 'not-completed', label: `${what} schlägt fehl`, effect: completed({ actionCompleted: false, alreadyCompleted: false }) },
];

/** AnalyticsEvent numbers the opt-in pages log when they show (the provider's api_messages). */
const IMPRESSION_REGWALL_OPT_IN = 34;
const IMPRESSION_NEWSLETTER_OPT_IN = 35;
export const IMPRESSION_OFFERS = 3;
export const IMPRESSION_CONTRIBUTION_OFFERS = 26;

/**
 * The provider's pages log their own impressions through the client (they get
 * `supportsEventManager: true`): an AnalyticsRequest from the server (EventOriginator 4, SWG_SERVER).
 */
export const impression = (event: number) => (url: URL) => [
  // The configuration the page was opened for (its address names it) goes with the event, as the meta's configurationId.
  send(
    messageArray('AnalyticsRequest', {
      event,
      meta: messageArray('AnalyticsEventMeta', {
        eventOriginator: 4,
        isFromUserAction: false,
        configurationId: url.searchParams.get('configurationId'),
      }),
    }),
  ),
];

/** The survey's one question, in the array form of SurveyQuestion. */
const SURVEY_QUESTION = messageArray('SurveyQuestion', {
  questionId: 1,
  questionText: 'Wie oft lesen Sie Magazin Example?',
  questionCategory: 'lesegewohnheit',
  surveyAnswers: [messageArray('SurveyAnswer', { answerId: 11, answerText: 'Täglich', answerCategory: 'taeglich' })],
});

export const audiencePages: ProviderPage[] = [
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
    actions: [
      {
        id: 'complete',
        label: 'Mehr erfahren',
        effect: completed({ swgUserToken: AUDIENCE_USER_TOKEN, actionCompleted: true, alreadyCompleted: false }),
        main: true,
      },
    ],
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
