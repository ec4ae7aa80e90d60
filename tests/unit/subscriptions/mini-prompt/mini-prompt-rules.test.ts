import { describe, expect, it } from 'vitest';
import { HEAD_MISSING_WARNING, planMiniPrompt } from '../../../../src/subscriptions/mini-prompt/mini-prompt-rules';
import {
  ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLICK,
  ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLOSE,
  ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLICK,
  ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLOSE,
  IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT,
  IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT,
} from '../../../../src/subscriptions/wire/analytics-event';

describe('the mini prompt’s plan', () => {
  it.each([['none'], ['subscription_large'], ['contribution_large'], ['SUBSCRIPTION'], [''], [null]])('shows nothing for %j', (type) => {
    expect(planMiniPrompt(type, 'light', 'de')).toBeNull();
  });

  it('a subscription prompt in German, light', () => {
    expect(planMiniPrompt('subscription', 'light', 'de')).toEqual({
      type: 'subscription',
      theme: 'light',
      lang: 'de',
      title: 'Abonnieren mit Google',
      titleLang: 'de',
      events: {
        impression: IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT,
        click: ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLICK,
        close: ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLOSE,
      },
    });
  });

  it('a contribution prompt, dark', () => {
    expect(planMiniPrompt('contribution', 'dark', 'de-DE')).toMatchObject({
      theme: 'dark',
      title: 'Unterstützen mit Google',
      events: {
        impression: IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT,
        click: ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLICK,
        close: ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLOSE,
      },
    });
  });

  it('an unknown theme is light; no language is English (the provider’s default)', () => {
    expect(planMiniPrompt('subscription', 'sepia', null)).toMatchObject({
      theme: 'light',
      lang: 'en',
      title: 'Subscribe with Google',
      titleLang: 'en',
    });
    expect(planMiniPrompt('subscription', undefined, '  ')).toMatchObject({ lang: 'en' });
  });

  it('a language without texts keeps its own tag and shows the English title, marked English', () => {
    expect(planMiniPrompt('subscription', 'light', 'fr')).toMatchObject({ lang: 'fr', title: 'Subscribe with Google', titleLang: 'en' });
  });

  it('warns in the spec’s words, in the provider’s full sentence', () => {
    expect(HEAD_MISSING_WARNING.startsWith('Unable to retrieve the head node')).toBe(true);
  });
});
