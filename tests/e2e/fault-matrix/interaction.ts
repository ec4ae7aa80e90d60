/**
 * One row of the interaction fault matrix (issue 25): what a reader does that asks a server, the
 * request that carries it, and what the reader must see when that request fails in each way. The
 * spec (tests/e2e/fault-matrix.spec.ts) makes one end-to-end test of every row × fault.
 */
import type { Page, Request } from '@playwright/test';

/**
 * The ways a request fails: an answer with status 404 or 500; no answer before the client gives
 * up; a 200 answer that is not what the endpoint sends; a well-formed answer carrying hostile text;
 * a slow answer overtaken by the answer to a newer request; no network (the request fails to send).
 */
export const FAULTS = ['404', '500', 'timeout', 'malformed', 'hostile', 'overtaken', 'offline'] as const;
export type Fault = (typeof FAULTS)[number];

export interface Interaction {
  /** As the table in docs/testing.md names it. */
  name: string;
  page: string;
  scenario?: string;
  viewport?: { width: number; height: number };
  /** The request the fault hits: its address, and (optional) which of the requests to it. */
  url: RegExp;
  matches?(request: Request): boolean;
  /** After the load: brings the page to where the reader acts (opens a popup, scrolls). */
  prepare?(page: Page): Promise<void>;
  /** What the reader does that sends the request (nothing, where the page load sends it). */
  act(page: Page): Promise<void>;
  /** The reader sees the healthy answer. */
  succeeded(page: Page): Promise<void>;
  /** What the reader is shown after a failure (the spec's text), where the page shows one. */
  failed?(page: Page, fault: Fault): Promise<void>;
  /** The warning the bundle logs for every failure (console `warning` or `error`). */
  warning: RegExp;
  /** The reader's way to try again once the server is back (a retry button; default: act again). */
  retry?(page: Page): Promise<void>;
  /** What the reader typed is still there after the failure. */
  kept?(page: Page): Promise<void>;
  /** How long the client waits for an answer, ms. */
  timeoutMs: number;
  /**
   * Where no failure reaches the client but the end of its wait (a provider page in a frame: the
   * site sees nothing of the frame's document, only the page's handshake that never comes), the page
   * clock is run this long after every failure, ms.
   */
  noticedAfterMs?: number;
  /** A 200 answer that is not what the endpoint sends. */
  malformed: { body: string; contentType: string };
  /** The healthy answer with hostile text put in (nothing of it may run), and what the reader then sees. */
  hostile: { answer(healthy: string): string; shown(page: Page): Promise<void> };
  /** A second request sent while the first is still on its way; the first is answered last and must not win. */
  overtaken?: { again(page: Page): Promise<void>; shown(page: Page): Promise<void> };
  /** Faults that cannot happen to this interaction, each with the reason docs/testing.md gives. */
  notApplicable?: Partial<Record<Fault, string>>;
}

/** Set by hostile answers' scripts and handlers: nothing may ever set it. */
export const FAULT_RAN_FLAG = '__faultMatrixRan';
const RAN = `window.${FAULT_RAN_FLAG}=true`;
/** Hostile pieces for answers: each would set FAULT_RAN_FLAG if it ran. */
export const HOSTILE = {
  script: `<script>${RAN}</script>`,
  img: `<img src="data:," alt="" onerror="${RAN}">`,
  link: `<a href="javascript:${RAN}">Mehr</a>`,
  text: `<b onmouseover="${RAN}">Fett</b> & "Zitat" <script>${RAN}</script>`,
};
