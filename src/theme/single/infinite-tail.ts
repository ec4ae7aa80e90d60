/**
 * The load point of the single-post infinite load: the theme's
 * `aside#single-infinite-point > span.loadmore-animation` below the wrapper. While a post loads,
 * the animation shows (the theme's CSS keeps it `display:none; opacity:0`, the script revealed
 * it inline) and a hidden status line tells screen readers; a failure puts a notice with a retry
 * button into the point (the theme had no error path and simply stopped).
 */
import { buildElement } from '../../core/element';
import { strings } from '../../core/strings';

export interface LoadPoint {
  showLoading(): void;
  showFailure(onRetry: () => void): void;
  clear(): void;
  /** Removes what the bundle added (cleanup). */
  reset(): void;
}

export function createLoadPoint(point: HTMLElement): LoadPoint {
  const doc = point.ownerDocument;
  const animation = point.querySelector<HTMLElement>('.loadmore-animation');
  const status = buildElement(doc, 'div', { class: 'single-infinite-status screen-reader-text', role: 'status' });
  point.append(status);
  let notice: HTMLElement | undefined;

  const setAnimation = (visible: boolean) => {
    if (!animation) return;
    if (visible) {
      animation.style.display = 'block';
      animation.style.opacity = '1';
    } else {
      animation.style.removeProperty('display');
      animation.style.removeProperty('opacity');
    }
  };
  const clear = () => {
    setAnimation(false);
    status.textContent = '';
    notice?.remove();
    notice = undefined;
    point.classList.remove('is-failed');
    point.removeAttribute('aria-busy');
  };
  return {
    showLoading() {
      clear();
      setAnimation(true);
      point.setAttribute('aria-busy', 'true');
      status.textContent = strings.themeSingle.loading;
    },
    showFailure(onRetry) {
      clear();
      point.classList.add('is-failed');
      const retry = buildElement(doc, 'button', { type: 'button', class: 'single-infinite-retry' }, strings.themeSingle.retry);
      retry.addEventListener('click', onRetry, { once: true });
      notice = buildElement(
        doc,
        'div',
        { class: 'single-infinite-error', role: 'alert' },
        buildElement(doc, 'span', {}, strings.themeSingle.failed),
        retry,
      );
      point.append(notice);
    },
    clear,
    reset() {
      clear();
      status.remove();
    },
  };
}
