/** The preview's flow steps: read at the boundary, then merged with the requests by time. */
import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../catalogue-types';
import { FLOW_STEP_MESSAGE } from '../flow-steps-script';
import { pageOfAddress, readFlowStep, timeline, type FlowStep } from './flowSteps';

const AT = '2024-05-01T12:00:00.500Z';
const message = (step: unknown) => ({ [FLOW_STEP_MESSAGE]: step });

const request = (id: number, at: string, overrides: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
  id,
  at,
  origin: 'site',
  page: 'magazine-article',
  scenario: 'default',
  method: 'GET',
  url: 'https://news.google.com/swg/_/api/v1/publication/magazin.example/article',
  status: 200,
  durationMs: 3,
  ...overrides,
});

const step = (id: number, at: string, overrides: Partial<FlowStep> = {}): FlowStep => ({
  id,
  at,
  page: 'magazine-article',
  scenario: 'default',
  kind: 'click',
  text: 'button “Abonnieren mit Google”',
  ...overrides,
});

describe('readFlowStep', () => {
  it('reads a step with the page and scenario of the address it came from', () => {
    const read = readFlowStep(
      message({
        kind: 'warning',
        text: 'Could not connect',
        href: 'http://127.0.0.1:4173/pages/magazine-article?scenario=swg-frames-fail',
      }),
      7,
      AT,
    );
    expect(read).toEqual({
      id: 7,
      at: AT,
      kind: 'warning',
      text: 'Could not connect',
      page: 'magazine-article',
      scenario: 'swg-frames-fail',
    });
  });

  it('refuses the rest: other messages, unknown kinds, missing text', () => {
    expect(readFlowStep({ type: 'other' }, 1, AT)).toBeNull();
    expect(readFlowStep('text', 1, AT)).toBeNull();
    expect(readFlowStep(message({ kind: 'shout', text: 'x', href: 'http://h/pages/p' }), 1, AT)).toBeNull();
    expect(readFlowStep(message({ kind: 'click', href: 'http://h/pages/p' }), 1, AT)).toBeNull();
  });

  it('names no page for an address that is not a fixture page; the scenario defaults', () => {
    expect(pageOfAddress('http://127.0.0.1:4173/mock/x/www.magazin.example/2024/')).toEqual({ page: null, scenario: 'default' });
    expect(pageOfAddress('http://127.0.0.1:4173/pages/radio-home')).toEqual({ page: 'radio-home', scenario: 'default' });
  });
});

describe('timeline', () => {
  const all = { onlySelection: false, page: null, scenario: null, text: '' };

  it('merges requests and steps by time, newest first', () => {
    const rows = timeline([request(1, '2024-05-01T12:00:00.100Z'), request(2, '2024-05-01T12:00:00.900Z')], [step(1, AT)], all);
    expect(rows.map((row) => row.key)).toEqual(['request-2', 'step-1', 'request-1']);
  });

  it('filters steps as it filters requests: by the selection and by words', () => {
    const steps = [step(1, AT), step(2, AT, { scenario: 'other' }), step(3, AT, { kind: 'no-effect', text: 'nothing changed' })];
    const selected = { onlySelection: true, page: 'magazine-article', scenario: 'default', text: '' };
    expect(timeline([], steps, selected).map((row) => row.key)).toEqual(['step-3', 'step-1']);
    expect(timeline([], steps, { ...all, text: 'no effect' }).map((row) => row.key)).toEqual(['step-3']);
  });
});
