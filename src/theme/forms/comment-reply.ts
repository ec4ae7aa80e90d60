/**
 * Threaded replies as WordPress's comment-reply.js does them, without it: a click on a reply link
 * (`.comment-reply-link[data-commentid][data-postid][data-respondelement][data-replyto]`) moves the
 * form (`#respond`) below that comment, sets `#comment_parent` and `#comment_post_ID`, shows
 * `#cancel-comment-reply-link`, puts the reply title (`#reply-title`) on whom you answer and
 * focuses the comment textarea. Cancel moves the form back to where it was, resets the parent to
 * 0, hides the link again, restores the title and gives focus back to the reply link.
 *
 * One listener for the page serves comments added later too. The default action (the
 * `?replytocom=` link, the cancel link's reload) is prevented only when the bundle can do the
 * job itself; with missing markup the links work as WordPress prints them. Lookups stay inside
 * the clicked comment section, so infinite-loaded posts with their own `#respond` do not mix.
 *
 * In Pixwell's user reviews (`.rb-reviews-area`) a reply is not a review: as the theme's
 * replyReview did, a reply link hides the star row (`.rb-form-rating` gets `is-hidden`) and the
 * cancel link shows it again, also when WordPress's comment-reply.js moved the form (it prevents
 * the default first, and the bundle then moves nothing). A reply there needs no rating
 * (review-rating.ts skips a hidden row).
 */
import type { Feature } from '../../core/attach';
import { listen } from '../../core/listen';
import type { AppContext } from '../../context';
import { parseReplyLink, replyTitle } from './comment-rules';

const REPLY_LINK = '.comment-reply-link';
const CANCEL_LINK = '#cancel-comment-reply-link';
const SECTION = '#comments, .comments-area';
const REVIEWS_AREA = '.rb-reviews-area';
const RATING_ROW = '.rb-form-rating';

/** Hides or shows the star row of the reviews area the link belongs to (no-op outside reviews). */
function setRatingHidden(link: Element, hidden: boolean): void {
  const area = link.closest(REVIEWS_AREA);
  area?.querySelectorAll(RATING_ROW).forEach((row) => row.classList.toggle('is-hidden', hidden));
}

interface Moved {
  /** Marks the form's original place; a comment node, so it is invisible to everyone. */
  placeholder: Comment;
  /** The reply link that moved the form: focus returns there on cancel. */
  from: HTMLElement;
  /** Text of the reply title before the first reply. */
  title: string | null;
}

function byId(scope: ParentNode, doc: Document, id: string): HTMLElement | null {
  const escaped = id.replace(/["\\]/g, '\\$&');
  return scope.querySelector<HTMLElement>(`[id="${escaped}"]`) ?? doc.getElementById(id);
}

/** The title's own text (WordPress puts the cancel link inside the heading, after it). */
function titleText(title: HTMLElement): Text {
  const existing = [...title.childNodes].find((node): node is Text => node instanceof Text && node.data.trim() !== '');
  if (existing) return existing;
  const created = title.ownerDocument.createTextNode('');
  title.prepend(created);
  return created;
}

function setCancelVisible(respond: HTMLElement, visible: boolean): void {
  const cancel = respond.querySelector<HTMLElement>(CANCEL_LINK);
  if (!cancel) return;
  cancel.style.display = visible ? '' : 'none';
  cancel.hidden = !visible;
}

function field(respond: HTMLElement, name: string): HTMLInputElement | null {
  return respond.querySelector<HTMLInputElement>(`#${name}, input[name="${name}"]`);
}

export const commentReply: Feature<AppContext> = {
  name: 'theme-comment-reply',
  selector: `${REPLY_LINK}, ${CANCEL_LINK}`,
  scope: 'page',
  mount(_root, ctx) {
    const { doc } = ctx;
    const moved = new Map<HTMLElement, Moved>();

    const reply = (event: MouseEvent, link: HTMLElement) => {
      const target = parseReplyLink(link.dataset);
      if (!target) return;
      const scope: ParentNode = link.closest(SECTION) ?? doc;
      const respond = byId(scope, doc, target.respondId);
      const comment = byId(scope, doc, `comment-${target.commentId}`);
      const below =
        (target.belowId ? byId(scope, doc, target.belowId) : null) ??
        comment?.querySelector<HTMLElement>(':scope > .comment-body') ??
        comment;
      const parent = respond ? field(respond, 'comment_parent') : null;
      if (!respond || !below || !parent || respond.contains(below)) return;
      event.preventDefault();

      const title = respond.querySelector<HTMLElement>('#reply-title, .comment-reply-title');
      let state = moved.get(respond);
      if (!state) {
        const placeholder = doc.createComment('site-client: respond');
        respond.before(placeholder);
        state = { placeholder, from: link, title: title ? titleText(title).data : null };
        moved.set(respond, state);
      }
      state.from = link;
      below.after(respond);
      parent.value = target.commentId;
      const post = field(respond, 'comment_post_ID');
      if (post && target.postId) post.value = target.postId;
      setCancelVisible(respond, true);
      const author = comment?.querySelector('.comment-author .fn')?.textContent ?? null;
      const text = replyTitle(target, author);
      if (title && text !== null) {
        // Keep the whitespace before the cancel link that WordPress prints.
        const node = titleText(title);
        node.data = text + (/\s$/.test(node.data) ? ' ' : '');
      }
      respond.querySelector<HTMLElement>('textarea[name="comment"], #comment')?.focus();
    };

    const restore = (respond: HTMLElement, state: Moved) => {
      moved.delete(respond);
      state.placeholder.replaceWith(respond);
      const parent = field(respond, 'comment_parent');
      if (parent) parent.value = '0';
      setCancelVisible(respond, false);
      const title = respond.querySelector<HTMLElement>('#reply-title, .comment-reply-title');
      if (title && state.title !== null) titleText(title).data = state.title;
    };

    const cancel = (event: MouseEvent, link: HTMLElement) => {
      const respond = [...moved.keys()].find((candidate) => candidate.contains(link));
      const state = respond ? moved.get(respond) : undefined;
      // A form the server placed (?replytocom=) has no place to go back to: the link reloads.
      if (!respond || !state || !state.placeholder.isConnected) return;
      event.preventDefault();
      restore(respond, state);
      const focusTarget = state.from.isConnected ? state.from : respond.querySelector<HTMLElement>('textarea[name="comment"], #comment');
      focusTarget?.focus();
    };

    const linkOf = (event: MouseEvent): HTMLElement | null => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
      const element = event.target instanceof Element ? event.target : null;
      return element?.closest<HTMLElement>(`${REPLY_LINK}, ${CANCEL_LINK}`) ?? null;
    };
    // A reply is no review, whoever moves the form. WordPress's own comment-reply.js, when the
    // page has it, listens on the links themselves: it moves the form (a cancel link away from
    // the reviews) and prevents the default before a listener on the document hears the click.
    // So the star row is set on the way down (capture), while the link is still where it was.
    const onClickDown = (event: MouseEvent) => {
      const link = linkOf(event);
      if (link) setRatingHidden(link, !link.matches(CANCEL_LINK));
    };
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link || event.defaultPrevented) return;
      if (link.matches(CANCEL_LINK)) cancel(event, link);
      else reply(event, link);
    };
    const unlistenDown = listen(doc, { click: onClickDown }, true);
    const unlisten = listen(doc, { click: onClick });
    return () => {
      unlistenDown();
      unlisten();
      for (const [respond, state] of [...moved]) if (state.placeholder.isConnected) restore(respond, state);
    };
  },
};
