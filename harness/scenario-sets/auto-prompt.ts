/**
 * The auto prompt's states on the open article (`magazine-article`, whose page code calls
 * `SWG_BASIC.init`): the article answer's audienceActions and actionOrchestration, the client
 * config's autoPromptConfig and uiPredicates, and stored timestamps, each set so that the
 * decision (src/subscriptions/prompts/) lands on one rule. The default scenario already shows the
 * first funnel step, the newsletter sign-up, 3 s after load (fixtures/provider/article.json).
 */
import { readerHandlers } from '../mocks/provider';
import { providerFixture, signedEntitlements, type JsonObject } from '../mocks/provider-data';
import type { Scenario } from '../scenario-types';

const PAGES = ['magazine-article'] as const;

const REGWALL_CONFIGURATION_ID = 'cfg-regwall-standard';
const NEWSLETTER_CONFIGURATION_ID = 'cfg-newsletter-morgenpost';
const BYO_CTA_CONFIGURATION_ID = 'cfg-byocta-abo-aktion';

/** The moment the capped scenarios' page clock starts at; their stored timestamps are minutes before it. */
const CAPPED_CLOCK = '2026-03-10T12:00:00.000Z';
const minutesBefore = (minutes: number) => Date.parse(CAPPED_CLOCK) - minutes * 60_000;

type Edit = (article: JsonObject) => JsonObject;

/**
 * One action and a funnel of one step for it; `others` are further actions of the article that
 * are no step of the funnel (a subscription on offer, for the prompt's alternate action).
 */
export const only =
  (
    type: string,
    configurationId: string,
    closability: 'DISMISSIBLE' | 'BLOCKING',
    preference = 'PREFERENCE_UNSPECIFIED',
    others: JsonObject[] = [],
  ): Edit =>
  (article) => ({
    ...article,
    audienceActions: {
      actions: [{ type, configurationId, preference, numberOfCompletions: 0 }, ...others],
      engineId: 'engine-magazin-2024-05',
    },
    actionOrchestration: {
      interventionFunnel: {
        interventions: [{ type, configId: configurationId, closability, repeatability: { type: 'FINITE', count: 1 } }],
      },
    },
  });

/** The client config inside the article answer, changed. */
const withClientConfig =
  (change: (config: JsonObject) => JsonObject): Edit =>
  (article) => ({ ...article, clientConfig: change(providerFixture('clientconfiguration')) });

/** Every action of the default article already completed as often as its funnel step allows. */
const usedUp: Edit = (article) => {
  const actions = (article['audienceActions'] as { actions: JsonObject[] }).actions.map((action) => ({
    ...action,
    numberOfCompletions: 2,
  }));
  return { ...article, audienceActions: { ...(article['audienceActions'] as JsonObject), actions } };
};

/** An anonymous reader's entitlements and the article answer, changed. */
export const anonymous = (article?: Edit) =>
  readerHandlers({ signed: (_request, nowMs) => signedEntitlements('anonymous', nowMs), ...(article ? { article } : {}) });

/** The newsletter shown and dismissed `minutes` before the capped scenarios' clock, as the client stores it. */
const newsletterDismissed = (minutes: number) => ({
  local: {
    'subscribe.google.com:tsp': timestamps({
      TYPE_NEWSLETTER_SIGNUP: { impressions: [minutesBefore(minutes)], dismissals: [minutesBefore(minutes)] },
      [NEWSLETTER_CONFIGURATION_ID]: { impressions: [minutesBefore(minutes)], dismissals: [minutesBefore(minutes)] },
    }),
  },
});

/** The provider's timestamps text: per key the three lists of epoch ms. */
const timestamps = (entries: Record<string, { impressions?: number[]; dismissals?: number[]; completions?: number[] }>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(entries).map(([key, lists]) => [key, { impressions: [], dismissals: [], completions: [], ...lists }]),
    ),
  );

export const autoPromptScenarios: Scenario[] = [
  {
    id: 'swg-prompt-regwall',
    title: 'Auto prompt: registration wall',
    description: `For magazine-article. The funnel's only step is a DISMISSIBLE registration wall (${REGWALL_CONFIGURATION_ID}); after the client config's 3 s display delay the registration wall opens in the dialog, closable.`,
    site: 'magazine',
    visibleEffect: true,
    pages: PAGES,
    handlers: anonymous(only('TYPE_REGISTRATION_WALL', REGWALL_CONFIGURATION_ID, 'DISMISSIBLE')),
  },
  {
    id: 'swg-prompt-blocking',
    title: 'Auto prompt: blocking registration wall',
    description: `For magazine-article. The funnel's only step is a BLOCKING registration wall (${REGWALL_CONFIGURATION_ID}): it opens at once (no delay for a prompt that cannot be closed) and Escape does not close it.`,
    site: 'magazine',
    visibleEffect: true,
    pages: PAGES,
    handlers: anonymous(only('TYPE_REGISTRATION_WALL', REGWALL_CONFIGURATION_ID, 'BLOCKING')),
  },
  {
    id: 'swg-prompt-byo-cta',
    title: 'Auto prompt: publisher’s call to action',
    description: `For magazine-article. The funnel's only step is the publisher's own call to action (TYPE_BYO_CTA, ${BYO_CTA_CONFIGURATION_ID}), DISMISSIBLE, after 3 s.`,
    site: 'magazine',
    visibleEffect: true,
    pages: PAGES,
    handlers: anonymous(only('TYPE_BYO_CTA', BYO_CTA_CONFIGURATION_ID, 'DISMISSIBLE')),
  },
  {
    id: 'swg-prompt-preview',
    title: 'Auto prompt: preview',
    description:
      'For magazine-article. The article answer says previewEnabled (what the provider answers for a publisher previewing a configuration with #rrmPromptRequested=…&rrmPreviewKey=…): the first action, the newsletter sign-up, shows at once and cannot be used; nothing is reported or recorded.',
    site: 'magazine',
    visibleEffect: true,
    pages: PAGES,
    handlers: anonymous((article) => ({ ...article, previewEnabled: true })),
  },
  {
    id: 'swg-prompt-not-allowed',
    title: 'Auto prompt: not allowed',
    description:
      'For magazine-article. The client config says uiPredicates.canDisplayAutoPrompt false: no prompt, though the funnel has steps.',
    site: 'magazine',
    visibleEffect: true,
    pages: PAGES,
    handlers: anonymous(
      withClientConfig((config) => ({
        ...config,
        uiPredicates: { ...(config['uiPredicates'] as JsonObject), canDisplayAutoPrompt: false },
      })),
    ),
  },
  {
    id: 'swg-prompt-used-up',
    title: 'Auto prompt: every step used up',
    description:
      'For magazine-article. Both actions of the default funnel report numberOfCompletions 2, more than their FINITE repeatability (2 and 1) allows: no prompt.',
    site: 'magazine',
    visibleEffect: true,
    pages: PAGES,
    handlers: anonymous(usedUp),
  },
  {
    id: 'swg-prompt-next-step',
    title: 'Auto prompt: first step capped, the next one shows',
    description: `For magazine-article, page clock ${CAPPED_CLOCK}. Stored timestamps: the newsletter (${NEWSLETTER_CONFIGURATION_ID}) was shown and dismissed 10 minutes ago, inside its 1-day cap but outside the 5-minute global cap: the funnel's next step, the registration wall, opens after 3 s.`,
    site: 'magazine',
    visibleEffect: true,
    pages: PAGES,
    clock: CAPPED_CLOCK,
    storage: newsletterDismissed(10),
    handlers: anonymous(),
  },
  {
    id: 'swg-prompt-capped',
    title: 'Auto prompt: global cap met',
    description: `For magazine-article, page clock ${CAPPED_CLOCK}. Stored timestamps: the newsletter was shown and dismissed 1 minute ago, so its own 1-day cap holds it back and the 5-minute global cap the registration wall: no prompt (EVENT_GLOBAL_FREQUENCY_CAP_MET in the log).`,
    site: 'magazine',
    visibleEffect: true,
    pages: PAGES,
    clock: CAPPED_CLOCK,
    storage: newsletterDismissed(1),
    handlers: anonymous(),
  },
];
