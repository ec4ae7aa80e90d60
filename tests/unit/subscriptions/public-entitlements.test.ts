import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../../support/test-context';
import { toPublicEntitlements } from '../../../src/subscriptions/public-entitlements';
import type { Entitlement, EntitlementsSet } from '../../../src/subscriptions/types';
import { entitlement as anEntitlement, entitlementsSet, PRODUCT } from './entitlement-builders';

/** A metering token's contents on every entitlement, so copies can be told from the source. */
const entitlement = (source: string, products: string[]) => anEntitlement(source, products, { subscriptionTokenContents: { metering: { clientType: 2 } } });
const set = (entitlements: Entitlement[], product: string | null = PRODUCT) => entitlementsSet(entitlements, product, { raw: 'a.b.c' });

describe('public entitlements', () => {
  it('answers the provider’s questions, preferring a subscription over a meter', () => {
    const consumed: EntitlementsSet[] = [];
    const both = toPublicEntitlements(set([entitlement('google:metering', ['magazin.example:premium']), entitlement('google', ['magazin.example:*'])]), {
      log: recordingLogger(),
      consume: async (data) => void consumed.push(data),
      ack: () => undefined,
    });
    expect(both.enablesThis()).toBe(true);
    expect(both.getEntitlementForThis()?.source).toBe('google');
    expect(both.enablesThisWithGoogleMetering()).toBe(false);
    expect(both.enablesThis('google:metering')).toBe(true);
    expect(both.enablesAny('privileged')).toBe(false);
    expect(both.getEntitlementForSource('google:metering')?.products).toEqual(['magazin.example:premium']);
  });

  it('consumes only a meter, after onCloseDialog, and survives a throwing onCloseDialog', async () => {
    const log = recordingLogger();
    const consumed: EntitlementsSet[] = [];
    const deps = { log, consume: async (data: EntitlementsSet) => void consumed.push(data), ack: () => undefined };
    const order: string[] = [];
    await toPublicEntitlements(set([entitlement('google:metering', ['magazin.example:premium'])]), {
      log,
      consume: async () => void order.push('consume'),
      ack: () => undefined,
    }).consume(() => order.push('close'));
    expect(order).toEqual(['close', 'consume']);
    await toPublicEntitlements(set([entitlement('google', ['magazin.example:premium'])]), deps).consume(() => order.push('not called'));
    expect(consumed).toEqual([]);
    await toPublicEntitlements(set([entitlement('google:metering', ['magazin.example:premium'])]), deps).consume(() => {
      throw new Error('publisher bug');
    });
    expect(consumed).toHaveLength(1);
    expect(log.lines[0]?.message).toBe("the publisher's onCloseDialog callback failed");
  });

  it('hands out copies', () => {
    const source = set([entitlement('google', ['magazin.example:premium'])]);
    const first = toPublicEntitlements(source, { log: recordingLogger(), consume: async () => undefined, ack: () => undefined });
    first.entitlements[0]?.products.push('x');
    const contents = first.entitlements[0]?.subscriptionTokenContents as { metering: { clientType: number } };
    contents.metering.clientType = 9;
    expect(source.entitlements[0]?.products).toEqual(['magazin.example:premium']);
    expect(source.entitlements[0]?.subscriptionTokenContents).toEqual({ metering: { clientType: 2 } });
    expect(first.clone().entitlements[0]?.products).toEqual(['magazin.example:premium', 'x']);
  });

  it('hands ack the data it was made from', () => {
    const acked: EntitlementsSet[] = [];
    const source = set([entitlement('google', ['magazin.example:premium'])]);
    toPublicEntitlements(source, { log: recordingLogger(), consume: async () => undefined, ack: (data) => void acked.push(data) }).ack();
    expect(acked).toHaveLength(1);
    expect(acked[0]?.entitlements[0]?.source).toBe('google');
  });

  it('a meter whose token asks for the toast: consume shows it, and onCloseDialog then the report follow when it closes', async () => {
    const order: string[] = [];
    let close: () => void = () => undefined;
    const meter = { ...entitlement('google:metering', ['magazin.example:premium']), subscriptionTokenContents: { metering: { clientType: 1, clientUserAttribute: 'standard_registered_user', showToast: true } } };
    await toPublicEntitlements(set([meter]), {
      log: recordingLogger(),
      consume: async () => void order.push('consume'),
      ack: () => undefined,
      meterToast: async (settings, onConsume) => {
        order.push(`toast ${settings.clientType}`);
        close = onConsume;
      },
    }).consume(() => order.push('close'));
    expect(order).toEqual(['toast 1']);
    close();
    expect(order).toEqual(['toast 1', 'close', 'consume']);
  });
});

