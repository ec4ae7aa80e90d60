// @vitest-environment jsdom
/**
 * A placeholder asks for its endpoints when it is mounted, before React commits its view (the
 * first refresh must already fetch them). The list it asks for is written beside the view it
 * renders; this test renders every view and compares what it subscribes to with that list.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../src/radio/lautfm-api';
import { placeholderFields } from '../../../src/radio/placeholder-names';
import type { RadioService } from '../../../src/radio/radio-service';
import { defaultRadioSettings, type RadioSettings } from '../../../src/radio/settings';
import { viewFor } from '../../../src/radio/station-placeholders';
import type { StationStore } from '../../../src/radio/station-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

const PENDING = { status: 'pending' } as const;

/** A store that only records which endpoints a view asks to be fetched. */
function recordingStore(): { store: StationStore; demanded: Set<EndpointName> } {
  const demanded = new Set<EndpointName>();
  const store: StationStore = {
    station: 'b80er',
    // One value: React asks for the snapshot again and again and compares by identity.
    get: () => PENDING,
    subscribe(endpoint) {
      demanded.add(endpoint);
      return () => undefined;
    },
    watch: () => () => undefined,
    want: () => () => undefined,
    refresh: async () => undefined,
    stop: () => undefined,
  };
  return { store, demanded };
}

function fakeRadio(store: StationStore, settings: RadioSettings): RadioService {
  return {
    settings,
    configured: true,
    station: () => store,
    now: () => Date.UTC(2026, 10, 25, 12),
    announceSongChanges: () => () => undefined,
    logOnce: () => undefined,
    stop: () => undefined,
  };
}

describe.each(['standard', 'schedule'] as const)('placeholder demand with schedule_source %s', (source) => {
  it.each([...placeholderFields()])('%s asks at mount for exactly what its view fetches', async (field) => {
    const { store, demanded } = recordingStore();
    const radio = fakeRadio(store, { ...defaultRadioSettings(), schedule_source: source });
    const element = document.body.appendChild(document.createElement('span'));
    const { view, endpoints } = viewFor({ field, station: 'b80er' }, radio, element, '');
    const root = createRoot(element);
    await act(async () => root.render(view));
    expect([...demanded].sort()).toEqual([...endpoints].sort());
    await act(async () => root.unmount());
  });
});
