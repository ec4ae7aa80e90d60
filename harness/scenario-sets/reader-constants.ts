/**
 * The reader scenarios' ids and the values tests check against: what a reader scenario answers
 * (messages, delays, the hostile pieces) and the flag hostile markup would set if it ever ran.
 */
import { bookmarkArticle, bookmarkedPosts, bookmarkEmpty, bookmarkList } from '../mocks/bookmark-fragment';
import type { WpSite } from '../mocks/wordpress-data';

/* ------------------------------------------------------------------ scenario ids */

/** Every reader scenario id, for tests that open a page in one of them. */
export const READER_SCENARIO_IDS = [
  'reader-newsletter-exists',
  'reader-newsletter-500',
  'reader-newsletter-timeout',
  'reader-newsletter-malformed',
  'reader-bookmark-500',
  'reader-bookmark-hostile',
  'reader-bookmark-empty',
  'reader-reaction-active',
  'reader-reaction-unique',
  'reader-reaction-fails',
  'reader-reaction-500',
  'reader-reaction-slow',
  'reader-reaction-malformed',
  'reader-feedback-server-error',
  'reader-feedback-network',
  'reader-feedback-nonce',
  'reader-feedback-malformed',
  'reader-pvc-empty',
  'reader-pvc-not-json',
  'reader-pvc-500',
  'reader-pvc-nonce',
  'reader-pvc-rest',
  'reader-pvc-cookieless',
  'reader-ajax-down',
] as const;

/* ------------------------------------------------------------------ constants tests check against */

/** The reaction `rb_load_reaction` names as this visitor's in reader-reaction-active. */
export const ACTIVE_REACTION = 'love';
/** How long rb_add_reaction takes in reader-reaction-slow: long enough for a double click. */
export const REACTION_SLOW_DELAY_MS = 3000;
/** `data.message` of the failed vote in reader-feedback-server-error. */
export const FEEDBACK_SERVER_ERROR_MESSAGE = 'Ihre Stimme konnte gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.';
/** What PHP prints before the JSON in reader-pvc-not-json: a warning, as with display_errors on. */
export const PVC_PHP_WARNING =
  '<br />\n<b>Warning</b>:  Undefined array key "storage_data" in <b>/var/www/html/wp-content/plugins/post-views-counter/includes/class-counter.php</b> on line <b>412</b><br />\n';

/** The global the hostile markup would set if some of it ever ran. */
export const HOSTILE_RAN_FLAG = '__hostileRan';
const RAN = `window.${HOSTILE_RAN_FLAG}=true`;

/**
 * The pieces of reader-bookmark-hostile's fragment. Each would run script (or load a frame) if
 * the fragment entered the page without sanitize.ts; the posts' own markup around them is the
 * theme's and must survive. The image source is a data: URL, so that a kept <img> loads nothing.
 */
export const HOSTILE_BOOKMARK = {
  /** Before the first article, at the top level of the fragment. */
  script: `<script>${RAN}</script>`,
  /** In each article's content, before the category. */
  img: `<img class="hostile-img" src="data:," alt="" onerror="${RAN}">`,
  svg: `<svg class="hostile-svg" onload="${RAN}" width="1" height="1"></svg>`,
  /** An inline handler on each article's title link (whose href stays the post's `#post-{id}`). */
  titleHandler: ` onclick="${RAN}" onmouseover="${RAN}"`,
  /** In each article's footer, after the bookmark button. */
  javascriptLink: `<a class="hostile-link" href="javascript:${RAN}">Weiterlesen</a>`,
  /** The same with the scheme split by a tab entity, which browsers drop from URLs. */
  obfuscatedLink: `<a class="hostile-link" href="jav&#x09;ascript:${RAN}">Mehr</a>`,
  iframe: `<iframe class="hostile-frame" srcdoc="&lt;script&gt;parent.${RAN}&lt;/script&gt;"></iframe>`,
} as const;

/** reader-bookmark-hostile's answer (HTML, before JSON encoding) for `ids`: the posts asked for, each carrying every hostile piece. */
export function hostileBookmarkFragment(site: WpSite, ids: readonly number[] | null): string {
  const posts = ids === null ? [] : bookmarkedPosts(site, ids);
  if (posts.length === 0) return `${HOSTILE_BOOKMARK.script}${bookmarkEmpty(site)}${HOSTILE_BOOKMARK.img}`;
  const articles = posts.map((post) =>
    bookmarkArticle(post, {
      head: `${HOSTILE_BOOKMARK.img}${HOSTILE_BOOKMARK.svg}`,
      title: HOSTILE_BOOKMARK.titleHandler,
      footer: `${HOSTILE_BOOKMARK.javascriptLink}${HOSTILE_BOOKMARK.obfuscatedLink}${HOSTILE_BOOKMARK.iframe}`,
    }),
  );
  return HOSTILE_BOOKMARK.script + bookmarkList(articles);
}
