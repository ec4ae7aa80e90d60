import type { Interaction } from './interaction';

export const subscriptionsInteractions: Interaction[] = [];
