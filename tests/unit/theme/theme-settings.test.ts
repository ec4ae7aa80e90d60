import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS, MIN_SLIDER_SPEED_MS, parseThemeSettings } from '../../../src/theme/theme-settings';
import { recordingLogger } from '../../support/test-context';

/** What Pixwell 9.2 prints in the footer: an array holding ONE JSON string (REAL-MARKUP §1). */
const PRINTED = ['{"sliderPlay":0,"sliderSpeed":5550,"textNext":"NEXT","textPrev":"PREV","sliderDot":1,"sliderAnimation":0,"embedRes":0}'];

describe('parseThemeSettings', () => {
  it('reads the one-element array the theme prints', () => {
    const log = recordingLogger();
    expect(parseThemeSettings(PRINTED, log)).toEqual({
      sliderPlay: false,
      sliderSpeed: 5550,
      textNext: 'NEXT',
      textPrev: 'PREV',
      sliderDot: true,
      sliderAnimation: 'slide',
      embedRes: false,
    });
    expect(log.lines).toEqual([]);
  });

  it('reads a plain JSON string and a plain object the same way', () => {
    const log = recordingLogger();
    expect(parseThemeSettings(PRINTED[0], log)).toEqual(parseThemeSettings(JSON.parse(PRINTED[0] ?? '') as unknown, log));
  });

  it('takes 1 as on and sliderAnimation 1 as fade; WordPress strings and "fade" too', () => {
    expect(parseThemeSettings(['{"sliderPlay":1,"sliderDot":0,"sliderAnimation":1}'], recordingLogger())).toMatchObject({
      sliderPlay: true,
      sliderDot: false,
      sliderAnimation: 'fade',
    });
    expect(parseThemeSettings('{"sliderPlay":"1","sliderAnimation":"1"}', recordingLogger())).toMatchObject({
      sliderPlay: true,
      sliderAnimation: 'fade',
    });
    expect(parseThemeSettings('{"sliderAnimation":"fade"}', recordingLogger()).sliderAnimation).toBe('fade');
    expect(parseThemeSettings('{"sliderAnimation":0}', recordingLogger()).sliderAnimation).toBe('slide');
  });

  it('sliderSpeed: the option text, the int 5550 or 1500; never below 1500', () => {
    expect(parseThemeSettings(['{"sliderSpeed":"6000"}'], recordingLogger()).sliderSpeed).toBe(6000);
    expect(parseThemeSettings(['{"sliderSpeed":1500}'], recordingLogger()).sliderSpeed).toBe(1500);
    expect(parseThemeSettings(['{"sliderSpeed":"20"}'], recordingLogger()).sliderSpeed).toBe(MIN_SLIDER_SPEED_MS);
    expect(parseThemeSettings(['{"sliderSpeed":"schnell"}'], recordingLogger()).sliderSpeed).toBe(5550);
  });

  it('textNext/textPrev false or empty: our German names', () => {
    const settings = parseThemeSettings(['{"textNext":false,"textPrev":""}'], recordingLogger());
    expect(settings.textNext).toBe(DEFAULT_THEME_SETTINGS.textNext);
    expect(settings.textPrev).toBe(DEFAULT_THEME_SETTINGS.textPrev);
    expect(DEFAULT_THEME_SETTINGS.textNext).toBe('Weiter');
    expect(DEFAULT_THEME_SETTINGS.textPrev).toBe('Zurück');
  });

  it('falls back per key on an unknown animation', () => {
    expect(parseThemeSettings('{"sliderAnimation":"zoom"}', recordingLogger()).sliderAnimation).toBe('slide');
  });

  it('uses the defaults quietly when the page prints nothing', () => {
    const log = recordingLogger();
    expect(parseThemeSettings(undefined, log)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(log.lines).toEqual([]);
  });

  it('uses the defaults and names the key when a setting holds an object or array', () => {
    const log = recordingLogger();
    expect(parseThemeSettings(['{"sliderPlay":1,"sliderDot":{"on":1}}'], log)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        message: 'themeSettings is malformed; using defaults',
        details: ['sliderDot: expected a string, number or boolean, got an object'],
      },
    ]);
    // sliderAnimation has rules of its own: anything unusable there is 'slide'.
    expect(parseThemeSettings('{"sliderAnimation":[1]}', recordingLogger()).sliderAnimation).toBe('slide');
  });

  it.each([
    ['not JSON', ['{sliderPlay:1']],
    ['an array of 2 elements', ['{}', '{}']],
    ['not an object', '[1,2]'],
    ['not an object', 42],
  ])('uses the defaults and says so when the value is %s', (reason, raw) => {
    const log = recordingLogger();
    expect(parseThemeSettings(raw, log)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'warn', message: expect.stringContaining(`themeSettings is malformed (${reason})`) }),
    ]);
  });
});
