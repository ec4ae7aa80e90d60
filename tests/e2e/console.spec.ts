/** The QA console: every page x scenario, a reproducing link, and the mocked requests live. */
import type { Catalogue } from '../../harness/catalogue-types';
import { siteName } from '../../harness/console/catalogueView';
import { expect, test } from './harness-fixtures';

test('lists every page x scenario of its site with a link that reproduces the state', async ({ page, request }) => {
  const catalogue = (await (await request.get('/__harness/catalogue')).json()) as Catalogue;
  await page.goto('/');
  for (const pageEntry of catalogue.pages) {
    // One table per site; a page meets the scenarios of its own site and those for any site.
    const picker = page.getByRole('table', { name: siteName(pageEntry.site) });
    for (const scenario of catalogue.scenarios.filter((entry) => entry.site === 'any' || entry.site === pageEntry.site)) {
      await expect(picker.locator(`a[href="/pages/${pageEntry.id}?scenario=${scenario.id}"]`)).toHaveCount(1);
    }
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
