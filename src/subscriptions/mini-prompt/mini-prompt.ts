/**
 * Shows the mini prompt for the auto prompt (spec widget §2, §4): the auto prompt decides that a
 * small subscription or contribution prompt is due and calls `showMiniPrompt`; the prompt logs
 * its impression, and hides when the reader presses its title (after logging the click and
 * calling `onClick`, which opens the offers) or closes it. Nothing shows for other prompt types,
 * nor on a document without a head, which the provider's client needs for its stylesheet and
 * reports (spec §8).
 */
import { createElement } from 'react';
import { strings } from '../../core/strings';
import { addStyles } from '../../core/styles';
import type { UiEnv } from '../buttons/ui-env';
import { MiniPrompt } from './MiniPrompt';
import { HEAD_MISSING_WARNING, planMiniPrompt } from './mini-prompt-rules';
import { MINI_PROMPT_CSS, MINI_PROMPT_STYLES_ID } from './mini-prompt-styles';

export interface MiniPromptOptions {
  /** The provider's AutoPromptType: only `subscription` and `contribution` show a mini prompt. */
  autoPromptType: string | null;
  /** `light` or `dark`; anything else is light. */
  theme?: unknown;
  /** The client's language; English when unset. */
  lang?: string | null;
  /** The reader pressed the title. */
  onClick?: () => void;
}

export interface MiniPromptHandle {
  /** Hide it without a reader's action (the client stops, the auto prompt moves on); logs nothing. */
  hide(): void;
  /** Resolves when it is gone, by the reader or by `hide`. */
  readonly hidden: Promise<void>;
}

/** The bundle's own text is German; the close button says so when the prompt is in another language. */
const CLOSE_LANG = 'de';

export function showMiniPrompt(env: UiEnv, options: MiniPromptOptions): MiniPromptHandle | null {
  const plan = planMiniPrompt(options.autoPromptType, options.theme, options.lang ?? null);
  if (!plan) return null;
  const { doc } = env;
  if (!doc.head || !doc.body) {
    env.log.warn(HEAD_MISSING_WARNING);
    return null;
  }
  const removeStyles = addStyles(doc, MINI_PROMPT_STYLES_ID, MINI_PROMPT_CSS);
  const host = doc.createElement('div');
  host.className = 'swg-mini-prompt-host';
  doc.body.append(host);
  let done: () => void = () => undefined;
  const hidden = new Promise<void>((resolve) => (done = resolve));
  let gone = false;
  // Where focus was when it appeared: a keyboard reader who used the prompt goes back there
  // instead of starting over at the top of the page.
  const opener = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;

  const hide = () => {
    if (gone) return;
    gone = true;
    const hadFocus = host.contains(doc.activeElement);
    portal.remove();
    // After React's commit has taken its nodes out.
    queueMicrotask(() => {
      host.remove();
      removeStyles();
    });
    if (hadFocus && opener?.isConnected) opener.focus();
    done();
  };

  const portal = env.react.render(
    host,
    createElement(MiniPrompt, {
      theme: plan.theme,
      lang: plan.lang,
      title: plan.title,
      titleLang: plan.titleLang,
      closeLabel: strings.subscriptions.close,
      closeLang: CLOSE_LANG,
      onTitle() {
        env.analytics(plan.events.click, true);
        options.onClick?.();
        hide();
      },
      onClose() {
        hide();
        env.analytics(plan.events.close, true);
      },
    }),
  );
  env.analytics(plan.events.impression, false);
  return { hide, hidden };
}
