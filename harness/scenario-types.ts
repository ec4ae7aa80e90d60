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
}
