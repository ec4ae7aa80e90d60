/**
 * Scenarios of the mock provider pages (harness/provider-pages/): the provider's frames and
 * pop-ups misbehaving. Until the bundle opens those pages its dialogs, they show on the pages'
 * test client (`/__harness/provider-pages?scenario=…`); on the magazine's subscription pages they
 * apply to what the client opens there.
 */
import type { Scenario } from '../scenario-types';
import { providerPageHandlers, providerPagesFailing } from '../provider-pages/handlers';

/** The pages that run the subscriptions client (they open the provider's pages). */
const SUBSCRIPTION_PAGES = ['magazine-article', 'magazine-article-locked', 'magazine-article-microdata'] as const;

/** What a failing page reports (`host.failed(reason)`): the client gets an Error with this text. */
export const FRAME_FAILURE = 'Anbieterseite fehlgeschlagen (Szenario swg-frames-fail)';

export const providerPageScenarios: Scenario[] = [
  {
    id: 'swg-frames-fail',
    title: 'Provider pages fail',
    description: `Every provider page (toast, offers, audience actions, linking, login, pay confirmation …) connects over Web Activities and at once reports failed("${FRAME_FAILURE}") instead of getting ready; the API answers the default (anonymous reader). Shows on the provider pages' test client; on the magazine pages once the bundle opens the provider's dialogs.`,
    site: 'magazine',
    visibleEffect: false,
    pages: SUBSCRIPTION_PAGES,
    handlers: providerPageHandlers({ fail: FRAME_FAILURE }),
  },
  {
    id: 'swg-frames-500',
    title: 'Provider pages answer 500',
    description:
      'Every provider page address answers 500 with a line of text: the frame or pop-up loads no host script and never connects (the client’s dialog stays in its loading state). The API answers the default (anonymous reader). Shows on the provider pages’ test client; on the magazine pages once the bundle opens the provider’s dialogs.',
    site: 'magazine',
    visibleEffect: false,
    pages: SUBSCRIPTION_PAGES,
    handlers: providerPagesFailing(500),
  },
];
