/**
 * The structure a slider needs around the slides the theme printed (`.slider-item` children of
 * `.rb-carousel` / `.rb-slider`): a clipping viewport, a track that moves, and a host for the
 * controls. Built on mount and taken apart on cleanup, so the printed markup is what remains.
 */

export interface SliderParts {
  items: HTMLElement[];
  viewport: HTMLElement;
  track: HTMLElement;
  nav: HTMLElement;
  restore(): void;
}

export function buildSlider(root: HTMLElement, doc: Document): SliderParts | null {
  const items = [...root.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('slider-item'));
  if (items.length === 0) return null;
  const viewport = doc.createElement('div');
  viewport.className = 'rb-slides-viewport';
  const track = doc.createElement('div');
  track.className = 'rb-slides-track';
  const nav = doc.createElement('div');
  nav.className = 'rb-slider-nav';
  items[0]?.before(viewport);
  track.append(...items);
  viewport.append(track);
  viewport.after(nav);
  const rootAttributes = ['role', 'aria-roledescription', 'aria-label'].filter((name) => !root.hasAttribute(name));
  return {
    items,
    viewport,
    track,
    nav,
    restore() {
      viewport.before(...items);
      viewport.remove();
      nav.remove();
      for (const name of rootAttributes) root.removeAttribute(name);
      root.classList.remove('is-enhanced', 'is-fade');
      root.style.removeProperty('--rb-per-view');
      for (const item of items) {
        item.inert = false;
        item.classList.remove('is-active');
        for (const name of ['role', 'aria-roledescription', 'aria-label']) item.removeAttribute(name);
      }
    },
  };
}
