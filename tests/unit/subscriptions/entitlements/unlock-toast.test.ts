// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { findScenario } from '../../../../harness/scenarios';
import { createSubscriptionsClient } from '../../../../src/subscriptions/client';
import { pageConfigFromId } from '../../../../src/subscriptions/config/page-config';
import type { Entitlement } from '../../../../src/subscriptions/model/types';
import { entitlement, entitlementsSet, PRODUCT } from '../entitlement-builders';
import { unlockToastSource } from '../../../../src/subscriptions/entitlements/unlock-toast';
import { settle, testServices } from '../runtime-support';

const set = (entitlements: Entitlement[], product: string | null = PRODUCT) => entitlementsSet(entitlements, product);

describe('unlockToastSource', () => {
  it.each([
    ['a subscription that opens the page names its source', [entitlement('google', ['magazin.example:*'])], false, 'google'],
    ['a crawler entitlement too', [entitlement('privileged', ['magazin.example:premium'])], false, 'privileged'],
    [
      'a subscription beside a meter wins over it',
      [entitlement('google:metering', ['magazin.example:premium']), entitlement('google', ['magazin.example:premium'])],
      false,
      'google',
    ],
    ['a meter alone: its own toast, not this one', [entitlement('google:metering', ['magazin.example:premium'])], false, null],
    ['nothing for this product', [entitlement('google', ['andere.example:premium'])], false, null],
    ['no entitlements', [], false, null],
    ['already acknowledged this session', [entitlement('google', ['magazin.example:*'])], true, null],
  ] as const)('%s', (_rule, entitlements, shown, expected) => {
    expect(unlockToastSource(set([...entitlements]), shown)).toBe(expected);
  });

  it('shows nothing on a page without a product', () => {
    expect(unlockToastSource(set([entitlement('google', ['magazin.example:*'])], null), false)).toBeNull();
  });
});

describe('the client and the unlock toast', () => {
  beforeEach(() => mockServer.use(...(findScenario('swg-subscriber')?.handlers ?? [])));
  afterEach(() => mockServer.resetHandlers());

  it('opens the toast with the publication and the source after a subscriber’s entitlements arrive', async () => {
    const services = testServices();
    const client = createSubscriptionsClient(services);
    const configured = client.configurePage(pageConfigFromId('magazin.example:premium', true));
    await configured.entitlements.getEntitlements();
    expect(services.toasts).toEqual([]);
    await services.clock.advance(0);
    expect(services.toasts).toEqual([{ params: {}, args: { publicationId: 'magazin.example', source: 'google', _client: 'SwG 1.0.113' } }]);
    client.stop();
  });

  it('does not when the publisher acknowledged the entitlements in its callback, nor again this session', async () => {
    const services = testServices();
    const client = createSubscriptionsClient(services);
    services.callbacks.set(
      'entitlements',
      (promise: Promise<{ ack(): void }>) => void promise.then((entitlements) => entitlements.ack()),
      'setOnEntitlementsResponse',
    );
    const configured = client.configurePage(pageConfigFromId('magazin.example:premium', true));
    await configured.entitlements.getEntitlements();
    await settle();
    await services.clock.advance(0);
    expect(services.toasts).toEqual([]);
    expect(services.session.get('subscribe.google.com:toast')).toBe('1');
    client.stop();
  });
});
