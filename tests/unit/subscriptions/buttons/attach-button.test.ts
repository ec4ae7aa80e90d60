// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachButton } from '../../../../src/subscriptions/buttons/attach-button';
import { readButtonArgs } from '../../../../src/subscriptions/buttons/button-options';
import { elementLang } from '../../../../src/subscriptions/buttons/button-texts';
import { cleanUp, commit, testUiEnv, type TestUiEnv } from './ui-env-support';

let env: TestUiEnv;
beforeEach(() => (env = testUiEnv()));
afterEach(() => cleanUp(env));

function pageButton(html = '<button></button>'): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

describe('the language of an element', () => {
  it('is its own, else its nearest ancestor’s, else English', () => {
    document.documentElement.lang = 'de-DE';
    const outer = pageButton('<div lang="ja"><span></span></div>');
    expect(elementLang(outer.querySelector('span') as Element)).toBe('ja');
    expect(elementLang(pageButton('<p></p>'))).toBe('de-DE');
    document.documentElement.removeAttribute('lang');
    expect(elementLang(pageButton('<p></p>'))).toBe('en');
  });
});

describe('attaching a button', () => {
  it('renders the "G" and the text in the page’s language, sized for it', async () => {
    document.documentElement.lang = 'de-DE';
    const button = pageButton();
    attachButton(env, button, 'subscribe', readButtonArgs({ enable: true }));
    await commit();
    expect(button.textContent).toBe('Abonnieren mit Google');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.className).toBe('swg-button-v2-light');
    expect(button.style.minWidth).toBe('183px');
    expect(button.hasAttribute('lang')).toBe(false);
    expect(button.title).toBe('');
    expect(button.getAttribute('type')).toBe('button');
    expect(document.querySelector('style[data-site-client="swg-buttons"]')).not.toBeNull();
  });

  it('the classic button carries its text as title too, and takes the language the page passes', async () => {
    const button = pageButton();
    attachButton(env, button, 'classic', readButtonArgs({ lang: 'ja', theme: 'dark' }));
    await commit();
    expect(button.getAttribute('lang')).toBe('ja');
    expect(button.title).toBe('Google で購読');
    expect(button.textContent).toBe('Google で購読');
    expect(button.className).toBe('swg-button-dark');
    expect(button.style.minWidth).toBe('148px');
    // Dark: the "G" takes the text's colour.
    expect(button.querySelector('path')?.getAttribute('stroke')).toBe('currentColor');
  });

  it('marks a text that is not in the button’s language', async () => {
    const button = pageButton();
    attachButton(env, button, 'contribute', readButtonArgs({ lang: 'fr', enable: true }));
    await commit();
    expect(button.querySelector('.swg-button-text')?.getAttribute('lang')).toBe('en');
    expect(button.textContent).toBe('Contribute with Google');
    expect(button.style.minWidth).toBe('152px');
  });

  it('logs the impression on attach, and on a click the provider’s click event before the page’s callback', async () => {
    const seen: string[] = [];
    const callback = vi.fn((event?: Event) => seen.push(`${event?.type ?? 'no event'} after ${env.events.at(-1) ?? 'nothing'}`));
    const button = pageButton();
    attachButton(env, button, 'subscribe', readButtonArgs({ enable: true }, callback));
    expect(env.events).toEqual(['IMPRESSION_SHOW_OFFERS_SWG_BUTTON (?)']);
    await commit();
    button.click();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['click after ACTION_SWG_BUTTON_SHOW_OFFERS_CLICK']);
  });

  it('a standard button the provider does not enable is disabled and hears no click', async () => {
    const callback = vi.fn();
    const button = pageButton() as HTMLButtonElement;
    attachButton(env, button, 'contribute', readButtonArgs({ enable: false }, callback));
    await commit();
    expect(button.disabled).toBe(true);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();
    expect(env.events).toEqual(['IMPRESSION_SHOW_CONTRIBUTIONS_SWG_BUTTON (?)']);
  });

  it('an element that is not a <button> becomes a focusable button that Enter and Space press', async () => {
    const callback = vi.fn();
    const element = pageButton('<div></div>');
    attachButton(env, element, 'classic', readButtonArgs(callback));
    await commit();
    expect([element.getAttribute('role'), element.tabIndex]).toEqual(['button', 0]);
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    element.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(callback).toHaveBeenCalledTimes(1);
    element.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('a disabled element that is not a <button> says so and ignores clicks', async () => {
    const callback = vi.fn();
    const element = pageButton('<span></span>');
    attachButton(env, element, 'subscribe', readButtonArgs(callback));
    await commit();
    expect(element.getAttribute('aria-disabled')).toBe('true');
    element.click();
    expect(callback).not.toHaveBeenCalled();
  });

  it('detaching gives the element its printed content back and ends its listeners', async () => {
    const callback = vi.fn();
    const button = pageButton('<button>Jetzt abonnieren</button>');
    const attached = attachButton(env, button, 'classic', readButtonArgs(callback));
    await commit();
    expect(button.textContent).toBe('Subscribe with Google');
    attached.detach();
    await commit();
    expect(button.textContent).toBe('Jetzt abonnieren');
    expect(button.className).toBe('');
    expect(button.style.minWidth).toBe('');
    button.click();
    expect(callback).not.toHaveBeenCalled();
    expect(document.querySelector('style[data-site-client="swg-buttons"]')).toBeNull();
  });
});
