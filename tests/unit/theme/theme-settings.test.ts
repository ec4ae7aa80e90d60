import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS, parseThemeSettings } from '../../../src/theme/theme-settings';
import { recordingLogger } from '../../support/test-context';

/** What the recorded magazine pages print: a one-element array holding a JSON string. */
const PRINTED = ['{"sliderPlay":"1","sliderSpeed":"5550","textNext":"Weiter","textPrev":"Zur\\u00fcck","sliderDot":"1","sliderAnimation":"slide","embedRes":"1"}'];

describe('parseThemeSettings', () => {
  it('reads the one-element array the theme prints', () => {
    const log = recordingLogger();
    expect(parseThemeSettings(PRINTED, log)).toEqual({
      sliderPlay: true,
      sliderSpeed: 5550,
      textNext: 'Weiter',
      textPrev: 'Zurück',
      sliderDot: true,
      sliderAnimation: 'slide',
      embedRes: true,
    });
    expect(log.lines).toEqual([]);
  });

  it('reads a plain JSON string and a plain object the same way', () => {
    const log = recordingLogger();
    expect(parseThemeSettings(PRINTED[0], log)).toEqual(parseThemeSettings(JSON.parse(PRINTED[0] ?? '') as unknown, log));
  });

  it('turns "0" flags off and takes fade', () => {
    const settings = parseThemeSettings('{"sliderPlay":"0","sliderDot":"0","sliderAnimation":"fade","embedRes":0}', recordingLogger());
    expect(settings).toMatchObject({ sliderPlay: false, sliderDot: false, sliderAnimation: 'fade', embedRes: false });
  });

  it('falls back per key: a speed that is not a number or below 500 ms, empty texts, an unknown animation', () => {
    expect(parseThemeSettings('{"sliderSpeed":"schnell","textNext":"","sliderAnimation":"zoom"}', recordingLogger())).toMatchObject({
      sliderSpeed: DEFAULT_THEME_SETTINGS.sliderSpeed,
      textNext: DEFAULT_THEME_SETTINGS.textNext,
      sliderAnimation: 'slide',
    });
    expect(parseThemeSettings('{"sliderSpeed":"20"}', recordingLogger()).sliderSpeed).toBe(DEFAULT_THEME_SETTINGS.sliderSpeed);
  });

  it('uses the defaults quietly when the page prints nothing', () => {
    const log = recordingLogger();
    expect(parseThemeSettings(undefined, log)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(log.lines).toEqual([]);
  });

  it.each([
    ['not JSON', ['{sliderPlay:1']],
    ['an array of 2 elements', ['{}', '{}']],
    ['not an object', '[1,2]'],
    ['not an object', 42],
  ])('uses the defaults and says so when the value is %s', (reason, raw) => {
    const log = recordingLogger();
    expect(parseThemeSettings(raw, log)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(log.lines).toEqual([expect.objectContaining({ level: 'warn', message: expect.stringContaining(`themeSettings is malformed (${reason})`) })]);
  });
});
