/**
 * Shapes shared by the server side of the mock provider pages (the table, the HTML) and the
 * browser side (the host script each page loads, the test client). Browser-safe: types only.
 */
import type { MessageLabel } from './messages';

/** What a page sends over its port. */
export type PageEffect =
  /** `host.result(data)`: the activity ends with code ok and this data. */
  | { kind: 'result'; data: unknown }
  /** `host.cancel()`: code canceled (the reader closed it). */
  | { kind: 'cancel' }
  /** `host.failed(reason)`: code failed. */
  | { kind: 'failed'; reason: string }
  /** `host.message({RESPONSE: array})`: the activity goes on. */
  | { kind: 'message'; array: unknown[] };

/** Shown only when the client's argument `arg` is (or is not) the value. */
/** A condition on one of the client's arguments, named or by path (`swg.skuId`). */
/**
 * When a part of the page shows: the argument is (or is not) a value, or `allows` a value (the
 * argument is a list holding it, or no list at all: the offers of `showOffers({skus})`).
 */
export type ArgCondition = { arg: string; is: unknown } | { arg: string; isNot: unknown } | { arg: string; allows: unknown };

/** A button of a page. */
export interface PageAction {
  /** Unique within the page; the button's `data-action`. */
  id: string;
  /** The German button text. */
  label: string;
  effect: PageEffect;
  /** What the real page's main button sends (the end-to-end test presses it). */
  main?: boolean;
  onlyIf?: ArgCondition;
  /** Usable only once the client sent this request with a first field that is not `false` (the ad has loaded). */
  enabledBy?: MessageLabel;
  /** Disabled once pressed ("View an ad"). */
  once?: boolean;
}

/** A paragraph of a page (German), maybe only for some arguments. */
export interface PageText {
  text: string;
  onlyIf?: ArgCondition;
}

/** How a page answers a message the client sends it (`{REQUEST: array}`). */
export interface PageReaction {
  label: MessageLabel;
  /** A line the page shows (a status the reader sees). */
  notice?: string;
  /** Shown instead, and `then` left out, when the request's first field is `false`. */
  noticeIfFalse?: string;
  /** Sent after the notice. */
  then?: PageEffect;
}

/** The JSON a page carries for its host script (`script#provider-page-config`). */
export interface HostConfig {
  page: string;
  actions: PageAction[];
  /** Sent once the page is ready, in order. */
  onStart: PageEffect[];
  reactions: PageReaction[];
  texts: PageText[];
  /** Set by a scenario: the page reports this failure right after connecting. */
  fail?: string;
}

/** One way the client opens a page: its query and arguments, as the provider's client sends them. */
export interface PagePreset {
  id: string;
  /** English, for the test client. */
  name: string;
  /** The query after `?`; `{siteOrigin}` stands for the origin of the page that opens it. */
  query: string;
  args: unknown;
}

/** A page as the test client lists it. */
export interface ProviderPageSummary {
  id: string;
  /** The path below the provider origin, e.g. `/swg/ui/v1/toastiframe` (link confirmation: account 0). */
  path: string;
  /** The screen, as the specifications name it (English). */
  screen: string;
  /** Where the specifications list it. */
  listedIn: string;
  mode: 'iframe' | 'popup';
  presets: PagePreset[];
}

/** What the test client page is given by the server. */
export interface TestClientData {
  /** `http://127.0.0.1:{providerPort}/debug/mock`: a page is at `{mockBase}/{scenario}/news.google.com{path}`. */
  mockBase: string;
  pages: ProviderPageSummary[];
  scenarios: { id: string; title: string }[];
  requests: readonly { label: string; array: unknown[]; when: string }[];
}
