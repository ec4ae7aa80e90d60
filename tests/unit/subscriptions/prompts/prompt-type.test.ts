import { describe, expect, it } from 'vitest';
import { LARGE_LAYOUT_MIN_WIDTH, articlePromptType, promptTypeForWidth } from '../../../../src/subscriptions/prompts/prompt-type';
import { ACTIONS } from './prompt-fixtures';
import { EVENT_DISABLE_MINIPROMPT_DESKTOP } from '../../../../src/subscriptions/wire/analytics-event';

describe('promptTypeForWidth', () => {
  it('has its threshold at 480 px', () => {
    expect(LARGE_LAYOUT_MIN_WIDTH).toBe(480);
  });

  it.each([
    ['subscription', 481, 'subscription_large', true],
    ['contribution', 481, 'contribution_large', true],
    ['subscription', 480, 'subscription', false],
    ['contribution', 320, 'contribution', false],
    ['subscription_large', 320, 'subscription_large', false],
    ['contribution_large', 1280, 'contribution_large', false],
  ])('%s at %i px is %s', (type, width, expected, replaced) => {
    expect(promptTypeForWidth(type, width)).toEqual({
      promptType: expected,
      events: replaced ? [{ event: EVENT_DISABLE_MINIPROMPT_DESKTOP, params: { promptType: type } }] : [],
    });
  });

  it.each([['none'], ['SUBSCRIPTION'], ['offers'], [null]])('has no monetization prompt for %j', (type) => {
    expect(promptTypeForWidth(type, 1280)).toEqual({ promptType: null, events: [] });
  });
});

describe('articlePromptType', () => {
  it.each([
    ['a subscription article, no snippet type', [ACTIONS.regwall, ACTIONS.subscription], null, 'subscription_large'],
    ['a subscription article, snippet subscription', [ACTIONS.subscription], 'subscription', 'subscription'],
    ['a subscription article, snippet contribution', [ACTIONS.subscription], 'contribution', 'subscription_large'],
    ['a contribution article, snippet contribution', [ACTIONS.contribution], 'contribution', 'contribution'],
    ['a contribution article, snippet subscription_large', [ACTIONS.contribution], 'subscription_large', 'contribution_large'],
    ['both: the first monetary action decides', [ACTIONS.contribution, ACTIONS.subscription], 'subscription', 'contribution_large'],
    ['no monetary action', [ACTIONS.survey, ACTIONS.newsletter], 'subscription', null],
  ] as const)('%s: %s', (_label, actions, snippet, expected) => {
    expect(articlePromptType(actions, snippet, 400)).toEqual({ promptType: expected, events: [] });
  });
});
