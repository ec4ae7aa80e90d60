/**
 * The pages each scenario applies to: those that make a call the scenario's handlers answer
 * (claims.ts, page-calls.ts), plus the pages the scenario declares (`Scenario.pages`) for what
 * handlers cannot show, such as a fixed clock. A scenario that changes nothing at all (no
 * handlers, clock or storage: the recordings) is the baseline of every page.
 */
import type { Catalogue, PageEntry, ScenarioEntry } from '../catalogue-types';
import type { Scenario } from '../scenario-types';
import { callKey, claims } from './claims';
import { pageCalls, type PageCall } from './page-calls';

export interface ApplicabilityInput {
  pages: readonly PageEntry[];
  scenarios: readonly Scenario[];
  /** The page's HTML as served (includes resolved). */
  htmlOf: (pageId: string) => string;
  waitMs?: number;
}

const isBaseline = (scenario: Scenario): boolean =>
  scenario.handlers.length === 0 && scenario.clock === undefined && scenario.storage === undefined && scenario.pages === undefined;

/** Scenario id → the ids of the pages it applies to, in catalogue order. */
export async function applicablePages(input: ApplicabilityInput): Promise<Map<string, string[]>> {
  const callsByPage = new Map<string, PageCall[]>(input.pages.map((page) => [page.id, pageCalls(page, input.htmlOf(page.id))]));
  const distinct = new Map<string, PageCall>();
  for (const calls of callsByPage.values()) for (const call of calls) distinct.set(callKey(call), call);

  const entries = await Promise.all(
    input.scenarios.map(async (scenario): Promise<[string, string[]]> => {
      if (isBaseline(scenario)) return [scenario.id, input.pages.map((page) => page.id)];
      const claimed = new Set<string>();
      await Promise.all(
        [...distinct].map(async ([key, call]) => {
          if (await claims(scenario.handlers, call, input.waitMs)) claimed.add(key);
        }),
      );
      const declared = new Set(scenario.pages ?? []);
      const ids = input.pages
        .filter((page) => declared.has(page.id) || (callsByPage.get(page.id) ?? []).some((call) => claimed.has(callKey(call))))
        .map((page) => page.id);
      return [scenario.id, ids];
    }),
  );
  return new Map(entries);
}

/** The catalogue the harness publishes: pages, and scenarios without their handlers but with their pages. */
export async function buildCatalogue(input: ApplicabilityInput): Promise<Catalogue> {
  const applicable = await applicablePages(input);
  const scenarios = input.scenarios.map(({ handlers: _handlers, pages: _declared, ...entry }): ScenarioEntry => ({
    ...entry,
    pages: applicable.get(entry.id) ?? [],
  }));
  return { pages: [...input.pages], scenarios };
}
