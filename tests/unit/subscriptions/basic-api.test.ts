// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../support/msw';
import { recordingLogger } from '../../support/test-context';
import { findScenario } from '../../../harness/scenarios';
import { readBasicInit } from '../../../src/subscriptions/basic-api';
import type { SubscriptionsRuntime } from '../../../src/subscriptions/runtime';
import { ARTICLE_PATH, logged, recordRequests, settle, testRuntime, toPath } from './runtime-support';

/** The magazine's own init (fixtures/pages/magazine-article.html), as its options object. */
const SITE_INIT = {
  type: 'NewsArticle',
  isPartOfType: ['Product'],
  isPartOfProductId: 'magazin.example:openaccess',
  isAccessibleForFree: true,
  clientOptions: { theme: 'light', lang: 'de' },
};

let recorder = recordRequests();
let runtime: SubscriptionsRuntime | null = null;
beforeEach(() => (recorder = recordRequests()));
afterEach(() => {
  recorder.stop();
  runtime?.stop();
  runtime = null;
  document.head.replaceChildren();
});

function build() {
  const built = testRuntime('https://www.magazin.example/2024/05/02/hitzeschutz-staedte/');
  runtime = built.runtime;
  return { basic: built.runtime.basic, log: built.log, runtime: built.runtime };
}

const articleRequests = () => toPath(recorder.requests, ARTICLE_PATH);

describe('SWG_BASIC init', () => {
  it('reads the site’s init: open page, light theme, German, closable', () => {
    const warnings: string[] = [];
    expect(readBasicInit(SITE_INIT, (message) => warnings.push(message))).toEqual({
      settings: {
        autoPromptType: null,
        alwaysShow: false,
        isClosable: true,
        contentType: 'OPEN',
        clientOptions: { theme: 'light', lang: 'de', forceLangInIframes: true, disableButton: false },
        disableDefaultMeteringHandler: false,
      },
      pageConfig: { publicationId: 'magazin.example', productId: 'magazin.example:openaccess', label: 'openaccess', isLocked: false },
      publisherProvidedId: null,
    });
    expect(warnings).toEqual([]);
  });

  it('takes openaccess products as free unless said otherwise, and others as locked', () => {
    const warn = () => undefined;
    expect(readBasicInit({ isPartOfProductId: 'magazin.example:openaccess' }, warn).pageConfig.isLocked).toBe(false);
    const premium = readBasicInit({ isPartOfProductId: 'magazin.example:premium', autoPromptType: 'subscription', alwaysShow: true }, warn);
    expect(premium.pageConfig.isLocked).toBe(true);
    expect(premium.settings).toMatchObject({ isClosable: null, contentType: 'CLOSED', autoPromptType: 'subscription', alwaysShow: true });
    expect(readBasicInit({ isPartOfProductId: 'magazin.example:premium', isAccessibleForFree: true }, warn).settings.isClosable).toBe(true);
  });

  it('defaults an unknown theme to light, with a warning', () => {
    const warnings: string[] = [];
    expect(
      readBasicInit({ isPartOfProductId: 'a:b', clientOptions: { theme: 'sepia' } }, (message) => warnings.push(message)).settings
        .clientOptions.theme,
    ).toBe('light');
    expect(warnings).toEqual(['init: unknown theme sepia; using light']);
    expect(
      readBasicInit({ isPartOfProductId: 'a:b', clientOptions: { theme: 'dark' } }, () => undefined).settings.clientOptions.theme,
    ).toBe('dark');
  });

  it.each([[undefined], ['string'], [{}], [{ isPartOfProductId: '' }]])('throws without a product id (%j)', (options) => {
    expect(() => readBasicInit(options, () => undefined)).toThrow(/^init needs/);
  });

  it('runs the site’s init: one GET article for the open page, the client config from it, nothing else', async () => {
    const { basic } = build();
    basic.init(SITE_INIT);
    await expect.poll(() => articleRequests().length).toBe(1);
    await settle();
    const query = articleRequests()[0]?.url.searchParams;
    expect([query?.get('locked'), query?.get('contentType')]).toEqual(['false', 'OPEN']);
    expect(recorder.requests).toHaveLength(1);
    expect(basic.settings()?.clientOptions).toEqual({ theme: 'light', lang: 'de', forceLangInIframes: true, disableButton: false });
  });

  it('calls the entitlements callback with a promise of the entitlements', async () => {
    mockServer.use(...(findScenario('swg-subscriber')?.handlers ?? []));
    const { basic } = build();
    const promises: Promise<{ enablesThis(): boolean }>[] = [];
    basic.setOnEntitlementsResponse((promise: Promise<{ enablesThis(): boolean }>) => promises.push(promise));
    basic.init(SITE_INIT);
    await expect.poll(() => promises.length).toBe(1);
    expect(await promises[0]?.then((entitlements) => entitlements.enablesThis())).toBe(true);
  });

  it('uses the page’s own declaration over init’s (it is what the provider’s client would find first)', async () => {
    document.head.innerHTML =
      '<meta name="subscriptions-product-id" content="magazin.example:premium"><meta name="subscriptions-accessible-for-free" content="false">';
    const { basic, log } = build();
    basic.init(SITE_INIT);
    await expect.poll(() => articleRequests().length).toBe(1);
    expect(articleRequests()[0]?.url.searchParams.get('locked')).toBe('true');
    expect(logged(log, 'info')).toContain(
      "the page declares product magazin.example:premium; init's magazin.example:openaccess is not used",
    );
  });

  it('ignores a second init with a warning', async () => {
    const { basic, log } = build();
    basic.init(SITE_INIT);
    basic.init({ isPartOfProductId: 'magazin.example:premium' });
    expect(logged(log, 'warn')).toEqual(['SWG_BASIC init was already called; this call is ignored']);
    await expect.poll(() => articleRequests().length).toBe(1);
  });

  it('sends the publisherProvidedId of init as ppid', async () => {
    const { basic } = build();
    basic.init({ ...SITE_INIT, publisherProvidedId: 'leser-99' });
    await expect.poll(() => articleRequests().length).toBe(1);
    expect(articleRequests()[0]?.url.searchParams.get('ppid')).toBe('leser-99');
  });

  it('consumes a meter by default and not with disableDefaultMeteringHandler', async () => {
    mockServer.use(...(findScenario('swg-showcase')?.handlers ?? []));
    const log = recordingLogger();
    const showcasePage = (disable: boolean) => {
      runtime?.stop();
      const page = testRuntime(
        'https://www.magazin.example/2024/05/01/nachtzuege-europa/?gaa_at=g&gaa_n=n0nce&gaa_sig=s1g&gaa_ts=7fffffff',
        { log },
      ).runtime;
      runtime = page;
      page.basic.init({ isPartOfProductId: 'magazin.example:premium', disableDefaultMeteringHandler: disable });
    };
    const reports = () => toPath(recorder.requests, ARTICLE_PATH, 'POST');
    showcasePage(true);
    await expect.poll(() => articleRequests().length).toBe(1);
    await settle();
    await settle();
    expect(reports()).toHaveLength(0);
    showcasePage(false);
    await expect.poll(() => reports().length).toBe(1);
  });

  it('answers login requests with its entitlement check after init (the pop-up itself: tests/e2e/entitlement-check.spec.ts)', () => {
    const { basic, runtime, log } = build();
    const { callbacks } = runtime.client.services;
    expect(callbacks.has('loginRequest')).toBe(false);
    basic.init(SITE_INIT);
    expect(callbacks.has('loginRequest')).toBe(true);
    expect(logged(log, 'warn')).toEqual([]);
  });

  it('keeps the page’s own login handler, set before init, and setOnLoginRequest() brings the check back', async () => {
    const heard: unknown[] = [];
    const { basic, runtime, log } = build();
    expect(() => basic.setOnPaymentResponse(() => undefined)).not.toThrow();
    basic.setOnLoginRequest((request: unknown) => heard.push(request));
    basic.init(SITE_INIT);
    const { callbacks } = runtime.client.services;
    callbacks.trigger('loginRequest', { linkRequested: true });
    await settle();
    expect(heard).toEqual([{ linkRequested: true }]);
    expect(logged(log, 'warn')).toEqual([]);
    basic.setOnLoginRequest();
    expect(logged(log, 'warn')).toEqual(['You have registered multiple callbacks for the same response.']);
  });

  it('linkSubscription needs the reader id, with the provider’s text', async () => {
    const { basic } = build();
    basic.init(SITE_INIT);
    await expect(basic.linkSubscription({})).rejects.toThrow(new Error('Missing required field: publisherProvidedId'));
  });

  it('dismissSwgUI closes the open dialog, and builds no dialogs on a page that never showed one', async () => {
    const { basic, log, runtime } = build();
    await basic.dismissSwgUI();
    expect(runtime.client.services.ui.peek()).toBeUndefined();
    const completeAll = vi.fn();
    const ui = runtime.client.services.ui();
    ui.dialogs.completeAll = completeAll;
    await basic.dismissSwgUI();
    expect(completeAll).toHaveBeenCalledTimes(1);
    expect(logged(log, 'warn')).toEqual([]);
  });
});
