// @vitest-environment jsdom
import { act } from 'react';
import type { ActivityResult } from 'web-activities/activity-ports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReactHost, type ReactHost } from '../../../../src/core/react';
import { createDialog } from '../../../../src/subscriptions/dialogs/dialog';
import { createDialogManager } from '../../../../src/subscriptions/dialogs/dialog-manager';
import { abortError, type FrameView } from '../../../../src/subscriptions/dialogs/frame-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A provider page stand-in: records where its frame was at connect time and what it was told. */
function fakeView(askedHeight = 400) {
  let dismissed: (error: Error) => void = () => undefined;
  let finish: (result: ActivityResult) => void = () => undefined;
  const result = new Promise<ActivityResult>((resolve, reject) => {
    finish = resolve;
    dismissed = reject;
  });
  result.catch(() => undefined);
  const frame = document.createElement('iframe');
  const seen = { inPageAtInit: false, resized: 0 };
  const view: FrameView = {
    frame,
    async init(onResize) {
      seen.inPageAtInit = frame.isConnected;
      onResize(askedHeight);
    },
    port: () => Promise.reject(new Error('no port in this test')),
    acceptResult: () => result,
    dismiss: () => dismissed(abortError()),
    resized: () => {
      seen.resized += 1;
    },
  };
  return { view, seen, finish };
}

let react: ReactHost;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  Object.assign(window, { innerWidth: 1280, innerHeight: 800 });
  react = createReactHost(document, { defer: (run) => run() });
});
afterEach(async () => {
  await act(async () => react.destroy());
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

/** Let React commit and the dialog's timers and frames run. */
async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const box = () => document.querySelector<HTMLElement>('.swg-dialog-box');

describe('the dialog', () => {
  it('puts the frame in the page before the page connects, then opens at the asked height', async () => {
    const dialog = createDialog({ win: window, react }, { title: 'Abonnieren mit Google' });
    const { view, seen } = fakeView(400);
    dialog.open();
    const shown = dialog.openView(view);
    await settle(20);
    await shown;
    expect(seen.inPageAtInit).toBe(true);
    expect(box()?.getAttribute('role')).toBe('dialog');
    expect(box()?.getAttribute('aria-modal')).toBe('true');
    expect(box()?.getAttribute('aria-label')).toBe('Abonnieren mit Google');
    expect(box()?.dataset.phase).toBe('open');
    expect(box()?.style.width).toBe('630px');
    expect(box()?.style.height).toBe('400px');
    expect(box()?.style.transform).toBe('translate(-50%, 0)');
    expect(document.querySelector('.swg-dialog-overlay')).not.toBeNull();
    await settle(300);
    expect(seen.resized).toBe(1);
  });

  it('caps the height at 0.9 of the window and is full width on a phone', async () => {
    Object.assign(window, { innerWidth: 375, innerHeight: 667 });
    const dialog = createDialog({ win: window, react }, { title: 'T' });
    dialog.open();
    const shown = dialog.openView(fakeView(5000).view);
    await settle(20);
    await shown;
    expect(box()?.style.height).toBe('600px');
    expect(box()?.style.width).toBe('100%');
  });

  it("says 'already opened' and 'not opened yet' as the provider's client does", async () => {
    const dialog = createDialog({ win: window, react }, { title: 'T' });
    await expect(dialog.openView(fakeView().view)).rejects.toThrow('not opened yet');
    dialog.open();
    expect(() => dialog.open()).toThrow('already opened');
  });

  it('closes with the 300 ms motion and leaves nothing behind', async () => {
    const dialog = createDialog({ win: window, react }, { title: 'T', disableBodyScroll: true });
    dialog.open();
    const shown = dialog.openView(fakeView().view);
    await settle(20);
    await shown;
    expect(document.documentElement.style.overflow).toBe('hidden');
    const closed = dialog.close();
    await settle(0);
    expect(box()?.dataset.phase).toBe('leaving');
    expect(document.documentElement.style.overflow).toBe('');
    await settle(299);
    expect(document.querySelector('.swg-dialog-host')).not.toBeNull();
    await settle(1);
    await closed;
    await settle(0);
    expect(document.querySelector('.swg-dialog-host')).toBeNull();
    expect(document.querySelector('style[data-site-client="swg-dialog"]')).toBeNull();
  });

  it('moves focus into the frame and gives it back on close', async () => {
    document.body.innerHTML = '<button id="opener">Abonnieren</button>';
    document.getElementById('opener')!.focus();
    const dialog = createDialog({ win: window, react }, { title: 'T' });
    const { view } = fakeView();
    dialog.open();
    const shown = dialog.openView(view);
    await settle(20);
    await shown;
    expect(document.activeElement).toBe(view.frame);
    const closed = dialog.close();
    await settle(300);
    await closed;
    await settle(0);
    expect(document.activeElement?.id).toBe('opener');
  });
  it('lets focus go while something outside takes it (a rewarded ad), and takes it again with the next view', async () => {
    document.body.innerHTML = '<button id="opener">Weiterlesen</button><button id="ad">Anzeige</button>';
    document.getElementById('opener')!.focus();
    const dialog = createDialog({ win: window, react }, { title: 'T' });
    dialog.open();
    const first = dialog.openView(fakeView().view);
    await settle(20);
    await first;
    dialog.releaseFocus();
    await settle(0);
    // Focus went back where the reader was; the ad may take it and keep it.
    expect(document.activeElement?.id).toBe('opener');
    document.getElementById('ad')!.focus();
    await settle(0);
    expect(document.activeElement?.id).toBe('ad');
    const { view } = fakeView();
    const next = dialog.openView(view);
    await settle(20);
    await next;
    expect(document.activeElement).toBe(view.frame);
  });
});

describe('the dialog manager', () => {
  it('closes 100 ms after a view completes, unless another view took its place', async () => {
    const manager = createDialogManager({ win: window, react });
    const first = fakeView();
    const shown = manager.openView(first.view, { title: 'T' });
    await settle(20);
    await shown;
    const second = fakeView(200);
    manager.completeView(first.view);
    const next = manager.openView(second.view, { title: 'T' });
    await settle(20);
    await next;
    await settle(100);
    expect(manager.dialog()?.currentView()).toBe(second.view);
    expect(box()?.style.height).toBe('200px');
    manager.completeView(second.view);
    await settle(99);
    expect(manager.dialog()).not.toBeNull();
    await settle(1);
    expect(manager.dialog()).toBeNull();
    await settle(300);
    expect(document.querySelector('.swg-dialog-host')).toBeNull();
  });

  it('Escape dismisses a closable dialog as a cancel and does nothing to a blocking one', async () => {
    const manager = createDialogManager({ win: window, react });
    const blocking = fakeView();
    const shown = manager.openView(blocking.view, { title: 'T', closable: false });
    await settle(20);
    await shown;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle(200);
    expect(manager.dialog()).not.toBeNull();
    manager.completeAll();
    await settle(300);

    const closable = fakeView();
    const open = manager.openView(closable.view, { title: 'T', closable: true });
    await settle(20);
    await open;
    const outcome = closable.view.acceptResult().then(
      () => 'ok',
      (error: Error) => error.name,
    );
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle(0);
    expect(await outcome).toBe('AbortError');
    await settle(100);
    expect(manager.dialog()).toBeNull();
  });
});
