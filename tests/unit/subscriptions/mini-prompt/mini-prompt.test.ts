// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAD_MISSING_WARNING } from '../../../../src/subscriptions/mini-prompt/mini-prompt-rules';
import { showMiniPrompt } from '../../../../src/subscriptions/mini-prompt/mini-prompt';
import { createEventBus } from '../../../../src/subscriptions/events/event-bus';
import { parseProviderSettings } from '../../../../src/subscriptions/api/provider-settings';
import { createSubscriptionsUi } from '../../../../src/subscriptions/ui/ui';
import { manualClock } from '../../../support/test-context';
import { cleanUp, commit, testUiEnv, type TestUiEnv } from '../buttons/ui-env-support';
import { analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';

let env: TestUiEnv;
beforeEach(() => (env = testUiEnv()));
afterEach(() => cleanUp(env));

const prompt = () => document.querySelector<HTMLElement>('.swg-mini-prompt');
const titleButton = () => prompt()?.querySelector<HTMLButtonElement>('.swg-mini-prompt-title') ?? null;
const closeButton = () => prompt()?.querySelector<HTMLButtonElement>('.swg-mini-prompt-close') ?? null;

describe('the mini prompt', () => {
  it('a labelled, non-modal dialog bar: the "G", the title as a button, a close button named "Schließen"', async () => {
    const shown = showMiniPrompt(env, { autoPromptType: 'subscription', theme: 'light', lang: 'de' });
    expect(shown).not.toBeNull();
    await commit();
    const dialog = prompt();
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.hasAttribute('aria-modal')).toBe(false);
    expect([dialog?.getAttribute('lang'), dialog?.className]).toEqual(['de', 'swg-mini-prompt is-light']);
    const label = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('Abonnieren mit Google');
    expect(titleButton()?.contains(label ?? null)).toBe(true);
    expect(titleButton()?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(closeButton()?.getAttribute('aria-label')).toBe('Schließen');
    // Same language as the prompt: no extra lang attributes.
    expect([label?.hasAttribute('lang'), closeButton()?.hasAttribute('lang')]).toEqual([false, false]);
    expect(document.activeElement).toBe(document.body);
    expect(env.events).toEqual(['IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT (auto)']);
  });

  it('dark, for a contribution; an English prompt marks the German close label', async () => {
    showMiniPrompt(env, { autoPromptType: 'contribution', theme: 'dark', lang: 'en' });
    await commit();
    expect(prompt()?.className).toBe('swg-mini-prompt is-dark');
    expect(titleButton()?.textContent).toBe('Contribute with Google');
    expect(closeButton()?.getAttribute('lang')).toBe('de');
  });

  it('pressing the title logs the click, calls the auto prompt back, and hides', async () => {
    const onClick = vi.fn(() => expect(env.events.at(-1)).toBe('ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLICK'));
    const shown = showMiniPrompt(env, { autoPromptType: 'subscription', lang: 'de', onClick });
    await commit();
    titleButton()?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await shown?.hidden;
    await commit();
    expect(prompt()).toBeNull();
    expect(document.querySelector('.swg-mini-prompt-host')).toBeNull();
    expect(document.querySelector('style[data-site-client="swg-mini-prompt"]')).toBeNull();
  });

  it('closing hides it and logs the close, without calling back', async () => {
    const onClick = vi.fn();
    showMiniPrompt(env, { autoPromptType: 'contribution', lang: 'de', onClick });
    await commit();
    closeButton()?.click();
    await commit();
    expect(prompt()).toBeNull();
    expect(onClick).not.toHaveBeenCalled();
    expect(env.events).toEqual(['IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT (auto)', 'ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLOSE']);
  });

  it('Escape inside it closes it, and focus goes back where it was when the prompt appeared', async () => {
    document.body.innerHTML = '<a href="#artikel">Artikel</a>';
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.focus();
    showMiniPrompt(env, { autoPromptType: 'subscription', lang: 'de' });
    await commit();
    titleButton()?.focus();
    titleButton()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await commit();
    expect(prompt()).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(env.events.at(-1)).toBe('ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLOSE');
  });

  it.each([['subscription_large'], ['contribution_large'], ['none'], [null]])('shows nothing for %j', async (type) => {
    expect(showMiniPrompt(env, { autoPromptType: type, lang: 'de' })).toBeNull();
    await commit();
    expect(prompt()).toBeNull();
    expect(env.events).toEqual([]);
  });

  it('a document without a head: the spec’s warning, and nothing shows', async () => {
    document.head.remove();
    try {
      expect(showMiniPrompt(env, { autoPromptType: 'subscription', lang: 'de' })).toBeNull();
      await commit();
      expect(prompt()).toBeNull();
      expect(env.log.lines.map((line) => [line.level, line.message])).toEqual([['warn', HEAD_MISSING_WARNING]]);
      expect(env.events).toEqual([]);
    } finally {
      document.documentElement.prepend(document.createElement('head'));
    }
  });

  it('hide() takes it away without logging a reader’s action', async () => {
    const shown = showMiniPrompt(env, { autoPromptType: 'subscription', lang: 'de' });
    await commit();
    shown?.hide();
    shown?.hide();
    await commit();
    expect(prompt()).toBeNull();
    expect(env.events).toEqual(['IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT (auto)']);
  });
});

describe('the client’s UI', () => {
  it('shows the mini prompt with its bus and hides it when the client stops', async () => {
    const bus = createEventBus(env.log);
    const events: string[] = [];
    bus.on('analytics', ({ eventType }) => events.push(analyticsEventLabel(eventType)));
    const ui = createSubscriptionsUi({
      win: window,
      log: env.log,
      clock: manualClock(),
      settings: parseProviderSettings(undefined, env.log),
      bus,
      react: env.react,
    });
    const shown = ui.miniPrompt({ autoPromptType: 'subscription', lang: 'de' });
    await commit();
    expect(prompt()).not.toBeNull();
    expect(events).toEqual(['IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT']);
    ui.stop();
    await shown?.hidden;
    await commit();
    expect(prompt()).toBeNull();
  });
});
