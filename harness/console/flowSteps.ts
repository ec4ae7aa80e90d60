/**
 * The steps of a flow that the preview's page posts to the console (harness/flow-steps-script.ts)
 * and how they join the request log: checked at the boundary, then merged with the requests by
 * time. Free of React and the DOM, for unit tests in plain Node.
 */
import type { RequestLogEntry } from '../catalogue-types';
import { FLOW_STEP_KINDS, FLOW_STEP_MESSAGE, type FlowStepKind } from '../flow-steps-script';
import { filterLog, matchesSelection, matchesWords, type LogFilter } from './requestLogView';

export interface FlowStep {
  id: number;
  /** ISO time the console received it: the page's own clock may be a scenario's. */
  at: string;
  page: string | null;
  scenario: string;
  kind: FlowStepKind;
  text: string;
}

/** What the log says for each kind, in the column where a request has its status. */
export const STEP_LABELS: Record<FlowStepKind, string> = {
  click: 'click',
  'no-effect': 'no effect',
  'frame-opened': 'frame opened',
  'frame-closed': 'frame closed',
  'pop-up': 'pop-up',
  info: 'info',
  warning: 'warning',
  failure: 'failure',
  result: 'result',
};

const isKind = (value: unknown): value is FlowStepKind => FLOW_STEP_KINDS.some((kind) => kind === value);

/** The page and scenario of a fixture page's address (`/pages/{page}?scenario={scenario}`). */
export function pageOfAddress(href: string): { page: string | null; scenario: string } {
  try {
    const url = new URL(href);
    const page = /^\/pages\/([^/]+)$/.exec(url.pathname)?.[1] ?? null;
    return { page: page === null ? null : decodeURIComponent(page), scenario: url.searchParams.get('scenario') ?? 'default' };
  } catch {
    return { page: null, scenario: 'default' };
  }
}

/** A posted message as a step, or null when it is not one. */
export function readFlowStep(data: unknown, id: number, at: string): FlowStep | null {
  if (typeof data !== 'object' || data === null || !(FLOW_STEP_MESSAGE in data)) return null;
  const step: unknown = Reflect.get(data, FLOW_STEP_MESSAGE);
  if (typeof step !== 'object' || step === null) return null;
  const kind: unknown = Reflect.get(step, 'kind');
  const text: unknown = Reflect.get(step, 'text');
  const href: unknown = Reflect.get(step, 'href');
  if (!isKind(kind) || typeof text !== 'string' || typeof href !== 'string') return null;
  return { id, at, kind, text, ...pageOfAddress(href) };
}

/** One row of the log: a request the server answered or a step the page reported. */
export type LogRow =
  { type: 'request'; key: string; at: string; entry: RequestLogEntry } | { type: 'step'; key: string; at: string; step: FlowStep };

function stepMatches(step: FlowStep, filter: LogFilter): boolean {
  const haystack = [step.page ?? '', step.scenario, STEP_LABELS[step.kind], step.text].join(' ').toLowerCase();
  return (!filter.onlySelection || matchesSelection(step, filter.page, filter.scenario)) && matchesWords(haystack, filter.text);
}

/** Requests and steps that pass the filter, newest first (by time; a request before a step of the same moment). */
export function timeline(entries: readonly RequestLogEntry[], steps: readonly FlowStep[], filter: LogFilter): LogRow[] {
  const rows: LogRow[] = [
    ...filterLog(entries, filter).map((entry): LogRow => ({ type: 'request', key: `request-${entry.id}`, at: entry.at, entry })),
    ...steps
      .filter((step) => stepMatches(step, filter))
      .map((step): LogRow => ({ type: 'step', key: `step-${step.id}`, at: step.at, step })),
  ];
  // The sort is stable, so the rows of one millisecond keep their order; then newest first.
  return rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).reverse();
}
