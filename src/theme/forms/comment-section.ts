/**
 * The theme prints the comment section collapsed: `.comment-box-wrap` holding a toggle
 * `.show-post-comment` and the content `.comment-box-content[hidden]` (fixtures/pages/fragments/
 * theme/single-comments.html). The toggle shows and hides it (aria-expanded, aria-controls). The
 * section also opens by itself when the address points into it (spec §2): a hash that is the
 * respond anchor (`#respond`) or starts with the comment anchor (`#comment-`), on arrival and on
 * every hashchange; so does any other hash whose target lies inside a collapsed section (the
 * theme's "#comments" count link). The browser could not scroll to a hidden target, so the
 * bundle scrolls it into view once the section is open.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { hashTargetId, isCommentHash } from './comment-rules';

const WRAP = '.comment-box-wrap';
const TOGGLE = '.show-post-comment';
const CONTENT = '.comment-box-content';

interface Parts {
  toggle: HTMLElement;
  content: HTMLElement;
}

function partsOf(wrap: Element): Parts | null {
  const toggle = wrap.querySelector<HTMLElement>(TOGGLE);
  const content = wrap.querySelector<HTMLElement>(CONTENT);
  return toggle && content && toggle.closest(WRAP) === wrap && content.closest(WRAP) === wrap ? { toggle, content } : null;
}

function setOpen(wrap: Element, { toggle, content }: Parts, open: boolean, ctx: AppContext): void {
  content.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
  wrap.classList.toggle('is-open', open);
  // The page grew or shrank: sticky sidebars and infinite triggers measure again.
  ctx.frames.invalidate();
}

let generatedIds = 0;

export const commentSections: Feature<AppContext> = {
  name: 'theme-comment-section',
  selector: WRAP,
  mount(wrap) {
    const parts = partsOf(wrap);
    if (!parts) return;
    const { toggle, content } = parts;
    if (!content.id) content.id = `comment-box-content-${++generatedIds}`;
    toggle.setAttribute('aria-controls', content.id);
    toggle.setAttribute('aria-expanded', String(!content.hidden));
    // A theme that prints the toggle as a span still gets a keyboard-usable button.
    const plain = toggle.tagName !== 'BUTTON' && !toggle.hasAttribute('role');
    if (plain) {
      toggle.setAttribute('role', 'button');
      toggle.tabIndex = 0;
    }
    return () => {
      if (!plain) return;
      toggle.removeAttribute('role');
      toggle.removeAttribute('tabindex');
    };
  },
};

export const commentSectionEvents: Feature<AppContext> = {
  name: 'theme-comment-section-events',
  selector: 'html',
  mount(_root, ctx) {
    const { doc, win } = ctx;

    const toggleFrom = (event: Event): { wrap: Element; parts: Parts } | null => {
      const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>(TOGGLE) : null;
      const wrap = toggle?.closest(WRAP);
      const parts = wrap ? partsOf(wrap) : null;
      return wrap && parts && parts.toggle === toggle ? { wrap, parts } : null;
    };
    const onClick = (event: MouseEvent) => {
      const found = toggleFrom(event);
      if (!found) return;
      event.preventDefault();
      setOpen(found.wrap, found.parts, found.parts.content.hidden !== false, ctx);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const found = toggleFrom(event);
      if (!found || found.parts.toggle.tagName === 'BUTTON') return;
      event.preventDefault();
      found.parts.toggle.click();
    };

    const openForHash = () => {
      const hash = win.location.hash;
      if (hash === '' || hash === '#') return;
      const target = doc.getElementById(hashTargetId(hash));
      const wrap = target?.closest(WRAP) ?? (isCommentHash(hash) ? doc.querySelector(WRAP) : null);
      const parts = wrap ? partsOf(wrap) : null;
      if (!wrap || !parts || !parts.content.hidden) return;
      if (!isCommentHash(hash) && !(target && parts.content.contains(target))) return;
      setOpen(wrap, parts, true, ctx);
      const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const scrollTo = target && parts.content.contains(target) ? target : wrap;
      if (typeof scrollTo.scrollIntoView === 'function') scrollTo.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    };

    doc.addEventListener('click', onClick);
    doc.addEventListener('keydown', onKeydown);
    win.addEventListener('hashchange', openForHash);
    openForHash();
    return () => {
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKeydown);
      win.removeEventListener('hashchange', openForHash);
    };
  },
};
