/** The QA console: every page x scenario, a reproducing link, and the mocked requests live. */
import type { Catalogue } from '../../harness/catalogue-types';
import { siteName } from '../../harness/console/catalogueView';
import { expect, test } from './harness-fixtures';

test('lists every page x scenario of its site with a link that reproduces the state', async ({ page, request }) => {
  const catalogue = (await (await request.get('/__harness/catalogue')).json()) as Catalogue;
  await page.goto('/');
  for (const site of new Set(catalogue.pages.map((entry) => entry.site))) {
    // One table per site; a page meets the scenarios of its own site and those for any site.
    const table = page.getByRole('table', { name: siteName(site) });
    await expect(table).toBeVisible();
    const links = await table.locator('a[href^="/pages/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    const expected = catalogue.pages
      .filter((entry) => entry.site === site)
      .flatMap((entry) => catalogue.scenarios.filter((scenario) => scenario.site === 'any' || scenario.site === site).map((scenario) => `/pages/${entry.id}?scenario=${scenario.id}`));
    expect([...links].sort()).toEqual([...expected].sort());
  }
});

test('a deep link selects the state, previews it and shows its requests as they happen', async ({ page }) => {
  await page.goto('/?page=radio-home&scenario=last-songs-500');
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('#b80er-songinfo')).toHaveText('Fehler beim Laden');
  const log = page.getByRole('table', { name: 'Mocked requests, newest first' });
  await expect(log).toContainText('500');
  await expect(log).toContainText('last-songs-500');
});
