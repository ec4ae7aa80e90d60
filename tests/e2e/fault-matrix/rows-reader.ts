/**
 * Fault-matrix rows of the reader features (src/reader): the newsletter form and popup, reactions,
 * the feedback vote and its text, the bookmarks page and its remove-all, the post view count, and
 * the share links (which ask no server: every cell n/a). The rows are in rows-newsletter.ts,
 * rows-votes.ts, rows-bookmarks.ts and rows-views-share.ts; this file lists them in the matrix's
 * order.
 */
import type { Interaction } from './interaction';
import { bookmarksPage, bookmarksRemoveAll } from './rows-bookmarks';
import { newsletterForm, newsletterPopup } from './rows-newsletter';
import { postViewCount, share } from './rows-views-share';
import { feedbackText, feedbackVote, reactions } from './rows-votes';

export const readerInteractions: Interaction[] = [
  newsletterForm,
  newsletterPopup,
  reactions,
  feedbackVote,
  feedbackText,
  bookmarksPage,
  bookmarksRemoveAll,
  postViewCount,
  share,
];
