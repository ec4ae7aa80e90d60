/** The fixture pages the harness serves at `/pages/{id}`, from fixtures/pages/{id}.html. */
import type { PageEntry } from './catalogue-types';

export const pages: PageEntry[] = [
  {
    id: 'radio-home',
    title: 'Radio: front page',
    site: 'radio',
    description: 'Front page of the radio site: current-song line in the header, live station box, post teasers, sidebar.',
  },
  {
    id: 'radio-article',
    title: 'Radio: article',
    site: 'radio',
    description: 'A single post with the reader features (bookmark, reactions, feedback vote, accordion, note box, share, newsletter, cookie notice, header strip, dark mode).',
  },
  {
    id: 'radio-newsletter-popup',
    title: 'Radio: article with the newsletter popup',
    site: 'radio',
    description: 'The article with the theme’s newsletter popup (#rb-newsletter-popup, data-delay 3000, data-expired 7): on desktop it opens 3 s after load unless the ruby_newsletter_popup cookie is 1.',
  },
  {
    id: 'radio-article-rest',
    title: 'Radio: article (REST, no consent box)',
    site: 'radio',
    description:
      'The same post with pvcArgsFrontend.mode "rest" (requestURL https://www.b80er.de/wp-json/post-views-counter/view-post/123, its own X-WP-Nonce), a newsletter form without the privacy checkbox, and a second note box of the inline variant (.rb-note.is-inline: toggles without animation).',
  },
  {
    id: 'radio-bookmarks',
    title: 'Radio: bookmarks',
    site: 'radio',
    description:
      'The “Merkliste” page: the server prints #bookmarks-list with only a loading text (the list comes from rb_bookmark for the ids in the RBBookmarkData cookie), the #remove-bookmark-list button and the header counter; same header, header strip, footer and cookie notice as the article.',
  },
  {
    id: 'radio-stations',
    title: 'Radio: our stations',
    site: 'radio',
    description: 'Two stations side by side (lfmWidgetSettings.stations "b80er,radiohayom"): every api_lfm_* placeholder once per station with the _b80er / _radiohayom suffix; song line in the header.',
  },
  {
    id: 'radio-schedule',
    title: 'Radio: schedule',
    site: 'radio',
    description: 'Schedule page of b80er with schedule_source "schedule": current and next show (name, start, end, day, description), today’s schedule and the week mon–sun; song line in the header.',
  },
  {
    id: 'magazine-article',
    title: 'Magazine: open article',
    site: 'magazine',
    description:
      'An open article with the site’s own SWG_BASIC init (NewsArticle, product magazin.example:openaccess, free, light theme, German), JSON-LD NewsArticle isPartOf that product (isAccessibleForFree true) and a canonical link. Reader markup for post 2841: bookmark button and header counter, share links and a reaction block, on the magazine’s admin-ajax.',
  },
  {
    id: 'magazine-article-locked',
    title: 'Magazine: premium article',
    site: 'magazine',
    description:
      'A premium article: meta subscriptions-product-id magazin.example:premium and subscriptions-accessible-for-free false, JSON-LD @graph with the NewsArticle not free, a .paywall section, a [swg-standard-button=subscription] button and a [rrm-inline-cta] div. No inline SWG code, no microdata.',
  },
  {
    id: 'magazine-article-microdata',
    title: 'Magazine: premium article (microdata)',
    site: 'magazine',
    description:
      'A premium article whose config is only microdata: itemscope NewsArticle, isAccessibleForFree false, isPartOf Product with productID magazin.example:premium. No meta, no JSON-LD, no inline SWG code.',
  },
  {
    id: 'magazine-no-config',
    title: 'Magazine: category page, no config',
    site: 'magazine',
    description:
      'The Wissen category page: no product config at all (no subscriptions meta, JSON-LD only a CollectionPage graph, no microdata), but publisher code pushes a callback onto SWG, so the client must start and report that no config could be discovered.',
  },
  {
    id: 'magazine-home',
    title: 'Magazine: front page (theme)',
    site: 'magazine',
    description: 'The theme’s front page: feature slider and carousel, list blocks (quick filter, next/prev, load more, infinite scroll), live search in the header, sticky nav (plain mode), off-canvas menu, back to top, ad-block detection.',
  },
  {
    id: 'magazine-single',
    title: 'Magazine: long read with infinite next posts (theme)',
    site: 'magazine',
    description: 'A long single post: table of contents, gallery, video embeds, comments with reply, sticky sidebar, smart sticky nav, and the single-post infinite load of the next posts (#single-post-infinite).',
  },
  {
    id: 'magazine-category',
    title: 'Magazine: category archive (theme)',
    site: 'magazine',
    description: 'The Wissen category: parallax category header and a masonry archive grid.',
  },
  {
    id: 'magazine-portfolio',
    title: 'Magazine: portfolio (theme)',
    site: 'magazine',
    description: 'A portfolio page: masonry grid with filter buttons.',
  },
  {
    id: 'magazine-product',
    title: 'Magazine: shop product (theme)',
    site: 'magazine',
    description: 'A shop product: quantity buttons and the review form with its star rating and rating alert.',
  },
];
