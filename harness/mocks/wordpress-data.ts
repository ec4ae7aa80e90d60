/**
 * The two WordPress sites as their admin-ajax and REST mocks see them, built from
 * fixtures/wordpress/{site}.json: the posts that exist (bookmark lists, reactions, post views),
 * the nonces the pages print, the reactions the theme offers and the site's own texts. The
 * origins stay in origins.ts, so a URL is written down once. Read from disk on first use;
 * handlers run in Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAGAZINE_AJAX, MAGAZINE_REST, MAGAZINE_SITE, RADIO_AJAX, RADIO_REST, RADIO_SITE } from './origins';

// A path, not a URL object: under jsdom, `URL` is jsdom's and Node's file helpers reject it.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/wordpress');

export type WpSiteId = 'radio' | 'magazine';

export const WP_SITE_IDS: readonly WpSiteId[] = ['radio', 'magazine'];

/** A published post, with what a list layout of the theme prints of it. */
export interface WpPost {
  id: number;
  title: string;
  /** Where its title links: a `#` fragment, so that nothing leaves the harness. */
  url: string;
  /** ISO date-time of publication (the `datetime` attribute). */
  date: string;
  /** The date as the theme prints it, in German. */
  dateText: string;
  category: { name: string; slug: string };
  /** The CSS class of its gradient thumbnail (the fixture pages load no images). */
  thumb: string;
  summary: string;
}

/** The nonces the site prints: Post Views Counter (admin-ajax and REST), feedback plugin. */
export interface WpNonces {
  pvc: string;
  feedback: string;
  /** `wp_rest` nonce, sent as X-WP-Nonce by Post Views Counter in REST mode. */
  rest: string;
}

interface WpSiteFixture {
  nonces: WpNonces;
  /** Reaction names Pixwell Core registers (`data-reaction`); its PHP stores any name it is sent. */
  reactions: string[];
  /** The texts of the theme's `div.bookmark-empty` (`nothing_found`, `bookmark_empty`). */
  bookmarkEmpty: { title: string; text: string };
  posts: WpPost[];
}

export interface WpSite extends WpSiteFixture {
  id: WpSiteId;
  origin: string;
  ajaxUrl: string;
  restRoot: string;
}

/** Where each site answers; known without reading its fixture, so handlers can be declared up front. */
export const WP_SITE_URLS: Record<WpSiteId, Pick<WpSite, 'origin' | 'ajaxUrl' | 'restRoot'>> = {
  radio: { origin: RADIO_SITE, ajaxUrl: RADIO_AJAX, restRoot: RADIO_REST },
  magazine: { origin: MAGAZINE_SITE, ajaxUrl: MAGAZINE_AJAX, restRoot: MAGAZINE_REST },
};

const cache = new Map<WpSiteId, WpSiteFixture>();

/** A site's data; throws when its fixture is missing, since both sites must exist. */
export function wpSite(id: WpSiteId): WpSite {
  if (!cache.has(id)) {
    const path = join(FIXTURES, `${id}.json`);
    if (!existsSync(path)) throw new Error(`Missing WordPress fixture ${path}`);
    cache.set(id, JSON.parse(readFileSync(path, 'utf8')) as WpSiteFixture);
  }
  // Hand out a copy: scenarios derive variants by editing what they get.
  return { id, ...WP_SITE_URLS[id], ...structuredClone(cache.get(id) as WpSiteFixture) };
}

/** The post `id` of a site, or undefined when the site has no such post. */
export function findPost(site: WpSite, id: number): WpPost | undefined {
  return site.posts.find((post) => post.id === id);
}
