/**
 * The mini prompt's stylesheet: the provider's bar (375 px wide and 64 px high, 10 px above the
 * bottom, centred; full width on phones, flush with the bottom with rounded top corners), in our
 * own rules. It sits above the page's chrome and below the provider's dialog, which may open from
 * it. Both buttons show their focus; the theme styles every button, so the prompt's buttons get
 * their own rules.
 */
import { DIALOG_Z_INDEX } from '../dialogs/dialog-layout';

export const MINI_PROMPT_STYLES_ID = 'swg-mini-prompt';

export const MINI_PROMPT_CSS = `
.swg-mini-prompt {
  position: fixed; left: 50%; bottom: 10px; transform: translateX(-50%);
  z-index: ${DIALOG_Z_INDEX - 2};
  display: flex; align-items: center; box-sizing: border-box;
  width: 375px; max-width: 100%; min-height: 64px; margin: 0; padding: 0 4px 0 0;
  border-radius: 8px; font: 500 16px/1.3 "Google Sans", Roboto, Arial, sans-serif; letter-spacing: 0.01em;
}
.swg-mini-prompt.is-light { background: #fff; color: #202124; box-shadow: 0 0 10px rgba(60, 64, 67, 0.15); }
.swg-mini-prompt.is-dark { background: #3c4043; color: #fff; box-shadow: 0 0 10px rgba(0, 0, 0, 0.25); }
.swg-mini-prompt.is-light:hover { box-shadow: 0 0 10px rgba(60, 64, 67, 0.3); }
.swg-mini-prompt.is-dark:hover { box-shadow: 0 0 10px rgba(0, 0, 0, 0.35); }
@media (max-width: 480px) {
  .swg-mini-prompt { bottom: 0; border-radius: 8px 8px 0 0; }
}
.swg-mini-prompt button {
  margin: 0; border: 0; background: transparent; color: inherit; font: inherit; letter-spacing: inherit;
  text-transform: none; cursor: pointer; -webkit-appearance: none; appearance: none;
}
.swg-mini-prompt .swg-mini-prompt-title {
  flex: 1 1 auto; display: flex; align-items: center; gap: 16px; align-self: stretch;
  padding: 0 8px 0 24px; border-radius: 8px 0 0 8px; text-align: start;
}
.swg-mini-prompt-icon { flex: none; width: 24px; height: 24px; }
.swg-mini-prompt .swg-mini-prompt-close {
  flex: none; display: flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; margin: 12px; padding: 8px; border-radius: 50%;
}
.swg-mini-prompt.is-light .swg-mini-prompt-close { color: #5f6368; }
.swg-mini-prompt.is-light .swg-mini-prompt-close:hover { background: #f1f3f4; }
.swg-mini-prompt.is-dark .swg-mini-prompt-close:hover { background: #5f6368; }
.swg-mini-prompt.is-light button:focus-visible { outline: 2px solid #1a73e8; outline-offset: -2px; }
.swg-mini-prompt.is-dark button:focus-visible { outline: 2px solid #8ab4f8; outline-offset: -2px; }
`;
