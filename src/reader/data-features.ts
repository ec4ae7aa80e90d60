/** The reader features that talk to the site: bookmarks, reactions, feedback vote, post view counter. */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { handledBy } from '../core/theme-scripts';
import { bookmarkButton, bookmarkCounter, removeReadBookmark } from './bookmarks';
import { bookmarksList, removeAllBookmarks } from './bookmarks-page';
import { feedbackVote } from './feedback-vote';
import { postViews } from './post-views';
import { reactions } from './reactions';

export const readerDataFeatures: readonly Feature<AppContext>[] = [
  // Pixwell Core's core.js (`pixwell-core-script`) does these when it is on the page.
  ...handledBy('pixwell-core-script', [bookmarkButton, bookmarkCounter, removeReadBookmark, bookmarksList, removeAllBookmarks, reactions]),
  // The plugins' own scripts, when WordPress still prints them (not handed over to the bundle).
  ...handledBy('feedback-voting-script', [feedbackVote]),
  ...handledBy('post-views-counter-frontend', [postViews]),
];
