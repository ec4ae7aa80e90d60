import { describe, expect, it } from 'vitest';
import { BUTTON_KINDS } from '../../../../src/subscriptions/buttons/button-kinds';
import { buttonTheme, readButtonArgs } from '../../../../src/subscriptions/buttons/button-options';
import { buttonText, normalizeLang, primaryLang } from '../../../../src/subscriptions/buttons/button-texts';
import { buttonMinWidth } from '../../../../src/subscriptions/buttons/button-width';
import { smartBoxArgs } from '../../../../src/subscriptions/buttons/smart-button';
import { standardButtonKind } from '../../../../src/subscriptions/buttons/standard-buttons';
import {
  ACTION_SWG_BUTTON_CLICK,
  ACTION_SWG_BUTTON_SHOW_CONTRIBUTIONS_CLICK,
  ACTION_SWG_BUTTON_SHOW_OFFERS_CLICK,
  IMPRESSION_SHOW_CONTRIBUTIONS_SWG_BUTTON,
  IMPRESSION_SHOW_OFFERS_SWG_BUTTON,
  IMPRESSION_SWG_BUTTON,
} from '../../../../src/subscriptions/wire/analytics-event';

describe('button theme (spec widget §5: light or dark, else light)', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['Dark', 'light'],
    ['sepia', 'light'],
    [undefined, 'light'],
    [null, 'light'],
    [1, 'light'],
  ])('%j is %s', (value, theme) => {
    expect(buttonTheme(value)).toBe(theme);
  });
});

describe('the options-or-callback arguments, as the provider reads them', () => {
  const callback = () => undefined;
  const other = () => undefined;

  it('no arguments: light, no language, enable unsaid, no callback', () => {
    expect(readButtonArgs(undefined)).toEqual({
      options: { theme: 'light', lang: null, enable: null, messageTextColor: null },
      callback: null,
    });
  });
  it('a callback in the options’ place is the callback, and the options are the defaults', () => {
    expect(readButtonArgs(callback)).toEqual({ options: { theme: 'light', lang: null, enable: null, messageTextColor: null }, callback });
  });
  it('the callback in the options’ place wins over a second one', () => {
    expect(readButtonArgs(callback, other).callback).toBe(callback);
  });
  it('options and a callback', () => {
    expect(readButtonArgs({ theme: 'dark', lang: 'de', enable: true, messageTextColor: '#09f' }, callback)).toEqual({
      options: { theme: 'dark', lang: 'de', enable: true, messageTextColor: '#09f' },
      callback,
    });
  });
  it('ignores what the API does not document: wrong types, empty strings, a callback that is not a function', () => {
    expect(readButtonArgs({ theme: 'blue', lang: '', enable: 'yes', messageTextColor: 3 }, 'click')).toEqual({
      options: { theme: 'light', lang: null, enable: null, messageTextColor: null },
      callback: null,
    });
    expect(readButtonArgs(['dark']).options.theme).toBe('light');
  });
});

describe('button texts by language, with the provider’s fallback', () => {
  it.each([
    ['de', 'subscribe', 'Abonnieren mit Google', 'de'],
    ['de-DE', 'subscribe', 'Abonnieren mit Google', 'de'],
    ['DE_at', 'contribute', 'Unterstützen mit Google', 'de'],
    ['en-GB', 'contribute', 'Contribute with Google', 'en'],
    ['ja', 'subscribe', 'Google で購読', 'ja'],
    ['fr', 'subscribe', 'Subscribe with Google', 'en'],
    [null, 'subscribe', 'Subscribe with Google', 'en'],
    ['de', 'smartButtonTitle', '„Abonnieren mit Google“-Button', 'de'],
  ] as const)('%s, %s: "%s" in %s', (lang, key, text, textLang) => {
    expect(buttonText(key, lang)).toEqual({ text, lang: textLang });
  });
  it('normalizes language tags', () => {
    expect(normalizeLang(' de_DE ')).toBe('de-de');
    expect(primaryLang('ja-JP')).toBe('ja');
  });
});

describe('minimum widths per locale (magazine spec §9: en 152, de 183, ja 148, others not shown)', () => {
  it.each([
    ['en', 152],
    ['en-US', 152],
    ['de', 183],
    ['de-DE', 183],
    ['ja', 148],
    ['fr', 152],
    ['', 152],
  ])('%s: %i px', (lang, width) => {
    expect(buttonMinWidth(lang)).toBe(width);
  });
});

describe('button kinds', () => {
  it('the classic button is disabled only when the page says enable: false (the provider ignores enable for it)', () => {
    expect([null, true, false].map((enable) => BUTTON_KINDS.classic.disabled(enable))).toEqual([false, false, true]);
  });
  it.each(['subscribe', 'contribute'] as const)('the %s button is enabled only when told so', (kind) => {
    expect([null, true, false].map((enable) => BUTTON_KINDS[kind].disabled(enable))).toEqual([true, false, true]);
  });
  it('log the provider’s events and carry the provider’s classes', () => {
    expect(Object.entries(BUTTON_KINDS).map(([kind, rules]) => [kind, rules.className('dark'), rules.impression, rules.click])).toEqual([
      ['classic', 'swg-button-dark', IMPRESSION_SWG_BUTTON, ACTION_SWG_BUTTON_CLICK],
      ['subscribe', 'swg-button-v2-dark', IMPRESSION_SHOW_OFFERS_SWG_BUTTON, ACTION_SWG_BUTTON_SHOW_OFFERS_CLICK],
      ['contribute', 'swg-button-v2-dark', IMPRESSION_SHOW_CONTRIBUTIONS_SWG_BUTTON, ACTION_SWG_BUTTON_SHOW_CONTRIBUTIONS_CLICK],
    ]);
  });
});

describe('standard button attribute values', () => {
  it.each([
    ['subscription', 'subscribe'],
    ['contribution', 'contribute'],
    ['Subscription', null],
    ['', null],
    [null, null],
  ] as const)('%j → %j', (value, kind) => {
    expect(standardButtonKind(value)).toBe(kind);
  });
});

describe('the smart box page’s arguments', () => {
  it('light and English unless the page said otherwise, and the client’s name', () => {
    expect(smartBoxArgs(readButtonArgs(undefined), 'magazin.example')).toEqual({
      publicationId: 'magazin.example',
      theme: 'light',
      lang: 'en',
      _client: 'SwG 1.0.113',
    });
  });
  it('the page’s theme, language and message colour', () => {
    expect(smartBoxArgs(readButtonArgs({ theme: 'dark', lang: 'de', messageTextColor: '#1a1a1a' }), 'magazin.example')).toEqual({
      publicationId: 'magazin.example',
      theme: 'dark',
      lang: 'de',
      messageTextColor: '#1a1a1a',
      _client: 'SwG 1.0.113',
    });
  });
});
