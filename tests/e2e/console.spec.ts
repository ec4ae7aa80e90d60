/**
 * The QA console: page × scenario offered where the scenario applies (every pair with "show
 * all"), a preview that stays in view at 1280×800 with the request log below it, sticky matrix headings,
 * deep links, and a log that names hosts and admin-ajax actions and shows bodies as text.
 */
import type { Locator, Page } from '@playwright/test';
import type { Catalogue, SiteId } from '../../harness/catalogue-types';
import { NO_VISIBLE_EFFECT, siteName } from '../../harness/console/catalogueView';
import { expect, test } from './harness-fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The log is shared by every test running at once, so a row found by text may be followed by a
 * newer one from another test. Pin a body toggle to its own row through the body id it controls.
 */
async function pinned(toggle: Locator): Promise<Locator> {
  const bodyId = await toggle.getAttribute('aria-controls');
  if (!bodyId) throw new Error('a body toggle without aria-controls');
  return toggle.page().locator(`button[aria-controls="${bodyId}"]`);
}

/** The body row a pinned toggle opens. */
async function bodyOf(toggle: Locator): Promise<Locator> {
  const bodyId = await toggle.getAttribute('aria-controls');
  return toggle.page().locator(`tr.body-row[id="${bodyId ?? ''}"]`);
}

/** Every link a site's matrix offers, over all its groups of page columns. */
async function linksOf(page: Page, site: SiteId): Promise<string[]> {
  const matrix = page.getByTestId(`matrix-${site}`);
  await expect(matrix.getByRole('table').first()).toBeVisible();
  await expect(matrix.getByRole('table').first()).toHaveAccessibleName(new RegExp(`^${siteName(site)}\\b`));
  const links = await matrix
    .locator('a[href^="/pages/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return links.sort();
}

test('offers each scenario on the pages it applies to, and every pair of the site with "show all"', async ({ page, request }) => {
  const catalogue = (await (await request.get('/__harness/catalogue')).json()) as Catalogue;
  await page.goto('/');
  const sites = [...new Set(catalogue.pages.map((entry) => entry.site))];
  const expected = (site: SiteId, pair: (scenario: Catalogue['scenarios'][number], pageId: string) => boolean) =>
    catalogue.pages
      .filter((entry) => entry.site === site)
      .flatMap((entry) =>
        catalogue.scenarios.filter((scenario) => pair(scenario, entry.id)).map((scenario) => `/pages/${entry.id}?scenario=${scenario.id}`),
      )
      .sort();
  let applicable = 0;
  for (const site of sites) {
    const links = await linksOf(page, site);
    expect(links).toEqual(expected(site, (scenario, pageId) => scenario.pages.includes(pageId)));
    applicable += links.length;
  }
  await page.getByRole('checkbox', { name: 'Show all' }).check();
  let all = 0;
  for (const site of sites) {
    const links = await linksOf(page, site);
    expect(links).toEqual(expected(site, (scenario) => scenario.site === 'both' || scenario.site === site));
    all += links.length;
  }
  expect(applicable).toBeLessThan(all);
});

test('at 1280×800 the preview is in view and stays so while the picker scrolls; the log follows below it', async ({ page }) => {
  await page.goto('/?page=radio-home&scenario=default');
  const frame = page.locator('iframe.frame');
  const inViewport = async () => {
    const box = await frame.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  };
  await expect(frame).toBeVisible();
  await inViewport();
  // The page itself does not scroll: each column scrolls on its own.
  expect(await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0)).toBeLessThanOrEqual(800);

  const picker = page.getByRole('region', { name: 'Scenarios × pages', exact: true });
  const scrolled = await picker.evaluate((element) => {
    element.scrollTop = 5000;
    return element.scrollTop;
  });
  expect(scrolled).toBeGreaterThan(0);
  await inViewport();
  await expect(page.getByText('Pick a cell:')).toBeVisible();
  // The log follows below the preview, in the same column.
  const log = page.getByRole('region', { name: 'Requests and steps', exact: true });
  await log.getByRole('heading').scrollIntoViewIfNeeded();
  await expect(log.getByRole('heading')).toBeInViewport();
});

test('the matrix keeps its page and scenario headings in view while its box scrolls', async ({ page }) => {
  await page.goto('/');
  const box = page.getByTestId('matrix-magazine').locator('.matrix-box').first();
  const scrolled = await box.evaluate((element) => {
    element.scrollTop = 300;
    return element.scrollTop;
  });
  expect(scrolled).toBeGreaterThan(0);
  await box.scrollIntoViewIfNeeded();
  // What is at the box's top edge is a column heading, at its left edge a scenario heading.
  const edges = await box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const at = (x: number, y: number) => document.elementFromPoint(x, y)?.closest('th');
    const top = at(rect.left + rect.width / 2, rect.top + 4);
    const left = at(rect.left + 4, rect.top + rect.height / 2);
    return { top: top?.getAttribute('scope') ?? null, left: left?.getAttribute('scope') ?? null };
  });
  expect(edges).toEqual({ top: 'col', left: 'row' });
});

test('a deep link selects the state, previews it and shows its requests as they happen', async ({ page }) => {
  await page.goto('/?page=radio-home&scenario=last-songs-500');
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('#b80er-songinfo')).toHaveText('Fehler beim Laden');
  const log = page.getByRole('table', { name: 'Mocked requests, newest first' });
  await expect(log).toContainText('500');
  await expect(log).toContainText('last-songs-500');
  await expect(log).toContainText('api.laut.fm');
});

test('a scenario without a visible effect says so beside its name and in the preview', async ({ page, request }) => {
  const catalogue = (await (await request.get('/__harness/catalogue')).json()) as Catalogue;
  const quiet = catalogue.scenarios.filter((scenario) => scenario.visibleEffect === false).map((scenario) => scenario.id);
  expect(quiet).toContain('swg-hostile');
  await page.goto('/?page=magazine-article-locked&scenario=swg-hostile');
  // The scenario's row is in each group of page columns it applies to.
  const row = page.getByRole('rowheader').filter({ hasText: 'swg-hostile' }).first();
  await expect(row).toContainText(NO_VISIBLE_EFFECT);
  await expect(
    page
      .getByRole('rowheader')
      .filter({ hasText: /^default\b|\bdefault$/ })
      .first(),
  ).not.toContainText(NO_VISIBLE_EFFECT);
  await page.getByText('About this state').click();
  await expect(page.locator('.preview .facts')).toContainText(NO_VISIBLE_EFFECT);
});

test('the log names the admin-ajax action and shows the JSON answer pretty-printed', async ({ page }) => {
  await page.goto('/?page=radio-article&scenario=default');
  // Filtered, so that rows arriving meanwhile do not move the one to click.
  await page.getByRole('searchbox', { name: 'Filter', exact: true }).fill('pvc-check-post');
  const log = page.getByRole('table', { name: 'Mocked requests, newest first' });
  const row = log.getByRole('row').filter({ hasText: 'action=pvc-check-post' }).first();
  await expect(row).toContainText('www.b80er.de');
  const toggle = await pinned(row.getByRole('button', { name: /^Body of POST www\.b80er\.de\/wp-admin\/admin-ajax\.php/ }));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const body = (await bodyOf(toggle)).locator('pre');
  await expect(body).toContainText('"post_id": 123');
  expect(await body.textContent()).toMatch(/^\{\n {2}"/);
  await expect(log.locator('tr.body-row')).toContainText('JSON, pretty-printed');
});

test('hostile text in a logged body shows as text', async ({ page }) => {
  await page.goto('/?page=radio-home&scenario=song-hostile');
  await page.getByRole('searchbox', { name: 'Filter', exact: true }).fill('b80er/last_songs');
  const log = page.getByRole('table', { name: 'Mocked requests, newest first' });
  const toggle = await pinned(log.getByRole('button', { name: /^Body of GET api\.laut\.fm\/station\/b80er\/last_songs/ }).last());
  await toggle.click();
  const body = (await bodyOf(toggle)).locator('pre');
  await expect(body).toContainText('<script>window.__hostileRan=true</script>');
  await expect(body).toContainText('<img src=x onerror=');
  expect(await body.locator('*').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__hostileRan)).toBeUndefined();
});

test('the log tells a subscriber from a metered reader and names the page of provider calls', async ({ browser, baseURL }) => {
  for (const [scenario, source] of [
    ['swg-subscriber', '"source": "google"'],
    ['swg-metered-left', '"source": "google:metering"'],
  ] as const) {
    // A context each: the client keeps signed entitlements in local storage until they expire.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(baseURL ? { baseURL } : {}) });
    const page = await context.newPage();
    await page.goto(`/?page=magazine-article-locked&scenario=${scenario}`);
    await page.getByRole('searchbox', { name: 'Filter', exact: true }).fill('news.google.com /article');
    const log = page.getByRole('table', { name: 'Mocked requests, newest first' });
    const row = log.getByRole('row').filter({ hasText: 'GET news.google.com' }).last();
    // Cross-origin calls carry only the site's origin as Referer: the page is the one last served.
    await expect(row).toContainText('magazine-article-locked (last served)');
    const toggle = await pinned(row.getByRole('button', { name: /^Body of GET news\.google\.com/ }));
    await toggle.click();
    await expect((await bodyOf(toggle)).locator('.body-token').first()).toContainText(source);
    await context.close();
  }
});
