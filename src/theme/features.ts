/**
 * Every feature of the magazine theme's front end, grouped as the theme's templates are. The
 * theme's global.js (`pixwell-global`) does all of them but the ad-block popup, which is the
 * project's own contract; see core/theme-scripts.ts.
 */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { handledBy } from '../core/theme-scripts';
import { adblockFeatures, formFeatures } from './forms/features';
import { listFeatures } from './lists/features';
import { mediaCoreFeatures, mediaFeatures } from './media/features';
import { navFeatures } from './nav/features';
import { searchFeatures } from './search/features';
import { singleFeatures } from './single/features';

export const themeFeatures: readonly Feature<AppContext>[] = [
  ...handledBy('pixwell-global', [
    ...listFeatures,
    ...searchFeatures,
    ...singleFeatures,
    ...navFeatures,
    ...mediaFeatures,
    ...formFeatures,
  ]),
  // Pixwell Core's core.js (`pixwell-core-script`) does these when it is on the page.
  ...handledBy('pixwell-core-script', mediaCoreFeatures),
  ...adblockFeatures,
];
