// @vitest-environment jsdom
/**
 * The list block in jsdom against the harness's own handlers (msw/node): next/prev, quick
 * filter, load more, infinite scroll, the cache, overlapping requests, every failure with its
 * retry, hostile HTML, notices, empty answers, bad block data, and bookmarks on new posts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { delay } from 'msw';
import { strings } from '../../../../src/core/strings';
import { findScenario } from '../../../../harness/scenarios';
import { onAction } from '../../../../harness/mocks/admin-ajax';
import { listPage } from '../../../../harness/mocks/theme-lists';
import { HOSTILE_RAN_FLAG, LIST_NOTICE } from '../../../../harness/scenario-sets/theme-lists';
import { mockServer } from '../../../support/msw';
import { bootLists, click, el, fixtureBlock, permalink, recordAjax, resetLists, shownIds, tick } from './list-support';

afterEach(resetLists);

const query = (fields: Record<string, string>) => new Map(Object.entries(fields));
const HOME_1 = query({ category: '', categories: '2,3,4,5', posts_per_page: '4' });
const POLITIK = query({ category: '2', categories: '0', posts_per_page: '4' });
const KLIMA = query({ category: '', categories: '2,3,4,5', tags: 'klima', posts_per_page: '4' });
const WISSEN = query({ category: '4', posts_per_page: '3' });
const REISE_KULTUR = query({ categories: '5,6', posts_per_page: '3' });
const ids = (fields: Map<string, string>, page: number) => listPage(fields, page).posts.map((post) => post.id);

function useScenario(id: string): void {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`no scenario ${id}`);
  mockServer.use(...scenario.handlers);
}

const filterLink = (value: string) => el(`#ajax_filter_uid_home_1 a[data-ajax_filter_val="${value}"]`);
const announced = () => document.querySelector('[data-site-client-announcer]')?.textContent ?? '';

describe('mounting', () => {
  it('turns the printed controls into buttons with their state', () => {
    bootLists(fixtureBlock('uid_home_1'));
    expect(el('.ajax-prev').getAttribute('role')).toBe('button');
    expect(el('.ajax-prev').getAttribute('aria-disabled')).toBe('true');
    expect(el('.ajax-next').hasAttribute('aria-disabled')).toBe(false);
    expect(filterLink('0').getAttribute('aria-pressed')).toBe('true');
    expect(filterLink('2').getAttribute('aria-pressed')).toBe('false');
  });

  it.each([
    ['data-page_max="6"', 'data-page_max="sechs"', 'page_max'],
    ['data-uuid="uid_home_1"', 'data-uuid=""', 'uuid'],
    ['data-categories=', 'data-category="politik" data-categories=', 'category'],
  ])('bad block data (%s → %s) leaves the block as printed with a warning', async (from, to, field) => {
    const requests = recordAjax();
    const { log } = bootLists(fixtureBlock('uid_home_1').replace(from, to));
    expect(
      log.lines.some((line) => line.level === 'warn' && line.message.includes(field) && line.message.includes('left as printed')),
    ).toBe(true);
    click('.ajax-next');
    click(filterLink('2'));
    await tick(50);
    expect(requests).toHaveLength(0);
    expect(el('.ajax-next').hasAttribute('role')).toBe(false);
  });

  it('without an admin-ajax URL the block stays as printed with a warning', () => {
    const { log } = bootLists(fixtureBlock('uid_home_2'), null);
    expect(log.lines.some((line) => line.level === 'warn' && line.message.includes('pixwellCoreParams.ajaxurl'))).toBe(true);
    expect(el('.loadmore-link').hasAttribute('role')).toBe(false);
  });
});

describe('next/prev (replace mode)', () => {
  it('sends live_pagination with page_next, swaps the posts, shows the loader meanwhile and follows spec §4', async () => {
    const requests = recordAjax();
    bootLists(fixtureBlock('uid_home_1'));
    expect(shownIds('uid_home_1')).toEqual(ids(HOME_1, 1));
    click('.ajax-next');
    expect(el('#uid_home_1').getAttribute('aria-busy')).toBe('true');
    expect(el('#uid_home_1 .content-wrap > .load-animation').getAttribute('role')).toBe('status');
    expect(el('#uid_home_1 .content-inner').classList.contains('is-overflow')).toBe(true);
    expect(el('#uid_home_1 .content-inner').style.opacity).toBe('0.05');
    expect(el('#uid_home_1 .content-wrap').style.height).toMatch(/px$/);
    expect(el('.ajax-prev').classList.contains('is-disable')).toBe(true);
    expect(filterLink('2').classList.contains('is-disable')).toBe(true);
    await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(HOME_1, 2));
    expect(el('#uid_home_1').hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelector('.load-animation')).toBeNull();
    expect(el('#uid_home_1 .content-inner').classList.contains('is-overflow')).toBe(false);
    expect(el('#uid_home_1 .content-inner').style.opacity).toBe('');
    expect(el('#uid_home_1 .content-wrap').style.height).toBe('');
    expect(filterLink('2').classList.contains('is-disable')).toBe(false);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      action: 'pixwell_live_pagination',
      'data[uuid]': 'uid_home_1',
      'data[page_next]': '2',
      'data[page_current]': '2',
      'data[categories]': '2,3,4,5',
      'data[category]': '',
      'data[orderby]': '',
    });
    expect(requests[0]).not.toHaveProperty('data[page_max]');
    expect(el('.ajax-prev').hasAttribute('aria-disabled')).toBe(false);
    expect(el('.ajax-prev').classList.contains('is-disable')).toBe(false);
    expect(announced()).toBe('Seite 2 von 6 geladen.');
  });

  it('disables next on the last page and previous on page 1; going back costs no request', async () => {
    const requests = recordAjax();
    bootLists(fixtureBlock('uid_home_1'));
    for (let page = 2; page <= 6; page += 1) {
      click('.ajax-next');
      await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(HOME_1, page));
    }
    expect(el('.ajax-next').getAttribute('aria-disabled')).toBe('true');
    expect(el('.ajax-next').classList.contains('is-disable')).toBe(true);
    click('.ajax-next');
    await tick();
    expect(requests).toHaveLength(5);
    for (let page = 5; page >= 1; page -= 1) {
      click('.ajax-prev');
      expect(shownIds('uid_home_1')).toEqual(ids(HOME_1, page));
    }
    expect(el('.ajax-prev').getAttribute('aria-disabled')).toBe('true');
    await tick();
    expect(requests).toHaveLength(5);
  });

  it('moves keyboard focus from the control to the first new post’s link', async () => {
    bootLists(fixtureBlock('uid_home_1'));
    el('.ajax-next').focus();
    click('.ajax-next');
    const first = ids(HOME_1, 2)[0];
    await expect.poll(() => document.activeElement?.getAttribute('href')).toBe(permalink(first));
  });

  it('Space on a control acts as a click', async () => {
    bootLists(fixtureBlock('uid_home_1'));
    el('.ajax-next').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(HOME_1, 2));
  });
});

describe('quick filter', () => {
  it('a category sets category and categories 0 with page 1; "Alle" restores the printed posts without a request', async () => {
    const requests = recordAjax();
    bootLists(fixtureBlock('uid_home_1'));
    click('.ajax-next');
    await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(HOME_1, 2));
    click(filterLink('2'));
    await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(POLITIK, 1));
    expect(requests[1]).toMatchObject({
      action: 'pixwell_quick_filter',
      'data[category]': '2',
      'data[categories]': '0',
      'data[page_current]': '1',
      'data[tags]': '',
    });
    expect(requests[1]).not.toHaveProperty('data[page_max]');
    expect(filterLink('2').getAttribute('aria-pressed')).toBe('true');
    expect(filterLink('2').classList.contains('is-active')).toBe(true);
    expect(filterLink('0').classList.contains('is-active')).toBe(false);
    expect(filterLink('0').classList.contains('is-deactivate')).toBe(true);
    expect(filterLink('3').classList.contains('is-deactivate')).toBe(true);
    expect(el('.ajax-prev').getAttribute('aria-disabled')).toBe('true');
    expect(announced()).toBe('Beiträge für „Politik“ geladen.');
    // page_max 2 from the answer: page 2 is the last one.
    click('.ajax-next');
    await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(POLITIK, 2));
    expect(requests[2]).toMatchObject({ 'data[category]': '2', 'data[page_current]': '2', 'data[page_next]': '2' });
    expect(el('.ajax-next').getAttribute('aria-disabled')).toBe('true');
    click(filterLink('0'));
    expect(shownIds('uid_home_1')).toEqual(ids(HOME_1, 1));
    expect(el('.ajax-next').hasAttribute('aria-disabled')).toBe(false);
    click(filterLink('2'));
    expect(shownIds('uid_home_1')).toEqual(ids(POLITIK, 1));
    await tick();
    expect(requests).toHaveLength(3);
  });

  it('a block in tag mode (data-quick_filter="tag") sends tags and keeps the printed categories', async () => {
    const requests = recordAjax();
    bootLists(
      fixtureBlock('uid_home_1')
        .replace('data-quick_filter="category"', 'data-quick_filter="tag"')
        .replace('data-ajax_filter_val="2">Politik', 'data-ajax_filter_val="klima">Klima'),
    );
    click(filterLink('klima'));
    await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(KLIMA, 1));
    expect(requests[0]).toMatchObject({
      action: 'pixwell_quick_filter',
      'data[tags]': 'klima',
      'data[category]': '',
      'data[categories]': '2,3,4,5',
      'data[quick_filter]': 'tag',
    });
  });

  it('"Alle" after another filter restores the printed category and categories (from the cache)', async () => {
    const requests = recordAjax();
    bootLists(fixtureBlock('uid_home_1'));
    click(filterLink('4'));
    await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(query({ category: '4', posts_per_page: '4' }), 1));
    click(filterLink('0'));
    expect(shownIds('uid_home_1')).toEqual(ids(HOME_1, 1));
    expect(filterLink('0').classList.contains('is-active')).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('a newer filter choice aborts the running request and wins; the same choice twice is one request', async () => {
    const requests = recordAjax();
    useScenario('theme-lists-slow');
    bootLists(fixtureBlock('uid_home_1'), 10_000);
    click(filterLink('2'));
    click(filterLink('2'));
    click('.ajax-next');
    click(filterLink('3'));
    await expect.poll(() => shownIds('uid_home_1'), { timeout: 15_000 }).toEqual(ids(query({ category: '3', posts_per_page: '4' }), 1));
    expect(requests.map((fields) => `${fields.action} ${fields['data[category]']}`)).toEqual([
      'pixwell_quick_filter 2',
      'pixwell_quick_filter 3',
    ]);
    expect(filterLink('3').getAttribute('aria-pressed')).toBe('true');
    expect(filterLink('2').getAttribute('aria-pressed')).toBe('false');
    expect(el('#uid_home_1').hasAttribute('aria-busy')).toBe(false);
  });
});

describe('load more (append mode)', () => {
  it('appends the next pages (is-hide opacity-animate, then revealed) and ends the control at the last page', async () => {
    const requests = recordAjax();
    bootLists(fixtureBlock('uid_home_2'));
    el('.loadmore-link').focus();
    click('.loadmore-link');
    expect(el('#uid_home_2').getAttribute('aria-busy')).toBe('true');
    expect(el('.loadmore-link').classList.contains('loading')).toBe(true);
    expect(el('.loadmore-link').style.opacity).toBe('0');
    expect(el('.loadmore-animation').style.display).toBe('block');
    await expect.poll(() => shownIds('uid_home_2')).toEqual([...ids(WISSEN, 1), ...ids(WISSEN, 2)]);
    expect(el('.loadmore-link').classList.contains('loading')).toBe(false);
    expect(el('.loadmore-animation').style.display).toBe('none');
    const appended = document.querySelectorAll('#uid_home_2 .content-inner > .rb-col-m12')[3];
    expect(appended?.classList.contains('opacity-animate')).toBe(true);
    expect(appended?.classList.contains('is-hide')).toBe(true);
    await expect.poll(() => appended?.classList.contains('is-hide'), { timeout: 1000 }).toBe(false);
    expect(document.activeElement?.getAttribute('href')).toBe(permalink(ids(WISSEN, 2)[0]));
    expect(announced()).toBe('3 weitere Beiträge geladen.');
    expect(el('.pagination-loadmore').classList.contains('disable-pagination')).toBe(false);
    click('.loadmore-link');
    await expect.poll(() => shownIds('uid_home_2').length).toBe(7);
    expect(el('.pagination-loadmore').classList.contains('disable-pagination')).toBe(true);
    expect(el('.loadmore-link').style.display).toBe('none');
    expect(el('.content-inner').lastElementChild?.matches('.end-list')).toBe(true);
    expect(announced()).toBe('1 weitere Beiträge geladen. Alle Beiträge sind geladen.');
    expect(requests.map((fields) => `${fields['data[page_current]']}/${fields['data[page_max]']} → ${fields['data[page_next]']}`)).toEqual([
      '1/3 → 2',
      '2/3 → 3',
    ]);
  });

  it('a double click is one request', async () => {
    const requests = recordAjax();
    bootLists(fixtureBlock('uid_home_2'));
    click('.loadmore-link');
    click('.loadmore-link');
    click('.loadmore-link');
    await expect.poll(() => shownIds('uid_home_2').length).toBe(6);
    await tick(50);
    expect(requests).toHaveLength(1);
  });

  it('reader features attach to the new posts: a bookmark on page 2 counts', async () => {
    bootLists(fixtureBlock('uid_home_2'));
    click('.loadmore-link');
    const newId = ids(WISSEN, 2)[0];
    await expect.poll(() => document.querySelector(`.bookmark-item[data-bookmarkid="${newId}"]`)).not.toBeNull();
    const button = el(`.bookmark-item[data-bookmarkid="${newId}"]`);
    await tick(50);
    click(button);
    expect(button.classList.contains('added')).toBe(true);
    expect(el('.bookmark-counter').textContent).toBe('1');
  });
});

describe('infinite scroll', () => {
  it('loads page after page while the block’s end is in view, then hides its trigger', async () => {
    const requests = recordAjax();
    // jsdom has no layout: the block is 0 px high at the top, so its 99 % is always passed.
    bootLists(fixtureBlock('uid_home_3'));
    await expect.poll(() => shownIds('uid_home_3').length, { timeout: 4000 }).toBe(10);
    expect(shownIds('uid_home_3')).toEqual([1, 2, 3, 4].flatMap((page) => ids(REISE_KULTUR, page)));
    expect(el('.pagination-infinite').classList.contains('disable-pagination')).toBe(true);
    expect(el('.pagination-infinite .loadmore-animation').style.display).toBe('none');
    await tick(50);
    expect(requests.map((fields) => fields['data[page_next]'])).toEqual(['2', '3', '4']);
  });

  it('stops on a failure instead of retrying every frame; the retry button resumes', async () => {
    const requests = recordAjax();
    useScenario('theme-lists-500');
    bootLists(fixtureBlock('uid_home_3'));
    await expect.poll(() => document.querySelector('.block-error')).not.toBeNull();
    await tick(100);
    expect(requests).toHaveLength(1);
    mockServer.resetHandlers();
    click('.block-retry');
    await expect.poll(() => shownIds('uid_home_3').length, { timeout: 4000 }).toBe(10);
    expect(document.querySelector('.block-error')).toBeNull();
  });
});

describe('failures', () => {
  it.each(['theme-lists-500', 'theme-lists-timeout', 'theme-lists-malformed', 'theme-lists-wrong-shape'])(
    '%s: a visible error with retry, the flag and loader reset, the printed posts kept; retry succeeds later',
    async (scenario) => {
      useScenario(scenario);
      const { log } = bootLists(fixtureBlock('uid_home_1'));
      click('.ajax-next');
      await expect.poll(() => document.querySelector('.block-error'), { timeout: 3000 }).not.toBeNull();
      // The chosen filter falls back when its answer fails.
      expect(el('.block-error').getAttribute('role')).toBe('alert');
      expect(el('.block-error').textContent).toContain(strings.themeLists.loadFailed);
      expect(el('.block-retry').textContent).toBe(strings.themeLists.retry);
      expect(el('#uid_home_1').hasAttribute('aria-busy')).toBe(false);
      expect(document.querySelector('.load-animation')).toBeNull();
      expect(el('.content-inner').classList.contains('is-overflow')).toBe(false);
      expect(el('.ajax-next').classList.contains('is-disable')).toBe(false);
      expect(shownIds('uid_home_1')).toEqual(ids(HOME_1, 1));
      expect(log.lines.some((line) => line.level === 'warn' && line.message.includes('live_pagination failed'))).toBe(true);
      // The flag was reset: another control works (and fails again) instead of being ignored.
      click(filterLink('2'));
      await expect.poll(() => log.lines.filter((line) => line.message.includes('quick_filter failed')).length, { timeout: 3000 }).toBe(1);
      expect(filterLink('0').classList.contains('is-active')).toBe(true);
      expect(filterLink('2').classList.contains('is-active')).toBe(false);
      mockServer.resetHandlers();
      el('.block-retry').focus();
      click('.block-retry');
      await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(POLITIK, 1));
      expect(document.querySelector('.block-error')).toBeNull();
      expect(document.activeElement?.getAttribute('href')).toBe(permalink(ids(POLITIK, 1)[0]));
      expect(filterLink('2').classList.contains('is-active')).toBe(true);
    },
  );

  it('failed answers are not cached: the same page asks again', async () => {
    const requests = recordAjax();
    useScenario('theme-lists-500');
    bootLists(fixtureBlock('uid_home_2'));
    click('.loadmore-link');
    await expect.poll(() => document.querySelector('.block-error')).not.toBeNull();
    click('.loadmore-link');
    await expect.poll(() => requests.length).toBe(2);
  });

  it('hostile HTML in content and notice is cleaned; the posts arrive', async () => {
    useScenario('theme-lists-hostile');
    bootLists(fixtureBlock('uid_home_1'));
    click('.ajax-next');
    await expect.poll(() => shownIds('uid_home_1')).toEqual(ids(HOME_1, 2));
    await tick(50);
    expect((window as unknown as Record<string, unknown>)[HOSTILE_RAN_FLAG]).toBeUndefined();
    const block = el('#uid_home_1');
    expect(block.querySelector('script, iframe, [onerror], [onload]')).toBeNull();
    expect([...block.querySelectorAll('a')].some((link) => /javascript:/i.test(link.getAttribute('href') ?? ''))).toBe(false);
    expect(block.querySelector('[data-list-notice]')).not.toBeNull();
  });

  it('unmounting during a request aborts it and leaves no loader behind', async () => {
    useScenario('theme-lists-slow');
    const boot = bootLists(fixtureBlock('uid_home_1'), 10_000);
    click('.ajax-next');
    expect(document.querySelector('.load-animation')).not.toBeNull();
    boot.stop();
    expect(document.querySelector('.load-animation')).toBeNull();
    expect(el('.content-inner').classList.contains('is-overflow')).toBe(false);
    expect(el('#uid_home_1').hasAttribute('aria-busy')).toBe(false);
    expect(el('.ajax-next').hasAttribute('role')).toBe(false);
  });
});

describe('answers that end or annotate the list', () => {
  it('a notice is appended after the posts, once per load', async () => {
    useScenario('theme-lists-notice');
    bootLists(fixtureBlock('uid_home_2'));
    click('.loadmore-link');
    await expect.poll(() => document.querySelectorAll('.end-list').length).toBe(1);
    expect(el('.content-inner').lastElementChild?.classList.contains('end-list')).toBe(true);
    expect(el('.end-list').outerHTML.replace(' data-list-notice=""', '')).toBe(LIST_NOTICE);
    click('.loadmore-link');
    await expect.poll(() => shownIds('uid_home_2').length).toBe(7);
    expect(document.querySelectorAll('.end-list')).toHaveLength(1);
    expect(el('.content-inner').lastElementChild?.classList.contains('end-list')).toBe(true);
  });

  it('a string page_current ("2") is page 2', async () => {
    mockServer.use(
      ...onAction(
        'pixwell_live_pagination',
        () =>
          new Response(
            `{"content":"<div class=\\"rb-col-m12\\"><div class=\\"p-wrap post-7\\"><\\/div><\\/div>","page_max":3,"page_current":"2"}`,
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    bootLists(fixtureBlock('uid_home_1'));
    click('.ajax-next');
    await expect.poll(() => shownIds('uid_home_1')).toEqual([7]);
    expect(el('.ajax-prev').classList.contains('is-disable')).toBe(false);
    expect(announced()).toBe('Seite 2 von 3 geladen.');
    expect(document.querySelector('.block-error')).toBeNull();
  });

  it('an empty filter shows the empty message and disables paging', async () => {
    useScenario('theme-lists-empty');
    bootLists(fixtureBlock('uid_home_1'));
    click(filterLink('5'));
    await expect.poll(() => document.querySelector('.block-empty')?.textContent).toBe(strings.themeLists.empty);
    expect(el('.ajax-next').getAttribute('aria-disabled')).toBe('true');
    expect(el('.ajax-prev').classList.contains('is-disable')).toBe(true);
    expect(announced()).toBe(strings.themeLists.empty);
    expect(document.querySelector('.block-error')).toBeNull();
  });

  it('an empty next page ({"content":""}) keeps the shown posts and ends next there, without an error', async () => {
    useScenario('theme-lists-empty');
    bootLists(fixtureBlock('uid_home_1'));
    click('.ajax-next');
    await expect.poll(() => el('.ajax-next').classList.contains('is-disable')).toBe(true);
    expect(shownIds('uid_home_1')).toEqual(ids(HOME_1, 1));
    expect(document.querySelector('.block-error')).toBeNull();
    await expect.poll(announced).toBe(strings.themeLists.allLoaded);
  });

  it('an empty page ends load more even when page_max said otherwise', async () => {
    useScenario('theme-lists-empty');
    bootLists(fixtureBlock('uid_home_2'));
    click('.loadmore-link');
    await expect.poll(() => el('.pagination-loadmore').classList.contains('disable-pagination')).toBe(true);
    expect(el('.loadmore-link').style.display).toBe('none');
    expect(shownIds('uid_home_2')).toEqual(ids(WISSEN, 1));
    expect(document.querySelector('.block-error')).toBeNull();
  });

  it('the last-page scenario disables load more after one load', async () => {
    useScenario('theme-lists-last-page');
    bootLists(fixtureBlock('uid_home_2'));
    click('.loadmore-link');
    await expect.poll(() => el('.pagination-loadmore').classList.contains('disable-pagination')).toBe(true);
  });

  it('a slow answer keeps the block busy until it arrives', async () => {
    mockServer.use(
      ...onAction('pixwell_live_pagination', async () => {
        await delay(150);
        return new Response(
          JSON.stringify({
            content:
              '<div class="rb-col-m12"><div class="p-wrap post-1"><h2 class="entry-title"><a class="p-url" href="#post-1">x</a></h2></div></div>',
            page_max: 3,
            page_current: '2',
          }),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      }),
    );
    bootLists(fixtureBlock('uid_home_2'));
    click('.loadmore-link');
    await tick(60);
    expect(el('#uid_home_2').getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => shownIds('uid_home_2')).toEqual([...ids(WISSEN, 1), 1]);
    expect(el('#uid_home_2').hasAttribute('aria-busy')).toBe(false);
  });
});
