/** The magazine theme's single-post features: the infinite load of the next posts and the parallax featured image. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { parallaxThumb } from './parallax-thumb';
import { singleInfinite } from './single-infinite';

export const singleFeatures: readonly Feature<AppContext>[] = [singleInfinite, parallaxThumb];
