/** Every feature of the magazine theme's front end (issue 6), grouped as the theme's templates are. */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { formFeatures } from './forms/features';
import { listFeatures } from './lists/features';
import { mediaFeatures } from './media/features';
import { navFeatures } from './nav/features';
import { searchFeatures } from './search/features';
import { singleFeatures } from './single/features';

export const themeFeatures: readonly Feature<AppContext>[] = [...listFeatures, ...searchFeatures, ...singleFeatures, ...navFeatures, ...mediaFeatures, ...formFeatures];
