/** The magazine theme's search features: the header's search popups and their live search. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { liveSearch } from './live-search';
import { searchPopup } from './search-popup';

export const searchFeatures: readonly Feature<AppContext>[] = [searchPopup, liveSearch];
