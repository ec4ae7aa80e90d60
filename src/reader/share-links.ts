/**
 * Share links (Pixwell Core: `a.share-action.share-icon.share-{net}[rel=nofollow] > i.rbi.rbi-{net}`
 * in `aside.single-top-share`, `aside.single-bottom-share > div.share-content` and
 * `aside.single-left-share`; the WhatsApp and e-mail links carry no `share-action` and stay plain
 * links, as in core.js): a plain click opens the share page with
 * `window.open(href, '_blank', 'width=600,height=350,…')` as core.js did, centred on the reader's
 * window (ours). Everything else stays a normal link: clicks with a modifier or another
 * button, links that are not web pages (mail), and any click whose pop-up the browser blocked
 * (window.open answered null), which then simply follows the link. One listener for the page.
 */
import type { Feature } from '../core/attach';
import { listen } from '../core/listen';
import type { AppContext } from '../context';
import { centredPopupFeatures, isPlainClick, opensInPopup } from './share-window';

const SHARE_LINK = 'a.share-action';

export const shareLinks: Feature<AppContext> = {
  name: 'share-links',
  selector: SHARE_LINK,
  scope: 'page',
  mount(_root, ctx) {
    const { doc, win } = ctx;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SHARE_LINK) : null;
      if (!link || !isPlainClick(event) || !opensInPopup(link.href, doc.baseURI)) return;
      const features = centredPopupFeatures({
        screenX: win.screenX,
        screenY: win.screenY,
        outerWidth: win.outerWidth,
        outerHeight: win.outerHeight,
        innerWidth: win.innerWidth,
        innerHeight: win.innerHeight,
      });
      // Without "noopener" in the features, so that a blocked pop-up is visible as null; the
      // opener is cut right after instead, so the share page cannot navigate this one.
      const popup = win.open(link.href, '_blank', features);
      if (!popup) {
        ctx.log.info('share pop-up blocked; following the link instead');
        return;
      }
      try {
        popup.opener = null;
      } catch {
        // Some browsers make opener read-only on cross-origin windows; the share page is then isolated anyway.
      }
      event.preventDefault();
    };
    return listen(doc, { click: onClick });
  },
};
