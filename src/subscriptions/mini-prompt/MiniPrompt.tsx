/**
 * The mini prompt: a small bar at the bottom of the window with the "G", the title (pressing it
 * opens what the prompt offers) and a close button. A non-modal dialog: it takes no focus when it
 * appears (the reader is reading), it is named by its title, and Escape inside it closes it.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { GoogleIcon } from '../buttons/GoogleIcon';
import type { ButtonTheme } from '../buttons/button-options';
import { primaryLang } from '../buttons/button-texts';

export interface MiniPromptProps {
  theme: ButtonTheme;
  lang: string;
  title: string;
  titleLang: string;
  closeLabel: string;
  /** The language of the close button's name (the bundle's own text). */
  closeLang: string;
  onTitle(): void;
  onClose(): void;
}

function CloseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function MiniPrompt({ theme, lang, title, titleLang, closeLabel, closeLang, onTitle, onClose }: MiniPromptProps): ReactNode {
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const sameLang = (other: string) => primaryLang(other) === primaryLang(lang);
  return (
    <div role="dialog" aria-labelledby={titleId} lang={lang} className={`swg-mini-prompt is-${theme}`} onKeyDown={onKeyDown}>
      <button type="button" className="swg-mini-prompt-title" onClick={onTitle}>
        <GoogleIcon className="swg-mini-prompt-icon" mono={theme === 'dark'} />
        <span id={titleId} lang={sameLang(titleLang) ? undefined : titleLang}>
          {title}
        </span>
      </button>
      <button
        type="button"
        className="swg-mini-prompt-close"
        aria-label={closeLabel}
        lang={sameLang(closeLang) ? undefined : closeLang}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
