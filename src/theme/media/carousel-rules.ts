/**
 * The numbers of the theme's carousels (REAL-MARKUP §21: the Owl Carousel configs of global.js),
 * as pure functions: which family a `.rb-owl` belongs to and its settings, how many posts show at a
 * window width, where the stage stands after a move, and what the dots mean.
 */

export interface Breakpoint {
  /** Window width (innerWidth) from which the row applies. */
  minWidth: number;
  items: number;
}

/** `.carousel-feat-3/-7/-10` (plus 1500:5 when the block is wider than 1599 px); the wide table is `.carousel-feat-9/-12`'s. */
const CAROUSEL_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 0, items: 1 },
  { minWidth: 768, items: 2 },
  { minWidth: 992, items: 3 },
];
const WIDE_CAROUSEL_BREAKPOINTS: readonly Breakpoint[] = [
  ...CAROUSEL_BREAKPOINTS,
  { minWidth: 1024, items: 4 },
  { minWidth: 1500, items: 5 },
];

/** The library's defaults (spec §9): items when no row applies, refresh after resizes, animation. */
export const CAROUSEL_DEFAULT_ITEMS = 3;
export const RESPONSIVE_REFRESH_MS = 200;
export const SLIDE_SPEED_MS = 500;

/** Items shown at `width`: the last row whose minWidth the width reaches (wide: the `.carousel-feat-9/-12` table). */
export function itemsForWidth(width: number, wide: boolean, table?: readonly Breakpoint[]): number {
  const rows = table ?? (wide ? WIDE_CAROUSEL_BREAKPOINTS : CAROUSEL_BREAKPOINTS);
  let items: number | undefined;
  for (const row of rows) if (width >= row.minWidth) items = row.items;
  return items ?? CAROUSEL_DEFAULT_ITEMS;
}

/** Never more per view than there are items, never fewer than one. */
export function perViewFor(count: number, items: number): number {
  return Math.max(1, Math.min(count, Math.floor(items)));
}

/** The last start position that still fills the view. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/**
 * The start position after a move by one item. At either end it wraps around (the theme's
 * carousels loop), so autoplay and the arrows never get stuck.
 */
export function stepIndex(current: number, count: number, perView: number, direction: 'next' | 'prev'): number {
  const last = lastStart(count, perView);
  if (last === 0) return 0;
  const at = Math.min(Math.max(current, 0), last);
  if (direction === 'next') return at >= last ? 0 : at + 1;
  return at <= 0 ? last : at - 1;
}

/** One dot per page of `perView` items; the last page is aligned to the end. */
export function dotCount(count: number, perView: number): number {
  return count <= perView ? 0 : Math.ceil(count / perView);
}

export function startOfDot(dot: number, count: number, perView: number): number {
  return Math.min(dot * perView, lastStart(count, perView));
}

/** The dot shown as current for a start position: the page holding the last visible item. */
export function dotOfStart(start: number, count: number, perView: number): number {
  const pages = dotCount(count, perView);
  if (pages === 0) return 0;
  return start >= lastStart(count, perView) ? pages - 1 : Math.floor(start / perView);
}

/** Which items are on screen: everything else is made inert (no focus, not read out). */
export function isVisibleItem(item: number, start: number, perView: number): boolean {
  return item >= start && item < start + perView;
}

/** The theme's carousel and slider families, each one Owl config of global.js. */
export type CarouselFamily = 'center-carousel' | 'wide-carousel' | 'big-slider' | 'nav-slider' | 'gallery-slider';

export const FAMILY_CLASSES: Readonly<Record<CarouselFamily, readonly string[]>> = {
  'center-carousel': ['carousel-feat-3', 'carousel-feat-7', 'carousel-feat-10'],
  'wide-carousel': ['carousel-feat-9', 'carousel-feat-12'],
  'big-slider': ['slider-feat-4', 'slider-feat-5', 'slider-feat-14', 'slider-feat-15'],
  'nav-slider': ['slider-feat-13'],
  'gallery-slider': ['p-gallery-slider'],
};

/**
 * Every `.rb-owl` of a known family, written out (a unit test checks it against the table): the
 * bundle's top level runs on every page of both sites and computes nothing for the theme there.
 */
export const CAROUSEL_SELECTOR =
  '.rb-owl.carousel-feat-3, .rb-owl.carousel-feat-7, .rb-owl.carousel-feat-10, .rb-owl.carousel-feat-9, .rb-owl.carousel-feat-12, ' +
  '.rb-owl.slider-feat-4, .rb-owl.slider-feat-5, .rb-owl.slider-feat-14, .rb-owl.slider-feat-15, .rb-owl.slider-feat-13, .rb-owl.p-gallery-slider';

export function familyOf(classes: readonly string[]): CarouselFamily | null {
  for (const [family, names] of Object.entries(FAMILY_CLASSES) as [CarouselFamily, readonly string[]][]) {
    if (names.some((name) => classes.includes(name))) return family;
  }
  return null;
}

export interface CarouselConfig {
  family: CarouselFamily;
  /** Items per view by window width. */
  breakpoints: readonly Breakpoint[];
  /** The middle visible item is the centred one (`center`). */
  center: boolean;
  /** Window width from which the arrows show (Infinity: never). */
  navFrom: number;
  /** Dots made from each slide's `[data-dot]` element (`dotsData`). */
  dotsData: boolean;
  /** How one item gives way to the next: the stage slides, or items stack and fade / slide out. */
  animation: 'slide' | 'fade' | 'slideout';
  /** Starts once the images inside have loaded. */
  waitForImages: boolean;
}

const ONE_ITEM: readonly Breakpoint[] = [{ minWidth: 0, items: 1 }];
/** Owl's wide rows for `.carousel-feat-3/-7/-10` when the block itself is wider than this. */
const CENTER_WIDE_BLOCK_PX = 1599;
const SLIDER_NAV_FROM_PX = 768;

export function carouselConfig(family: CarouselFamily, fade: boolean, blockWidth: number): CarouselConfig {
  const base = {
    family,
    breakpoints: ONE_ITEM,
    center: false,
    navFrom: 0,
    dotsData: false,
    animation: 'slide',
    waitForImages: false,
  } as const;
  switch (family) {
    case 'center-carousel':
      return {
        ...base,
        breakpoints: blockWidth > CENTER_WIDE_BLOCK_PX ? [...CAROUSEL_BREAKPOINTS, { minWidth: 1500, items: 5 }] : CAROUSEL_BREAKPOINTS,
        center: true,
      };
    case 'wide-carousel':
      return { ...base, breakpoints: WIDE_CAROUSEL_BREAKPOINTS };
    case 'big-slider':
      return { ...base, navFrom: SLIDER_NAV_FROM_PX, animation: fade ? 'fade' : 'slide' };
    case 'nav-slider':
      return { ...base, navFrom: Number.POSITIVE_INFINITY, dotsData: true, animation: fade ? 'fade' : 'slideout' };
    case 'gallery-slider':
      return { ...base, waitForImages: true };
  }
}

/** The centred item of a view (`center`): the middle one, the left of the two middles. */
export function centerItem(start: number, perView: number): number {
  return start + Math.floor((perView - 1) / 2);
}
