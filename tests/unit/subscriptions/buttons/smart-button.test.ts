// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readButtonArgs } from '../../../../src/subscriptions/buttons/button-options';
import { createButtons } from '../../../../src/subscriptions/buttons/buttons';
import { attachSmartButton, type OpenSmartBox } from '../../../../src/subscriptions/buttons/smart-button';
import { cleanUp, commit, testUiEnv, type TestUiEnv } from './ui-env-support';

let env: TestUiEnv;
beforeEach(() => (env = testUiEnv()));
afterEach(() => cleanUp(env));

const PAGE = { url: 'https://news.google.com/swg/ui/v1/smartboxiframe?_=1', publicationId: 'magazin.example' };

/** The provider's smart box page: records how it was opened and sends what the test says. */
function fakeSmartBox() {
  const opened: { inPage: boolean; url: string; args: Record<string, unknown>; title: string }[] = [];
  let send: (message: { isClicked: boolean | null }) => void = () => undefined;
  const disconnect = vi.fn();
  const open: OpenSmartBox = async (frame, url, args) => {
    opened.push({ inPage: frame.isConnected, url, args, title: frame.title });
    return {
      on(message, callback) {
        if (message().label === 'SmartBoxMessage') send = callback as (value: { isClicked: boolean | null }) => void;
      },
      disconnect,
    };
  };
  return { open, opened, send: (message: { isClicked: boolean | null }) => send(message), disconnect };
}

function pageButton(): HTMLButtonElement {
  const button = document.createElement('button');
  document.body.append(button);
  return button;
}

describe('the smart button', () => {
  it('puts the provider’s frame in the button, in the page before it connects, with the page’s options', async () => {
    const box = fakeSmartBox();
    const button = pageButton();
    attachSmartButton(env, button, readButtonArgs({ theme: 'dark', lang: 'de', messageTextColor: '#1a1a1a' }), PAGE, box.open);
    await commit();
    expect(button.classList.contains('swg-smart-button')).toBe(true);
    expect(button.querySelector('.swg-smart-button-frame > iframe')).not.toBeNull();
    expect(box.opened).toEqual([
      {
        inPage: true,
        url: PAGE.url,
        args: { publicationId: 'magazin.example', theme: 'dark', lang: 'de', messageTextColor: '#1a1a1a', _client: 'SwG 1.0.113' },
        title: '„Abonnieren mit Google“-Button',
      },
    ]);
    // The smart button logs no impression of its own.
    expect(env.events).toEqual([]);
  });

  it('a press in the frame logs the click and calls the page; other messages do nothing', async () => {
    const box = fakeSmartBox();
    const callback = vi.fn();
    attachSmartButton(env, pageButton(), readButtonArgs(callback), PAGE, box.open);
    await commit();
    box.send({ isClicked: false });
    box.send({ isClicked: null });
    expect(callback).not.toHaveBeenCalled();
    box.send({ isClicked: true });
    expect(callback).toHaveBeenCalledTimes(1);
    expect(env.events).toEqual(['ACTION_SWG_BUTTON_CLICK']);
  });

  it('a click on the button around the frame counts too', async () => {
    const callback = vi.fn();
    const button = pageButton();
    attachSmartButton(env, button, readButtonArgs({}, callback), PAGE, fakeSmartBox().open);
    await commit();
    button.click();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a frame that cannot connect is logged, and the page goes on', async () => {
    const failing: OpenSmartBox = () => Promise.reject(new Error('iframe must be in DOM'));
    attachSmartButton(env, pageButton(), readButtonArgs(undefined), PAGE, failing);
    await commit();
    expect(env.log.lines.map((line) => line.message)).toEqual(['the smart button could not be shown']);
  });

  it('detaching disconnects the frame and empties the button', async () => {
    const box = fakeSmartBox();
    const button = pageButton();
    const attached = attachSmartButton(env, button, readButtonArgs(undefined), PAGE, box.open);
    await commit();
    attached.detach();
    await commit();
    expect(box.disconnect).toHaveBeenCalledTimes(1);
    expect(button.querySelector('iframe')).toBeNull();
  });
});

describe('the buttons of a page', () => {
  it('createButton makes a classic <button> not yet in the page', async () => {
    const buttons = createButtons(env, fakeSmartBox().open);
    const button = buttons.create(readButtonArgs({ lang: 'de' }));
    document.body.append(button);
    await commit();
    expect([button.tagName, button.className, button.title, button.textContent]).toEqual([
      'BUTTON',
      'swg-button-light',
      'Abonnieren mit Google',
      'Abonnieren mit Google',
    ]);
    expect(env.events).toEqual(['IMPRESSION_SWG_BUTTON (?)']);
  });

  it('attaching an element again replaces the first attach: one click, one callback', async () => {
    const buttons = createButtons(env, fakeSmartBox().open);
    const first = vi.fn();
    const second = vi.fn();
    const button = pageButton();
    buttons.attach(button, 'classic', readButtonArgs({ theme: 'dark' }, first));
    buttons.attach(button, 'classic', readButtonArgs({ theme: 'light' }, second));
    await commit();
    button.click();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    expect(button.className).toBe('swg-button-light');
  });

  it('stop gives every button back and attaches nothing more', async () => {
    const buttons = createButtons(env, fakeSmartBox().open);
    const callback = vi.fn();
    const button = pageButton();
    buttons.attach(button, 'subscribe', readButtonArgs({ enable: true }, callback));
    await commit();
    buttons.stop();
    await commit();
    button.click();
    expect(callback).not.toHaveBeenCalled();
    expect(button.textContent).toBe('');
    const later = pageButton();
    buttons.attach(later, 'subscribe', readButtonArgs({ enable: true }));
    expect(later.className).toBe('');
  });
});
