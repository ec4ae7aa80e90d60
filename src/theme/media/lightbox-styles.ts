/** CSS of the lightbox the bundle renders (the theme's stylesheet knows nothing of it). */
export const LIGHTBOX_CSS = `
.rb-lightbox{position:fixed;inset:0;z-index:100000;display:flex;align-items:center;justify-content:center;padding:56px 64px;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#fff}
.rb-lightbox-backdrop{position:absolute;inset:0;background:rgba(12,12,14,.92)}
.rb-lightbox-figure{position:relative;margin:0;max-width:100%;max-height:100%;display:flex;flex-direction:column;align-items:center}
.rb-lightbox-stage{touch-action:pan-y;user-select:none}
.rb-lightbox-image{display:block;max-width:100%;max-height:calc(100vh - 160px);object-fit:contain;background:#222}
.rb-lightbox-caption{margin-top:10px;max-width:70ch;text-align:center;color:#f2f2f2}
.rb-lightbox-counter{position:absolute;top:14px;left:18px;margin:0;font-weight:700;color:#fff}
.rb-lightbox button{position:absolute;display:flex;align-items:center;justify-content:center;width:44px;height:44px;border:0;border-radius:50%;background:rgba(255,255,255,.14);color:#fff;font-size:30px;line-height:1;cursor:pointer}
.rb-lightbox button:hover,.rb-lightbox button:focus-visible{background:#b3122e}
.rb-lightbox button:focus-visible{outline:2px solid #fff;outline-offset:2px}
.rb-lightbox-prev{left:10px;top:50%;transform:translateY(-50%)}
.rb-lightbox-next{right:10px;top:50%;transform:translateY(-50%)}
.rb-lightbox-close{top:8px;right:10px}
@media (max-width:600px){.rb-lightbox{padding:56px 8px 72px}.rb-lightbox-prev,.rb-lightbox-next{top:auto;bottom:12px;transform:none}}
`;
