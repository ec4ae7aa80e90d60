/**
 * The sanitizer's end-to-end tests load a test-only script into a harness article and watch for
 * dialogs: an `alert` from anything they insert would mean script ran.
 */
import type { Page } from '@playwright/test';
import { openPage } from './harness-fixtures';

/** Opens the magazine article with `script` added; the returned list fills with every dialog the page opens (each dismissed). */
export async function openProbePage(page: Page, script: string): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openPage(page, 'magazine-article');
  await page.addScriptTag({ content: script });
  return dialogs;
}
