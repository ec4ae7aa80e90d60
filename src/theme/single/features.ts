/** The magazine theme's single features. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';

export const singleFeatures: readonly Feature<AppContext>[] = [];
