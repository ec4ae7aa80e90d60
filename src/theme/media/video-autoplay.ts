/**
 * The featured video of a video post: `div.single-feat.post-video-outer(.is-autoplay) >
 * div.embed-holder > iframe` (templates/single/parts.php). With the per-post autoplay option
 * (`.is-autoplay`), once the box's top reaches 60 % of the viewport, or at once when it is already
 * past that on load, `autoplay=1` is appended to the iframe's address and the box gets
 * `autoplay-added`; once only. The iframe is swapped for a copy with the new address rather than
 * re-pointed, so the reader's Back button gets no extra history entry (the theme's did). A frame task measures the box only when the layout changed and
 * ends itself after firing. Under prefers-reduced-motion nothing starts by itself (the reader
 * plays it).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { prefersReducedMotion } from '../../core/motion';
import { autoplayDue, withAutoplay } from './video-rules';

const ADDED_CLASS = 'autoplay-added';

export const videoAutoplay: Feature<AppContext> = {
  name: 'video-autoplay',
  selector: '.post-video-outer.is-autoplay',
  mount(box, ctx) {
    if (box.classList.contains(ADDED_CLASS)) return;
    if (prefersReducedMotion(ctx.win)) {
      ctx.log.info('featured video: autoplay left off (prefers-reduced-motion)');
      return;
    }
    let top = Number.POSITIVE_INFINITY;
    let removeTask: (() => void) | undefined = ctx.frames.add<boolean>({
      measure(view) {
        if (view.layoutChanged) top = box.getBoundingClientRect().top + view.scrollY;
        return autoplayDue(top - view.scrollY, view.height);
      },
      apply(due) {
        if (!due || !removeTask) return;
        removeTask();
        removeTask = undefined;
        const iframe = box.querySelector('iframe');
        const src = iframe?.getAttribute('src');
        if (iframe && src) {
          // A fresh frame with the new address: changing a loaded frame's src would add an entry
          // to the tab's history (Back would first step back inside the player).
          const fresh = iframe.cloneNode(false) as HTMLIFrameElement;
          fresh.setAttribute('src', withAutoplay(src));
          iframe.replaceWith(fresh);
        }
        box.classList.add(ADDED_CLASS);
      },
    });
    return () => {
      removeTask?.();
      removeTask = undefined;
    };
  },
};
