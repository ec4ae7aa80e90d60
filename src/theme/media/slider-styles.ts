/**
 * CSS of the structure the bundle builds around the printed slides (viewport, track) and of the
 * controls it renders. Slide movement is a transform of the track: one composited property, no
 * layout per frame. The durations are the carousel library's (spec §9: 500 ms).
 */
import { SLIDE_SPEED_MS } from './carousel-rules';

export const SLIDER_CSS = `
.rb-slides-viewport{overflow:hidden;touch-action:pan-y}
.rb-slides-track{display:flex;transition:transform ${SLIDE_SPEED_MS}ms ease;will-change:transform}
.rb-slides-track>.slider-item{flex:0 0 calc(100% / var(--rb-per-view,1));min-width:0;max-width:calc(100% / var(--rb-per-view,1))}
.rb-slides-track img,.rb-slides-track a{-webkit-user-drag:none}
.is-fade .rb-slides-track{display:grid;transition:none}
.is-fade .rb-slides-track>.slider-item{grid-area:1/1;max-width:none;opacity:0;visibility:hidden;transition:opacity ${SLIDE_SPEED_MS}ms ease,visibility 0s linear ${SLIDE_SPEED_MS}ms}
.is-fade .rb-slides-track>.slider-item.is-active{opacity:1;visibility:visible;transition:opacity ${SLIDE_SPEED_MS}ms ease}
.rb-slider-nav{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px;margin-top:12px;font:14px/1 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.rb-slider-nav[hidden]{display:none}
.rb-slider-prev,.rb-slider-next{width:40px;height:40px;border:1px solid #1b1b1f;border-radius:50%;background:#fff;color:#1b1b1f;font-size:24px;line-height:1}
.rb-slider-prev{order:0}.rb-slider-dots{order:1;display:flex;gap:2px}.rb-slider-next{order:2}
.rb-slider-prev:hover,.rb-slider-next:hover,.rb-slider-prev:focus-visible,.rb-slider-next:focus-visible{background:#b3122e;border-color:#b3122e;color:#fff}
.rb-slider-dot{width:24px;height:24px;padding:0;border:0;background:none;position:relative}
.rb-slider-dot::before{content:"";position:absolute;inset:7px;border:2px solid #5e6068;border-radius:50%}
.rb-slider-dot.is-active::before{background:#b3122e;border-color:#b3122e}
@media (prefers-reduced-motion:reduce){.rb-slides-track,.is-fade .rb-slides-track>.slider-item{transition:none}}
`;
