// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReactHost, type ReactHost } from '../../../../src/core/react';
import { NO_CONFIG_ERROR } from '../../../../src/subscriptions/config/page-config';
import type { SubscriptionsRuntime } from '../../../../src/subscriptions/runtime';
import { testRuntime } from '../runtime-support';
import { commit } from './ui-env-support';

let runtime: SubscriptionsRuntime;
let react: ReactHost;
beforeEach(() => {
  react = createReactHost(document, { defer: (run) => run() });
  runtime = testRuntime('https://www.magazin.example/2024/05/02/hitzeschutz-staedte/', { react }).runtime;
});
afterEach(async () => {
  runtime.stop();
  await commit();
  react.destroy();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('the buttons of the SWG client', () => {
  it('createButton(callback): a classic button whose click reaches the callback', async () => {
    const callback = vi.fn();
    const button = runtime.subscriptions.createButton(callback);
    document.body.append(button);
    await commit();
    expect(button.textContent).toBe('Subscribe with Google');
    button.click();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('attachButton(element, options, callback) makes the page’s element the classic button', async () => {
    const callback = vi.fn();
    const element = document.createElement('button');
    document.body.append(element);
    runtime.subscriptions.attachButton(element, { theme: 'dark', lang: 'de' }, callback);
    await commit();
    expect([element.className, element.textContent]).toEqual(['swg-button-dark', 'Abonnieren mit Google']);
    element.click();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each([[null], ['#abo'], [{}]])('attachButton(%j) says what it needs', (value) => {
    expect(() => runtime.subscriptions.attachButton(value, () => undefined)).toThrow('attachButton needs the button element');
  });

  it('attachSmartButton needs the page config, as the provider’s client does', async () => {
    const element = document.createElement('button');
    document.body.append(element);
    await expect(runtime.subscriptions.attachSmartButton(element, () => undefined)).rejects.toThrow(NO_CONFIG_ERROR);
    await expect(runtime.subscriptions.attachSmartButton('button', () => undefined)).rejects.toThrow(
      'attachSmartButton needs the button element',
    );
  });

  it('attachSmartButton on a configured page puts the provider’s /smartboxiframe in the button', async () => {
    runtime.subscriptions.init('magazin.example:openaccess');
    const element = document.createElement('button');
    document.body.append(element);
    await runtime.subscriptions.attachSmartButton(element, { lang: 'de' }, () => undefined);
    await commit();
    const frame = element.querySelector('iframe');
    expect(frame?.title).toBe('„Abonnieren mit Google“-Button');
    await vi.waitFor(() => expect(frame?.src).toMatch(/^https:\/\/news\.google\.com\/swg\/ui\/v1\/smartboxiframe\?_=\d+$/));
    expect(element.classList.contains('swg-smart-button')).toBe(true);
  });
});
