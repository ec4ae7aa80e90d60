/**
 * Styles of what the bundle adds to a list block (loader, error with retry, notice, empty
 * message, the fade of replace mode). The theme's own markup is styled by its stylesheet.
 */
export const LIST_STYLES_ID = 'theme-lists';

export const LIST_CSS = `
.block-wrap .content-wrap{position:relative}
.block-wrap .content-inner{transition:opacity .2s ease}
.block-wrap.is-replacing .content-inner{opacity:.3}
.block-loader{display:flex;justify-content:center;align-items:center;gap:6px;min-height:28px}
.block-wrap.is-replacing .content-wrap>.block-loader{position:absolute;top:48px;left:0;right:0}
.block-loader i{width:9px;height:9px;border-radius:50%;background:#b3122e;animation:block-loader-dot 1s infinite ease-in-out both}
.block-loader i:nth-child(2){animation-delay:.16s}
.block-loader i:nth-child(3){animation-delay:.32s}
@keyframes block-loader-dot{0%,80%,100%{transform:scale(.4);opacity:.4}40%{transform:scale(1);opacity:1}}
.block-loader-text,.block-wrap .sc-hidden-text{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.block-error{display:flex;flex-wrap:wrap;align-items:center;gap:10px 16px;margin:18px 0;padding:12px 16px;border-left:4px solid #b3122e;background:#fbeef0;color:#1b1b1f;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.block-retry{padding:6px 16px;border:1px solid #8a0d22;border-radius:4px;background:#fff;color:#8a0d22;font:600 14px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.block-retry[aria-disabled="true"]{opacity:.6;cursor:progress}
.block-notice,.block-empty{margin:18px 0;padding:12px 16px;background:#faf8f4;color:#1b1b1f;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.block-wrap .is-disable[aria-disabled="true"]{opacity:.45;pointer-events:none;cursor:default}
@media (prefers-reduced-motion:reduce){.block-wrap .content-inner{transition:none}.block-loader i{animation:none;opacity:1}}
`;
