/** A named state of the harness: handler overrides and, where time matters, a fixed clock. */
import type { RequestHandler } from 'msw';
import type { ScenarioEntry } from './catalogue-types';

export interface Scenario extends ScenarioEntry {
  /** Placed before the default handlers, so they win. */
  handlers: RequestHandler[];
}
