/** The magazine theme's forms features. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';

export const formFeatures: readonly Feature<AppContext>[] = [];
