/**
 * Opens and closes collapsible content (accordion items, note boxes) through its `hidden`
 * attribute, animating the height where the browser has the Web Animations API. The content is
 * reachable and announced as open at once; only the picture moves. A click during an animation
 * turns it around from where it is.
 */
import { prefersReducedMotion } from '../core/motion';

export { prefersReducedMotion };

/** The running animation per element, owned by the feature that animates (its mount's lifetime). */
export type RunningAnimations = WeakMap<Element, Animation>;

export function setRevealed(content: HTMLElement, open: boolean, durationMs: number, running: RunningAnimations): void {
  const previous = running.get(content);
  // Measured before cancelling, so a reversal starts from the height on screen.
  const shownHeight = content.hidden ? 0 : content.getBoundingClientRect().height;
  if (previous) {
    running.delete(content);
    previous.cancel();
  }
  const canAnimate = durationMs > 0 && typeof content.animate === 'function';

  if (open) {
    content.hidden = false;
    if (!canAnimate) return;
    animate(content, previous ? shownHeight : 0, content.scrollHeight, durationMs, running);
    return;
  }
  if (!canAnimate || shownHeight === 0) {
    content.hidden = true;
    return;
  }
  animate(content, shownHeight, 0, durationMs, running, () => {
    content.hidden = true;
  });
}

function animate(content: HTMLElement, from: number, to: number, durationMs: number, running: RunningAnimations, done?: () => void): void {
  const overflow = content.style.overflow;
  content.style.overflow = 'hidden';
  const animation = content.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration: durationMs, easing: 'ease-in-out' });
  running.set(content, animation);
  const restore = () => {
    content.style.overflow = overflow;
    if (running.get(content) === animation) running.delete(content);
  };
  animation.addEventListener('finish', () => {
    restore();
    done?.();
  });
  animation.addEventListener('cancel', restore);
}
