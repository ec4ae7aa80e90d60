/**
 * What WordPress's comment markup says, read without the DOM: the reply link's data attributes
 * (as get_comment_reply_link prints them), the reply title, and which location hashes mean "show
 * me the comments" (spec §2: the respond anchor, or one that starts with the comment anchor).
 */
import { strings } from '../../core/strings';

const RESPOND_HASH = '#respond';
/** The theme compares the hash's first 8 characters with "#comment": `#comments` and `#comment-12` both open. */
const COMMENT_HASH_PREFIX = '#comment';

export interface ReplyTarget {
  commentId: string;
  postId: string | null;
  /** Id of the respond container to move (WordPress: "respond"). */
  respondId: string;
  /** Id of the element the form goes below (WordPress: "div-comment-{id}"), if printed. */
  belowId: string | null;
  /** Full reply title (WordPress prints "Antwort an Anna" already formatted), if printed. */
  replyTo: string | null;
}

type Dataset = Record<string, string | undefined>;

const ID = /^\d+$/;

/** The reply link's intent, or null when it lacks what the bundle needs (then the link navigates). */
export function parseReplyLink(data: Dataset): ReplyTarget | null {
  const commentId = data.commentid?.trim() ?? '';
  if (!ID.test(commentId) || commentId === '0') return null;
  const postId = data.postid?.trim() ?? '';
  const respondId = data.respondelement?.trim() || 'respond';
  const belowId = data.belowelement?.trim() || null;
  const replyTo = data.replyto?.trim() || null;
  return { commentId, postId: ID.test(postId) ? postId : null, respondId, belowId, replyTo };
}

/** The title while replying: the link's own text, else the generic one with the author's name, else null. */
export function replyTitle(target: ReplyTarget, authorName: string | null): string | null {
  if (target.replyTo) return target.replyTo;
  const name = authorName?.trim();
  return name ? strings.themeForms.replyTo.replace('{name}', name) : null;
}

/** True for "#respond" and every hash starting "#comment": the hashes that open the comment box. */
export function isCommentHash(hash: string): boolean {
  return hash === RESPOND_HASH || hash.startsWith(COMMENT_HASH_PREFIX);
}

/** The element id a hash names ("#comment-12" → "comment-12"); malformed escapes are taken literally. */
export function hashTargetId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
