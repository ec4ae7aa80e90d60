// @vitest-environment jsdom
/**
 * A survey's answers as the provider's client hands them on (swg-js survey-utils): to the page's
 * Google tags when it has any, to the publisher's onResult, and the transfer's outcome back to the
 * survey page; a transfer nobody took is a failure, logged and answered false.
 */
import { describe, expect, it } from 'vitest';
import { analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';
import { createEventBus, type AnalyticsPayload } from '../../../../src/subscriptions/events/event-bus';
import {
  handleAudienceAction,
  SURVEY_TRANSFER_FAILED,
  type AudienceActionDeps,
  type AudienceActionParams,
} from '../../../../src/subscriptions/flows/audience-action-flow';
import type { FrameView } from '../../../../src/subscriptions/dialogs/frame-view';
import { manualClock, recordingLogger } from '../../../support/test-context';

const ANSWER = { answerId: 11, answerText: 'Täglich <b>!</b>', answerCategory: 'taeglich', ppsValue: null };
const REQUEST = {
  surveyQuestions: [{ questionId: 1, questionText: 'Wie oft lesen Sie?', questionCategory: 'lesegewohnheit', surveyAnswers: [ANSWER] }],
  storePpsInLocalStorage: false,
};

/** The survey page behind a fake port: sends the request, records the answer. */
function survey(win: Window, params: Partial<AudienceActionParams> = {}) {
  const log = recordingLogger();
  const bus = createEventBus(log);
  const events: AnalyticsPayload[] = [];
  bus.on('analytics', (payload) => void events.push(payload));
  const listeners = new Map<string, (value: unknown) => void>();
  const answered: unknown[] = [];
  const view = {
    port: async () => ({
      on: (message: () => { label: string }, callback: (value: unknown) => void) => void listeners.set(message().label, callback),
      execute: (message: () => { label: string }, value: unknown) => void answered.push([message().label, value]),
    }),
    acceptResult: () => new Promise(() => undefined),
  } as unknown as FrameView;
  const deps = { win, log, clock: manualClock(), bus, storage: {} } as unknown as AudienceActionDeps;
  handleAudienceAction(
    deps,
    { action: 'TYPE_REWARDED_SURVEY', configurationId: 'cfg-umfrage', isClosable: true, calledManually: true, preview: false, ...params },
    view,
    () => undefined,
  );
  const send = async () => {
    await Promise.resolve();
    listeners.get('SurveyDataTransferRequest')?.(REQUEST);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { log, events, answered, send, labels: () => events.map((event) => analyticsEventLabel(event.eventType)) };
}

describe('a survey’s transfer', () => {
  it('nobody takes it (no tags, no onResult): the failure event, the warning, the page told false', async () => {
    const page = survey({} as Window);
    await page.send();
    expect(page.labels()).toEqual(['EVENT_SURVEY_DATA_TRANSFER_FAILED']);
    expect(page.events[0]).toMatchObject({ isFromUserAction: false, params: { ctaMode: 1 } });
    expect(page.log.lines.map((line) => line.message)).toContain(SURVEY_TRANSFER_FAILED);
    expect(page.answered).toEqual([['SurveyDataTransferResponse', { success: false }]]);
  });

  it('the page has a tag: one event per answer with its dimensions (its text stays text), then completed, the page told true', async () => {
    const page = survey({ dataLayer: [] } as unknown as Window);
    await page.send();
    expect(page.labels()).toEqual(['ACTION_SURVEY_DATA_TRANSFER', 'EVENT_SURVEY_DATA_TRANSFER_COMPLETE']);
    expect(page.events[0]).toMatchObject({
      isFromUserAction: true,
      params: { ctaMode: 1 },
      gaParameters: { survey_answer: 'Täglich <b>!</b>', event_category: 'lesegewohnheit' },
    });
    expect(page.answered).toEqual([['SurveyDataTransferResponse', { success: true }]]);
  });

  it('no tag, but the publisher’s onResult takes it (inline: ctaMode 2): completed, nothing for tags', async () => {
    const results: unknown[] = [];
    const page = survey({} as Window, { inline: true, onResult: (result) => Boolean(results.push(result)) });
    await page.send();
    expect(page.labels()).toEqual(['EVENT_SURVEY_DATA_TRANSFER_COMPLETE']);
    expect(page.events[0]).toMatchObject({ isFromUserAction: true, params: { ctaMode: 2 } });
    expect(results).toHaveLength(1);
    expect(page.answered).toEqual([['SurveyDataTransferResponse', { success: true }]]);
  });
});
