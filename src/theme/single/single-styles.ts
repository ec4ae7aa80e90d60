/**
 * Styles of what the single-post infinite load adds to the theme's load point: the retry notice
 * (the point is 30 px tall in the theme's CSS; a failed one grows to hold the notice). The
 * loader is the theme's own `.loadmore-animation`.
 */
import { SYSTEM_FONT } from '../../core/styles';

export const SINGLE_STYLES_ID = 'theme-single-infinite';

export const SINGLE_CSS = `
.single-infinite-point.is-failed{height:auto}
.single-infinite-error{display:flex;flex-wrap:wrap;align-items:center;gap:10px 14px;margin:28px 0;padding:14px 18px;border-top:1px solid #b3122e;background:#fbeef0;font:15px/1.4 ${SYSTEM_FONT};color:#1b1b1f}
.single-infinite-retry{padding:5px 14px;border:1px solid #b3122e;border-radius:4px;background:#fff;color:#8a0d22;font:600 14px ${SYSTEM_FONT}}
.single-infinite-retry:focus-visible{outline:2px solid #b3122e;outline-offset:2px}
.single-infinite-status.screen-reader-text{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
