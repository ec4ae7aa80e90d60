/**
 * The structure Owl Carousel built around the slides the theme printed as direct children of
 * `.rb-owl` (REAL-MARKUP §21): `div.owl-stage-outer > div.owl-stage > div.owl-item > slide`,
 * `div.owl-nav > div.rb-owl-prev|rb-owl-next[role=presentation]` holding
 * `<i class="rbi rbi-angle-…"></i><span>{text}</span>`, and `div.owl-dots`. The theme's arrows
 * were bare divs that no keyboard could reach: here the icon and text sit inside a real
 * `<button type=button>` within that div, so the theme's CSS still applies and Tab/Enter work.
 * Built on mount and taken apart on cleanup, so the printed slides are what remains.
 */
import { buildElement, icon } from '../../core/element';

export interface SliderParts {
  slides: HTMLElement[];
  /** One `.owl-item` per slide, in order. */
  items: HTMLElement[];
  outer: HTMLElement;
  stage: HTMLElement;
  nav: HTMLElement;
  prev: HTMLButtonElement;
  next: HTMLButtonElement;
  dots: HTMLElement;
  restore(): void;
}

function arrow(doc: Document, side: 'prev' | 'next', text: string): { holder: HTMLElement; button: HTMLButtonElement } {
  const button = buildElement(
    doc,
    'button',
    { type: 'button' },
    icon(doc, `angle-${side === 'prev' ? 'left' : 'right'}`),
    buildElement(doc, 'span', {}, text),
  );
  return { holder: buildElement(doc, 'div', { class: `rb-owl-${side}`, role: 'presentation' }, button), button };
}

export function buildSlider(root: HTMLElement, doc: Document, texts: { prev: string; next: string }): SliderParts | null {
  const slides = [...root.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (slides.length === 0) return null;
  const items = slides.map((slide) => buildElement(doc, 'div', { class: 'owl-item' }, slide));
  const stage = buildElement(doc, 'div', { class: 'owl-stage' }, ...items);
  const outer = buildElement(doc, 'div', { class: 'owl-stage-outer' }, stage);
  const prev = arrow(doc, 'prev', texts.prev);
  const next = arrow(doc, 'next', texts.next);
  const nav = buildElement(doc, 'div', { class: 'owl-nav' }, prev.holder, next.holder);
  const dots = buildElement(doc, 'div', { class: 'owl-dots' });
  root.prepend(outer);
  outer.after(nav, dots);
  return {
    slides,
    items,
    outer,
    stage,
    nav,
    prev: prev.button,
    next: next.button,
    dots,
    restore() {
      root.prepend(...slides);
      outer.remove();
      nav.remove();
      dots.remove();
    },
  };
}
