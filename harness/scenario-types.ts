/**
 * A named state of the harness: handler overrides and, where time matters, a fixed clock; where
 * state lives in the browser, storage seeded before the page's scripts (ScenarioEntry.storage).
 */
import type { RequestHandler } from 'msw';
import type { ScenarioEntry } from './catalogue-types';

export interface Scenario extends Omit<ScenarioEntry, 'pages'> {
  /** Placed before the default handlers, so they win. */
  handlers: RequestHandler[];
  /**
   * Pages this scenario applies to beyond those derived from its handlers (harness/applicability/):
   * for what handlers cannot show, such as a fixed clock or a page whose calls differ only in mode.
   */
  pages?: readonly string[];
}
