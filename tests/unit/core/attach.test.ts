// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createAttachRegistry, type Feature } from '../../../src/core/attach';
import { recordingLogger } from '../../support/test-context';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function tracker(name: string, selector: string) {
  const mounted: Element[] = [];
  const cleaned: Element[] = [];
  const feature: Feature<{ tag: string }> = {
    name,
    selector,
    mount(element, ctx) {
      mounted.push(element);
      element.setAttribute('data-ctx', ctx.tag);
      return () => cleaned.push(element);
    },
  };
  return { feature, mounted, cleaned };
}

afterEach(() => document.body.replaceChildren());

describe('createAttachRegistry', () => {
  it('mounts on existing markup with the context, once per element and feature', () => {
    document.body.innerHTML = '<p class="a"></p><div><p class="a"></p></div>';
    const a = tracker('a', '.a');
    const registry = createAttachRegistry(document, [a.feature], { tag: 'ctx' }, recordingLogger());
    registry.start();
    registry.start();
    expect(a.mounted).toHaveLength(2);
    expect(a.mounted[0]?.getAttribute('data-ctx')).toBe('ctx');
    expect(registry.mountedCount()).toBe(2);
  });

  it('mounts on markup added later, including the added node itself and its descendants', async () => {
    const a = tracker('a', '.a');
    const registry = createAttachRegistry(document, [a.feature], { tag: 'x' }, recordingLogger());
    registry.start();
    const block = document.createElement('section');
    block.className = 'a';
    block.innerHTML = '<span class="a"></span>';
    document.body.append(block);
    await flush();
    expect(a.mounted).toEqual([block, block.firstElementChild]);
  });

  it('cleans up when an element leaves the document, but not when it only moves', async () => {
    document.body.innerHTML = '<div id="one" class="a"></div><div id="two" class="a"></div><aside></aside>';
    const a = tracker('a', '.a');
    const registry = createAttachRegistry(document, [a.feature], { tag: 'x' }, recordingLogger());
    registry.start();
    const one = document.getElementById('one')!;
    const two = document.getElementById('two')!;
    document.querySelector('aside')!.append(two);
    one.remove();
    await flush();
    expect(a.cleaned).toEqual([one]);
    expect(a.mounted).toHaveLength(2);
    expect(registry.mountedCount()).toBe(1);
  });

  it('keeps attaching the other features when one throws on mount or cleanup', () => {
    document.body.innerHTML = '<b class="x"></b>';
    const log = recordingLogger();
    const broken: Feature<{ tag: string }> = {
      name: 'broken',
      selector: '.x',
      mount() {
        throw new Error('boom');
      },
    };
    const badCleanup: Feature<{ tag: string }> = {
      name: 'bad-cleanup',
      selector: '.x',
      mount: () => () => {
        throw new Error('late boom');
      },
    };
    const good = tracker('good', '.x');
    const registry = createAttachRegistry(document, [broken, badCleanup, good.feature], { tag: 'x' }, log);
    registry.start();
    expect(good.mounted).toHaveLength(1);
    registry.stop();
    expect(good.cleaned).toHaveLength(1);
    expect(log.lines.map((line) => line.message)).toEqual(['feature "broken" failed to mount', 'feature "bad-cleanup" failed to clean up']);
  });

  it('stop() cleans up everything and stops observing', async () => {
    document.body.innerHTML = '<i class="a"></i>';
    const a = tracker('a', '.a');
    const registry = createAttachRegistry(document, [a.feature], { tag: 'x' }, recordingLogger());
    registry.start();
    registry.stop();
    document.body.insertAdjacentHTML('beforeend', '<i class="a"></i>');
    await flush();
    expect(a.cleaned).toHaveLength(1);
    expect(a.mounted).toHaveLength(1);
  });

  describe('page features', () => {
    it('mount once, on <html>, when the selector first matches: now or in markup added later', async () => {
      const page = tracker('page', '.a');
      page.feature.scope = 'page';
      const registry = createAttachRegistry(document, [page.feature], { tag: 'x' }, recordingLogger());
      registry.start();
      expect(page.mounted).toEqual([]);
      document.body.innerHTML = '<p class="a"></p><p class="a"></p>';
      await flush();
      document.body.insertAdjacentHTML('beforeend', '<p class="a"></p>');
      await flush();
      expect(page.mounted).toEqual([document.documentElement]);
      registry.stop();
      expect(page.cleaned).toEqual([document.documentElement]);
    });

    it('start as well where the page defines one of their globals by the first pass', () => {
      const page = tracker('page', '.nothing-here');
      page.feature.scope = 'page';
      page.feature.globals = ['SITE_CLIENT_TEST_QUEUE'];
      const win = window as Window & { SITE_CLIENT_TEST_QUEUE?: unknown[] };
      win.SITE_CLIENT_TEST_QUEUE = [];
      try {
        const registry = createAttachRegistry(document, [page.feature], { tag: 'x' }, recordingLogger());
        registry.start();
        expect(page.mounted).toEqual([document.documentElement]);
        registry.stop();
      } finally {
        delete win.SITE_CLIENT_TEST_QUEUE;
      }
    });
  });

  describe('the first pass in slices', () => {
    it('mounts nothing in the starting task, then slices in tasks of their own, and settles started() at the end', async () => {
      document.body.innerHTML = '<p class="a"></p><p class="a"></p><p class="b"></p>';
      const a = tracker('a', '.a');
      const b = tracker('b', '.b');
      let time = 0;
      const deferred: (() => void)[] = [];
      const registry = createAttachRegistry(document, [a.feature, b.feature], { tag: 'x' }, recordingLogger(), {
        sliceMs: 10,
        now: () => time,
        defer: (run) => deferred.push(run),
      });
      // Every mount takes 6 ms: two fit in the first slice (0 → 12 ≥ 10 stops after the second).
      a.feature.mount = (element) => void ((time += 6), a.mounted.push(element));
      b.feature.mount = (element) => void ((time += 6), b.mounted.push(element));
      let started = false;
      void registry.started().then(() => (started = true));
      registry.start();
      expect(a.mounted).toHaveLength(0);
      expect(deferred).toHaveLength(1);
      deferred.shift()?.();
      expect(a.mounted).toHaveLength(2);
      expect(b.mounted).toHaveLength(0);
      expect(deferred).toHaveLength(1);
      deferred.shift()?.();
      expect(b.mounted).toHaveLength(1);
      await flush();
      expect(started).toBe(true);
      registry.stop();
    });

    it('an element removed before its turn is not mounted; stop() ends the pass', () => {
      document.body.innerHTML = '<p class="a" id="first"></p><p class="a" id="second"></p><p class="a" id="third"></p>';
      const a = tracker('a', '.a');
      let time = 0;
      const deferred: (() => void)[] = [];
      const registry = createAttachRegistry(document, [a.feature], { tag: 'x' }, recordingLogger(), {
        sliceMs: 1,
        now: () => time,
        defer: (run) => deferred.push(run),
      });
      a.feature.mount = (element) => void ((time += 1), a.mounted.push(element));
      registry.start();
      expect(a.mounted).toEqual([]);
      deferred.shift()?.();
      expect(a.mounted.map((element) => element.id)).toEqual(['first']);
      document.getElementById('second')?.remove();
      deferred.shift()?.();
      expect(a.mounted.map((element) => element.id)).toEqual(['first', 'third']);
      registry.stop();
      deferred.shift()?.();
      expect(a.mounted).toHaveLength(2);
    });

    it('mounts the before-paint features in the starting task, and the sliced pass passes over them', () => {
      document.body.innerHTML = '<p class="early" id="e1"></p><p class="late"></p><p class="early" id="e2"></p>';
      const early = tracker('early', '.early');
      const late = tracker('late', '.late');
      const deferred: (() => void)[] = [];
      const registry = createAttachRegistry(
        document,
        [late.feature, { ...early.feature, beforePaint: true }],
        { tag: 'x' },
        recordingLogger(),
        {
          sliceMs: 8,
          defer: (run) => deferred.push(run),
        },
      );
      registry.start();
      expect(early.mounted.map((element) => element.id)).toEqual(['e1', 'e2']);
      expect(late.mounted).toEqual([]);
      while (deferred.length > 0) deferred.shift()?.();
      expect(late.mounted).toHaveLength(1);
      expect(early.mounted).toHaveLength(2);
      expect(registry.mountedCount()).toBe(3);
      registry.stop();
    });
  });
});
