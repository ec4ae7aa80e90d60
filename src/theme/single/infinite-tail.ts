/**
 * The load point of the single-post infinite load: the theme's
 * `aside#single-infinite-point > span.loadmore-animation` below the wrapper. While a post loads,
 * the animation shows (the theme's CSS keeps it `display:none; opacity:0`, the script revealed
 * it inline) and a hidden status line tells screen readers; a failure puts a notice with a retry
 * button into the point (the theme had no error path and simply stopped).
 */
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
  const status = doc.createElement('div');
  status.className = 'single-infinite-status screen-reader-text';
  status.setAttribute('role', 'status');
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
      notice = doc.createElement('div');
      notice.className = 'single-infinite-error';
      notice.setAttribute('role', 'alert');
      const text = doc.createElement('span');
      text.textContent = strings.themeSingle.failed;
      const retry = doc.createElement('button');
      retry.type = 'button';
      retry.className = 'single-infinite-retry';
      retry.textContent = strings.themeSingle.retry;
      retry.addEventListener('click', onRetry, { once: true });
      notice.append(text, retry);
      point.append(notice);
    },
    clear,
    reset() {
      clear();
      status.remove();
    },
  };
}
