/**
 * The structure Owl Carousel built around the slides the theme printed as direct children of
 * `.rb-owl` (REAL-MARKUP §21): `div.owl-stage-outer > div.owl-stage > div.owl-item > slide`,
 * `div.owl-nav > div.rb-owl-prev|rb-owl-next[role=presentation]` holding
 * `<i class="rbi rbi-angle-…"></i><span>{text}</span>`, and `div.owl-dots`. The theme's arrows
 * were bare divs that no keyboard could reach: here the icon and text sit inside a real
 * `<button type=button>` within that div, so the theme's CSS still applies and Tab/Enter work.
 * Built on mount and taken apart on cleanup, so the printed slides are what remains.
 */

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
  const holder = doc.createElement('div');
  holder.className = `rb-owl-${side}`;
  holder.setAttribute('role', 'presentation');
  const button = doc.createElement('button');
  button.type = 'button';
  const icon = doc.createElement('i');
  icon.className = `rbi rbi-angle-${side === 'prev' ? 'left' : 'right'}`;
  icon.setAttribute('aria-hidden', 'true');
  const label = doc.createElement('span');
  label.textContent = text;
  button.append(icon, label);
  holder.append(button);
  return { holder, button };
}

export function buildSlider(root: HTMLElement, doc: Document, texts: { prev: string; next: string }): SliderParts | null {
  const slides = [...root.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (slides.length === 0) return null;
  const outer = doc.createElement('div');
  outer.className = 'owl-stage-outer';
  const stage = doc.createElement('div');
  stage.className = 'owl-stage';
  const items = slides.map((slide) => {
    const item = doc.createElement('div');
    item.className = 'owl-item';
    item.append(slide);
    return item;
  });
  stage.append(...items);
  outer.append(stage);
  const nav = doc.createElement('div');
  nav.className = 'owl-nav';
  const prev = arrow(doc, 'prev', texts.prev);
  const next = arrow(doc, 'next', texts.next);
  nav.append(prev.holder, next.holder);
  const dots = doc.createElement('div');
  dots.className = 'owl-dots';
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
