/** The magazine theme's search features: the header's live search. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { liveSearch } from './live-search';

export const searchFeatures: readonly Feature<AppContext>[] = [liveSearch];
