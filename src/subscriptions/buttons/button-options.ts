/**
 * The arguments of the provider's button calls, read as the provider's client reads them: the
 * options may be left out and the callback given in their place (`createButton(callback)`), a
 * theme other than light or dark is light (spec widget §5), and whatever a page passes that is not
 * what the API documents is ignored rather than thrown at, because publisher code written for the
 * provider's client must run unchanged.
 */
import { isRecord } from '../../core/wp-config';

export type ButtonTheme = 'light' | 'dark';

/** What a page may pass as `options` (the provider's ButtonOptions and SmartButtonOptions together). */
interface ButtonOptions {
  theme: ButtonTheme;
  /** The page's language for the button, or null: then the element's own, else its document's. */
  lang: string | null;
  /** Null when the page did not say; each kind of button decides what that means (button-kinds.ts). */
  enable: boolean | null;
  /** The smart button's message colour, handed to its frame. */
  messageTextColor: string | null;
}

export type ButtonCallback = (event?: Event) => void;

export interface ButtonArgs {
  options: ButtonOptions;
  callback: ButtonCallback | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Spec widget §5: "Button theme must be light or dark, else it defaults to light." */
export function buttonTheme(value: unknown): ButtonTheme {
  return value === 'dark' ? 'dark' : 'light';
}

/** The provider's `(optionsOrCallback, callback?)` pair as options and the one callback that counts. */
export function readButtonArgs(optionsOrCallback: unknown, callback?: unknown): ButtonArgs {
  const raw = isRecord(optionsOrCallback) ? optionsOrCallback : {};
  // The provider's order: a callback in the options' place wins over a second one.
  const chosen = typeof optionsOrCallback === 'function' ? optionsOrCallback : typeof callback === 'function' ? callback : null;
  return {
    options: {
      theme: buttonTheme(raw['theme']),
      lang: text(raw['lang']),
      enable: typeof raw['enable'] === 'boolean' ? raw['enable'] : null,
      messageTextColor: text(raw['messageTextColor']),
    },
    callback: chosen as ButtonCallback | null,
  };
}
