/**
 * A site with a strict Content-Security-Policy (scripts from its own origins and its inline
 * globals, no `unsafe-eval`): the bundle works, compiles no string (no `eval`, no `new Function`,
 * no timer given as text) and the browser reports no violation, on a radio page and on a premium
 * article with the subscriptions client. The harness serves the policy (`?csp=strict`,
 * harness/page-policy.ts).
 */
import type { Page } from '@playwright/test';
import { SONG_LINE_CASES } from '../support/song-line-cases';
import { expect, openPage, test } from './harness-fixtures';

async function watchViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * The policy is in force: page code may not compile a string. Asked last, as it reports a
 * violation; in a task of its own, since code that runs inside DevTools' evaluation is exempt.
 */
const evalBlocked = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        setTimeout(() => {
          try {
            new Function('');
            resolve(false);
          } catch {
            resolve(true);
          }
        }),
      ),
  );

const [, defaultSongLine] = SONG_LINE_CASES.find(([scenario]) => scenario === 'default') ?? ['default', ''];

test('radio front page: the song line and the station placeholders fill, with no violation', async ({ page }) => {
  const errors = await watchViolations(page);
  await openPage(page, 'radio-home', 'default', '&csp=strict');
  await expect(page.locator('#b80er-songinfo')).toHaveText(defaultSongLine);
  await expect(page.locator('.api_lfm_display_name').first()).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
  expect(await evalBlocked(page)).toBe(true);
});

test('premium article: the entitlements answer is parsed and unlocks the article, with no violation', async ({ page }) => {
  const errors = await watchViolations(page);
  await openPage(page, 'publisher-entitlements', 'swg-subscriber', '&csp=strict');
  await expect(page.locator('section.paywall')).toBeVisible();
  await expect(page.locator('#paywall-box')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
  expect(await evalBlocked(page)).toBe(true);
});
