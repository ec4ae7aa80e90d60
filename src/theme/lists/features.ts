/** The magazine theme's list features: the list blocks of home, category and archive pages. */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { listBlock } from './list-block';

export const listFeatures: readonly Feature<AppContext>[] = [listBlock];
