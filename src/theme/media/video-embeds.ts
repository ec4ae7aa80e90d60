/**
 * Classic-editor video embeds: an iframe that is a direct child of `.entry-content` and comes
 * names YouTube or Vimeo in its address (video-rules.ts) is wrapped in `div.rb-ires.is-loaded`, the theme's 16:9 box
 * (`padding-bottom:56.25%` with the iframe absolute), as the theme's script did. Other iframes
 * (maps, forms) keep their printed size. Cleanup puts the iframe back where it was.
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { isVideoEmbed } from './video-rules';

export const responsiveEmbeds: Feature<AppContext> = {
  name: 'video-responsive-embeds',
  selector: '.entry-content > iframe',
  mount(iframe, ctx) {
    if (iframe.classList.contains('is-loaded') || !isVideoEmbed(iframe.getAttribute('src'))) return;
    const parent = iframe.parentElement;
    if (!parent || parent.classList.contains('rb-ires')) return;
    const box = ctx.doc.createElement('div');
    box.className = 'rb-ires is-loaded';
    iframe.before(box);
    box.append(iframe);
    return () => {
      if (box.parentElement) {
        box.before(iframe);
        box.remove();
      }
    };
  },
};
