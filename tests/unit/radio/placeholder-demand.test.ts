/**
 * A placeholder's binding subscribes to the endpoints its view declares (`reads`, fetched;
 * `hears`, only listened to). A view that shows an endpoint it did not declare would never be
 * updated, or would wait for somebody else to fetch it; this test shows every view in every
 * state a store can be in and compares what it read with what it declared.
 */
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../src/radio/lautfm-api';
import { placeholderFields } from '../../../src/radio/placeholder-names';
import { defaultRadioSettings } from '../../../src/radio/settings';
import { viewFor } from '../../../src/radio/station-placeholders';
import type { EndpointState, StationStore } from '../../../src/radio/station-store';

/** A store whose every endpoint is in `state`, and which records what was read. */
function readingStore(state: EndpointState<never>): { store: StationStore; read: Set<EndpointName> } {
  const read = new Set<EndpointName>();
  const store: StationStore = {
    station: 'b80er',
    get(endpoint) {
      read.add(endpoint);
      return state;
    },
    subscribe: () => () => undefined,
    watch: () => () => undefined,
    refresh: async () => undefined,
    stop: () => undefined,
  };
  return { store, read };
}

const STATES: [string, EndpointState<never>][] = [
  ['pending', { status: 'pending' }],
  ['failed', { status: 'failed', reason: 'http', updatedAt: 0 }],
];

describe.each(['standard', 'schedule'] as const)('placeholder views with schedule_source %s', (source) => {
  const radio = { settings: { ...defaultRadioSettings(), schedule_source: source }, now: () => Date.UTC(2026, 10, 25, 12) };
  it.each([...placeholderFields()])('%s reads only what it declares, and declares what it reads', (field) => {
    const view = viewFor(field, radio);
    const declared = new Set([...view.reads, ...(view.hears ?? [])]);
    for (const [, state] of STATES) {
      const { store, read } = readingStore(state);
      view.show(store);
      expect([...read].filter((endpoint) => !declared.has(endpoint))).toEqual([]);
      expect(read.has(view.reads[0]!)).toBe(true);
    }
    // Nothing is both fetched and only heard.
    expect((view.hears ?? []).filter((endpoint) => view.reads.includes(endpoint))).toEqual([]);
  });
});
