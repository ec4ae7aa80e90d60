/**
 * The dialog's own stylesheet: the page's theme knows nothing of it, and its rules must not leak
 * into the page. Sizes and motion come from dialog-layout.ts as inline styles; here only what
 * never changes. The overlay and the box are fixed to the window, above everything.
 */
import { DIALOG_ANIMATION_MS, DIALOG_EASING, DIALOG_Z_INDEX } from './dialog-layout';

export const DIALOG_STYLES_ID = 'swg-dialog';

export const DIALOG_CSS = `
.swg-dialog-overlay {
  position: fixed; inset: 0; margin: 0; padding: 0; border: 0;
  background: rgba(32, 33, 36, 0.6);
  z-index: ${DIALOG_Z_INDEX - 1};
  transition: opacity ${DIALOG_ANIMATION_MS}ms ${DIALOG_EASING};
}
.swg-dialog-box {
  position: fixed; left: 50%; bottom: 0; margin: 0; padding: 0; border: 0;
  box-sizing: border-box; min-height: 50px; overflow: hidden;
  background: #fff; color: #202124;
  border-radius: 8px 8px 0 0;
  box-shadow: rgba(60, 64, 67, 0.3) 0 1px 1px, rgba(60, 64, 67, 0.15) 0 1px 4px 1px;
  z-index: ${DIALOG_Z_INDEX};
  transition: transform ${DIALOG_ANIMATION_MS}ms ${DIALOG_EASING}, opacity ${DIALOG_ANIMATION_MS}ms ${DIALOG_EASING};
}
.swg-dialog-box.is-center { top: 50%; bottom: auto; border-radius: 8px; }
.swg-dialog-box.is-full { border-radius: 0; }
.swg-dialog-box:focus { outline: none; }
.swg-dialog-box:focus-visible { outline: 2px solid #1a73e8; outline-offset: -2px; }
.swg-dialog-box > iframe { display: block; width: 100%; height: 100%; border: 0; }
@media (prefers-reduced-motion: reduce) {
  .swg-dialog-overlay, .swg-dialog-box { transition: none; }
}
`;
