// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../support/msw';
import { recordingLogger } from '../../support/test-context';
import { findScenario } from '../../../harness/scenarios';
import { createAttachRegistry } from '../../../src/core/attach';
import { createContext, disposeContext } from '../../../src/context';
import { features } from '../../../src/features';
import { autoStartConfig } from '../../../src/subscriptions/auto-start';
import { subscriptions } from '../../../src/subscriptions/feature';
import { ARTICLE_PATH, logged, recordRequests, settle, toPath } from './runtime-support';
import { pageHtml } from '../../../harness/page-html';

type Globals = Window & { SWG?: unknown; SWG_BASIC?: unknown };
const globals = window as Globals;

/** A fixture page's `<head>` and `<body>` markup (printed as markup, scripts do not run) and its inline SWG code. */
function fixturePage(page: string): { head: string; body: string; swgCode: string[] } {
  const html = pageHtml(page);
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*?)<\/body>/.exec(html)?.[1] ?? '';
  const swgCode = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').filter((code) => code.includes('SWG'));
  return { head, body, swgCode };
}

let recorder = recordRequests();
let stop = () => undefined as void;
beforeEach(() => (recorder = recordRequests()));
afterEach(() => {
  stop();
  stop = () => undefined;
  recorder.stop();
  delete globals.SWG;
  delete globals.SWG_BASIC;
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/** Print a fixture page's head, run its own SWG code unchanged, then boot the bundle's feature. */
function bootPage(page: string | null, before: () => void = () => undefined) {
  if (page) {
    const { head, body, swgCode } = fixturePage(page);
    document.head.innerHTML = head;
    document.body.innerHTML = body;
    // The site's code as printed: `self` is the page's window.
    for (const code of swgCode) new Function('self', code)(window);
  }
  before();
  const log = recordingLogger();
  const ctx = createContext(window, { log });
  const registry = createAttachRegistry(document, [subscriptions], ctx, log);
  registry.start();
  stop = () => {
    registry.stop();
    disposeContext(ctx);
  };
  return { log, registry };
}

const articleRequests = () => toPath(recorder.requests, ARTICLE_PATH);

describe('subscriptions feature', () => {
  it('is registered with the bundle’s features and mounts exactly once, on the root element, where the page defines a queue', async () => {
    expect(features).toContain(subscriptions);
    const { registry } = bootPage(null, () => (globals.SWG_BASIC = []));
    expect(registry.mountedCount()).toBe(1);
    document.body.innerHTML = '<div><p>later markup</p><meta name="subscriptions-product-id" content="x:y"></div>';
    await settle();
    expect(registry.mountedCount()).toBe(1);
    expect(typeof (globals.SWG as { push?: unknown }).push).toBe('function');
    expect(typeof (globals.SWG_BASIC as { push?: unknown }).push).toBe('function');
  });

  it('a page with neither queues nor subscriptions markup (the radio site) never runs it; markup added later starts it', async () => {
    document.body.innerHTML = '<article><p>Nena – 99 Luftballons</p></article>';
    const { registry } = bootPage(null);
    expect(registry.mountedCount()).toBe(0);
    expect(globals.SWG).toBeUndefined();
    document.body.insertAdjacentHTML('beforeend', '<button swg-standard-button="subscription"></button>');
    await settle();
    expect(registry.mountedCount()).toBe(1);
    expect(typeof (globals.SWG as { push?: unknown }).push).toBe('function');
  });

  it('markup alone starts it: meta tags, JSON-LD, microdata', () => {
    for (const markup of [
      '<meta name="subscriptions-product-id" content="magazin.example:premium">',
      '<script type="application/ld+json">{}</script>',
      '<div itemscope itemtype="https://schema.org/NewsArticle"><meta itemprop="isAccessibleForFree" content="false"></div>',
    ]) {
      document.body.innerHTML = markup;
      const { registry } = bootPage(null);
      expect(registry.mountedCount(), markup).toBe(1);
      stop();
      delete globals.SWG;
      delete globals.SWG_BASIC;
    }
  });

  it('runs the magazine’s own init unchanged: one entitlements request for the open article', async () => {
    const { swgCode } = fixturePage('magazine-article');
    expect(swgCode).toEqual([expect.stringContaining('basicSubscriptions.init({ type: "NewsArticle"')]);
    const { log } = bootPage('magazine-article');
    await expect.poll(() => articleRequests().length).toBe(1);
    const query = articleRequests()[0]?.url.searchParams;
    expect([query?.get('locked'), query?.get('contentType')]).toEqual(['false', 'OPEN']);
    await settle();
    expect(recorder.requests).toHaveLength(1);
    expect(logged(log, 'error')).toEqual([]);
    expect(logged(log, 'warn')).toEqual([]);
  });

  it('starts by itself on the locked article that prints no SWG code (config from its markup)', async () => {
    mockServer.use(...(findScenario('swg-metered-left')?.handlers ?? []));
    expect(autoStartConfig(document)).toBeNull();
    const { log } = bootPage('magazine-article-locked');
    expect(autoStartConfig(document)).toMatchObject({ productId: 'magazin.example:premium', isLocked: true });
    await expect.poll(() => articleRequests().length).toBe(1);
    expect(articleRequests()[0]?.url.searchParams.get('contentType')).toBe('CLOSED');
    expect(logged(log, 'info')).toContain('subscriptions: started from the page markup for magazin.example:premium');
  });

  it('also on the microdata variant', async () => {
    bootPage('magazine-article-microdata');
    await expect.poll(() => articleRequests().length).toBe(1);
  });

  it('does not start by itself with subscriptions-control manual, on free pages or on pages without config', async () => {
    bootPage('magazine-article-locked', () =>
      document.head.insertAdjacentHTML('beforeend', '<meta name="subscriptions-control" content="manual">'),
    );
    await settle();
    stop();
    bootPage(
      null,
      () =>
        (document.head.innerHTML =
          '<meta name="subscriptions-product-id" content="magazin.example:openaccess"><meta name="subscriptions-accessible-for-free" content="true">'),
    );
    await settle();
    stop();
    bootPage(null);
    await settle();
    expect(recorder.requests).toHaveLength(0);
  });

  it('on the category page without config, the publisher’s getEntitlements fails with the spec’s error and the page goes on', async () => {
    let failure: unknown;
    bootPage('magazine-no-config', () => {
      (globals.SWG as unknown[]).push((api: { getEntitlements(): Promise<unknown> }) =>
        api.getEntitlements().catch((caught: unknown) => (failure = caught)),
      );
    });
    await expect.poll(() => failure).toEqual(new Error('No config could be discovered in the page'));
    expect(document.body.classList.contains('abo-aktiv')).toBe(false);
    expect(recorder.requests).toHaveLength(0);
  });

  it('leaves a queue the provider’s own script took, and does not start a second client', async () => {
    const theirs = { push: () => undefined };
    const { log } = bootPage('magazine-article-locked', () => (globals.SWG_BASIC = theirs));
    await settle();
    expect(globals.SWG_BASIC).toBe(theirs);
    expect(logged(log, 'warn')).toEqual([
      "SWG_BASIC is already taken by another script (the provider's own client?); this bundle leaves it alone",
    ]);
    expect(recorder.requests).toHaveLength(0);
  });

  it('on cleanup gives the page arrays back and calls nothing more', async () => {
    bootPage(null, () => (globals.SWG = []));
    const queue = globals.SWG_BASIC as { push(callback: unknown): void };
    stop();
    let called = false;
    queue.push(() => (called = true));
    await settle();
    expect(called).toBe(false);
    expect(Array.isArray(globals.SWG_BASIC)).toBe(true);
    expect(Array.isArray(globals.SWG)).toBe(true);
  });
});
