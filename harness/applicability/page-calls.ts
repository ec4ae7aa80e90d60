/**
 * Which remote calls a fixture page makes, read from its markup and the globals it prints, so
 * that a scenario's applicability follows from facts rather than a hand list. Each rule names
 * the bundle feature's selector (src/**) and the endpoint that feature calls; the calls are
 * sample requests, not every variant (one per endpoint, station and action).
 * Pure: HTML text in, calls out (regular expressions, no DOM: the server runs this at start).
 */
import { DEFAULT_AJAX_ACTIONS } from '../../src/core/ajax-actions';
import type { PageEntry } from '../catalogue-types';
import { AD_SCRIPT_URL } from '../mocks/ad-script';
import { LAUTFM_API, MAGAZINE_AJAX, RADIO_AJAX } from '../mocks/origins';
import { PROVIDER_ENDPOINT_SLUGS, PROVIDER_ENDPOINTS, providerUrl } from '../mocks/provider';

export interface PageCall {
  method: 'GET' | 'POST' | 'HEAD';
  /** The real URL, as the mocks are written against it. */
  url: string;
  /** Form fields of an admin-ajax POST (its `action`). */
  form?: Record<string, string>;
}

/** The class tokens, ids and raw text of a page, read once. */
interface Markup {
  html: string;
  classes: Set<string>;
  ids: Set<string>;
}

function readMarkup(html: string): Markup {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) for (const token of value.split(/\s+/)) if (token) classes.add(token);
  for (const [, value = ''] of html.matchAll(/\sid="([^"]*)"/g)) ids.add(value);
  return { html, classes, ids };
}

/** A string field of a printed global (`"key":"value"`), with WordPress's `\/` escapes undone. */
function printedString(html: string, key: string): string | undefined {
  const match = new RegExp(`"${key}"\\s*:\\s*"([^"]*)"`).exec(html);
  return match?.[1]?.replace(/\\\//g, '/');
}

/* ------------------------------------------------------------------ laut.fm */

/** Placeholder field (src/radio/placeholder-names.ts) → the endpoint its view reads (src/radio/station-placeholders.tsx). */
function lautEndpointsOf(field: string, scheduleSource: string): string[] {
  if (/^(current|next)_playlist_/.test(field)) return [scheduleSource === 'schedule' ? 'schedule' : 'station'];
  if (/^schedule_/.test(field)) return ['schedule'];
  if (field === 'listeners') return ['listeners'];
  if (field === 'next_artists') return ['last_songs', 'next_artists'];
  if (/^(display_name|description|djs|genres|top_artists)$/.test(field)) return ['station'];
  return ['last_songs'];
}

const LAUT_FIELDS =
  /^api_lfm_((?:current|next)_playlist_[a-z]+|schedule_[a-z]+|display_name|description|djs|genres|top_artists|next_artists|live|listeners|current_[a-z]+|song_links|last_songs)(?:_(.+))?$/;

function lautCalls(markup: Markup): PageCall[] {
  const stations = (printedString(markup.html, 'stations') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const first = stations[0] ?? 'b80er';
  const scheduleSource = printedString(markup.html, 'schedule_source') ?? 'standard';
  const wanted = new Set<string>();
  // The song line (src/radio/song-line.tsx) reads last_songs of its data-station, else the first station.
  if (markup.ids.has('b80er-songinfo')) {
    const station = /id="b80er-songinfo"[^>]*data-station="([^"]+)"/.exec(markup.html)?.[1] ?? first;
    wanted.add(`${station}/last_songs`);
  }
  for (const token of markup.classes) {
    const match = LAUT_FIELDS.exec(token);
    if (!match) continue;
    const station = match[2] && stations.includes(match[2]) ? match[2] : first;
    for (const endpoint of lautEndpointsOf(match[1] ?? '', scheduleSource)) wanted.add(`${station}/${endpoint}`);
  }
  if (wanted.size === 0) return [];
  const calls: PageCall[] = [...wanted].map((key) => {
    const [station, endpoint] = key.split('/');
    return { method: 'GET', url: `${LAUTFM_API}/station/${station}${endpoint === 'station' ? '' : `/${endpoint}`}` };
  });
  // The API's clock, asked once by every page that polls laut.fm.
  return [...calls, { method: 'GET', url: `${LAUTFM_API}/time` }];
}

/* ------------------------------------------------------------------ admin-ajax */

type ActionKey = keyof typeof DEFAULT_AJAX_ACTIONS;

/** Markup of a feature (its selector in src/reader, src/theme) → the admin-ajax actions it sends. */
const AJAX_RULES: { test: (markup: Markup) => boolean; actions: ActionKey[] }[] = [
  { test: (m) => m.classes.has('rb-newsletter-form'), actions: ['newsletter'] },
  { test: (m) => m.ids.has('bookmarks-list'), actions: ['bookmarks'] },
  { test: (m) => m.classes.has('rb-reaction') && m.html.includes('data-reaction_uid'), actions: ['loadReaction', 'addReaction'] },
  { test: (m) => m.classes.has('feedback-voting-container') && m.html.includes('data-question'), actions: ['feedbackVote'] },
  { test: (m) => m.classes.has('nav-search-live'), actions: ['liveSearch'] },
  { test: (m) => m.classes.has('block-wrap') && m.html.includes('data-uuid'), actions: ['livePagination'] },
  { test: (m) => m.classes.has('quick-filter-link'), actions: ['quickFilter'] },
];

function ajaxCalls(page: PageEntry, markup: Markup): PageCall[] {
  const ajaxUrl = printedString(markup.html, 'ajaxurl') ?? (page.site === 'radio' ? RADIO_AJAX : MAGAZINE_AJAX);
  const calls: PageCall[] = AJAX_RULES.filter((rule) => rule.test(markup)).flatMap((rule) =>
    rule.actions.map((key): PageCall => ({ method: 'POST', url: ajaxUrl, form: { action: DEFAULT_AJAX_ACTIONS[key] } })),
  );
  // Post Views Counter: admin-ajax in mode `js`, its REST route (requestURL) in mode `rest_api`.
  const pvc = /pvcArgsFrontend\s*=\s*(\{[^;]*\})/.exec(markup.html)?.[1];
  if (pvc) {
    const requestUrl = printedString(pvc, 'requestURL') ?? ajaxUrl;
    const rest = /"mode"\s*:\s*"rest/.test(pvc);
    calls.push(
      rest ? { method: 'POST', url: requestUrl } : { method: 'POST', url: requestUrl, form: { action: DEFAULT_AJAX_ACTIONS.postViews } },
    );
  }
  return calls;
}

/* ------------------------------------------------------------------ the rest */

/** The subscriptions client starts on its queues or its markup (docs/subscriptions.md, "What the client does"). */
const SUBSCRIPTION_MARKUP =
  /self\.SWG\b|SWG_BASIC|name="subscriptions-product-id"|itemprop="isPartOf"|<[^>]+\s(?:rrm-inline-cta|swg-standard-button)\b/;

function providerCalls(markup: Markup): PageCall[] {
  if (!SUBSCRIPTION_MARKUP.test(markup.html)) return [];
  return PROVIDER_ENDPOINT_SLUGS.map((slug): PageCall => ({
    method: PROVIDER_ENDPOINTS[slug].method === 'get' ? 'GET' : 'POST',
    url: providerUrl(slug),
  }));
}

function themeCalls(markup: Markup): PageCall[] {
  const calls: PageCall[] = [];
  // The ad-block probe (src/theme/forms/adblock-popup.ts) asks for the ad script with HEAD.
  if (markup.ids.has('rb-adblock')) calls.push({ method: 'HEAD', url: AD_SCRIPT_URL });
  // The single-post infinite load (src/theme/single/single-infinite.ts) fetches the next post's `?rbsnp=1`.
  const next = /id="single-post-infinite"[^>]*data-nextposturl="([^"]+)"|data-nextposturl="([^"]+)"[^>]*id="single-post-infinite"/.exec(
    markup.html,
  );
  const nextUrl = next?.[1] ?? next?.[2];
  if (nextUrl) calls.push({ method: 'GET', url: `${nextUrl}?rbsnp=1` });
  return calls;
}

/** Every call the page's markup leads the bundle to make (sample requests, one per endpoint). */
export function pageCalls(page: PageEntry, html: string): PageCall[] {
  const markup = readMarkup(html);
  return [...lautCalls(markup), ...ajaxCalls(page, markup), ...providerCalls(markup), ...themeCalls(markup)];
}
