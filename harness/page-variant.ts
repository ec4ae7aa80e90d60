/**
 * The recipe of a fixture page made from another, apart from page-html.ts (which builds such
 * pages) because publisher-pages.ts declares some of them and page-html.ts reads those.
 */

/**
 * A page made of another: `fragment` (fixtures/pages/fragments/{fragment}.html) goes before the
 * text `at` of the base page's own file, or in its place when `replace` is set.
 */
export interface PageVariant {
  base: string;
  fragment: string;
  at: string;
  replace?: boolean;
}
