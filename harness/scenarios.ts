/**
 * Named states. A scenario is a set of handler overrides (placed before the defaults, so they
 * win) and, where time matters, the moment the page clock starts at. QA reaches each one as
 * `/pages/{page}?scenario={id}`; end-to-end tests drive the same URLs. Each feature area keeps
 * its scenarios in scenario-sets/.
 */
import type { Scenario } from './scenario-types';
import { autoPromptScenarios } from './scenario-sets/auto-prompt';
import { readerScenarios } from './scenario-sets/reader';
import { songLineScenarios } from './scenario-sets/song-line';
import { stationScenarios } from './scenario-sets/stations';
import { providerPageScenarios } from './scenario-sets/provider-pages';
import { paymentScenarios } from './scenario-sets/payments';
import { rewardedAdScenarios } from './scenario-sets/rewarded-ad';
import { offersPayScenarios } from './scenario-sets/offers-pay';
import { subscriptionScenarios } from './scenario-sets/subscriptions';
import { themeFormScenarios } from './scenario-sets/theme-forms';
import { themeListScenarios } from './scenario-sets/theme-lists';
import { themeMediaScenarios } from './scenario-sets/theme-media';
import { themeSearchScenarios } from './scenario-sets/theme-search';
import { themeSingleScenarios } from './scenario-sets/theme-single';

export type { Scenario };

export const scenarios: Scenario[] = [
  {
    id: 'default',
    title: 'Recorded answers',
    description:
      'Every endpoint answers with the recordings (fixtures/). Radio: the current entry of last_songs is a song. Magazine: the provider answers an anonymous reader (signed entitlements with no entitlement) on the open article, with newsletter and registration-wall actions. Both sites’ admin-ajax: a first visit (nothing reacted to or voted on, the posts of fixtures/wordpress/ listed for bookmarks, views counted).',
    site: 'both',
    handlers: [],
  },
  ...songLineScenarios,
  ...stationScenarios,
  ...subscriptionScenarios,
  ...providerPageScenarios,
  ...paymentScenarios,
  ...autoPromptScenarios,
  ...rewardedAdScenarios,
  ...offersPayScenarios,
  ...readerScenarios,
  ...themeListScenarios,
  ...themeSearchScenarios,
  ...themeSingleScenarios,
  ...themeMediaScenarios,
  ...themeFormScenarios,
];

export function findScenario(id: string | null): Scenario | undefined {
  return scenarios.find((scenario) => scenario.id === (id ?? 'default'));
}
