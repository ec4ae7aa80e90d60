/**
 * The buttons' stylesheet, under the provider's class names so a page's own rules for them keep
 * working. Sizes follow the provider's (classic 240 × 40, subscribe and contribute 237 × 44, the
 * smart button's frame 300 × 126); the minimum width is set per button from its text's language
 * (button-width.ts), and a button in a narrower container shrinks to it and lets its text wrap
 * rather than overflow. Focus is always visible (the provider's stylesheet removes the outline).
 * Disabled: a <button> by its attribute, every other element by aria-disabled.
 */
export const BUTTON_STYLES_ID = 'swg-buttons';

export const BUTTON_CSS = `
.swg-button-light, .swg-button-dark, .swg-button-v2-light, .swg-button-v2-dark {
  display: inline-flex; align-items: center; gap: 8px; box-sizing: border-box;
  width: 237px; max-width: 100%; min-height: 44px; margin: 0; padding: 8px 16px;
  border: 1px solid transparent; border-radius: 4px;
  font: 500 14px/1.3 "Google Sans", Roboto, Arial, sans-serif; letter-spacing: 0.01em;
  text-align: start; text-transform: none; white-space: normal; vertical-align: middle;
  cursor: pointer; -webkit-appearance: none; appearance: none; outline-offset: 2px;
}
.swg-button-light, .swg-button-dark { width: 240px; min-height: 40px; justify-content: center; }
.swg-button-icon { flex: none; width: 18px; height: 18px; }
.swg-button-light, .swg-button-v2-light { background: #fff; color: #1967d2; border-color: #dadce0; }
.swg-button-light { border-color: transparent; box-shadow: 0 1px 1px rgba(60, 64, 67, 0.3), 0 1px 3px 1px rgba(60, 64, 67, 0.15); }
.swg-button-dark { background: #000; color: #fff; }
.swg-button-v2-dark { background: #3c4043; color: #fff; }
.swg-button-light:hover, .swg-button-v2-light:hover { background: #f4f8fe; box-shadow: 0 1px 2px rgba(60, 64, 67, 0.3), 0 1px 3px 1px rgba(60, 64, 67, 0.15); }
.swg-button-dark:hover, .swg-button-v2-dark:hover { background: #202124; }
.swg-button-light:focus-visible, .swg-button-v2-light:focus-visible { outline: 2px solid #1a73e8; }
.swg-button-dark:focus-visible, .swg-button-v2-dark:focus-visible { outline: 2px solid #8ab4f8; }
.swg-button-light:is([disabled], [aria-disabled="true"]), .swg-button-v2-light:is([disabled], [aria-disabled="true"]) {
  cursor: default; background: #fff; color: rgba(60, 64, 67, 0.38); border-color: rgba(60, 64, 67, 0.12); box-shadow: none;
}
.swg-button-dark:is([disabled], [aria-disabled="true"]), .swg-button-v2-dark:is([disabled], [aria-disabled="true"]) {
  cursor: default; background: #3c4043; color: rgba(255, 255, 255, 0.38);
}
:is([disabled], [aria-disabled="true"]) > .swg-button-icon { filter: grayscale(1); opacity: 0.38; }
.swg-smart-button {
  position: relative; display: inline-block; box-sizing: border-box;
  width: 300px; min-width: 300px; max-width: 100%; min-height: 126px;
  margin: 0; padding: 0; border: 0; border-radius: 0; background: transparent; overflow: hidden;
}
.swg-smart-button:focus-visible { outline: 2px solid #1a73e8; outline-offset: 2px; }
.swg-smart-button-frame, .swg-smart-button-frame > iframe {
  position: absolute; inset: 0; display: block; width: 100%; height: 100%; margin: 0; border: 0;
}
`;
