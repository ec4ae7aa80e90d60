/** The theme's live search (live_search) on the mock admin-ajax. */
import type { AjaxResolver } from './admin-ajax';
import { wpText } from './wordpress';

export const liveSearchAnswer: AjaxResolver = () => wpText('');
