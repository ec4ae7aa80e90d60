/**
 * Styles of what the single-post infinite load creates (its loader and its retry notice); the
 * articles themselves are the theme's markup, styled by the theme (fragments/theme/css/single.css).
 */
export const SINGLE_STYLES_ID = 'theme-single-infinite';

export const SINGLE_CSS = `
.single-infinite-tail{min-height:1px}
.single-infinite-status,.single-infinite-error{display:flex;flex-wrap:wrap;align-items:center;gap:10px 14px;margin:28px 0;padding:14px 18px;border-top:1px solid #e3e0d8;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1b1f}
.single-infinite-status::before{content:"";flex:none;width:18px;height:18px;border:2px solid #d8d6d0;border-top-color:#b3122e;border-radius:50%;animation:single-infinite-spin .7s linear infinite}
@keyframes single-infinite-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.single-infinite-status::before{animation-duration:2s}}
.single-infinite-error{background:#fbeef0;border-top-color:#b3122e}
.single-infinite-retry{padding:5px 14px;border:1px solid #b3122e;border-radius:4px;background:#fff;color:#8a0d22;font:600 14px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.single-infinite-retry:focus-visible{outline:2px solid #b3122e;outline-offset:2px}
`;
