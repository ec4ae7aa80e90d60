import type { Interaction } from './interaction';

export const readerInteractions: Interaction[] = [];
