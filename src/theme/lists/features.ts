/** The magazine theme's lists features. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';

export const listFeatures: readonly Feature<AppContext>[] = [];
