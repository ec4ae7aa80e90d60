/**
 * The theme's `imagesLoaded`: resolves once every `<img>` inside `root` has finished (loaded or
 * failed), at once when there is none or all are complete. Used before a gallery slider starts,
 * before overlay captions show and before the Ruby Gallery leaves its loading state.
 */
export function whenImagesLoaded(root: ParentNode, signal: AbortSignal): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const done = () => {
      left -= 1;
      if (left === 0) resolve();
    };
    for (const image of pending) {
      image.addEventListener('load', done, { once: true, signal });
      image.addEventListener('error', done, { once: true, signal });
    }
  });
}
