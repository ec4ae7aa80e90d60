// @vitest-environment jsdom
/** Block data from the theme's data attributes: WordPress strings in, numbers where the client reasons. */
import { describe, expect, it } from 'vitest';
import { BLOCK_FIELDS, dataAttributes, parseBlockData } from '../../../../src/theme/lists/block-data';

const PRINTED: Record<string, string> = {
  uuid: 'uid_home_1',
  name: 'list_1',
  posts_per_page: '4',
  page_max: '6',
  page_current: '1',
  category: '0',
  categories: '2,3,4,5',
  orderby: 'date_post',
  author: '0',
  tags: '',
  post_not_in: '12,14',
  format: '',
  offset: '0',
  quick_filter: 'category',
  tag_not_in: '',
  layout: 'list',
};

const reader = (values: Record<string, string | undefined>) => (name: string) => values[name];

describe('parseBlockData', () => {
  it('reads all sixteen fields, numbers as numbers and everything else as printed', () => {
    const result = parseBlockData(reader(PRINTED));
    expect(result).toEqual({
      ok: true,
      data: { ...PRINTED, posts_per_page: 4, page_max: 6, page_current: 1 },
    });
    expect(BLOCK_FIELDS).toHaveLength(16);
  });

  it('trims what the template printed around values', () => {
    const result = parseBlockData(reader({ ...PRINTED, uuid: ' uid_x ', page_max: ' 3 ', categories: ' 2,3 ' }));
    expect(result.ok && result.data).toMatchObject({ uuid: 'uid_x', page_max: 3, categories: '2,3' });
  });

  it('missing optional fields are empty strings; a missing page count is one page on page 1', () => {
    const result = parseBlockData(reader({ uuid: 'b', posts_per_page: '5' }));
    expect(result.ok && result.data).toMatchObject({ page_max: 1, page_current: 1, category: '', tags: '', layout: '' });
  });

  it.each([
    ['uuid', ''],
    ['posts_per_page', ''],
    ['posts_per_page', '0'],
    ['posts_per_page', 'vier'],
    ['page_max', '-1'],
    ['page_max', '2.5'],
    ['page_current', '0'],
    ['page_current', 'x'],
    ['category', 'politik'],
    ['author', '1e3'],
    ['offset', '-2'],
  ])('a bad %s ("%s") refuses the block with a problem naming it', (field, value) => {
    const result = parseBlockData(reader({ ...PRINTED, [field]: value }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(' ')).toContain(field);
  });

  it('page_max 0 is allowed (an empty archive)', () => {
    expect(parseBlockData(reader({ ...PRINTED, page_max: '0' })).ok).toBe(true);
  });

  it('dataAttributes reads data-* names with their underscores', () => {
    const element = document.createElement('div');
    element.setAttribute('data-posts_per_page', '7');
    expect(dataAttributes(element)('posts_per_page')).toBe('7');
    expect(dataAttributes(element)('page_max')).toBeNull();
  });
});
