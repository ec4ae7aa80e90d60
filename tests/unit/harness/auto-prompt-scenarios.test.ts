/**
 * Each auto prompt scenario lands on the rule it names: its mocked article answer and stored
 * timestamps, read as the client reads them, through the pure decision.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../support/msw';
import { findScenario } from '../../../harness/scenarios';
import { AD_SCRIPT_URL } from '../../../harness/mocks/ad-script';
import { GPT_URL } from '../../../harness/mocks/ad-libraries';
import { articleFromAnswer } from '../../../src/subscriptions/model/article';
import { parseClientConfig } from '../../../src/subscriptions/model/client-config';
import { createProviderApi } from '../../../src/subscriptions/api/provider-api';
import { decideAutoPrompt, type AutoPromptDecision } from '../../../src/subscriptions/prompts/auto-prompt-decision';
import { EVENT_GLOBAL_FREQUENCY_CAP_MET, EVENT_REWARDED_AD_GPT_FILTERED } from '../../../src/subscriptions/wire/analytics-event';

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
    // The ad library a scenario's page loads is there when the client decides.
    page: {
      analyticsTag: false,
      adsenseLoaded: scenario.headScripts?.includes(AD_SCRIPT_URL) === true,
      gptLoaded: scenario.headScripts?.includes(GPT_URL) === true,
    },
    nowMs: scenario.clock ? Date.parse(scenario.clock) : Date.now(),
  });
}

describe('the auto prompt scenarios', () => {
  it('the rewarded ad offers a subscription beside it (the support button); the AdSense ones prefer AdSense', async () => {
    const granted = await decisionOf('swg-rewarded-ad-granted');
    expect(granted.prompt === null ? null : granted.promptType).toBe('subscription_large');
    const adsense = await decisionOf('swg-rewarded-ad-adsense-missing');
    expect(adsense.prompt).toMatchObject({ preference: 'PREFERENCE_ADSENSE_REWARDED_AD' });
  });

  it.each([
    ['default', { type: 'TYPE_NEWSLETTER_SIGNUP', closable: true, delay: 3000 }],
    ['swg-prompt-regwall', { type: 'TYPE_REGISTRATION_WALL', closable: true, delay: 3000 }],
    ['swg-prompt-blocking', { type: 'TYPE_REGISTRATION_WALL', closable: false, delay: 0 }],
    ['swg-prompt-byo-cta', { type: 'TYPE_BYO_CTA', closable: true, delay: 3000 }],
    ['swg-prompt-next-step', { type: 'TYPE_REGISTRATION_WALL', closable: true, delay: 3000 }],
    ['swg-prompt-preview', { type: 'TYPE_NEWSLETTER_SIGNUP', closable: true, delay: 0 }],
    ['swg-rewarded-ad-granted', { type: 'TYPE_REWARDED_AD', closable: true, delay: 3000 }],
    ['swg-rewarded-ad-closed', { type: 'TYPE_REWARDED_AD', closable: true, delay: 3000 }],
    ['swg-rewarded-ad-adsense', { type: 'TYPE_REWARDED_AD', closable: true, delay: 3000 }],
    ['swg-rewarded-ad-not-filled', { type: 'TYPE_REWARDED_AD', closable: false, delay: 0 }],
    ['swg-rewarded-ad-timeout', { type: 'TYPE_REWARDED_AD', closable: false, delay: 0 }],
    ['swg-rewarded-ad-gpt-missing', { type: 'TYPE_REWARDED_AD', closable: false, delay: 0 }],
    ['swg-rewarded-ad-no-slot', { type: 'TYPE_REWARDED_AD', closable: false, delay: 0 }],
    ['swg-rewarded-ad-adsense-missing', { type: 'TYPE_REWARDED_AD', closable: false, delay: 0 }],
  ] as const)('%s shows its step', async (id, expected) => {
    const decision = await decisionOf(id);
    expect(decision.prompt?.kind).toBe('audience-action');
    expect(decision.prompt && decision.prompt.kind === 'audience-action' ? decision.prompt.type : null).toBe(expected.type);
    expect(decision.prompt ? { closable: decision.closable, delay: decision.displayDelayMs } : null).toEqual({
      closable: expected.closable,
      delay: expected.delay,
    });
  });

  it.each([
    ['swg-prompt-not-allowed', 'cannot-display', null],
    ['swg-prompt-used-up', 'nothing-eligible', null],
    ['swg-prompt-capped', 'frequency-capped', EVENT_GLOBAL_FREQUENCY_CAP_MET],
    ['swg-rewarded-ad-filtered', 'nothing-eligible', EVENT_REWARDED_AD_GPT_FILTERED],
  ] as const)('%s shows nothing (%s)', async (id, reason, event) => {
    const decision = await decisionOf(id);
    expect(decision.prompt).toBeNull();
    expect(decision.prompt === null ? decision.reason : null).toBe(reason);
    if (event) expect(decision.events.map((e) => e.event)).toContain(event);
  });
});
