/** The theme's list-block actions (quick_filter, live_pagination) on the mock admin-ajax. */
import type { AjaxResolver } from './admin-ajax';
import { wpJson } from './wordpress';

export const quickFilterAnswer: AjaxResolver = () => wpJson({ content: '', page_max: 1 });
export const livePaginationAnswer: AjaxResolver = () => wpJson({ content: '', page_current: 1 });
