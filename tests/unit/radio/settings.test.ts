import { describe, expect, it } from 'vitest';
import { strings } from '../../../src/core/strings';
import { DEFAULT_API_BASE, defaultRadioSettings, parseRadioSettings } from '../../../src/radio/settings';

/** What the widget plugin localizes: every scalar a string, labels and layout objects. */
const PRINTED = {
  stations: 'b80er, radiohayom',
  show_news: '1',
  show_jingles: '',
  refresh: '45',
  max_history: '12',
  history_time: 'start_at',
  labels: { history: 'Zuletzt', broken: 3 },
  layout: { history: '2', top: 'x' },
  symbol: '',
  timeout: '2500',
  schedule_source: 'schedule',
};

describe('parseRadioSettings', () => {
  it('coerces what the plugin prints and fills the rest with the defaults of spec §5', () => {
    const parsed = parseRadioSettings(PRINTED);
    if (!parsed.ok) throw new Error(parsed.detail);
    expect(parsed.settings).toEqual({
      ...defaultRadioSettings(),
      stations: ['b80er', 'radiohayom'],
      show_news: true,
      refresh: 45,
      max_history: 12,
      history_time: 'start_at',
      labels: { history: 'Zuletzt' },
      layout: { history: 2 },
      timeout: 2500,
      schedule_source: 'schedule',
    });
  });

  it('defaults: the spec values, and unknown enum values fall back per key', () => {
    expect(defaultRadioSettings()).toMatchObject({
      stations: [],
      show_news: false,
      refresh: 30,
      max_history: 9,
      history_order: 1,
      history_time: 'start_and_end',
      max_top_artists: 5,
      labels: {},
      layout: {},
      symbol: '»',
      timeout: 1000,
      error_message: strings.radio.unavailable,
      schedule_source: 'standard',
      api_base: DEFAULT_API_BASE,
    });
    const parsed = parseRadioSettings({ history_time: 'sometimes', schedule_source: 1, refresh: '2', labels: 'x' });
    expect(parsed.ok && parsed.settings).toEqual(defaultRadioSettings());
  });

  it('is missing without the global, and malformed (naming the key) when a scalar setting holds an object or array', () => {
    expect(parseRadioSettings(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(parseRadioSettings(null)).toEqual({ ok: false, reason: 'missing' });
    expect(parseRadioSettings({ ...PRINTED, stations: { 0: 'b80er' } })).toEqual({
      ok: false,
      reason: 'malformed',
      detail: 'stations: expected a string, number or boolean, got an object',
    });
    expect(parseRadioSettings({ refresh: ['30'] })).toMatchObject({
      ok: false,
      reason: 'malformed',
      detail: expect.stringContaining('refresh:'),
    });
    expect(parseRadioSettings('b80er')).toEqual({ ok: false, reason: 'malformed', detail: 'expected an object, got a string' });
    expect(parseRadioSettings([PRINTED])).toEqual({ ok: false, reason: 'malformed', detail: 'expected an object, got an array' });
  });
});
