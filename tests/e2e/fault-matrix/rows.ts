/** Every row of the fault matrix, grouped by the part of the bundle it exercises. */
import type { Interaction } from './interaction';
import { readerInteractions } from './rows-reader';
import { subscriptionsInteractions } from './rows-subscriptions';
import { themeInteractions } from './rows-theme';

export const INTERACTIONS: readonly Interaction[] = [...themeInteractions, ...readerInteractions, ...subscriptionsInteractions];
