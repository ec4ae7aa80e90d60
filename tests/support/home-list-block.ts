/**
 * The form fields of the magazine front page's first list block ("Aktuelles", `#uid_home_1`:
 * categories 2–5, 4 a page, quick filter by category) as src/theme/lists sends them for page 1,
 * without the action: the request the mock's unit tests, the contract test against WordPress
 * and the end-to-end tests start from.
 */
export const HOME_LIST_BLOCK: Readonly<Record<string, string>> = {
  'data[uuid]': 'uid_home_1',
  'data[name]': 'ct_list',
  'data[posts_per_page]': '4',
  'data[page_current]': '1',
  'data[category]': '',
  'data[categories]': '2,3,4,5',
  'data[orderby]': '',
  'data[author]': '',
  'data[tags]': '',
  'data[post_not_in]': '',
  'data[format]': '',
  'data[offset]': '',
  'data[quick_filter]': 'category',
  'data[tag_not_in]': '',
  'data[layout]': '',
};
