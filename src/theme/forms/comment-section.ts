/**
 * The theme's comment box (REAL-MARKUP §25): `aside.comment-box-wrap > div.comment-box-header >
 * h4.h3 + a.show-post-comment.box-comment-btn[href="#"]`, followed by
 * `div.comment-box-content.is-hidden` (the theme's `single_post_comment_btn` option). A click on
 * the button removes `is-hidden` from the content after the button's parent, fades the button out
 * (400 ms) and removes it; there is no way to close the box again, as in the theme. When the
 * address's hash is `#respond` or starts with `#comment` (spec §2), the button is clicked by itself
 * and the page scrolls there; also on later hash changes (the theme looked only on arrival).
 *
 * Kept from our accessibility: the link is announced as a button with `aria-expanded` and
 * `aria-controls`, works with Space as well as Enter, and focus moves into the opened box (the
 * button it was on disappears).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { listen } from '../../core/listen';
import { prefersReducedMotion } from '../../core/motion';
import { hashTargetId, isCommentHash } from './comment-rules';

const WRAP = '.comment-box-wrap';
const BUTTON = '.show-post-comment';
const CONTENT = '.comment-box-content';
const FADE_MS = 400;

/** The content the theme's `button.parent().next('.comment-box-content')` names. */
function contentOf(button: Element): HTMLElement | null {
  const next = button.parentElement?.nextElementSibling;
  return next instanceof HTMLElement && next.matches(CONTENT) ? next : null;
}

let generatedIds = 0;

export const commentSections: Feature<AppContext> = {
  name: 'theme-comment-section',
  selector: `${WRAP} ${BUTTON}`,
  mount(button) {
    const content = contentOf(button);
    if (!content || !(button instanceof HTMLElement)) return;
    if (!content.id) content.id = `comment-box-content-${++generatedIds}`;
    button.setAttribute('role', 'button');
    button.setAttribute('aria-controls', content.id);
    button.setAttribute('aria-expanded', String(!content.classList.contains('is-hidden')));
    return () => {
      button.removeAttribute('role');
      button.removeAttribute('aria-controls');
      button.removeAttribute('aria-expanded');
    };
  },
};

/** Reveals the box and retires the button; false when there was nothing to reveal. */
function reveal(button: HTMLElement, ctx: AppContext, focusInside: boolean): boolean {
  if (button.dataset.revealing === 'true') return false;
  const content = contentOf(button);
  if (!content) return false;
  button.dataset.revealing = 'true';
  content.classList.remove('is-hidden');
  button.setAttribute('aria-expanded', 'true');
  // The page grew: sticky sidebars and infinite triggers measure again.
  ctx.frames.invalidate();
  if (focusInside) {
    content.tabIndex = -1;
    content.focus({ preventScroll: true });
  }
  const remove = () => {
    button.remove();
    ctx.frames.invalidate();
  };
  if (prefersReducedMotion(ctx.win) || typeof button.animate !== 'function') {
    remove();
  } else {
    const fade = button.animate([{ opacity: 1 }, { opacity: 0 }], { duration: FADE_MS, fill: 'forwards' });
    fade.finished.then(remove, remove);
  }
  return true;
}

export const commentSectionEvents: Feature<AppContext> = {
  name: 'theme-comment-section-events',
  selector: `${WRAP} ${BUTTON}`,
  scope: 'page',
  mount(_root, ctx) {
    const { doc, win } = ctx;

    const buttonFrom = (event: Event): HTMLElement | null => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
      return button && button.closest(WRAP) ? button : null;
    };
    const onClick = (event: MouseEvent) => {
      const button = buttonFrom(event);
      if (!button) return;
      event.preventDefault();
      // Keyboard activation (detail 0) moves focus into the box; a mouse click leaves it.
      reveal(button, ctx, event.detail === 0);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      const button = buttonFrom(event);
      if (!button) return;
      event.preventDefault();
      button.click();
    };

    const openForHash = () => {
      const hash = win.location.hash;
      if (!isCommentHash(hash)) return;
      const target = doc.getElementById(hashTargetId(hash));
      const wrap = target?.closest(WRAP) ?? doc.querySelector(WRAP);
      const button = wrap?.querySelector<HTMLElement>(BUTTON) ?? null;
      if (!wrap || !button) return;
      const content = contentOf(button);
      reveal(button, ctx, false);
      const scrollTo = target && content?.contains(target) ? target : wrap;
      if (typeof scrollTo.scrollIntoView === 'function')
        scrollTo.scrollIntoView({ block: 'start', behavior: prefersReducedMotion(win) ? 'auto' : 'smooth' });
    };

    const unlistenDoc = listen(doc, { click: onClick, keydown: onKeydown });
    const unlistenWin = listen(win, { hashchange: openForHash });
    openForHash();
    return () => {
      unlistenDoc();
      unlistenWin();
    };
  },
};
