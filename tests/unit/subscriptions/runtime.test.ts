// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock, recordingLogger } from '../../support/test-context';
import { lazyRuntime } from '../../../src/subscriptions/runtime';
import { memoryStorage, pageWindow } from './runtime-support';

afterEach(() => {
  delete (window as Window & { siteClientConfig?: unknown }).siteClientConfig;
});

describe('runtime', () => {
  const deps = () => {
    const log = recordingLogger();
    return { win: window, log, clock: manualClock(), local: memoryStorage(log), session: memoryStorage(log) };
  };

  it('is built once, on first use, and not after stop', () => {
    const runtime = lazyRuntime(deps());
    expect(runtime.built()).toBe(false);
    const first = runtime.get();
    expect(runtime.get()).toBe(first);
    expect(runtime.built()).toBe(true);
    runtime.stop();
    expect(() => runtime.get()).toThrow('the subscriptions client has stopped');
  });

  it('reads the provider settings from the page', () => {
    (window as Window & { siteClientConfig?: unknown }).siteClientConfig = {
      providerOrigin: 'http://127.0.0.1:4174/mock/default/news.google.com',
    };
    const runtime = lazyRuntime(deps()).get();
    expect(runtime.client.services.settings.apiBase).toBe('http://127.0.0.1:4174/mock/default/news.google.com/swg/_/api/v1');
  });

  it('stopping twice or without ever building is harmless', () => {
    const runtime = lazyRuntime({ ...deps(), win: pageWindow('https://www.magazin.example/') });
    expect(() => {
      runtime.stop();
      runtime.stop();
    }).not.toThrow();
  });
});
