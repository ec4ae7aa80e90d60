/**
 * The one door through which server HTML (bookmark lists, list blocks, live search, next posts)
 * enters the page. DOMPurify is used rather than a hand-written filter: HTML parsing quirks
 * (mutation XSS, namespace confusion) are exactly what a small custom sanitizer gets wrong.
 */
import DOMPurify from 'dompurify';

let hooked = false;

function purifier(): typeof DOMPurify {
  if (!hooked) {
    // Links that open a new window must not hand it `window.opener`.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Parse and clean server HTML into a fragment: no scripts, no event handlers, no javascript: URLs. */
export function sanitizeHtml(html: string): DocumentFragment {
  return purifier().sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    // Fragments must not restyle or re-base the whole page.
    FORBID_TAGS: ['style', 'base', 'meta', 'link'],
    // Theme links open posts in new windows; the hook above makes that safe.
    ADD_ATTR: ['target'],
  });
}

/** Replace an element's children with cleaned server HTML. */
export function replaceWithServerHtml(target: Element, html: string): void {
  target.replaceChildren(sanitizeHtml(html));
}

/** Append cleaned server HTML (list loads, infinite posts) and return the inserted top-level nodes. */
export function appendServerHtml(target: Element, html: string): Node[] {
  const fragment = sanitizeHtml(html);
  const nodes = [...fragment.childNodes];
  target.append(fragment);
  return nodes;
}
