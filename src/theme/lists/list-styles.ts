/**
 * Styles of what the bundle adds to a list block (error with retry, empty message) and the fade
 * of replace mode. The theme's own markup (`.load-animation`, `.loadmore-animation`,
 * `disable-pagination`, `is-disable`, `is-hide` …) is styled by the theme's stylesheet.
 */
import { SYSTEM_FONT } from '../../core/styles';

export const LIST_STYLES_ID = 'theme-lists';

export const LIST_CSS = `
.block-wrap .content-wrap{position:relative}
.block-wrap .content-inner{transition:opacity .2s ease}
.block-wrap .load-animation .screen-reader-text{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.block-error{display:flex;flex-wrap:wrap;align-items:center;gap:10px 16px;margin:18px 0;padding:12px 16px;border-left:4px solid #b3122e;background:#fbeef0;color:#1b1b1f;font:15px/1.5 ${SYSTEM_FONT}}
.block-retry{padding:6px 16px;border:1px solid #8a0d22;border-radius:4px;background:#fff;color:#8a0d22;font:600 14px ${SYSTEM_FONT}}
.block-retry[aria-disabled="true"]{opacity:.6;cursor:progress}
.block-empty{margin:18px 0;padding:12px 16px;background:#faf8f4;color:#1b1b1f;font:15px/1.5 ${SYSTEM_FONT}}
@media (prefers-reduced-motion:reduce){.block-wrap .content-inner,.block-wrap .opacity-animate{transition:none}}
`;
