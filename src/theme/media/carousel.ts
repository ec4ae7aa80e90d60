/**
 * The theme's carousels and sliders: every `.rb-owl` of a known family (carousel-rules.ts), printed
 * hidden (`.per-load`) behind a `div.load-animation`, with its slides as direct children. On mount
 * (for `.p-gallery-slider` once its images have loaded) the Owl structure is built around the
 * slides (slider-dom.ts), the block gets `owl-loaded`, the loader fades out over 150 ms and is
 * removed, and `per-load` is dropped, as global.js did on `initialized.owl.carousel`. The visible
 * `.owl-item`s carry `active` (and keep `loaded` once shown, which the theme's CSS reads to reveal
 * `.content-overlay`).
 *
 * Settings: dots = `sliderDot`, autoplay = `sliderPlay` every `sliderSpeed` ms, `rtl` from
 * `body.rtl`, fade for the single-item sliders when `sliderAnimation` is 1. Movement by the arrows
 * (real buttons), the dots, ←/→ while focus is inside and a swipe; it wraps at either end (the
 * theme's loop). Autoplay pauses while the pointer is over the block, focus is inside or the tab is
 * hidden, and never runs under prefers-reduced-motion. Slides out of view are inert.
 */
import type { Feature } from '../../core/attach';
import { addMissingAttributes, buildElement, setAttribute } from '../../core/element';
import { strings } from '../../core/strings';
import { addStyles } from '../../core/styles';
import { prefersReducedMotion } from '../../core/motion';
import type { AppContext } from '../../context';
import type { PauseReason } from './autoplay-rules';
import {
  CAROUSEL_SELECTOR,
  carouselConfig,
  centerItem,
  dotCount,
  dotOfStart,
  familyOf,
  isVisibleItem,
  itemsForWidth,
  lastStart,
  perViewFor,
  RESPONSIVE_REFRESH_MS,
  startOfDot,
  stepIndex,
  type CarouselConfig,
} from './carousel-rules';
import { whenImagesLoaded } from './images-loaded';
import { createSliderAutoplay } from './slider-autoplay';
import { buildSlider, type SliderParts } from './slider-dom';
import { SLIDER_CSS } from './slider-styles';
import { onSwipe } from './swipe';

/** The loader's fade before it is removed (global.js: fadeOut(150)). */
export const LOADER_FADE_MS = 150;

const label = (n: number, count: number) => strings.themeMedia.slideLabel.replace('{n}', String(n)).replace('{count}', String(count));

/** The block's title names the carousel when there is one. */
function blockTitle(root: HTMLElement): string {
  const title = root.closest('.block-wrap')?.querySelector('.block-title')?.textContent?.replace(/\s+/g, ' ').trim();
  return title ?? '';
}

function start(root: HTMLElement, parts: SliderParts, config: CarouselConfig, ctx: AppContext, signal: AbortSignal): () => void {
  const { items, outer, stage, nav, dots, prev, next } = parts;
  const settings = ctx.themeSettings;
  const count = items.length;
  const isCarousel = config.family === 'center-carousel' || config.family === 'wide-carousel';
  const rtl = ctx.doc.body.classList.contains('rtl');
  const stacked = config.animation !== 'slide';

  root.classList.add('owl-loaded', 'owl-drag');
  root.classList.toggle('owl-rtl', rtl);
  root.classList.toggle('is-stacked', stacked);
  root.classList.toggle('is-fade', config.animation === 'fade');
  root.classList.toggle('is-slideout', config.animation === 'slideout');
  const removeAttributes = addMissingAttributes(root, {
    role: 'region',
    'aria-roledescription': isCarousel ? 'carousel' : 'slider',
    'aria-label': blockTitle(root) || (isCarousel ? strings.themeMedia.carouselLabel : strings.themeMedia.sliderLabel),
  });
  items.forEach((item, index) => {
    item.setAttribute('role', 'group');
    item.setAttribute('aria-roledescription', 'slide');
    item.setAttribute('aria-label', label(index + 1, count));
  });

  // The theme's loader fades out and goes; then the block loses per-load (global.js, on initialized).
  // The slider grows from the placeholder's 100 px (the theme's CSS) to its slides' height after
  // the page has painted: what follows glides down instead of jumping (core/layout-glide.ts).
  const loader =
    root.previousElementSibling instanceof HTMLElement && root.previousElementSibling.classList.contains('load-animation')
      ? root.previousElementSibling
      : null;
  if (loader) {
    loader.style.transition = `opacity ${LOADER_FADE_MS}ms linear`;
    loader.style.opacity = '0';
  }
  const cancelReveal = ctx.clock.after(loader ? LOADER_FADE_MS : 0, () => {
    // Above the viewport (the reader scrolled past it) the browser's scroll anchoring keeps the
    // view still as the slider grows, and a transform below would stop it doing so.
    ctx.glide.around(root.getBoundingClientRect().top >= 0 ? [root] : [], () => {
      loader?.remove();
      root.classList.remove('per-load');
    });
  });

  const perViewAt = (width: number) => (isCarousel ? perViewFor(count, itemsForWidth(width, false, config.breakpoints)) : 1);
  let width = ctx.frames.view().width;
  let perView = perViewAt(width);
  let position = 0;

  // Dots: one per page, or (slider-13, dotsData) one per slide holding that slide's [data-dot] element.
  let dotElements: HTMLElement[] = [];
  const buildDots = () => {
    const wanted = settings.sliderDot ? (config.dotsData ? count : dotCount(count, perView)) : 0;
    if (wanted === dotElements.length) return;
    dots.replaceChildren();
    dotElements = Array.from({ length: wanted }, (_, dot) => {
      if (config.dotsData) {
        const slide = parts.slides[dot];
        const source = slide?.getAttribute('data-dot') ? slide : slide?.querySelector('[data-dot]');
        const name = source?.getAttribute('data-dot') ?? '';
        const content = name && /^[A-Za-z_][\w-]*$/.test(name) ? slide?.querySelector(`.${name}`) : null;
        const dotElement = buildElement(
          ctx.doc,
          'div',
          { class: 'owl-dot ruby-dot', role: 'button', tabindex: '0' },
          ...[...(content?.childNodes ?? [])].map((node) => node.cloneNode(true)),
        );
        const title = dotElement.querySelector('.nav-title')?.textContent?.trim();
        dotElement.setAttribute('aria-label', title ? `${label(dot + 1, wanted)}: ${title}` : label(dot + 1, wanted));
        return dotElement;
      }
      return buildElement(
        ctx.doc,
        'button',
        { type: 'button', class: 'owl-dot', 'aria-label': label(dot + 1, wanted) },
        buildElement(ctx.doc, 'span'),
      );
    });
    dots.append(...dotElements);
  };

  const autoplay = createSliderAutoplay({
    clock: ctx.clock,
    enabled: settings.sliderPlay,
    intervalMs: settings.sliderSpeed,
    reducedMotion: () => prefersReducedMotion(ctx.win),
    movable: () => lastStart(count, perView) > 0,
    step: () => {
      position = stepIndex(position, count, perView, 'next');
      render();
    },
  });

  const currentDot = () => (config.dotsData ? position : dotOfStart(position, count, perView));
  const render = () => {
    root.style.setProperty('--rb-per-view', String(perView));
    const offset = (position * 100) / perView;
    stage.style.transform = stacked || position === 0 ? '' : `translate3d(${rtl ? offset : -offset}%, 0, 0)`;
    const centred = config.center ? centerItem(position, perView) : -1;
    items.forEach((item, index) => {
      const visible = isVisibleItem(index, position, perView);
      item.inert = !visible;
      item.classList.toggle('active', visible);
      item.classList.toggle('center', index === centred);
      if (visible) item.classList.add('loaded');
    });
    // Announce the reader's moves, not every autoplay step.
    outer.setAttribute('aria-live', autoplay.runs() ? 'off' : 'polite');
    const movable = lastStart(count, perView) > 0;
    nav.classList.toggle('disabled', !movable || width < config.navFrom);
    buildDots();
    dots.classList.toggle('disabled', !movable || dotElements.length < 2);
    dotElements.forEach((dot, index) => {
      const current = index === currentDot();
      dot.classList.toggle('active', current);
      setAttribute(dot, 'aria-current', current && 'true');
    });
  };

  /** A move by the reader restarts the autoplay countdown. */
  const userMove = (to: number) => {
    position = Math.min(Math.max(to, 0), lastStart(count, perView));
    render();
    autoplay.restart();
    // Focus must not stay on a slide that just became inert.
    const active = ctx.doc.activeElement;
    if (active instanceof HTMLElement && stage.contains(active) && active.closest('[inert]')) {
      items
        .find((item) => !item.inert)
        ?.querySelector<HTMLElement>('a[href], button')
        ?.focus();
    }
  };
  const step = (direction: 'next' | 'prev') => userMove(stepIndex(position, count, perView, direction));
  const goToDot = (dot: number) => userMove(config.dotsData ? dot : startOfDot(dot, count, perView));

  prev.addEventListener('click', () => step(rtl ? 'next' : 'prev'), { signal });
  next.addEventListener('click', () => step(rtl ? 'prev' : 'next'), { signal });
  dots.addEventListener(
    'click',
    (event) => {
      const dot = event.target instanceof Element ? event.target.closest('.owl-dot') : null;
      const index = dot instanceof HTMLElement ? dotElements.indexOf(dot) : -1;
      if (index >= 0) goToDot(index);
    },
    { signal },
  );
  dots.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const index = event.target instanceof HTMLElement ? dotElements.indexOf(event.target) : -1;
      if (index < 0 || event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      goToDot(index);
    },
    { signal },
  );

  const pause = (reason: PauseReason, on: boolean) => {
    autoplay.pause(reason, on);
    render();
  };
  root.addEventListener('mouseenter', () => pause('hover', true), { signal });
  root.addEventListener('mouseleave', () => pause('hover', false), { signal });
  root.addEventListener('focusin', () => pause('focus', true), { signal });
  root.addEventListener(
    'focusout',
    (event) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) pause('focus', false);
    },
    { signal },
  );
  root.addEventListener(
    'keydown',
    (event) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      step((event.key === 'ArrowRight') !== rtl ? 'next' : 'prev');
    },
    { signal },
  );
  let swiped = false;
  outer.addEventListener('pointerdown', () => (swiped = false), { signal });
  outer.addEventListener('dragstart', (event) => event.preventDefault(), { signal });
  onSwipe(outer, signal, (decision) => {
    swiped = true;
    step(rtl ? (decision === 'next' ? 'prev' : 'next') : decision);
  });
  // A mouse drag that changed the slide must not also follow the link (or open the lightbox) it started on.
  outer.addEventListener(
    'click',
    (event) => {
      if (!swiped) return;
      swiped = false;
      event.preventDefault();
      event.stopPropagation();
    },
    { signal, capture: true },
  );
  const stopVisibility = ctx.visibility.onChange(() => pause('hidden', ctx.visibility.isHidden()));

  // Items per view follow the window width: at once on the first frame, then (like Owl's
  // responsive refresh) 200 ms after the width settles.
  let cancelRefresh: (() => void) | undefined;
  let firstFrame = true;
  const applyWidth = (next: number) => {
    width = next;
    const items = perViewAt(next);
    if (items !== perView) {
      perView = items;
      position = Math.min(position, lastStart(count, perView));
      autoplay.restart();
    }
    render();
  };
  const removeTask = ctx.frames.add({
    measure: (view) => view.width,
    apply: (next) => {
      if (next === width && !firstFrame) return;
      if (firstFrame) {
        firstFrame = false;
        applyWidth(next);
        return;
      }
      cancelRefresh?.();
      cancelRefresh = ctx.clock.after(RESPONSIVE_REFRESH_MS, () => applyWidth(next));
    },
  });

  if (ctx.visibility.isHidden()) autoplay.pause('hidden', true);
  render();
  autoplay.restart();
  return () => {
    stopVisibility();
    removeTask();
    autoplay.stop();
    cancelRefresh?.();
    cancelReveal();
    for (const item of items) item.inert = false;
    parts.restore();
    root.classList.remove('owl-loaded', 'owl-drag', 'owl-rtl', 'is-stacked', 'is-fade', 'is-slideout');
    root.style.removeProperty('--rb-per-view');
    removeAttributes();
  };
}

export const carouselFeature: Feature<AppContext> = {
  name: 'media-carousel',
  selector: CAROUSEL_SELECTOR,
  mount(element, ctx) {
    const root = element as HTMLElement;
    const family = familyOf([...root.classList]);
    if (!family) return undefined;
    // Owl read the block's width once, at start (only the centred carousels use it).
    const config = carouselConfig(family, ctx.themeSettings.sliderAnimation === 'fade', root.parentElement?.clientWidth ?? 0);
    const controller = new AbortController();
    const { signal } = controller;
    const removeStyles = addStyles(ctx.doc, 'media-slider', SLIDER_CSS);
    let stop: (() => void) | undefined;
    const begin = () => {
      if (signal.aborted) return;
      const parts = buildSlider(root, ctx.doc, { prev: ctx.themeSettings.textPrev, next: ctx.themeSettings.textNext });
      if (!parts) return;
      stop = start(root, parts, config, ctx, signal);
    };
    if (config.waitForImages) void whenImagesLoaded(root, signal).then(begin);
    else begin();
    return () => {
      controller.abort();
      stop?.();
      removeStyles();
    };
  },
};
