// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createReactHost } from '../../../src/core/react';

// Tell React this is a test environment where act() is used.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

describe('createReactHost', () => {
  it('renders into legacy elements through portals of one root, and updates them', async () => {
    document.body.innerHTML = '<span id="a">printed a</span><span id="b">printed b</span>';
    const host = createReactHost(document);
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    let handleA!: ReturnType<typeof host.render>;
    await act(async () => {
      handleA = host.render(a, <strong>A</strong>);
      host.render(b, 'B as text');
    });
    expect(a.innerHTML).toBe('<strong>A</strong>');
    expect(b.textContent).toBe('B as text');
    expect(document.querySelectorAll('[data-site-client-root]')).toHaveLength(1);
    await act(async () => handleA.update(<em>A2</em>));
    expect(a.innerHTML).toBe('<em>A2</em>');
    await act(async () => host.destroy());
  });

  it('gives the element back its printed content when a portal is removed', async () => {
    document.body.innerHTML = '<p id="p">Lade …</p>';
    const host = createReactHost(document);
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

  it('puts text in as text, never as HTML', async () => {
    document.body.innerHTML = '<p id="p"></p>';
    const host = createReactHost(document);
    await act(async () => void host.render(document.getElementById('p')!, '<img src=x onerror=alert(1)>'));
    expect(document.querySelector('#p img')).toBeNull();
    expect(document.getElementById('p')!.textContent).toBe('<img src=x onerror=alert(1)>');
    await act(async () => host.destroy());
  });
});
