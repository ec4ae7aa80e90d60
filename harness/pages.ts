/** The fixture pages the harness serves at `/pages/{id}`, from fixtures/pages/{id}.html. */
import type { PageEntry } from './catalogue-types';
import { publisherPages } from './publisher-pages';
import { recordedPages } from './recorded-pages';

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
    description:
      'A single post with the reader features (bookmark, reactions, feedback vote, accordion, note box, share, newsletter, cookie notice, header strip, dark mode).',
  },
  {
    id: 'radio-newsletter-popup',
    title: 'Radio: article with the newsletter popup',
    site: 'radio',
    description:
      'The article with the theme’s newsletter popup (#rb-newsletter-popup, data-delay 3000, data-expired 7): on desktop it opens 3 s after load unless the ruby_newsletter_popup cookie is 1.',
  },
  {
    id: 'radio-article-rest',
    title: 'Radio: article (REST, no consent box)',
    site: 'radio',
    description:
      'The same post with pvcArgsFrontend.mode "rest_api" (requestURL https://www.b80er.de/wp-json/post-views-counter/view-post/123, its own X-WP-Nonce), no top share bar, a newsletter form without the privacy checkbox (and without the privacy-error notice), and a second note box of the inline variant (.rb-note.is-inline: toggles without animation).',
  },
  {
    id: 'radio-bookmarks',
    title: 'Radio: bookmarks',
    site: 'radio',
    description:
      'The “Merkliste” page as page-bookmark.php prints it: aside.bookmark-list-header with the a#remove-bookmark-list link, and #bookmarks-list holding only the theme’s loading animation (the list comes from rb_bookmark for the ids in the RBBookmarkData cookie); same header (with the bookmark counter), header strip, footer and cookie notice as the article.',
  },
  {
    id: 'radio-stations',
    title: 'Radio: our stations',
    site: 'radio',
    description:
      'Two stations side by side (lfmWidgetSettings.stations "b80er,radiohayom"): every api_lfm_* placeholder once per station with the _b80er / _radiohayom suffix; song line in the header.',
  },
  {
    id: 'radio-schedule',
    title: 'Radio: schedule',
    site: 'radio',
    description:
      'Schedule page of b80er with schedule_source "schedule": current and next show (name, start, end, day, description), today’s schedule and the week mon–sun; song line in the header.',
  },
  {
    id: 'magazine-article',
    title: 'Magazine: open article',
    site: 'magazine',
    description:
      'An open article with the site’s own SWG_BASIC init (NewsArticle, product magazin.example:openaccess, free, light theme, German), JSON-LD NewsArticle isPartOf that product (isAccessibleForFree true) and a canonical link. Reader markup on the magazine’s admin-ajax: the header bookmark counter, the bookmark buttons of the related posts 2837 and 2829, the reaction section and bottom share bar of post 2841, and its rb-remove-bookmark marker.',
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
    description:
      'The theme’s front page: two sliders (.slider-feat-4, .slider-feat-13 with .ct-nav dots) and a carousel (.carousel-feat-9), three list blocks (quick filter with next/prev, load more, infinite scroll), the header’s search popup with live search, sticky nav (plain mode), off-canvas menu, back to top, and the ad-block popup (#rb-adblock, the project’s own markup).',
  },
  {
    id: 'magazine-single',
    title: 'Magazine: long read with infinite next posts (theme)',
    site: 'magazine',
    description:
      'A long single post in layout 2: parallax featured image, autoplaying featured video, Pixwell Core’s table of contents, YouTube/Vimeo embeds, a gallery slider and a Ruby Gallery grid with their lightboxes, the comment box with replies, sticky sidebar, smart sticky nav, and the single-post infinite load of three next posts (#single-post-infinite; the first has user reviews).',
  },
  {
    id: 'magazine-category',
    title: 'Magazine: category archive (theme)',
    site: 'magazine',
    description:
      'The Wissen category: the category header with its parallax background (#category-header-bg[data-background]) and a fw-masonry-1 grid of ten cards.',
  },
  {
    id: 'magazine-portfolio',
    title: 'Magazine: portfolio (theme)',
    site: 'magazine',
    description: 'A portfolio page: a fw-portfolio-1 masonry grid of nine items with filter buttons over three categories.',
  },
  {
    id: 'magazine-product',
    title: 'Magazine: shop product (theme)',
    site: 'magazine',
    description:
      'A shop product: three quantity inputs with the theme’s up/down spans (min 1 max 10; a step-2 one; a disabled one). No review form (the reviews are on the long read’s first next post).',
  },
  ...publisherPages,
  ...recordedPages,
];
