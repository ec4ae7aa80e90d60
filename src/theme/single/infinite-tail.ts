/**
 * The end of the single-post infinite wrapper: the element whose position marks the end
 * (articles are inserted before it), and in it the loader while a next post loads or a short
 * notice with a retry button when it failed. Plain DOM: two small states of theme-like markup.
 */
import { strings } from '../../core/strings';

export interface InfiniteTail {
  element: HTMLElement;
  showLoading(): void;
  showFailure(onRetry: () => void): void;
  clear(): void;
}

export function createInfiniteTail(doc: Document): InfiniteTail {
  const element = doc.createElement('div');
  element.className = 'single-infinite-tail';
  const clear = () => element.replaceChildren();
  return {
    element,
    showLoading() {
      const status = doc.createElement('div');
      status.className = 'single-infinite-status';
      status.setAttribute('role', 'status');
      status.textContent = strings.themeSingle.loading;
      element.replaceChildren(status);
    },
    showFailure(onRetry) {
      const notice = doc.createElement('div');
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
      element.replaceChildren(notice);
    },
    clear,
  };
}
