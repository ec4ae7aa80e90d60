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
import { wpSite, type WpPost } from './wordpress-data';

/** A post as the search lists it: what the list layouts print, with its permalink for the links. */
export type SearchPost = Omit<WpPost, 'url'> & { permalink: string };

type FeatureRow = readonly [
  id: number,
  path: string,
  title: string,
  category: ListCategory,
  date: string,
  dateText: string,
  summary: string,
];

const extraCategory = (name: string, slug: string, id: number): ListCategory => ({ id, name, slug });
const GESUNDHEIT = extraCategory('Gesundheit', 'gesundheit', 8);
const DIGITAL = extraCategory('Digital', 'digital', 9);
const UMWELT = extraCategory('Umwelt', 'umwelt', 10);
/** The categories of the feature posts beside the list blocks' (the test WordPress creates them too). */
export const FEATURE_CATEGORIES: readonly ListCategory[] = [GESUNDHEIT, DIGITAL, UMWELT];

/**
 * home-slider.html's slides: ids, permalinks, titles, categories, dates and summaries as printed.
 * The "Meistgelesen" carousel prints no category and no summary, and repeats three of the
 * "Im Fokus" posts under ids of their own: the categories of its five other posts are invented
 * (fixtures/README.md says so); its repeats are found as the focus posts.
 */
const FEATURE_ROWS: readonly FeatureRow[] = [
  [
    304,
    '2024/05/13/fokus-4/',
    'Die Ostsee erwärmt sich schneller',
    UMWELT,
    '2024-05-13T07:30:00+02:00',
    '13. Mai 2024',
    'Meeresforscher messen Rekordwerte vor Rügen.',
  ],
  [
    303,
    '2024/05/12/fokus-3/',
    'Ein Dorf baut sein Netz selbst',
    DIGITAL,
    '2024-05-12T07:30:00+02:00',
    '12. Mai 2024',
    'Glasfaser in Eigenregie: 300 Haushalte, ein Bagger, viel Geduld.',
  ],
  [
    302,
    '2024/05/11/fokus-2/',
    'Wie gesund ist Intervallfasten?',
    GESUNDHEIT,
    '2024-05-11T07:30:00+02:00',
    '11. Mai 2024',
    'Was Studien sagen – und was nicht.',
  ],
  [
    301,
    '2024/05/10/fokus-1/',
    'Was Wale singen',
    LIST_CATEGORIES.wissen,
    '2024-05-10T07:30:00+02:00',
    '10. Mai 2024',
    'Forscherinnen entschlüsseln die Lieder der Buckelwale.',
  ],
  [207, 'meistgelesen/7/', 'Kommunalwahl: die Ergebnisse', LIST_CATEGORIES.politik, '2024-05-08T09:00:00+02:00', '8. Mai 2024', ''],
  [204, 'meistgelesen/4/', 'Der Streit um die Grundsteuer', LIST_CATEGORIES.politik, '2024-05-05T09:00:00+02:00', '5. Mai 2024', ''],
  [
    104,
    '2024/05/04/aufmacher-4/',
    'Das Jahr der leisen Filme',
    LIST_CATEGORIES.kultur,
    '2024-05-04T08:00:00+02:00',
    '4. Mai 2024',
    'Warum die besten Filme dieses Festivals ohne große Effekte auskamen.',
  ],
  [203, 'meistgelesen/3/', 'Rückkehr der Nachtzüge', LIST_CATEGORIES.reise, '2024-05-04T09:00:00+02:00', '4. Mai 2024', ''],
  [
    103,
    '2024/05/03/aufmacher-3/',
    'Mit dem Nachtzug nach Rom',
    LIST_CATEGORIES.reise,
    '2024-05-03T08:00:00+02:00',
    '3. Mai 2024',
    'Die neue Verbindung im Test: 14 Stunden, ein Schlafwagen und viel Espresso.',
  ],
  [202, 'meistgelesen/2/', 'Zehn Jahre Mietpreisbremse', LIST_CATEGORIES.wirtschaft, '2024-05-03T09:00:00+02:00', '3. Mai 2024', ''],
  [
    102,
    '2024/05/02/aufmacher-2/',
    'Wie der Mittelstand Fachkräfte hält',
    LIST_CATEGORIES.wirtschaft,
    '2024-05-02T08:00:00+02:00',
    '2. Mai 2024',
    'Vier-Tage-Woche, Wohnungen, Weiterbildung: Was kleine Firmen anbieten.',
  ],
  [201, 'meistgelesen/1/', 'Was ein Hitzeaktionsplan regelt', LIST_CATEGORIES.politik, '2024-05-02T09:00:00+02:00', '2. Mai 2024', ''],
  [
    101,
    '2024/05/01/aufmacher-1/',
    'Bundestag beschließt Klimaanpassungsgesetz',
    LIST_CATEGORIES.politik,
    '2024-05-01T08:00:00+02:00',
    '1. Mai 2024',
    'Kommunen müssen bis 2026 Hitzeaktionspläne vorlegen – der Bund gibt Geld dazu.',
  ],
];

const featurePost = ([id, path, title, category, date, dateText, summary]: FeatureRow): SearchPost => ({
  id,
  title,
  permalink: `${MAGAZINE_ORIGIN}/${path}`,
  date,
  dateText,
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
  const listPosts: SearchPost[] = LIST_POSTS.map((post) => ({
    ...post,
    permalink: listPermalink(post),
    category: { name: post.category.name, slug: post.category.slug },
  }));
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
