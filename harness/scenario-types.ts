/**
 * A named state of the harness: handler overrides and, where time matters, a fixed clock; where
 * state lives in the browser, storage seeded before the page's scripts (ScenarioEntry.storage).
 */
import type { RequestHandler } from 'msw';
import type { ScenarioEntry, StorageSeed } from './catalogue-types';

export type { StorageSeed };

export interface Scenario extends ScenarioEntry {
  /** Placed before the default handlers, so they win. */
  handlers: RequestHandler[];
  /**
   * Whether the scenario changes what the page (or the harness's status panel on it) shows
   * against `default`. False: its effect is only in the request log and the console log, and the
   * QA console says "no visible effect: see the log". Unset: not assessed.
   */
  visibleEffect?: boolean;
}
