/**
 * Styles of what the live search itself creates (the spinner in the field, the retry notice):
 * the theme's stylesheet knows nothing of them. The popup and the result items the server
 * prints are styled by the theme (fixtures: fragments/theme/css/search.css).
 */
export const SEARCH_STYLES_ID = 'theme-live-search';

export const SEARCH_CSS = `
.nav-search-live .search-form{position:relative}
.live-search-loader{position:absolute;top:50%;right:10px;width:16px;height:16px;margin-top:-8px;border:2px solid #d8d6d0;border-top-color:#b3122e;border-radius:50%;animation:live-search-spin .7s linear infinite;pointer-events:none}
@keyframes live-search-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.live-search-loader{animation-duration:2s}}
.navbar-search-response[aria-busy=true] > :not(.live-search-status){opacity:.55}
.live-search-status,.live-search-error{margin:0;padding:12px 14px;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1b1f}
.live-search-error{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px}
.live-search-retry{padding:4px 12px;border:1px solid #b3122e;border-radius:4px;background:#fff;color:#8a0d22;font:600 13px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.live-search-retry:focus-visible{outline:2px solid #b3122e;outline-offset:2px}
`;
