// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createReactHost } from '../../../src/core/react';

// Tell React this is a test environment where act() is used.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

/**
 * The root starts over a few tasks (React DOM, then the root and its first render, then React's
 * own scheduler): wait out several turns of the event loop, since timers and messages interleave.
 */
async function startTasks(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Start the root at once, in the task that first renders. */
const now = (run: () => void) => run();

describe('createReactHost', () => {
  it('renders into legacy elements through portals of one root, and gives one back', async () => {
    document.body.innerHTML = '<span id="a">printed a</span><span id="b">printed b</span>';
    const host = createReactHost(document, { defer: now });
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    let handleA!: ReturnType<typeof host.render>;
    await act(async () => {
      handleA = host.render(a, <strong>A</strong>);
      host.render(b, 'B as text');
    });
    expect(a.textContent).toBe('A');
    expect(a.innerHTML).toBe('<strong>A</strong>');
    expect(b.textContent).toBe('B as text');
    expect(document.querySelectorAll('[data-site-client-root]')).toHaveLength(1);
    await act(async () => handleA.remove());
    expect(a.innerHTML).toBe('printed a');
    expect(b.textContent).toBe('B as text');
    await act(async () => host.destroy());
  });

  it('gives the element back its printed content when a portal is removed', async () => {
    document.body.innerHTML = '<p id="p">Lade …</p>';
    const host = createReactHost(document, { defer: now });
    const p = document.getElementById('p')!;
    let handle!: ReturnType<typeof host.render>;
    await act(async () => {
      handle = host.render(p, 'live value');
    });
    expect(p.textContent).toBe('live value');
    await act(async () => handle.remove());
    await act(async () => undefined);
    expect(p.textContent).toBe('Lade …');
    await act(async () => host.destroy());
    expect(document.querySelector('[data-site-client-root]')).toBeNull();
  });

  it('gives every element back its printed content when the host is destroyed (the bundle stopped)', async () => {
    document.body.innerHTML = '<p id="p">Lade <b>…</b></p><p id="q"></p>';
    const host = createReactHost(document, { defer: now });
    const p = document.getElementById('p')!;
    await act(async () => {
      host.render(p, 'live p');
      host.render(document.getElementById('q')!, 'live q');
    });
    expect(p.textContent).toBe('live p');
    await act(async () => host.destroy());
    expect(p.innerHTML).toBe('Lade <b>…</b>');
    expect(document.getElementById('q')!.innerHTML).toBe('');
  });

  it('puts text in as text, never as HTML', async () => {
    document.body.innerHTML = '<p id="p"></p>';
    const host = createReactHost(document, { defer: now });
    await act(async () => void host.render(document.getElementById('p')!, '<img src=x onerror=alert(1)>'));
    expect(document.querySelector('#p img')).toBeNull();
    expect(document.getElementById('p')!.textContent).toBe('<img src=x onerror=alert(1)>');
    await act(async () => host.destroy());
  });

  describe('by default the root starts in a task of its own', () => {
    it('leaves the printed text and loads nothing until then; the next task commits', async () => {
      document.body.innerHTML = '<p id="p">Lade …</p>';
      const host = createReactHost(document);
      const p = document.getElementById('p')!;
      host.render(p, 'live value');
      expect(p.textContent).toBe('Lade …');
      expect(document.querySelector('[data-site-client-root]')).toBeNull();
      await act(startTasks);
      expect(p.textContent).toBe('live value');
      await act(async () => host.destroy());
    });

    it('a portal removed before the start never touches its element', async () => {
      document.body.innerHTML = '<p id="p">Lade …</p><p id="q">printed q</p>';
      const host = createReactHost(document);
      const p = document.getElementById('p')!;
      const q = document.getElementById('q')!;
      host.render(p, 'live p').remove();
      host.render(q, 'live q');
      await act(startTasks);
      expect(p.textContent).toBe('Lade …');
      expect(q.textContent).toBe('live q');
      await act(async () => host.destroy());
    });

    it('a host destroyed before the start never starts', async () => {
      document.body.innerHTML = '<p id="p">Lade …</p>';
      const host = createReactHost(document);
      host.render(document.getElementById('p')!, 'live value');
      host.destroy();
      await startTasks();
      expect(document.querySelector('[data-site-client-root]')).toBeNull();
      expect(document.getElementById('p')!.textContent).toBe('Lade …');
    });
  });
});
