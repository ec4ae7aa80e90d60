/** The magazine theme's single-post features: the infinite load of the next posts. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { singleInfinite } from './single-infinite';

export const singleFeatures: readonly Feature<AppContext>[] = [singleInfinite];
