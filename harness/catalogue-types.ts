/**
 * The shapes the harness server publishes to the QA console (and to end-to-end tests).
 * Shared by both sides so that the console never guesses at the server's JSON.
 */

export type SiteId = 'radio' | 'magazine';

/** One recorded page of a site, served at `/pages/{id}`. */
export interface PageEntry {
  id: string;
  title: string;
  site: SiteId;
  description: string;
}

/** Browser storage a scenario writes before the page's scripts run: key → value, per area. */
export interface StorageSeed {
  local?: Record<string, string>;
  session?: Record<string, string>;
}

/** One named state: handler overrides and, where time matters, a fixed clock. */
export interface ScenarioEntry {
  id: string;
  title: string;
  description: string;
  /** The site whose pages the scenario is meant for; `both` fits every page of the two sites. */
  site: SiteId | 'both';
  /** ISO date-time the page clock starts at, when the scenario fixes it. */
  clock?: string;
  /** Storage written on every load of the page, before its scripts (e.g. an expired cache). */
  storage?: StorageSeed;
  /**
   * Scripts the page loads first in its head, by their real addresses (served by the mocks), as a
   * publisher's page prints its ad tags: the ad libraries of the rewarded-ad scenarios.
   */
  headScripts?: readonly string[];
  /**
   * Whether the scenario changes what the page (or the harness's status panel on it) shows
   * against `default`. False: its effect is only in the request log and the console log, and the
   * QA console says "no visible effect: see the log". Unset: not assessed.
   */
  visibleEffect?: boolean;
  /**
   * The pages this scenario can change anything on (harness/applicability/): derived from the
   * calls each page makes and the ones the scenario's handlers answer, plus the pages a scenario
   * declares where that says nothing (a fixed clock). The console offers only these pairs.
   */
  pages: string[];
}

export interface Catalogue {
  pages: PageEntry[];
  scenarios: ScenarioEntry[];
}

/** One mocked request, as the harness saw it. Published when its response is complete. */
export interface RequestLogEntry {
  id: number;
  /** ISO time the request arrived at the harness. */
  at: string;
  /** Which origin of the harness answered it. */
  origin: 'site' | 'provider';
  /** Page id taken from the Referer, when the request came from a fixture page. */
  page: string | null;
  /**
   * Where `page` comes from: the Referer, or (for cross-origin provider calls, whose Referer
   * carries the origin only) the page the harness last served in the request's scenario.
   */
  pageFrom?: 'referer' | 'last-served';
  /** The admin-ajax `action` field of a WordPress call (form body or query). */
  action?: string;
  scenario: string;
  method: string;
  /** The real URL the mock stood in for, e.g. https://api.laut.fm/station/b80er/last_songs?_=1 */
  url: string;
  /** HTTP status sent, or null when the client went away before the answer. */
  status: number | null;
  durationMs: number;
  /** Set when no handler matched or the client aborted. */
  note?: string;
  /** The response body as text, when it is text (JSON, HTML, JavaScript…). */
  body?: LoggedBody;
}

/** A response body kept for the log: text only, capped so that 500 entries stay small. */
export interface LoggedBody {
  contentType: string;
  /** The first LOGGED_BODY_LIMIT characters. */
  text: string;
  /** Length of the whole body in characters. */
  length: number;
  truncated: boolean;
}

/** 64 K characters: more than any recorded answer, little enough for 500 entries in memory. */
export const LOGGED_BODY_LIMIT = 64 * 1024;

/** The URL of a page in a scenario: the one link that reproduces that state. */
export function pageUrl(page: string, scenario: string): string {
  return `/pages/${encodeURIComponent(page)}?scenario=${encodeURIComponent(scenario)}`;
}

/** Harness endpoints the console and tests use. */
export const HARNESS_API = {
  catalogue: '/__harness/catalogue',
  requests: '/__harness/requests',
  events: '/__harness/events',
} as const;
