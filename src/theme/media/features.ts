/** The magazine theme's media features. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';

export const mediaFeatures: readonly Feature<AppContext>[] = [];
