/**
 * What the magazine's live search searches: every post a magazine page shows, as WordPress's
 * search would find it (one site, one posts table). So a word read anywhere on the front page
 * (its sliders, its carousel, its list blocks) finds its post, as it would on the real site.
 * Three sources, each written down once elsewhere or here:
 * - the posts of fixtures/wordpress/magazine.json (the articles and the long read's next posts);
 * - the list blocks' archive (theme-lists-data.ts), which prints the front page's list items;
 * - the front page's feature posts (fixtures/pages/fragments/theme/home-slider.html), below.
 * A title printed by two sources is one post (the first source's). Newest first, as the theme's
 * search query orders.
 */
import { LIST_CATEGORIES, LIST_POSTS, type ListCategory } from './theme-lists-data';
import { listPermalink } from './theme-lists';
import { MAGAZINE_ORIGIN, POST_PAGES } from './theme-posts';
import { wpSite } from './wordpress-data';

export interface SearchPost {
  id: number;
  title: string;
  permalink: string;
  /** ISO date-time of publication: the search's order. */
  date: string;
  /** The date as the theme prints it. */
  dateText: string;
  category: { name: string; slug: string };
  /** CSS class of its gradient thumbnail (fixtures load no images). */
  thumb: string;
  summary: string;
}

type FeatureRow = readonly [id: number, path: string, title: string, category: ListCategory, date: string, summary: string];

const extraCategory = (name: string, slug: string, id: number): ListCategory => ({ id, name, slug });
const GESUNDHEIT = extraCategory('Gesundheit', 'gesundheit', 8);
const DIGITAL = extraCategory('Digital', 'digital', 9);
const UMWELT = extraCategory('Umwelt', 'umwelt', 10);

/**
 * home-slider.html's slides: ids, permalinks, titles, categories, dates and summaries as printed.
 * The "Meistgelesen" carousel prints no category and no summary, and repeats three of the
 * "Im Fokus" posts under ids of their own: the categories of its five other posts are invented
 * (fixtures/README.md says so); its repeats are found as the focus posts.
 */
const FEATURE_ROWS: readonly FeatureRow[] = [
  [304, '2024/05/13/fokus-4/', 'Die Ostsee erwärmt sich schneller', UMWELT, '2024-05-13T07:30:00+02:00', 'Meeresforscher messen Rekordwerte vor Rügen.'],
  [303, '2024/05/12/fokus-3/', 'Ein Dorf baut sein Netz selbst', DIGITAL, '2024-05-12T07:30:00+02:00', 'Glasfaser in Eigenregie: 300 Haushalte, ein Bagger, viel Geduld.'],
  [302, '2024/05/11/fokus-2/', 'Wie gesund ist Intervallfasten?', GESUNDHEIT, '2024-05-11T07:30:00+02:00', 'Was Studien sagen – und was nicht.'],
  [301, '2024/05/10/fokus-1/', 'Was Wale singen', LIST_CATEGORIES.wissen, '2024-05-10T07:30:00+02:00', 'Forscherinnen entschlüsseln die Lieder der Buckelwale.'],
  [207, 'meistgelesen/7/', 'Kommunalwahl: die Ergebnisse', LIST_CATEGORIES.politik, '2024-05-08T09:00:00+02:00', ''],
  [204, 'meistgelesen/4/', 'Der Streit um die Grundsteuer', LIST_CATEGORIES.politik, '2024-05-05T09:00:00+02:00', ''],
  [104, '2024/05/04/aufmacher-4/', 'Das Jahr der leisen Filme', LIST_CATEGORIES.kultur, '2024-05-04T08:00:00+02:00', 'Warum die besten Filme dieses Festivals ohne große Effekte auskamen.'],
  [203, 'meistgelesen/3/', 'Rückkehr der Nachtzüge', LIST_CATEGORIES.reise, '2024-05-04T09:00:00+02:00', ''],
  [103, '2024/05/03/aufmacher-3/', 'Mit dem Nachtzug nach Rom', LIST_CATEGORIES.reise, '2024-05-03T08:00:00+02:00', 'Die neue Verbindung im Test: 14 Stunden, ein Schlafwagen und viel Espresso.'],
  [202, 'meistgelesen/2/', 'Zehn Jahre Mietpreisbremse', LIST_CATEGORIES.wirtschaft, '2024-05-03T09:00:00+02:00', ''],
  [102, '2024/05/02/aufmacher-2/', 'Wie der Mittelstand Fachkräfte hält', LIST_CATEGORIES.wirtschaft, '2024-05-02T08:00:00+02:00', 'Vier-Tage-Woche, Wohnungen, Weiterbildung: Was kleine Firmen anbieten.'],
  [201, 'meistgelesen/1/', 'Was ein Hitzeaktionsplan regelt', LIST_CATEGORIES.politik, '2024-05-02T09:00:00+02:00', ''],
  [101, '2024/05/01/aufmacher-1/', 'Bundestag beschließt Klimaanpassungsgesetz', LIST_CATEGORIES.politik, '2024-05-01T08:00:00+02:00', 'Kommunen müssen bis 2026 Hitzeaktionspläne vorlegen – der Bund gibt Geld dazu.'],
];

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** "2. Mai 2024" of an ISO date (its calendar day as written, whatever the offset). */
function germanDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.slice(0, 10).split('-');
  return `${Number(day)}. ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

const featurePost = ([id, path, title, category, date, summary]: FeatureRow): SearchPost => ({
  id,
  title,
  permalink: `${MAGAZINE_ORIGIN}/${path}`,
  date,
  dateText: germanDate(date),
  category: { name: category.name, slug: category.slug },
  thumb: `thumb-${category.slug}-1`,
  summary,
});

const fold = (text: string): string => text.toLocaleLowerCase('de-DE');

let catalogue: readonly SearchPost[] | undefined;

/** Every searchable post, newest first, each title once; built on first use (it reads a fixture). */
export function searchPosts(): readonly SearchPost[] {
  if (catalogue) return catalogue;
  const sitePosts: SearchPost[] = wpSite('magazine').posts.map((post) => ({
    ...post,
    permalink: POST_PAGES.find((page) => page.id === post.id)?.permalink ?? `${MAGAZINE_ORIGIN}/?p=${post.id}`,
  }));
  const listPosts: SearchPost[] = LIST_POSTS.map((post) => ({ ...post, permalink: listPermalink(post), category: { name: post.category.name, slug: post.category.slug } }));
  const seen = new Set<string>();
  const unique = [...sitePosts, ...listPosts, ...FEATURE_ROWS.map(featurePost)].filter((post) => {
    const key = fold(post.title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // ISO dates with the same offset sort as text; a stable sort keeps the sources' order on ties.
  catalogue = unique.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return catalogue;
}
