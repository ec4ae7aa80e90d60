/**
 * The one door through which server HTML (bookmark lists, list blocks, live search, next posts)
 * enters the page. DOMPurify is used rather than a hand-written filter: HTML parsing quirks
 * (mutation XSS, namespace confusion) are exactly what a small custom sanitizer gets wrong.
 */
import type { DOMPurify } from 'dompurify';
import { embedProxyFrom, isEmbedSource } from './embed-sources';
import { lazy } from './lazy';
import { consoleLogger } from './log';
import { readGlobal } from './wp-config';

/**
 * DOMPurify builds its instance (every allowed tag and attribute list) when its module body runs,
 * so the package is loaded on the first sanitize, through the bundler's `require` (see
 * core/react.ts), and most page views never pay for it.
 */
const purifier = lazy((): DOMPurify => {
  const purify = require('dompurify') as DOMPurify;
  // Read once, like every setting: the page prints its config before the bundle runs.
  const { proxy, warning } = embedProxyFrom(readGlobal(window, 'siteClientConfig'));
  if (warning) consoleLogger.warn(warning);
  // Video players only (embed-sources.ts); every other frame is removed with its content.
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !(node instanceof Element && isEmbedSource(node.getAttribute('src'), proxy))) node.parentNode?.removeChild(node);
  });
  // Links that open a new window must not hand it `window.opener`.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify;
});

/** Parse and clean server HTML into a fragment: no scripts, no event handlers, no javascript: URLs. */
export function sanitizeHtml(html: string): DocumentFragment {
  return purifier().sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    // Fragments must not restyle or re-base the whole page.
    FORBID_TAGS: ['style', 'base', 'meta', 'link'],
    // Theme links open posts in new windows; the hook above makes that safe.
    ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
    // WordPress's video embeds; every other frame is dropped by the hook above.
    ADD_TAGS: ['iframe'],
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
