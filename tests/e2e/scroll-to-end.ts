/** Scrolling of the single post's infinite load, shared by its spec and the fault matrix. */
import type { Page } from '@playwright/test';

/**
 * Scroll to the end as a reader does: again if the page grew meanwhile (a late layout change moved
 * the load point below the fold), until a load starts or the posts change.
 */
export const scrollToEnd = (page: Page) =>
  page.evaluate(async () => {
    const wrapper = document.querySelector('.single-post-infinite');
    const posts = () => document.querySelectorAll('.single-post-infinite > .single-p-outer').length;
    const before = posts();
    const frames = (count: number) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      // The scroll event comes with the next frame, the page's frame task with the one after.
      await frames(3);
      if (wrapper?.getAttribute('aria-busy') === 'true' || posts() !== before) return;
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      if (atEnd && attempt > 0) return;
    }
  });
