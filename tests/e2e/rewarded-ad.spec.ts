/**
 * The rewarded ad in real Chromium (spec widget §2, §4 "Rewarded ad", §8): the auto prompt opens
 * the provider's rewarded-ad page in the dialog, the page asks the client for the ad, and the
 * harness's fake ad tag or AdSense (harness/mocks/ad-libraries.ts) answers as each scenario says.
 * What the publisher's result callback gets is read from the harness's status panel.
 */
import type { Frame, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, skipDelay, test } from './harness-fixtures';

const DIALOG = '.swg-dialog-box';
const FAKE_AD = '[data-harness="fake-ad"]';
const PANEL = 'details[data-harness="swg-status"]';
const prompt = (page: Page) => page.frameLocator(`${DIALOG} iframe`);
const viewAd = (page: Page) => prompt(page).getByRole('button', { name: 'Werbung ansehen' });
const panelField = (page: Page, field: string) => page.locator(`${PANEL} [data-field="${field}"]`);

/** The provider page's document in the dialog, for axe. */
async function promptFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator(`${DIALOG} iframe`).elementHandle())?.contentFrame();
  if (!frame) throw new Error('no frame in the dialog');
  return frame;
}

/** Counts the entitlement fetches (GET article) and the completion reports the page sends. */
function providerCalls(page: Page) {
  const seen: { method: string; url: URL }[] = [];
  page.on('request', (request) => seen.push({ method: request.method(), url: new URL(request.url()) }));
  return {
    articleGets: () =>
      seen.filter((call) => call.method === 'GET' && call.url.pathname.endsWith('/publication/magazin.example/article')).length,
    completions: () => seen.filter((call) => call.url.pathname.endsWith('/completeaudienceaction')).map((call) => call.url.searchParams),
  };
}

/** The article with its DISMISSIBLE prompt opened: the client config's 3 s display delay skipped on Playwright's clock. */
async function openPrompt(page: Page, scenario: string): Promise<void> {
  await page.clock.install();
  await openPage(page, 'magazine-article', scenario);
  await skipDelay(page, 3_000);
}

/** The prompt is open and its ad loaded ("Werbung ansehen" usable). */
async function promptReady(page: Page): Promise<void> {
  await expect(page.locator(DIALOG)).toHaveAttribute('data-phase', 'open', { timeout: 10_000 });
  await expect(prompt(page).locator('#pp-notice')).toHaveText('Die Werbung ist bereit.');
  await expect(viewAd(page)).toBeEnabled();
}

test.describe('the rewarded ad', () => {
  test('swg-rewarded-ad-granted: the prompt, the ad, the reward: thanks that close themselves, the completion reported, entitlements fetched again', async ({
    page,
  }) => {
    const calls = providerCalls(page);
    await openPrompt(page, 'swg-rewarded-ad-granted');
    await promptReady(page);
    const src = new URL((await page.locator(`${DIALOG} iframe`).getAttribute('src')) ?? '');
    expect(src.pathname).toMatch(/\/swg\/ui\/v1\/rewardedadiframe$/);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ configurationId: 'cfg-rewarded-ad', isClosable: 'true', onaa: 'true' });
    // Spec §2: the publication's name, the message, "View an ad", support, sign-in and close.
    await expect(prompt(page).getByRole('heading', { name: 'Magazin Example' })).toBeVisible();
    await expect(prompt(page).getByText('Sehen Sie sich eine kurze Werbung an')).toBeVisible();
    for (const name of ['Stattdessen abonnieren', 'Bereits Abonnent? Anmelden', 'Schließen'])
      await expect(prompt(page).getByRole('button', { name })).toBeVisible();
    await expect(prompt(page).getByRole('link', { name: 'Zurück zur Startseite' })).toHaveCount(0);
    await expectNoAxeViolations(page, DIALOG);
    await expectNoAxeViolations(await promptFrame(page), 'main');
    const fetchedBefore = calls.articleGets();

    await viewAd(page).click();
    await expect(viewAd(page)).toBeDisabled();
    await page.locator(FAKE_AD).getByRole('button', { name: 'Belohnung erhalten' }).click();

    const thanks = prompt(page).getByText('Danke fürs Ansehen der Werbung!');
    await expect(thanks).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: 'Schließen' })).toBeVisible();
    await expect(panelField(page, 'result')).toHaveText(
      'cfg-rewarded-ad: {"rendered":true,"rewardGranted":true,"reward":1,"type":"Artikel"}',
    );
    await expect(panelField(page, 'ad')).toHaveText('EVENT_REWARDED_AD_GRANTED');
    await expect.poll(() => calls.completions().length).toBe(1);
    expect(Object.fromEntries(calls.completions()[0] ?? [])).toMatchObject({
      configurationId: 'cfg-rewarded-ad',
      audienceActionType: 'TYPE_REWARDED_AD',
    });
    await expect.poll(() => calls.articleGets()).toBe(fetchedBefore + 1);
    // The thanks close by themselves (after 3 s, on Playwright's clock).
    await page.clock.runFor(3_000);
    await expect(page.locator(DIALOG)).toHaveCount(0);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('subscribe.google.com:tsp') ?? '{}') as Record<string, { completions: number[] }>,
    );
    expect(stored['cfg-rewarded-ad']?.completions).toHaveLength(1);
  });

  test('keyboard only: into the prompt, the ad, its reward and the thanks’ close button; focus returns to the page', async ({ page }) => {
    // Focus is on the page before the prompt opens (after the display delay), and returns there.
    await page.clock.install();
    await openPage(page, 'magazine-article', 'swg-rewarded-ad-granted');
    await page.locator('a.skip-link').focus();
    await skipDelay(page, 3_000);
    await promptReady(page);
    await page.keyboard.press('Tab');
    await expect(viewAd(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(FAKE_AD).getByRole('button', { name: 'Belohnung erhalten' })).toBeFocused();
    await page.keyboard.press('Enter');
    const close = prompt(page).getByRole('button', { name: 'Schließen' });
    await expect(close).toBeFocused();
    const thanksFrame = await promptFrame(page);
    await expectNoAxeViolations(thanksFrame, 'body');
    await page.keyboard.press('Enter');
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await expect(page.locator('a.skip-link')).toBeFocused();
  });

  test('swg-rewarded-ad-closed: the reader closes the ad: the prompt closes, rendered without reward, nothing completed', async ({
    page,
  }) => {
    const calls = providerCalls(page);
    await openPrompt(page, 'swg-rewarded-ad-closed');
    await promptReady(page);
    await viewAd(page).click();
    await page.locator(FAKE_AD).getByRole('button', { name: 'Werbung schließen' }).click();
    // The alternate action: the subscription offers take the prompt's place.
    await expect(page.locator(`${DIALOG} iframe`)).toHaveAttribute('src', /\/subscriptionoffersiframe\?/);
    await expect(panelField(page, 'ad')).toHaveText('ACTION_REWARDED_AD_CLOSE_AD');
    await expect(panelField(page, 'result')).toHaveText('cfg-rewarded-ad: {"rendered":true,"rewardGranted":false}');
    expect(calls.completions()).toHaveLength(0);
  });

  for (const [scenario, event] of [
    ['swg-rewarded-ad-not-filled', 'EVENT_REWARDED_AD_NOT_FILLED'],
    ['swg-rewarded-ad-timeout', 'EVENT_REWARDED_AD_GPT_ERROR'],
    ['swg-rewarded-ad-gpt-missing', 'EVENT_REWARDED_AD_GPT_MISSING_ERROR'],
    ['swg-rewarded-ad-no-slot', 'EVENT_REWARDED_AD_PAGE_ERROR'],
    ['swg-rewarded-ad-adsense-missing', 'EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR'],
  ] as const) {
    test(`${scenario}: ${event}, the prompt says it went wrong, the result is not rendered`, async ({ page }) => {
      await page.clock.install();
      await openPage(page, 'magazine-article', scenario);
      await expect(page.locator(DIALOG)).toHaveAttribute('data-phase', 'open', { timeout: 10_000 });
      const notice = prompt(page).locator('#pp-notice');
      if (scenario === 'swg-rewarded-ad-timeout') {
        // The client's 5 s wait for the ad on Playwright's clock, a second at a time: it starts when the page asks for the ad.
        await expect(notice).not.toHaveText('Etwas ist schiefgelaufen.');
        await expect.poll(async () => (await page.clock.runFor(1_000), notice.textContent())).toBe('Etwas ist schiefgelaufen.');
      }
      // The others fail at once.
      await expect(notice).toHaveText('Etwas ist schiefgelaufen.');
      await expect(panelField(page, 'ad')).toHaveText(event);
      await expect(panelField(page, 'result')).toHaveText('cfg-rewarded-ad: {"rendered":false,"rewardGranted":false}');
      await expect(viewAd(page)).toBeDisabled();
      // A blocking prompt: no close button, the way back home instead.
      await expect(prompt(page).getByRole('button', { name: 'Schließen' })).toHaveCount(0);
      await expect(prompt(page).getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
        'href',
        /^http:\/\/127\.0\.0\.1:\d+\/$/,
      );
    });
  }

  test('swg-rewarded-ad-adsense: the ad comes from AdSense; its reward completes the action', async ({ page }) => {
    const calls = providerCalls(page);
    await openPrompt(page, 'swg-rewarded-ad-adsense');
    await promptReady(page);
    await viewAd(page).click();
    await page.locator(FAKE_AD).getByRole('button', { name: 'Belohnung erhalten' }).click();
    await expect(prompt(page).getByText('Danke fürs Ansehen der Werbung!')).toBeVisible();
    await expect(panelField(page, 'result')).toHaveText(
      'cfg-rewarded-ad: {"rendered":true,"rewardGranted":true,"reward":1,"type":"Artikel"}',
    );
    await expect.poll(() => calls.completions().length).toBe(1);
  });

  test('swg-rewarded-ad-filtered: without an ad library the step is left out and no prompt shows', async ({ page }) => {
    const decided = page.waitForEvent('console', (message) => message.text().includes('auto prompt: nothing to show'));
    await openPage(page, 'magazine-article', 'swg-rewarded-ad-filtered');
    expect((await decided).text()).toContain('auto prompt: nothing to show (nothing-eligible)');
    await expect(page.locator(DIALOG)).toHaveCount(0);
  });
});
