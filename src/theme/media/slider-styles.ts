/**
 * Layout of the Owl structure the bundle builds (Owl set item widths inline; here the stage is a
 * flex row and each `.owl-item` takes 1/perView), the stacked fade and slide-out animations of the
 * single-item sliders, and a visible focus for the arrows, which the theme showed on hover only.
 * Slide movement is a transform of the stage: one composited property, no layout per frame.
 */
import { SLIDE_SPEED_MS } from './carousel-rules';

export const SLIDER_CSS = `
.rb-owl.owl-loaded .owl-stage-outer{touch-action:pan-y}
.rb-owl.owl-loaded .owl-stage{display:flex;transition:transform ${SLIDE_SPEED_MS}ms ease;will-change:transform}
.rb-owl.owl-loaded .owl-item{flex:0 0 calc(100% / var(--rb-per-view,1));min-width:0;max-width:calc(100% / var(--rb-per-view,1));float:none}
.rb-owl.owl-loaded .owl-item img,.rb-owl.owl-loaded .owl-item a{-webkit-user-drag:none}
.rb-owl.is-stacked .owl-stage{display:grid;transition:none;transform:none}
.rb-owl.is-stacked .owl-item{grid-area:1/1;max-width:none;opacity:0;visibility:hidden;transition:opacity ${SLIDE_SPEED_MS}ms ease,transform ${SLIDE_SPEED_MS}ms ease,visibility 0s linear ${SLIDE_SPEED_MS}ms}
.rb-owl.is-stacked .owl-item.active{z-index:1;opacity:1;visibility:visible;transform:none;transition:opacity ${SLIDE_SPEED_MS}ms ease,transform ${SLIDE_SPEED_MS}ms ease}
.rb-owl.is-slideout .owl-item:not(.active){transform:translate3d(0,12%,0)}
.rb-owl .owl-nav [role=presentation]:focus-within{opacity:1}
.rb-owl .owl-nav button{all:unset;display:block;width:100%;height:100%;cursor:pointer}
.rb-owl .owl-nav button:focus-visible,.rb-owl .owl-dot:focus-visible{outline:2px solid currentColor;outline-offset:-4px}
@media (prefers-reduced-motion:reduce){.rb-owl.owl-loaded .owl-stage,.rb-owl.is-stacked .owl-item{transition:none}}
`;
