/**
 * Sliders and carousels of the feature blocks. `.rb-carousel` shows several posts side by side,
 * as many as the breakpoints table gives for the window width (`data-wide` for full-width blocks,
 * up to five); `.rb-slider` shows one at a time, sliding or fading (`themeSettings.sliderAnimation`).
 * Both loop, move by the arrows (named by textPrev/textNext), the dots (`sliderDot`), ←/→ while
 * focus is inside, and a swipe. Autoplay every `sliderSpeed` ms when `sliderPlay` is on, paused
 * while the pointer is over the block, focus is inside it or the tab is hidden, and never under
 * prefers-reduced-motion. Slides out of view are inert, so Tab and screen readers skip them.
 */
import { createElement } from 'react';
import type { Feature } from '../../core/attach';
import { strings } from '../../core/strings';
import { addStyles } from '../../core/styles';
import type { AppContext } from '../../context';
import type { PauseReason } from './autoplay-rules';
import { dotCount, dotOfStart, isVisibleItem, itemsForWidth, lastStart, perViewFor, RESPONSIVE_REFRESH_MS, startOfDot, stepIndex } from './carousel-rules';
import { prefersReducedMotion } from '../../core/motion';
import { createSliderAutoplay } from './slider-autoplay';
import { SliderControls } from './SliderControls';
import { buildSlider } from './slider-dom';
import { SLIDER_CSS } from './slider-styles';
import { onSwipe } from './swipe';

const label = (n: number, count: number) => strings.themeMedia.slideLabel.replace('{n}', String(n)).replace('{count}', String(count));

export const carouselFeature: Feature<AppContext> = {
  name: 'media-carousel',
  selector: '.rb-carousel, .rb-slider',
  mount(element, ctx) {
    const root = element as HTMLElement;
    const parts = buildSlider(root, ctx.doc);
    if (!parts) return undefined;
    const { items, viewport, track, nav } = parts;
    const settings = ctx.themeSettings;
    const isCarousel = root.classList.contains('rb-carousel');
    const wide = root.hasAttribute('data-wide') && root.getAttribute('data-wide') !== '0';
    const fade = !isCarousel && settings.sliderAnimation === 'fade';
    const controller = new AbortController();
    const { signal } = controller;
    const removeStyles = addStyles(ctx.doc, 'media-slider', SLIDER_CSS);

    root.classList.add('is-enhanced');
    root.classList.toggle('is-fade', fade);
    if (!root.hasAttribute('role')) root.setAttribute('role', 'region');
    if (!root.hasAttribute('aria-roledescription')) root.setAttribute('aria-roledescription', isCarousel ? 'carousel' : 'slider');
    if (!root.hasAttribute('aria-label') && !root.hasAttribute('aria-labelledby')) {
      root.setAttribute('aria-label', isCarousel ? strings.themeMedia.carouselLabel : strings.themeMedia.sliderLabel);
    }
    items.forEach((item, index) => {
      item.setAttribute('role', 'group');
      item.setAttribute('aria-roledescription', 'slide');
      item.setAttribute('aria-label', label(index + 1, items.length));
    });

    const count = items.length;
    let perView = isCarousel ? perViewFor(count, itemsForWidth(ctx.frames.view().width, wide)) : 1;
    let start = 0;
    const controls = ctx.react.render(nav, null);
    const autoplay = createSliderAutoplay({
      clock: ctx.clock,
      enabled: settings.sliderPlay,
      intervalMs: settings.sliderSpeed,
      reducedMotion: () => prefersReducedMotion(ctx.win),
      movable: () => lastStart(count, perView) > 0,
      step: () => {
        start = stepIndex(start, count, perView, 'next');
        render();
      },
    });

    const render = () => {
      root.style.setProperty('--rb-per-view', String(perView));
      if (!fade) track.style.transform = start === 0 ? '' : `translateX(${(-start * 100) / perView}%)`;
      items.forEach((item, index) => {
        const visible = isVisibleItem(index, start, perView);
        item.inert = !visible;
        item.classList.toggle('is-active', visible);
      });
      // Announce user moves, not every autoplay step.
      track.setAttribute('aria-live', autoplay.runs() ? 'off' : 'polite');
      const movable = lastStart(count, perView) > 0;
      nav.hidden = !movable;
      const dots = settings.sliderDot ? dotCount(count, perView) : 0;
      controls.update(
        movable
          ? createElement(SliderControls, {
              prevLabel: settings.textPrev,
              nextLabel: settings.textNext,
              dotsLabel: strings.themeMedia.dotsLabel,
              dotLabels: Array.from({ length: dots }, (_, dot) => label(dot + 1, dots)),
              currentDot: dotOfStart(start, count, perView),
              onPrev: () => userMove(stepIndex(start, count, perView, 'prev')),
              onNext: () => userMove(stepIndex(start, count, perView, 'next')),
              onDot: (dot: number) => userMove(startOfDot(dot, count, perView)),
            })
          : null,
      );
    };

    const pause = (reason: PauseReason, on: boolean) => {
      autoplay.pause(reason, on);
      render();
    };
    /** A move by the reader restarts the autoplay countdown. */
    const userMove = (next: number) => {
      start = Math.min(Math.max(next, 0), lastStart(count, perView));
      render();
      autoplay.restart();
      // Focus must not stay on a slide that just became inert.
      const active = ctx.doc.activeElement;
      if (active instanceof HTMLElement && active.closest('[inert]') && track.contains(active)) {
        items.find((item) => !item.inert)?.querySelector<HTMLElement>('a[href], button')?.focus();
      }
    };

    root.addEventListener('mouseenter', () => pause('hover', true), { signal });
    root.addEventListener('mouseleave', () => pause('hover', false), { signal });
    root.addEventListener('focusin', () => pause('focus', true), { signal });
    root.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) pause('focus', false);
    }, { signal });
    root.addEventListener('keydown', (event) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      userMove(stepIndex(start, count, perView, event.key === 'ArrowRight' ? 'next' : 'prev'));
    }, { signal });
    let swiped = false;
    viewport.addEventListener('pointerdown', () => (swiped = false), { signal });
    viewport.addEventListener('dragstart', (event) => event.preventDefault(), { signal });
    onSwipe(viewport, signal, (decision) => {
      swiped = true;
      userMove(stepIndex(start, count, perView, decision));
    });
    // A mouse drag that changed the slide must not also follow the link it started on.
    viewport.addEventListener('click', (event) => {
      if (!swiped) return;
      swiped = false;
      event.preventDefault();
      event.stopPropagation();
    }, { signal, capture: true });
    const stopVisibility = ctx.visibility.onChange(() => pause('hidden', ctx.visibility.isHidden()));

    // Items per view follow the window width: at once on the first frame, then (like the
    // library's responsive refresh) 200 ms after the width settles.
    let cancelRefresh: (() => void) | undefined;
    let firstFrame = true;
    let lastWidth = -1;
    const applyWidth = (width: number) => {
      const next = isCarousel ? perViewFor(count, itemsForWidth(width, wide)) : 1;
      if (next === perView) return;
      perView = next;
      start = Math.min(start, lastStart(count, perView));
      render();
      autoplay.restart();
    };
    const removeTask = ctx.frames.add({
      measure: (view) => view.width,
      apply: (width) => {
        if (width === lastWidth) return;
        lastWidth = width;
        if (firstFrame) {
          firstFrame = false;
          applyWidth(width);
          return;
        }
        cancelRefresh?.();
        cancelRefresh = ctx.clock.after(RESPONSIVE_REFRESH_MS, () => applyWidth(width));
      },
    });

    if (ctx.visibility.isHidden()) autoplay.pause('hidden', true);
    render();
    autoplay.restart();
    return () => {
      controller.abort();
      stopVisibility();
      removeTask();
      autoplay.stop();
      cancelRefresh?.();
      controls.remove();
      parts.restore();
      track.style.transform = '';
      removeStyles();
    };
  },
};
