import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/subscriptions/storage/swg-storage';
import {
  TIMESTAMP_RETENTION_MS,
  parseTimestamps,
  pruneTimestamps,
  recordTimestamp,
  serializeTimestamps,
  type ActionsTimestamps,
} from '../../../../src/subscriptions/prompts/timestamps';
import { DAY, NOW } from './prompt-fixtures';
import { EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR } from '../../../../src/subscriptions/wire/analytics-event';

const PARSE_ERROR = { event: EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR };

describe('timestamp storage', () => {
  it('is kept under the provider’s key', () => {
    expect(STORAGE_KEYS.timestamps).toBe('subscribe.google.com:tsp');
  });

  it('keeps 14 days, 1209600000 ms', () => {
    expect(TIMESTAMP_RETENTION_MS).toBe(1_209_600_000);
  });
});

describe('parseTimestamps', () => {
  it('reads the provider’s JSON', () => {
    const text =
      '{"TYPE_CONTRIBUTION":{"impressions":[1773140000000],"dismissals":[],"completions":[1773143000000]},"contribution_config_id":{"impressions":[],"dismissals":[1773142000000],"completions":[]}}';
    expect(parseTimestamps(text, NOW)).toEqual({
      timestamps: {
        TYPE_CONTRIBUTION: { impressions: [1_773_140_000_000], dismissals: [], completions: [1_773_143_000_000] },
        contribution_config_id: { impressions: [], dismissals: [1_773_142_000_000], completions: [] },
      },
      events: [],
    });
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
  ])('reads %s as no timestamps, without an error', (_label, text) => {
    expect(parseTimestamps(text, NOW)).toEqual({ timestamps: {}, events: [] });
  });

  it('reads an empty object as no timestamps, without an error', () => {
    expect(parseTimestamps('{}', NOW)).toEqual({ timestamps: {}, events: [] });
  });

  it.each([
    ['a number', '12345'],
    ['text that is not JSON', 'this is a string'],
    ['a list', '[]'],
    ['null', 'null'],
    ['an entry without lists', '{"TYPE_CONTRIBUTION":{}}'],
    ['an entry with one list only', '{"TYPE_CONTRIBUTION":{"impressions":[55555,99999]}}'],
    ['a list holding a string', '{"TYPE_CONTRIBUTION":{"impressions":[55555],"dismissals":[0,"not a timestamp"],"completions":[]}}'],
    ['a list holding null', '{"TYPE_CONTRIBUTION":{"impressions":[null],"dismissals":[],"completions":[]}}'],
    ['a list that is not a list', '{"TYPE_CONTRIBUTION":{"impressions":5,"dismissals":[],"completions":[]}}'],
    ['an extra list', '{"TYPE_CONTRIBUTION":{"impressions":[],"dismissals":[0],"completions":[],"extraField":[]}}'],
    ['an entry that is null', '{"TYPE_CONTRIBUTION":null}'],
    [
      'one good and one empty entry',
      '{"TYPE_CONTRIBUTION":{"impressions":[55555],"dismissals":[0],"completions":[]},"TYPE WITH EMPTY TIMESTAMPS":{}}',
    ],
  ])('discards everything for %s, with the parse-error event', (_label, text) => {
    expect(parseTimestamps(text, NOW)).toEqual({ timestamps: {}, events: [PARSE_ERROR] });
  });

  it('prunes what it reads', () => {
    const text = JSON.stringify({
      TYPE_REWARDED_SURVEY: { impressions: [NOW - 20 * DAY, NOW - DAY], dismissals: [NOW - 15 * DAY], completions: [NOW] },
    });
    expect(parseTimestamps(text, NOW)).toEqual({
      timestamps: { TYPE_REWARDED_SURVEY: { impressions: [NOW - DAY], dismissals: [], completions: [NOW] } },
      events: [],
    });
  });
});

describe('pruneTimestamps', () => {
  const WEEK = 7 * DAY;

  it('drops what is older than two weeks and keeps what is exactly two weeks old', () => {
    const all = [NOW - 5 * WEEK, NOW - 3 * WEEK, NOW - 2.5 * WEEK, NOW - 2 * WEEK - 1, NOW - 2 * WEEK, NOW - 1.5 * WEEK, NOW - WEEK, NOW];
    const pruned = pruneTimestamps({ TYPE_BYO_CTA: { impressions: all, dismissals: all, completions: all } }, NOW);
    const fresh = [NOW - 2 * WEEK, NOW - 1.5 * WEEK, NOW - WEEK, NOW];
    expect(pruned).toEqual({ TYPE_BYO_CTA: { impressions: fresh, dismissals: fresh, completions: fresh } });
  });

  it('copes with lists out of order', () => {
    expect(pruneTimestamps({ a: { impressions: [NOW, NOW - 20 * DAY, NOW - DAY], dismissals: [], completions: [] } }, NOW)).toEqual({
      a: { impressions: [NOW, NOW - DAY], dismissals: [], completions: [] },
    });
  });

  it('keeps a key whose lists end up empty', () => {
    expect(pruneTimestamps({ old_config_id: { impressions: [NOW - 30 * DAY], dismissals: [], completions: [] } }, NOW)).toEqual({
      old_config_id: { impressions: [], dismissals: [], completions: [] },
    });
  });
});

describe('recordTimestamp', () => {
  const existing: ActionsTimestamps = { TYPE_CONTRIBUTION: { impressions: [NOW - DAY], dismissals: [], completions: [] } };

  it('adds an impression under a new key', () => {
    expect(recordTimestamp({}, ['TYPE_NEWSLETTER_SIGNUP'], 'impressions', NOW)).toEqual({
      TYPE_NEWSLETTER_SIGNUP: { impressions: [NOW], dismissals: [], completions: [] },
    });
  });

  it('adds to an existing list, after what it holds', () => {
    expect(recordTimestamp(existing, ['TYPE_CONTRIBUTION'], 'impressions', NOW)).toEqual({
      TYPE_CONTRIBUTION: { impressions: [NOW - DAY, NOW], dismissals: [], completions: [] },
    });
  });

  it('records under the action type and the configuration id at once', () => {
    expect(recordTimestamp(existing, ['TYPE_CONTRIBUTION', 'contribution_config_id'], 'dismissals', NOW)).toEqual({
      TYPE_CONTRIBUTION: { impressions: [NOW - DAY], dismissals: [NOW], completions: [] },
      contribution_config_id: { impressions: [], dismissals: [NOW], completions: [] },
    });
  });

  it('records a completion once when a key is named twice', () => {
    expect(recordTimestamp({}, ['TYPE_SUBSCRIPTION', 'TYPE_SUBSCRIPTION'], 'completions', NOW)).toEqual({
      TYPE_SUBSCRIPTION: { impressions: [], dismissals: [], completions: [NOW] },
    });
  });

  it('changes nothing without keys', () => {
    expect(recordTimestamp(existing, [], 'impressions', NOW)).toEqual(existing);
  });

  it('leaves the given timestamps as they were', () => {
    const before = structuredClone(existing);
    recordTimestamp(existing, ['TYPE_CONTRIBUTION'], 'completions', NOW);
    expect(existing).toEqual(before);
  });

  it('keeps a configuration id named like an object property a plain key', () => {
    const recorded = recordTimestamp({}, ['__proto__'], 'impressions', NOW);
    expect(Object.getPrototypeOf(recorded)).toBe(Object.prototype);
    expect(serializeTimestamps(recorded)).toBe(`{"__proto__":{"impressions":[${NOW}],"dismissals":[],"completions":[]}}`);
  });
});

describe('serializeTimestamps', () => {
  it('writes the provider’s JSON, which parses back to the same timestamps', () => {
    const timestamps = recordTimestamp(
      recordTimestamp({}, ['TYPE_REGISTRATION_WALL', 'regwall_config_id'], 'impressions', NOW - 1000),
      ['TYPE_REGISTRATION_WALL'],
      'completions',
      NOW,
    );
    const text = serializeTimestamps(timestamps);
    expect(text).toBe(
      `{"TYPE_REGISTRATION_WALL":{"impressions":[${NOW - 1000}],"dismissals":[],"completions":[${NOW}]},"regwall_config_id":{"impressions":[${NOW - 1000}],"dismissals":[],"completions":[]}}`,
    );
    expect(parseTimestamps(text, NOW)).toEqual({ timestamps, events: [] });
  });
});
