// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordingLogger } from '../../../support/test-context';
import { parseProviderSettings, readProviderSettings } from '../../../../src/subscriptions/api/provider-settings';

afterEach(() => {
  delete (window as Window & { siteClientConfig?: unknown }).siteClientConfig;
});

describe('provider settings', () => {
  it('defaults to the real provider', () => {
    const log = recordingLogger();
    expect(parseProviderSettings(undefined, log)).toEqual({
      providerOrigin: 'https://news.google.com',
      propensityOrigin: 'https://pubads.g.doubleclick.net',
      apiBase: 'https://news.google.com/swg/_/api/v1',
      frameBase: 'https://news.google.com/swg/ui/v1',
      messageOrigin: 'https://news.google.com',
    });
    expect(log.lines).toEqual([]);
  });

  it('derives every base from a harness origin with a path prefix, and accepts messages only from its origin', () => {
    const settings = parseProviderSettings(
      {
        providerOrigin: 'http://127.0.0.1:4174/mock/default/news.google.com/',
        propensityOrigin: 'http://127.0.0.1:4174/mock/default/pubads.g.doubleclick.net',
      },
      recordingLogger(),
    );
    expect(settings.apiBase).toBe('http://127.0.0.1:4174/mock/default/news.google.com/swg/_/api/v1');
    expect(settings.frameBase).toBe('http://127.0.0.1:4174/mock/default/news.google.com/swg/ui/v1');
    expect(settings.messageOrigin).toBe('http://127.0.0.1:4174');
    expect(settings.propensityOrigin).toBe('http://127.0.0.1:4174/mock/default/pubads.g.doubleclick.net');
  });

  it.each([
    ['a relative path', { providerOrigin: '/mock/news.google.com' }],
    ['a script URL', { providerOrigin: 'javascript:alert(1)' }],
    ['a number', { providerOrigin: 42 }],
    ['a URL with a query', { providerOrigin: 'https://news.google.com/?x=1' }],
  ])('warns about %s and falls back to the default', (_label, raw) => {
    const log = recordingLogger();
    const settings = parseProviderSettings(raw, log);
    expect(settings.providerOrigin).toBe('https://news.google.com');
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'siteClientConfig.providerOrigin is not an http(s) URL; using https://news.google.com',
      }),
    ]);
  });

  it('keeps a good key when the other is malformed', () => {
    const log = recordingLogger();
    const settings = parseProviderSettings({ providerOrigin: 'https://provider.test', propensityOrigin: '' }, log);
    expect(settings.apiBase).toBe('https://provider.test/swg/_/api/v1');
    expect(settings.propensityOrigin).toBe('https://pubads.g.doubleclick.net');
    expect(log.lines).toHaveLength(1);
  });

  it('warns when the global is not an object', () => {
    const log = recordingLogger();
    expect(parseProviderSettings('https://provider.test', log).providerOrigin).toBe('https://news.google.com');
    expect(log.lines[0]?.message).toBe('siteClientConfig is not an object; using the real provider');
  });

  it('reads the page global', () => {
    (window as Window & { siteClientConfig?: unknown }).siteClientConfig = { providerOrigin: 'https://provider.test' };
    expect(readProviderSettings(window, recordingLogger()).messageOrigin).toBe('https://provider.test');
  });
});
