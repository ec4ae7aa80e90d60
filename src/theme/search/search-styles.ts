/**
 * Styles of what the live search itself creates (the failure notice and its retry button): the
 * theme's stylesheet knows nothing of them. The popup, the animation and the result items the
 * server prints are styled by the theme (fixtures: fragments/theme/css/search.css).
 */
import { SYSTEM_FONT } from '../../core/styles';

export const SEARCH_STYLES_ID = 'theme-live-search';

export const SEARCH_CSS = `
.navbar-search-response[aria-busy=true]{opacity:.55}
.live-search-error{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:0;padding:12px 14px;font:14px/1.4 ${SYSTEM_FONT};color:#1b1b1f;background:#fff}
.live-search-retry{padding:4px 12px;border:1px solid #b3122e;border-radius:4px;background:#fff;color:#8a0d22;font:600 13px ${SYSTEM_FONT}}
.live-search-retry:focus-visible{outline:2px solid #b3122e;outline-offset:2px}
`;
