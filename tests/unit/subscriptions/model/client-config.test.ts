import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT_CONFIG, parseClientConfig } from '../../../../src/subscriptions/model/client-config';
import type { AutoPromptConfig, ClientConfig } from '../../../../src/subscriptions/model/types';

const FULL = {
  autoPromptConfig: {
    clientDisplayTrigger: { displayDelaySeconds: 5, numImpressionsBetweenPrompts: '2' },
    explicitDismissalConfig: { backOffSeconds: '86400', maxDismissalsPerWeek: 2, maxDismissalsResultingHideSeconds: 604800 },
    impressionConfig: { backOffSeconds: 3600, maxImpressions: 3, maxImpressionsResultingHideSeconds: '172800' },
    frequencyCapConfig: {
      globalFrequencyCap: { frequencyCapDuration: { seconds: '300', nanos: 0 } },
      promptFrequencyCaps: [
        { audienceActionType: 'TYPE_REGISTRATION_WALL', frequencyCapDuration: { seconds: 600, nanos: 500000000 } },
        { audienceActionType: 'TYPE_NEWSLETTER_SIGNUP', frequencyCapDuration: { seconds: '7200' } },
      ],
      anyPromptFrequencyCap: { frequencyCapDuration: { seconds: 60, nano: 250000000 } },
    },
  },
  paySwgVersion: '2',
  useUpdatedOfferFlows: true,
  skipAccountCreationScreen: false,
  uiPredicates: { canDisplayAutoPrompt: true, canDisplayButton: true, purchaseUnavailableRegion: false },
  attributionParams: { displayName: 'Magazin', avatarUrl: 'https://www.magazin.example/logo.png' },
};

const NO_AUTO_PROMPT_PARTS: AutoPromptConfig = {
  clientDisplayTrigger: { displayDelaySeconds: null, numImpressionsBetweenPrompts: null },
  explicitDismissalConfig: { backOffSeconds: null, maxDismissalsPerWeek: null, maxDismissalsResultingHideSeconds: null },
  impressionConfig: { backOffSeconds: null, maxImpressions: null, maxImpressionsResultingHideSeconds: null },
  frequencyCapConfig: { globalFrequencyCap: null, promptFrequencyCaps: [], anyPromptFrequencyCap: null },
};

describe('parseClientConfig', () => {
  it('reads the full answer, turning int64 strings into numbers', () => {
    const expected: ClientConfig = {
      autoPromptConfig: {
        clientDisplayTrigger: { displayDelaySeconds: 5, numImpressionsBetweenPrompts: 2 },
        explicitDismissalConfig: { backOffSeconds: 86400, maxDismissalsPerWeek: 2, maxDismissalsResultingHideSeconds: 604800 },
        impressionConfig: { backOffSeconds: 3600, maxImpressions: 3, maxImpressionsResultingHideSeconds: 172800 },
        frequencyCapConfig: {
          globalFrequencyCap: { seconds: 300, nanos: 0 },
          promptFrequencyCaps: [
            { audienceActionType: 'TYPE_REGISTRATION_WALL', frequencyCapDuration: { seconds: 600, nanos: 500000000 } },
            { audienceActionType: 'TYPE_NEWSLETTER_SIGNUP', frequencyCapDuration: { seconds: 7200, nanos: 0 } },
          ],
          anyPromptFrequencyCap: { seconds: 60, nanos: 250000000 },
        },
      },
      paySwgVersion: '2',
      useUpdatedOfferFlows: true,
      skipAccountCreationScreen: false,
      uiPredicates: { canDisplayAutoPrompt: true, canDisplayButton: true, purchaseUnavailableRegion: false },
      attributionParams: { displayName: 'Magazin', avatarUrl: 'https://www.magazin.example/logo.png' },
    };
    expect(parseClientConfig(FULL)).toEqual(expected);
  });

  it.each([undefined, null, 'config', 42, [], {}])('reads %j as an empty config', (raw) => {
    expect(parseClientConfig(raw)).toEqual(EMPTY_CLIENT_CONFIG);
  });

  it('makes every missing part of an auto-prompt config null', () => {
    expect(parseClientConfig({ autoPromptConfig: {} }).autoPromptConfig).toEqual(NO_AUTO_PROMPT_PARTS);
    expect(parseClientConfig({ autoPromptConfig: 'on' }).autoPromptConfig).toBeNull();
    expect(parseClientConfig({ autoPromptConfig: null }).autoPromptConfig).toBeNull();
  });

  it('drops values and parts that do not fit and keeps the rest', () => {
    const parsed = parseClientConfig({
      autoPromptConfig: {
        clientDisplayTrigger: { displayDelaySeconds: 'soon', numImpressionsBetweenPrompts: '' },
        explicitDismissalConfig: 'none',
        impressionConfig: { maxImpressions: true, backOffSeconds: { seconds: 1 } },
        frequencyCapConfig: {
          globalFrequencyCap: { frequencyCapDuration: { nanos: 5 } },
          promptFrequencyCaps: [
            null,
            { frequencyCapDuration: { seconds: 1 } },
            { audienceActionType: 7, frequencyCapDuration: { seconds: 1 } },
            { audienceActionType: 'TYPE_REWARDED_SURVEY' },
            { audienceActionType: 'TYPE_CONTRIBUTION', frequencyCapDuration: { seconds: 'x' } },
          ],
          anyPromptFrequencyCap: 'daily',
        },
      },
      paySwgVersion: { v: 2 },
      useUpdatedOfferFlows: 'true',
      skipAccountCreationScreen: 1,
      uiPredicates: { canDisplayAutoPrompt: 'yes', canDisplayButton: false },
      attributionParams: { avatarUrl: 'https://x.example/a.png' },
    });
    expect(parsed).toEqual({
      autoPromptConfig: {
        ...NO_AUTO_PROMPT_PARTS,
        frequencyCapConfig: {
          globalFrequencyCap: null,
          promptFrequencyCaps: [
            { audienceActionType: 'TYPE_REWARDED_SURVEY', frequencyCapDuration: null },
            { audienceActionType: 'TYPE_CONTRIBUTION', frequencyCapDuration: null },
          ],
          anyPromptFrequencyCap: null,
        },
      },
      paySwgVersion: null,
      useUpdatedOfferFlows: false,
      skipAccountCreationScreen: false,
      uiPredicates: { canDisplayAutoPrompt: null, canDisplayButton: false, purchaseUnavailableRegion: null },
      attributionParams: null,
    } satisfies ClientConfig);
  });

  it('reads a numeric paySwgVersion as text and a missing avatar as empty', () => {
    const parsed = parseClientConfig({ paySwgVersion: 2, attributionParams: { displayName: 'Magazin' } });
    expect(parsed.paySwgVersion).toBe('2');
    expect(parsed.attributionParams).toEqual({ displayName: 'Magazin', avatarUrl: '' });
  });

  it('returns fresh objects, so callers cannot change the shared empty config', () => {
    const parsed = parseClientConfig(null);
    parsed.uiPredicates.canDisplayButton = true;
    expect(EMPTY_CLIENT_CONFIG.uiPredicates.canDisplayButton).toBeNull();
  });
});
