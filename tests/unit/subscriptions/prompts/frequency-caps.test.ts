import { describe, expect, it } from 'vitest';
import type { Intervention } from '../../../../src/subscriptions/model/article';
import {
  capDurationMs,
  firstUncappedStep,
  globalCapTimestamps,
  isCapMet,
  isCapSet,
  promptCapTimestamps,
} from '../../../../src/subscriptions/prompts/frequency-caps';
import type { ActionsTimestamps } from '../../../../src/subscriptions/prompts/timestamps';
import { NOW, SECOND } from './prompt-fixtures';
import {
  EVENT_FREQUENCY_CAP_CONFIG_NOT_FOUND_ERROR,
  EVENT_PROMPT_FREQUENCY_CAP_MET,
} from '../../../../src/subscriptions/wire/analytics-event';

describe('capDurationMs', () => {
  it.each([
    ['seconds × 1000', { seconds: 60 }, 60_000],
    ['plus nanos / 1e6', { seconds: 60, nanos: 60_000_000_000 }, 120_000],
    ['nanos below a millisecond kept', { nanos: 1_500_000 }, 1.5],
    ['negative nanos subtract', { seconds: 120, nanos: -60_000_000_000 }, 60_000],
    ['int64 seconds as a string', { seconds: '600', nanos: 0 }, 600_000],
    ['seconds that are not a number count as 0', { seconds: 'soon', nanos: 2_000_000 }, 2],
    ['an empty duration', {}, 0],
    ['no duration', undefined, 0],
  ])('%s', (_label, duration, expected) => {
    expect(capDurationMs(duration)).toBe(expected);
  });
});

describe('isCapSet', () => {
  it.each([
    [{ seconds: 1 }, true],
    [{ nanos: 1 }, true],
    [{ seconds: -5 }, true],
    [{ seconds: 0, nanos: 0 }, false],
    [{ seconds: '0' }, false],
    [{}, false],
    [null, false],
  ])('%j: %s', (duration, expected) => {
    expect(isCapSet(duration)).toBe(expected);
  });
});

describe('isCapMet', () => {
  const MINUTE = 60 * SECOND;

  it('is never met without timestamps', () => {
    expect(isCapMet(MINUTE, [], NOW)).toBe(false);
  });

  it('is not met by a timestamp older than the duration', () => {
    expect(isCapMet(MINUTE, [NOW - 2 * MINUTE], NOW)).toBe(false);
  });

  it('is met while the latest timestamp is younger than the duration, whatever the order', () => {
    expect(isCapMet(MINUTE, [NOW - 2 * MINUTE, NOW - 10 * SECOND, NOW - 3 * MINUTE], NOW)).toBe(true);
  });

  it('is over exactly one duration after the latest timestamp', () => {
    expect(isCapMet(MINUTE, [NOW - MINUTE], NOW)).toBe(false);
    expect(isCapMet(MINUTE, [NOW - MINUTE + 1], NOW)).toBe(true);
  });

  it('copes with a long list', () => {
    const many = Array.from({ length: 200_000 }, (_, index) => NOW - 10 * MINUTE + index);
    expect(isCapMet(MINUTE, many, NOW)).toBe(false);
    expect(isCapMet(10 * MINUTE, many, NOW)).toBe(true);
  });
});

const TIMESTAMPS: ActionsTimestamps = {
  TYPE_CONTRIBUTION: { impressions: [1], dismissals: [2], completions: [3] },
  TYPE_REWARDED_SURVEY: { impressions: [11], dismissals: [12], completions: [13] },
  survey_config_id: { impressions: [21], dismissals: [22], completions: [23] },
  reader_visit: { impressions: [31], dismissals: [], completions: [] },
};

describe('promptCapTimestamps', () => {
  it('counts dismissals and completions of a dismissible step, under its configuration id', () => {
    expect(
      promptCapTimestamps(TIMESTAMPS, { type: 'TYPE_REWARDED_SURVEY', configId: 'survey_config_id', closability: 'DISMISSIBLE' }),
    ).toEqual([22, 23]);
  });

  it('counts completions only of a blocking step', () => {
    expect(
      promptCapTimestamps(TIMESTAMPS, { type: 'TYPE_REWARDED_SURVEY', configId: 'survey_config_id', closability: 'BLOCKING' }),
    ).toEqual([23]);
  });

  it('counts dismissals and completions of an unspecified step', () => {
    expect(promptCapTimestamps(TIMESTAMPS, { type: 'TYPE_REWARDED_SURVEY', configId: 'survey_config_id' })).toEqual([22, 23]);
  });

  it('reads the type’s entry for a step without a configuration id', () => {
    expect(promptCapTimestamps(TIMESTAMPS, { type: 'TYPE_REWARDED_SURVEY', closability: 'DISMISSIBLE' })).toEqual([12, 13]);
  });

  it('does not fall back to the type when the configuration id has no entry', () => {
    expect(promptCapTimestamps(TIMESTAMPS, { type: 'TYPE_CONTRIBUTION', configId: 'contribution_config_id' })).toEqual([]);
  });
});

describe('globalCapTimestamps', () => {
  it('counts other prompts’ impressions and the step’s own completions, without reader visits', () => {
    expect(globalCapTimestamps(TIMESTAMPS, { type: 'TYPE_REWARDED_SURVEY', configId: 'survey_config_id' })).toEqual([1, 13, 23]);
  });

  it('counts every prompt’s impressions for a step none of whose keys is stored', () => {
    expect(globalCapTimestamps(TIMESTAMPS, { type: 'TYPE_NEWSLETTER_SIGNUP', configId: 'newsletter_config_id' })).toEqual([1, 11, 21]);
  });
});

describe('firstUncappedStep', () => {
  const contribution: Intervention = {
    type: 'TYPE_CONTRIBUTION',
    configId: 'contribution_config_id',
    closability: 'DISMISSIBLE',
    promptFrequencyCap: { duration: { seconds: 3600 } },
  };
  const survey: Intervention = {
    type: 'TYPE_REWARDED_SURVEY',
    configId: 'survey_config_id',
    closability: 'DISMISSIBLE',
    promptFrequencyCap: { duration: { seconds: 3600 } },
  };
  const config = {
    globalFrequencyCap: { seconds: 100, nanos: 0 },
    promptFrequencyCaps: [],
    anyPromptFrequencyCap: { seconds: 600, nanos: 0 },
  };

  it('has nothing to choose from an empty list, and nothing to report', () => {
    expect(firstUncappedStep({ steps: [], timestamps: {}, funnelGlobalCap: null, config: null, nowMs: NOW })).toEqual({
      step: null,
      events: [],
    });
  });

  it('returns the first step without reading timestamps when the client config has no caps', () => {
    const timestamps = { contribution_config_id: { impressions: [], dismissals: [NOW - SECOND], completions: [] } };
    expect(
      firstUncappedStep({ steps: [contribution, survey], timestamps, funnelGlobalCap: { seconds: 1000 }, config: null, nowMs: NOW }),
    ).toEqual({
      step: contribution,
      events: [{ event: EVENT_FREQUENCY_CAP_CONFIG_NOT_FOUND_ERROR }],
    });
  });

  it('ignores the client config’s per-type prompt caps, as the provider’s client does', () => {
    const timestamps = { contribution_config_id: { impressions: [], dismissals: [NOW - SECOND], completions: [] } };
    const withTypeCap = {
      ...config,
      promptFrequencyCaps: [{ audienceActionType: 'TYPE_CONTRIBUTION', frequencyCapDuration: { seconds: 86_400, nanos: 0 } }],
    };
    const uncapped = { ...contribution, promptFrequencyCap: { duration: { seconds: 0 } } };
    expect(firstUncappedStep({ steps: [uncapped, survey], timestamps, funnelGlobalCap: null, config: withTypeCap, nowMs: NOW })).toEqual({
      step: uncapped,
      events: [],
    });
  });

  it('reports each capped step before the step it settles on', () => {
    const timestamps = { contribution_config_id: { impressions: [], dismissals: [NOW - SECOND], completions: [] } };
    expect(firstUncappedStep({ steps: [contribution, survey], timestamps, funnelGlobalCap: null, config, nowMs: NOW })).toEqual({
      step: survey,
      events: [{ event: EVENT_PROMPT_FREQUENCY_CAP_MET }],
    });
  });
});
