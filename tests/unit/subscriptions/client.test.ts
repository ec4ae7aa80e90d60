// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../support/msw';
import { findScenario } from '../../../harness/scenarios';
import { createSubscriptionsClient, type SubscriptionsClient } from '../../../src/subscriptions/client';
import { pageConfigFromId } from '../../../src/subscriptions/config/page-config';
import { IMPRESSION_PAGE_LOAD } from '../../../src/subscriptions/wire/analytics-event';
import { ARTICLE_PATH, recordRequests, testServices, toPath, type TestServices } from './runtime-support';

let client: SubscriptionsClient | null = null;
afterEach(() => {
  client?.stop();
  client = null;
  mockServer.resetHandlers();
});

/** A client whose dialogs count how often everything open was closed (`ui` built at once unless `lazyUi`). */
function clientWithDialogs(lazyUi = false): { services: TestServices; closed: () => number } {
  const services = testServices();
  let closed = 0;
  if (!lazyUi) Object.assign(services.ui().dialogs, { completeAll: () => void closed++ });
  client = createSubscriptionsClient(services);
  return { services, closed: () => closed };
}

describe('reset() and clear(), as the provider’s runtime (swg-js src/runtime/runtime.ts)', () => {
  it('reset() forgets the shared fetch and closes the open dialog', async () => {
    const recorder = recordRequests();
    const { closed } = clientWithDialogs();
    const configured = client!.configurePage(pageConfigFromId('magazin.example:openaccess', false));
    await configured.entitlements.getEntitlements();
    client!.reset();
    await configured.entitlements.getEntitlements();
    recorder.stop();
    expect(toPath(recorder.requests, ARTICLE_PATH)).toHaveLength(2);
    expect(closed()).toBe(1);
  });

  it('clear() forgets the cache and the unlock toast’s flag (the provider’s TOAST key) and closes the open dialog', async () => {
    mockServer.use(...(findScenario('swg-subscriber')?.handlers ?? []));
    const { services, closed } = clientWithDialogs();
    const configured = client!.configurePage(pageConfigFromId('magazin.example:premium', true));
    await configured.entitlements.getEntitlements();
    services.storage.setToastShown(true);
    expect(services.local.has('subscribe.google.com:ents')).toBe(true);
    client!.clear();
    expect(services.session.has('subscribe.google.com:toast')).toBe(false);
    expect(services.local.has('subscribe.google.com:ents')).toBe(false);
    expect(closed()).toBe(1);
  });

  it('builds no dialogs for a page that never showed one, and clear() works before any configuration', () => {
    const { services } = clientWithDialogs(true);
    services.storage.setToastShown(true);
    client!.reset();
    client!.clear();
    expect(services.ui.peek()).toBeUndefined();
    expect(services.storage.toastShown()).toBe(false);
  });
});

describe('the page load, as the provider’s runtime logs it', () => {
  it('is logged once, not from a user action, when the client is configured; a second configuration is refused and logs nothing', () => {
    const { services } = clientWithDialogs(true);
    const events: [number, boolean | null][] = [];
    services.bus.on('analytics', ({ eventType, isFromUserAction }) => events.push([eventType, isFromUserAction]));
    client!.configurePage(pageConfigFromId('magazin.example:premium', true));
    expect(events).toEqual([[IMPRESSION_PAGE_LOAD, false]]);
    expect(() => client!.configurePage(pageConfigFromId('magazin.example:premium', true))).toThrow('already configured');
    expect(events).toHaveLength(1);
  });
});
