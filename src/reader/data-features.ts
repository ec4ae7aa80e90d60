/** The reader features that talk to the site: bookmarks, reactions, feedback vote, post view counter. */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { bookmarkButton, bookmarkCounter } from './bookmarks';
import { bookmarksList, removeAllBookmarks } from './bookmarks-page';
import { feedbackVote } from './feedback-vote';
import { postViews } from './post-views';
import { reactions } from './reactions';

export const readerDataFeatures: readonly Feature<AppContext>[] = [
  bookmarkButton,
  bookmarkCounter,
  bookmarksList,
  removeAllBookmarks,
  reactions,
  feedbackVote,
  postViews,
];
