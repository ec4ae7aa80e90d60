/** The steps the auto prompt's end-to-end tests share: the dialog, the page's own call, the prompt opened. */
import type { Page } from '@playwright/test';
import { DIALOG_BOX, dialogSettled, expect, openPage, skipDelay } from './harness-fixtures';

export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Abonnieren mit Google' });
export const providerPage = (page: Page) => page.frameLocator(`${DIALOG_BOX} iframe`);

/** The page's own call of the provider's basic API: the auto prompt with alwaysShow. */
export const showAlways = (page: Page, autoPromptType: 'subscription' | 'contribution' | 'none') =>
  page.evaluate(
    (type) =>
      (
        window as unknown as {
          SWG_BASIC: { push(callback: (basic: { setupAndShowAutoPrompt(options: unknown): Promise<void> }) => void): void };
        }
      ).SWG_BASIC.push((basic) => void basic.setupAndShowAutoPrompt({ autoPromptType: type, alwaysShow: true })),
    autoPromptType,
  );

/** The article with its DISMISSIBLE prompt opened: the client config's 3 s display delay skipped on Playwright's clock. */
export async function openWithPrompt(page: Page, scenario = 'default'): Promise<void> {
  await page.clock.install();
  await openPage(page, 'magazine-article', scenario);
  await skipDelay(page, 3_000);
  await expect(dialog(page)).toBeVisible();
  await dialogSettled(page);
}
