/** The reader features that talk to the site: bookmarks, reactions, feedback vote, post view counter. */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';

export const readerDataFeatures: readonly Feature<AppContext>[] = [];
