/**
 * The rewarded ad's states on the open article (`magazine-article`): the funnel's only step is a
 * rewarded ad (the auto prompt opens the provider's rewarded-ad page in the dialog), the page loads
 * an ad library (harness/mocks/ad-libraries.ts) whose fake ad does what the scenario names, and
 * the article offers a subscription too, so the prompt has its support button (the alternate
 * action). One scenario per outcome of spec widget §4 "Rewarded ad" and error of §8.
 */
import { AD_SCRIPT_URL } from '../mocks/ad-script';
import { fakeAdLibrary, GPT_URL, type FakeAdMode } from '../mocks/ad-libraries';
import type { Scenario } from '../scenario-types';
import { anonymous, only } from './auto-prompt';

const REWARDED_AD_CONFIGURATION_ID = 'cfg-rewarded-ad';
const SUBSCRIPTION_ON_OFFER = {
  type: 'TYPE_SUBSCRIPTION',
  configurationId: 'cfg-abo-angebote',
  preference: 'PREFERENCE_UNSPECIFIED',
  numberOfCompletions: 0,
};
const ADSENSE = 'PREFERENCE_ADSENSE_REWARDED_AD';

interface RewardedAdState {
  id: string;
  title: string;
  /** What the reader sees, after the common part of the description. */
  what: string;
  /** The fake ad library's behaviour; none: the page loads no ad library. */
  mode?: FakeAdMode;
  adsense?: boolean;
  /** A failing ad shows in a blocking prompt (at once, with the back-to-home link); the others in a closable one after 3 s. */
  closability: 'DISMISSIBLE' | 'BLOCKING';
}

function rewardedAd(state: RewardedAdState): Scenario {
  const library = state.adsense ? 'AdSense (adsbygoogle.js)' : 'the ad tag (gpt.js)';
  const prompt = state.closability === 'BLOCKING' ? 'a BLOCKING prompt opens at once' : 'a DISMISSIBLE prompt opens after 3 s';
  return {
    id: state.id,
    title: `Rewarded ad: ${state.title}`,
    description: `For magazine-article. The funnel's only step is a rewarded ad (${REWARDED_AD_CONFIGURATION_ID}${state.adsense ? `, ${ADSENSE}` : ''}); ${state.mode ? `the page loads ${library} and ${prompt}. ${state.what}` : state.what}`,
    site: 'magazine',
    visibleEffect: true,
    pages: ['magazine-article'],
    ...(state.mode ? { headScripts: [state.adsense ? AD_SCRIPT_URL : GPT_URL] } : {}),
    handlers: [
      ...(state.mode ? [fakeAdLibrary(state.mode, state.adsense)] : []),
      ...anonymous(
        only('TYPE_REWARDED_AD', REWARDED_AD_CONFIGURATION_ID, state.closability, state.adsense ? ADSENSE : undefined, [
          SUBSCRIPTION_ON_OFFER,
        ]),
      ),
    ],
  };
}

export const rewardedAdScenarios: Scenario[] = [
  rewardedAd({
    id: 'swg-rewarded-ad-granted',
    title: 'granted',
    mode: 'grant',
    closability: 'DISMISSIBLE',
    what: '"Werbung ansehen" shows the fake ad; its "Belohnung erhalten" grants the reward: the thanks replace the prompt and close after 3 s, the completion is reported, entitlements are fetched again.',
  }),
  rewardedAd({
    id: 'swg-rewarded-ad-closed',
    title: 'closed before the reward',
    mode: 'close',
    closability: 'DISMISSIBLE',
    what: "The fake ad's only button closes it without a reward: the prompt closes, the result is rendered without reward (status panel), the alternate action opens the subscription offers in the dialog.",
  }),
  rewardedAd({
    id: 'swg-rewarded-ad-not-filled',
    title: 'not filled',
    mode: 'empty',
    closability: 'BLOCKING',
    what: 'GPT renders the slot empty: EVENT_REWARDED_AD_NOT_FILLED, the prompt says "Etwas ist schiefgelaufen.", the result is not rendered.',
  }),
  rewardedAd({
    id: 'swg-rewarded-ad-timeout',
    title: 'no ad within 5 s',
    mode: 'silent',
    closability: 'BLOCKING',
    what: 'The ad never becomes ready: after 5 s EVENT_REWARDED_AD_GPT_ERROR, "Etwas ist schiefgelaufen.", the result is not rendered.',
  }),
  rewardedAd({
    id: 'swg-rewarded-ad-gpt-missing',
    title: 'ad tag gone',
    mode: 'vanish',
    closability: 'BLOCKING',
    what: 'The ad tag is there when the client decides and removed once the prompt opens (as a late ad blocker): EVENT_REWARDED_AD_GPT_MISSING_ERROR, "Etwas ist schiefgelaufen.".',
  }),
  rewardedAd({
    id: 'swg-rewarded-ad-no-slot',
    title: 'slot not created',
    mode: 'no-slot',
    closability: 'BLOCKING',
    what: 'GPT defines no rewarded slot: EVENT_REWARDED_AD_PAGE_ERROR, "Etwas ist schiefgelaufen.".',
  }),
  rewardedAd({
    id: 'swg-rewarded-ad-adsense',
    title: 'AdSense, granted',
    mode: 'grant',
    adsense: true,
    closability: 'DISMISSIBLE',
    what: 'The ad comes from AdSense (google_acr); viewed to the end it grants the reward: thanks, completion, entitlements fetched again.',
  }),
  rewardedAd({
    id: 'swg-rewarded-ad-adsense-missing',
    title: 'AdSense gone',
    mode: 'vanish',
    adsense: true,
    closability: 'BLOCKING',
    what: 'AdSense is there when the client decides and removed once the prompt opens: EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR, "Etwas ist schiefgelaufen.".',
  }),
  rewardedAd({
    id: 'swg-rewarded-ad-filtered',
    title: 'no ad library',
    closability: 'BLOCKING',
    what: 'The page loads no ad library: the step is filtered out (EVENT_REWARDED_AD_GPT_FILTERED in the log) and no prompt shows.',
  }),
];
