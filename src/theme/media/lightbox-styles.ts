/** CSS of the lightbox the bundle renders (the theme's Magnific CSS targets its own markup, not ours). */
import { SYSTEM_FONT } from '../../core/styles';

export const LIGHTBOX_CSS = `
.rb-lightbox{position:fixed;inset:0;z-index:100000;display:flex;flex-direction:column;background:#111;color:#fff;font:15px/1.5 ${SYSTEM_FONT}}
.rb-lightbox-header{display:flex;align-items:center;flex-shrink:0;min-height:60px;border-bottom:1px solid rgba(255,255,255,.1)}
.rb-lightbox-title{flex:1;margin:0;padding:10px 20px;font-size:17px;font-weight:700;color:#fff}
.rb-lightbox-header-right{display:flex;align-items:center;margin-left:auto}
.rb-lightbox-header-right>*{border-left:1px solid rgba(255,255,255,.1)}
.rb-lightbox-counter{margin:0;padding:0 20px;line-height:60px;font-weight:700}
.rb-lightbox-nav{display:flex}
.rb-lightbox button{display:flex;align-items:center;justify-content:center;border:0;background:none;color:#fff;cursor:pointer}
.rb-lightbox-prev,.rb-lightbox-next,.rb-lightbox-close{width:48px;height:60px;font-size:28px;line-height:1;opacity:.7}
.rb-lightbox-prev:hover,.rb-lightbox-next:hover,.rb-lightbox-close:hover,.rb-lightbox button:focus-visible{opacity:1}
.rb-lightbox button:focus-visible{outline:2px solid #fff;outline-offset:-4px}
.rb-lightbox-content{display:flex;flex:1;min-height:0}
.rb-lightbox-selection{display:flex;flex-flow:row wrap;align-content:flex-start;gap:6px;width:96px;padding:10px;overflow-y:auto;border-right:1px solid rgba(255,255,255,.1)}
.rb-lightbox-select{width:36px;height:36px;padding:0;opacity:.45}
.rb-lightbox-select.is-current{opacity:1;outline:2px solid #fff}
.rb-lightbox-select img{width:100%;height:100%;object-fit:cover}
.rb-lightbox-stage{display:flex;flex:1;min-width:0;padding:30px;touch-action:pan-y;user-select:none}
.rb-lightbox-image{max-width:100%;max-height:100%;margin:auto;object-fit:contain}
.rb-lightbox-entry{width:340px;max-width:40%;padding:40px 26px;overflow-y:auto;border-left:1px solid rgba(255,255,255,.1)}
.rb-lightbox-caption{margin:0 0 12px;font-size:19px;font-weight:700}
.rb-lightbox-description{margin:0 0 10px;color:#ddd}
@media (max-width:767px){.rb-lightbox-selection{display:none}.rb-lightbox-content{flex-direction:column}.rb-lightbox-entry{width:auto;max-width:none;padding:14px 20px;border-left:0}.rb-lightbox-stage{padding:12px}}
`;
