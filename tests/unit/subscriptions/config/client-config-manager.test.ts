// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { onEndpoint, swgJson } from '../../../../harness/mocks/provider';
import { articleAnswer, entitlementsAnswer, signedEntitlements } from '../../../../harness/mocks/provider-data';
import {
  createClientConfigManager,
  NO_PUBLICATION_ERROR,
  withPublisherOptions,
} from '../../../../src/subscriptions/config/client-config-manager';
import { DEFAULT_CLIENT_OPTIONS } from '../../../../src/subscriptions/config/client-options';
import { EMPTY_CLIENT_CONFIG } from '../../../../src/subscriptions/model/client-config';
import { createEntitlementsManager } from '../../../../src/subscriptions/entitlements/entitlements-manager';
import { pageConfigFromId } from '../../../../src/subscriptions/config/page-config';
import type { ClientOptionsConfig } from '../../../../src/subscriptions/model/types';
import { logged, recordRequests, testServices, toPath, type TestServices } from '../runtime-support';

const CONFIG_PATH = '/publication/magazin.example/clientconfiguration';
let recorder = recordRequests();
let cleanups: (() => void)[] = [];
beforeEach(() => (recorder = recordRequests()));
afterEach(() => {
  recorder.stop();
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function build(services: TestServices, options: Partial<ClientOptionsConfig> = {}, publicationId = 'magazin.example') {
  const pageConfig = { ...pageConfigFromId('magazin.example:openaccess', false), publicationId };
  const entitlements = createEntitlementsManager({ ...services, pageConfig, publisherProvidedId: () => null });
  const manager = createClientConfigManager({
    win: services.win,
    publicationId,
    api: services.api,
    entitlements,
    options: () => ({ ...DEFAULT_CLIENT_OPTIONS, ...options }),
    session: services.storage.session,
    random: services.random,
    log: services.log,
    bus: services.bus,
  });
  cleanups.push(() => {
    entitlements.stop();
    manager.stop();
  });
  return { entitlements, manager };
}

describe('client config manager', () => {
  it('throws the spec’s error without a publication id', () => {
    const { manager } = build(testServices(), {}, '');
    expect(() => manager.getClientConfig()).toThrow(new Error('fetchClientConfig requires publicationId'));
    expect(NO_PUBLICATION_ERROR).toBe('fetchClientConfig requires publicationId');
  });

  it('takes the config from the article when entitlements were fetched: no clientconfiguration request', async () => {
    const { manager, entitlements } = build(testServices());
    void entitlements.getEntitlements();
    const config = await manager.getClientConfig();
    expect(config.attributionParams?.displayName).toBe('Magazin Example');
    expect(config.uiPredicates.canDisplayAutoPrompt).toBe(true);
    expect(toPath(recorder.requests, CONFIG_PATH)).toHaveLength(0);
  });

  it('asked while the page is being configured, before the same task asks for the entitlements: still the article’s config, no request', async () => {
    const { manager, entitlements } = build(testServices());
    // As the standard buttons do on `configured`, before init or the automatic start fetch the entitlements.
    const asked = manager.getClientConfig();
    void entitlements.getEntitlements();
    expect((await asked).attributionParams?.displayName).toBe('Magazin Example');
    expect(toPath(recorder.requests, CONFIG_PATH)).toHaveLength(0);
  });

  it('asks GET clientconfiguration, credentialed, once, when there is no article', async () => {
    const { manager } = build(testServices());
    const config = await manager.getClientConfig();
    expect(config.uiPredicates.canDisplayAutoPrompt).toBe(true);
    expect(config.autoPromptConfig?.frequencyCapConfig.globalFrequencyCap).toEqual({ seconds: 300, nanos: 0 });
    const requests = toPath(recorder.requests, CONFIG_PATH);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.credentials).toBe('include');
    await manager.getClientConfig();
    expect(toPath(recorder.requests, CONFIG_PATH)).toHaveLength(1);
  });

  it('asks the endpoint once when the article request failed', async () => {
    mockServer.use(onEndpoint('article-get', () => swgJson({}, 500)));
    const services = testServices();
    const { manager, entitlements } = build(services);
    void entitlements.getEntitlements().catch(() => undefined);
    expect((await manager.getClientConfig()).attributionParams?.displayName).toBe('Magazin Example');
    expect(toPath(recorder.requests, CONFIG_PATH)).toHaveLength(1);
  });

  it('a failed fetch: a warning and the defaults, kept for the page (no second request)', async () => {
    mockServer.use(onEndpoint('clientconfiguration', () => swgJson({}, 500)));
    const services = testServices();
    const { manager } = build(services);
    const config = await manager.getClientConfig();
    expect(config).toEqual(EMPTY_CLIENT_CONFIG);
    expect(logged(services.log, 'warn')).toEqual([
      expect.stringMatching(/^Client configuration could not be fetched: HTTP 500.*; the client config's defaults are used$/),
    ]);
    mockServer.resetHandlers();
    expect(await manager.getClientConfig()).toEqual(EMPTY_CLIENT_CONFIG);
    expect(toPath(recorder.requests, CONFIG_PATH)).toHaveLength(1);
  });

  it('the defaults carry what the publisher configured, as the provider client’s default config does', async () => {
    mockServer.use(onEndpoint('clientconfiguration', () => swgJson({}, 500)));
    const { manager } = build(testServices(), { paySwgVersion: '1', skipAccountCreationScreen: true });
    expect(await manager.getClientConfig()).toMatchObject({
      paySwgVersion: '1',
      useUpdatedOfferFlows: true,
      skipAccountCreationScreen: true,
      uiPredicates: { canDisplayButton: null },
    });
  });

  it.each([
    ['without a clientConfig', undefined],
    ['with a text for a clientConfig', '<img src=x onerror="window.__hostileRan=true">'],
    ['with a list for a clientConfig', [{ uiPredicates: { canDisplayAutoPrompt: true } }]],
    ['with null for a clientConfig', null],
  ])('an article answer %s: the defaults and a warning, and still no request to the endpoint', async (_label, clientConfig) => {
    mockServer.use(
      onEndpoint('article-get', () => {
        const { clientConfig: _dropped, ...rest } = articleAnswer(entitlementsAnswer(signedEntitlements('anonymous', Date.now())));
        return swgJson(clientConfig === undefined ? rest : { ...rest, clientConfig });
      }),
    );
    const services = testServices();
    const { manager, entitlements } = build(services);
    void entitlements.getEntitlements();
    expect(await manager.getClientConfig()).toEqual(EMPTY_CLIENT_CONFIG);
    expect(logged(services.log, 'warn')).toEqual(["the article answer carries no client config; the client config's defaults are used"]);
    expect(toPath(recorder.requests, CONFIG_PATH)).toHaveLength(0);
  });

  it('a hostile or malformed endpoint answer: its unreadable parts are the defaults; a non-object answer is a warning', async () => {
    mockServer.use(
      onEndpoint('clientconfiguration', () =>
        swgJson({
          uiPredicates: '<script>',
          autoPromptConfig: 7,
          paySwgVersion: { toString: 'x' },
          attributionParams: { displayName: '<b>Verlag</b>', avatarUrl: 'javascript:alert(1)' },
        }),
      ),
    );
    const { manager } = build(testServices());
    const config = await manager.getClientConfig();
    expect(config).toEqual({
      ...EMPTY_CLIENT_CONFIG,
      attributionParams: { displayName: '<b>Verlag</b>', avatarUrl: 'javascript:alert(1)' },
    });

    mockServer.use(onEndpoint('clientconfiguration', () => swgJson(['kein', 'Objekt'])));
    const services = testServices();
    const other = build(services).manager;
    expect(await other.getClientConfig()).toEqual(EMPTY_CLIENT_CONFIG);
    expect(logged(services.log, 'warn')).toEqual([
      expect.stringMatching(
        /^Client configuration could not be fetched: unexpected response shape.*; the client config's defaults are used$/s,
      ),
    ]);
  });

  it('puts the publisher’s paySwgVersion and skipAccountCreationScreen over the provider’s', async () => {
    expect(
      withPublisherOptions(EMPTY_CLIENT_CONFIG, { ...DEFAULT_CLIENT_OPTIONS, paySwgVersion: '1', skipAccountCreationScreen: true }),
    ).toMatchObject({
      paySwgVersion: '1',
      useUpdatedOfferFlows: true,
      skipAccountCreationScreen: true,
    });
    expect(withPublisherOptions({ ...EMPTY_CLIENT_CONFIG, paySwgVersion: '2' }, DEFAULT_CLIENT_OPTIONS)).toMatchObject({
      paySwgVersion: '2',
      useUpdatedOfferFlows: false,
    });
    const { manager } = build(testServices(), { paySwgVersion: '1' });
    expect((await manager.getClientConfig()).paySwgVersion).toBe('1');
  });

  describe('experiments', () => {
    it('turns on what configure({experiments}) lists', () => {
      const { manager } = build(testServices(), { experiments: ['exp-configured'] });
      expect(manager.onExperiments().includes('exp-configured')).toBe(true);
      expect(manager.onExperiments().includes('exp-other')).toBe(false);
      expect(manager.onExperiments()).toEqual(['exp-configured']);
    });

    it('turns on the article’s experiment flags once the article arrived', async () => {
      mockServer.use(
        onEndpoint('article-get', () =>
          swgJson({
            ...articleAnswer(entitlementsAnswer(signedEntitlements('anonymous', Date.now()))),
            experimentConfig: { experimentFlags: ['flag_a'] },
          }),
        ),
      );
      const { manager, entitlements } = build(testServices());
      expect(manager.onExperiments().includes('flag_a')).toBe(false);
      await entitlements.getEntitlements();
      expect(manager.onExperiments().includes('flag_a')).toBe(true);
      // The analytics labels: every experiment on, once.
      expect(manager.onExperiments()).toEqual(['flag_a']);
    });

    it('draws the page hash’s swg.experiments once per session and keeps the draw', () => {
      const services = testServices('https://www.magazin.example/a#swg.experiments=always,never:0,half:50,bad:x');
      services.random = () => 0.2;
      const { manager } = build(services);
      expect(manager.onExperiments().includes('always')).toBe(true);
      expect(manager.onExperiments().includes('never')).toBe(false);
      expect(manager.onExperiments().includes('half')).toBe(true);
      expect(services.session.get('subscribe.google.com:e:half:50')).toBe('e');
      expect(logged(services.log, 'warn')).toEqual(['swg.experiments: "bad:x" ignored']);

      // A new page of the same session keeps the draw, whatever the dice say now.
      const next = testServices('https://www.magazin.example/b#swg.experiments=half:50');
      next.session.set('subscribe.google.com:e:half:50', 'n');
      next.random = () => 0;
      expect(build(next).manager.onExperiments().includes('half')).toBe(false);
    });
  });
});
