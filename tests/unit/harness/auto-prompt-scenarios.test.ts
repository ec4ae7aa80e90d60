/**
 * Each auto prompt scenario lands on the rule it names: its mocked article answer and stored
 * timestamps, read as the client reads them, through the pure decision.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../support/msw';
import { findScenario } from '../../../harness/scenarios';
import { articleFromAnswer } from '../../../src/subscriptions/article';
import { parseClientConfig } from '../../../src/subscriptions/client-config';
import { createProviderApi } from '../../../src/subscriptions/provider-api';
import { decideAutoPrompt, type AutoPromptDecision } from '../../../src/subscriptions/prompts/auto-prompt-decision';

afterEach(() => mockServer.resetHandlers());

async function decisionOf(scenarioId: string): Promise<AutoPromptDecision> {
  const scenario = findScenario(scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId}`);
  mockServer.use(...scenario.handlers);
  const api = createProviderApi({ apiBase: 'https://news.google.com/swg/_/api/v1' });
  const answer = await api.article('magazin.example', {});
  if (!answer.ok) throw new Error('the article answer failed');
  const article = articleFromAnswer(answer.value);
  return decideAutoPrompt({
    autoPromptType: null,
    alwaysShow: false,
    contentType: 'OPEN',
    article,
    clientConfig: parseClientConfig(answer.value['clientConfig']),
    entitlements: null,
    windowWidth: 1280,
    storedTimestamps: scenario.storage?.local?.['subscribe.google.com:tsp'] ?? null,
    page: { analyticsTag: false, adsenseLoaded: false, gptLoaded: false },
    nowMs: scenario.clock ? Date.parse(scenario.clock) : Date.now(),
  });
}

describe('the auto prompt scenarios', () => {
  it.each([
    ['default', { type: 'TYPE_NEWSLETTER_SIGNUP', closable: true, delay: 3000 }],
    ['swg-prompt-regwall', { type: 'TYPE_REGISTRATION_WALL', closable: true, delay: 3000 }],
    ['swg-prompt-blocking', { type: 'TYPE_REGISTRATION_WALL', closable: false, delay: 0 }],
    ['swg-prompt-byo-cta', { type: 'TYPE_BYO_CTA', closable: true, delay: 3000 }],
    ['swg-prompt-next-step', { type: 'TYPE_REGISTRATION_WALL', closable: true, delay: 3000 }],
    ['swg-prompt-preview', { type: 'TYPE_NEWSLETTER_SIGNUP', closable: true, delay: 0 }],
  ] as const)('%s shows its step', async (id, expected) => {
    const decision = await decisionOf(id);
    expect(decision.prompt?.kind).toBe('audience-action');
    expect(decision.prompt && decision.prompt.kind === 'audience-action' ? decision.prompt.type : null).toBe(expected.type);
    expect(decision.prompt ? { closable: decision.closable, delay: decision.displayDelayMs } : null).toEqual({ closable: expected.closable, delay: expected.delay });
  });

  it.each([
    ['swg-prompt-not-allowed', 'cannot-display', null],
    ['swg-prompt-used-up', 'nothing-eligible', null],
    ['swg-prompt-capped', 'frequency-capped', 'EVENT_GLOBAL_FREQUENCY_CAP_MET'],
  ] as const)('%s shows nothing (%s)', async (id, reason, event) => {
    const decision = await decisionOf(id);
    expect(decision.prompt).toBeNull();
    expect(decision.prompt === null ? decision.reason : null).toBe(reason);
    if (event) expect(decision.events.map((e) => e.name)).toContain(event);
  });
});
