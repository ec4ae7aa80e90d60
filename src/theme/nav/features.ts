/** The magazine theme's nav features. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';

export const navFeatures: readonly Feature<AppContext>[] = [];
