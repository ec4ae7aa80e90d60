import { describe, expect, it } from 'vitest';
import { recordingLogger, type RecordingLogger } from '../../../support/test-context';
import { DEV_MODE_ORDER, DEV_MODE_TOKEN, toPublicEntitlements } from '../../../../src/subscriptions/entitlements/public-entitlements';
import type { Entitlement, EntitlementsSet } from '../../../../src/subscriptions/model/types';
import { entitlement as anEntitlement, entitlementsSet, PRODUCT } from '../entitlement-builders';

/** A metering token's contents on every entitlement, so copies can be told from the source. */
const entitlement = (source: string, products: string[]) =>
  anEntitlement(source, products, { subscriptionTokenContents: { metering: { clientType: 2 } } });
const set = (entitlements: Entitlement[], product: string | null = PRODUCT) => entitlementsSet(entitlements, product, { raw: 'a.b.c' });
const logged = (log: RecordingLogger) => log.lines.map((line) => line.message);

describe('public entitlements', () => {
  it('answers the provider’s questions, preferring a subscription over a meter', () => {
    const consumed: EntitlementsSet[] = [];
    const both = toPublicEntitlements(
      set([entitlement('google:metering', ['magazin.example:premium']), entitlement('google', ['magazin.example:*'])]),
      {
        log: recordingLogger(),
        consume: async (data) => void consumed.push(data),
        ack: () => undefined,
      },
    );
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
    const meter = {
      ...entitlement('google:metering', ['magazin.example:premium']),
      subscriptionTokenContents: { metering: { clientType: 1, clientUserAttribute: 'standard_registered_user', showToast: true } },
    };
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

  const plain = (entitlements: Entitlement[], product: string | null = PRODUCT, log = recordingLogger()) =>
    toPublicEntitlements(set(entitlements, product), { log, consume: async () => undefined, ack: () => undefined });

  it('enablesThisWithCacheableEntitlements: a subscription, not a meter, not dev mode, not nothing (swg-js entitlements.ts)', () => {
    const subscription = plain([anEntitlement('google', ['magazin.example:premium'])]);
    expect([subscription.enablesThisWithCacheableEntitlements(), subscription.enablesThisWithGoogleDevMode()]).toEqual([true, false]);
    expect(plain([anEntitlement('google:metering', ['magazin.example:premium'])]).enablesThisWithCacheableEntitlements()).toBe(false);
    expect(plain([anEntitlement('privileged', ['magazin.example:premium'])]).enablesThisWithCacheableEntitlements()).toBe(true);
    expect(plain([anEntitlement('google', ['andere.zeitung:premium'])]).enablesThisWithCacheableEntitlements()).toBe(false);
    expect(plain([anEntitlement('google', ['magazin.example:premium'])], null).enablesThisWithCacheableEntitlements()).toBe(false);
    // Dev mode: a google token that holds the dev order id, or the third-party dev token from any source.
    const firstParty = plain([
      anEntitlement('google', ['magazin.example:premium'], { subscriptionToken: `{"orderId":"${DEV_MODE_ORDER}.1"}` }),
    ]);
    const thirdParty = plain([anEntitlement('verlag', ['magazin.example:premium'], { subscriptionToken: DEV_MODE_TOKEN })]);
    const notGoogle = plain([anEntitlement('verlag', ['magazin.example:premium'], { subscriptionToken: DEV_MODE_ORDER })]);
    expect(
      [firstParty, thirdParty, notGoogle].map((ents) => [ents.enablesThisWithGoogleDevMode(), ents.enablesThisWithCacheableEntitlements()]),
    ).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
  });

  it('json() has the provider’s shape: service, the entitlements’ source, products, token and reader id, isReadyToPay', () => {
    const ents = plain([
      anEntitlement('google', ['magazin.example:premium'], { readerId: 'leser-4711' }),
      anEntitlement('google:metering', ['magazin.example:premium']),
    ]);
    expect(ents.json()).toEqual({
      service: 'subscribe.google.com',
      entitlements: [
        { source: 'google', products: ['magazin.example:premium'], subscriptionToken: 'token-google', readerId: 'leser-4711' },
        {
          source: 'google:metering',
          products: ['magazin.example:premium'],
          subscriptionToken: 'token-google:metering',
          readerId: undefined,
        },
      ],
      isReadyToPay: false,
    });
    // An absent reader id is left out of the JSON text, as the provider's undefined is.
    expect(JSON.stringify(ents.json().entitlements[1])).toBe(
      '{"source":"google:metering","products":["magazin.example:premium"],"subscriptionToken":"token-google:metering"}',
    );
  });

  it('has every public member of the provider’s Entitlements and Entitlement, synchronous where the provider’s are', () => {
    const ents = plain([anEntitlement('google', ['magazin.example:premium'], { subscriptionTimestamp: 1_700_000_000 })]);
    const setMethods = [
      'clone',
      'json',
      'enablesThisWithCacheableEntitlements',
      'enablesThisWithGoogleMetering',
      'enablesThisWithGoogleDevMode',
      'enablesThis',
      'enablesAny',
      'enables',
      'getEntitlementForThis',
      'getEntitlementFor',
      'getEntitlementForSource',
      'ack',
      'consume',
    ] as const;
    for (const name of setMethods) expect(typeof ents[name], name).toBe('function');
    expect(Object.keys(ents)).toEqual(expect.arrayContaining(['service', 'raw', 'entitlements', 'isReadyToPay', 'decryptedDocumentKey']));
    for (const name of ['clone', 'json', 'enablesThisWithCacheableEntitlements', 'enablesThis', 'getEntitlementForThis'] as const)
      expect(ents[name]()).not.toBeInstanceOf(Promise);
    const one = ents.entitlements[0]!;
    for (const name of ['clone', 'json', 'enables', 'getSku'] as const) expect(typeof one[name], name).toBe('function');
    expect(Object.keys(one)).toEqual(
      expect.arrayContaining(['source', 'products', 'subscriptionToken', 'subscriptionTokenContents', 'subscriptionTimestamp', 'readerId']),
    );
    expect(one.subscriptionTimestamp?.getSeconds()).toBe(1_700_000_000);
    expect(one.subscriptionTimestamp?.getNanos()).toBe(0);
    // The provider hands out the entitlement objects of its list.
    expect(ents.getEntitlementForThis()).toBe(one);
    expect(ents.getEntitlementForSource('google')).toBe(one);
  });

  it('Entitlement: enables (wildcards too), clone, json and the sku of a google token', () => {
    const log = recordingLogger();
    const ents = plain(
      [
        anEntitlement('google', ['magazin.example:*'], { subscriptionToken: '{"productId":"magazin_plus_jaehrlich"}' }),
        anEntitlement('google', ['magazin.example:basis'], { subscriptionToken: 'kein json' }),
        anEntitlement('privileged', ['magazin.example:premium'], { subscriptionToken: '{"productId":"x"}' }),
      ],
      PRODUCT,
      log,
    );
    const [wildcard, unreadable, privileged] = ents.entitlements;
    expect([wildcard?.enables('magazin.example:premium'), wildcard?.enables('andere.zeitung:premium'), wildcard?.enables(null)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([wildcard?.getSku(), privileged?.getSku()]).toEqual(['magazin_plus_jaehrlich', null]);
    expect(log.lines).toHaveLength(0);
    expect(unreadable?.getSku()).toBeNull();
    expect(logged(log)).toEqual(['Unable to retrieve SKU from SwG subscription token']);
    const copy = wildcard!.clone();
    copy.products.push('x');
    expect(wildcard?.products).toEqual(['magazin.example:*']);
    expect(copy.json()).toEqual({
      source: 'google',
      products: ['magazin.example:*', 'x'],
      subscriptionToken: '{"productId":"magazin_plus_jaehrlich"}',
      readerId: undefined,
    });
  });

  it('getEntitlementForSource skips an entitlement without a token, as the provider’s does', () => {
    const ents = plain([
      anEntitlement('google', ['magazin.example:premium'], { subscriptionToken: '' }),
      anEntitlement('google', [], { subscriptionToken: 'zweites' }),
    ]);
    expect(ents.getEntitlementForSource('google')?.subscriptionToken).toBe('zweites');
    expect(plain([anEntitlement('google', [], { subscriptionToken: '' })]).getEntitlementForSource('google')).toBeNull();
  });
});
