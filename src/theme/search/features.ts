/** The magazine theme's search features. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';

export const searchFeatures: readonly Feature<AppContext>[] = [];
