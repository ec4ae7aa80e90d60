/**
 * The auto prompt on the open article in real Chromium: the client decides from the mock
 * provider's article answer, waits the display delay, opens the audience action's provider page
 * in the dialog, records what the reader did, reports a completion and shows the toast.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DIALOG_BOX, dialogSettled, expect, expectNewsletterCompletion, openPage, skipDelay, test, TOAST } from './harness-fixtures';
import { dialog, openWithPrompt, providerPage, showAlways } from './auto-prompt-steps';

/** The stored frequency-cap timestamps of one key. */
const stored = (page: Page, key: string) =>
  page.evaluate(
    (name) =>
      (JSON.parse(localStorage.getItem('subscribe.google.com:tsp') ?? '{}') as Record<string, Record<string, number[]>>)[name] ?? null,
    key,
  );

test.describe('the auto prompt', () => {
  test('the newsletter sign-up opens after the 3 s delay, closable, and its close button records a dismissal', async ({ page }) => {
    await page.clock.install();
    await openPage(page, 'magazine-article');
    // Not while the page settles (the delay has begun), and at once after the 3 s.
    await page.waitForLoadState('networkidle');
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await skipDelay(page, 3_000);
    await expect(dialog(page)).toBeVisible();
    await dialogSettled(page);
    await expect(page.locator(DIALOG_BOX)).toHaveAttribute('data-phase', 'open');
    const src = new URL((await page.locator(`${DIALOG_BOX} iframe`).getAttribute('src')) ?? '');
    expect(src.pathname).toMatch(/\/swg\/ui\/v1\/newsletteriframe$/);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      configurationId: 'cfg-newsletter-morgenpost',
      isClosable: 'true',
      calledManually: 'false',
      previewEnabled: 'false',
    });
    expect((await stored(page, 'TYPE_NEWSLETTER_SIGNUP'))?.impressions).toHaveLength(1);
    await expectNoAxeViolations(page, { include: DIALOG_BOX });
    await providerPage(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect((await stored(page, 'cfg-newsletter-morgenpost'))?.dismissals).toHaveLength(1);
    // The page scrolls again.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('completing the sign-up closes the dialog, reports the completion and tells the reader by toast', async ({ page, mockRequests }) => {
    await openWithPrompt(page);
    await providerPage(page).getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expectNewsletterCompletion(page, mockRequests);
    expect((await stored(page, 'TYPE_NEWSLETTER_SIGNUP'))?.completions).toHaveLength(1);
  });

  test('swg-completeaudienceaction-500: a completion the provider refuses is a warning; the dialog closes and the toast still tells the reader', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('[site-client]')) warnings.push(message.text());
    });
    await openWithPrompt(page, 'swg-completeaudienceaction-500');
    await providerPage(page).getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expect.poll(() => warnings.some((text) => text.includes("the audience action's completion could not be reported"))).toBe(true);
    await expect(page.locator(TOAST)).toHaveAttribute('data-phase', 'shown');
  });

  test('the page’s impression goes out as the audience activity beacon, with the reader’s token', async ({ page, mockRequests }) => {
    const beacon = page.waitForRequest((request) => request.url().includes('/audienceactivity?'));
    await openPage(page, 'magazine-article');
    const sent = await beacon;
    expect(sent.method()).toBe('POST');
    // The provider handed this reader a token with the article answer; the beacon carries it.
    const token = await page.evaluate(() => localStorage.getItem('subscribe.google.com:USER_TOKEN'));
    expect(token).toBeTruthy();
    expect(new URL(sent.url()).searchParams.get('sut')).toBe(token);
    // The mock reads the body as the provider does and answers 400 to anything but the event's form body.
    expect((await sent.response())?.status()).toBe(200);
    await page.waitForTimeout(300);
    expect(mockRequests.all().filter((url) => url.includes('/audienceactivity?'))).toHaveLength(1);
  });

  test('a preview shows the first action at once, not usable, and reports nothing', async ({ page, mockRequests }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-preview');
    await expect(dialog(page)).toBeVisible({ timeout: 3_000 });
    const frame = page.locator(`${DIALOG_BOX} iframe`);
    expect(new URL((await frame.getAttribute('src')) ?? '').searchParams.get('previewEnabled')).toBe('true');
    await expect(frame).toHaveCSS('pointer-events', 'none');
    // A preview is not the funnel's: nothing is kept under its configuration.
    expect(await stored(page, 'cfg-newsletter-morgenpost')).toBeNull();
    expect(mockRequests.all().filter((url) => url.includes('/completeaudienceaction'))).toHaveLength(0);
  });

  test('a blocking registration wall opens at once and Escape does not close it', async ({ page }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-blocking');
    await expect(dialog(page)).toBeVisible({ timeout: 3_000 });
    const src = new URL((await page.locator(`${DIALOG_BOX} iframe`).getAttribute('src')) ?? '');
    expect(src.pathname).toMatch(/\/regwalliframe$/);
    expect(src.searchParams.get('isClosable')).toBe('false');
    await page.locator(DIALOG_BOX).focus();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await expect(dialog(page)).toBeVisible();
    await expect(providerPage(page).getByRole('button', { name: 'Schließen' })).toHaveCount(0);
  });

  test('Escape closes a closable dialog and focus returns to the page', async ({ page }) => {
    await page.clock.install();
    await openPage(page, 'magazine-article', 'swg-prompt-regwall');
    // Where the reader was when the prompt came.
    await page.locator('a.skip-link').focus();
    await skipDelay(page, 3_000);
    await expect(dialog(page)).toBeVisible();
    await dialogSettled(page);
    await page.locator(DIALOG_BOX).focus();
    await page.keyboard.press('Escape');
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expect(page.locator('a.skip-link')).toBeFocused();
    expect((await stored(page, 'cfg-regwall-standard'))?.dismissals).toHaveLength(1);
  });

  for (const [scenario, why, reason] of [
    ['swg-prompt-not-allowed', 'the client config does not allow it', 'cannot-display'],
    ['swg-prompt-used-up', 'every step is used up', 'nothing-eligible'],
    ['swg-prompt-capped', 'the global cap is met', 'frequency-capped'],
  ] as const) {
    test(`${scenario}: no prompt, as ${why}`, async ({ page }) => {
      // The client says what it decided; waiting for that beats waiting out the display delay.
      const decided = page.waitForEvent('console', (message) => message.text().includes('auto prompt: nothing to show'));
      await openPage(page, 'magazine-article', scenario);
      expect((await decided).text()).toContain(`auto prompt: nothing to show (${reason})`);
      await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    });
  }

  test('swg-prompt-next-step: with the newsletter capped, the registration wall opens', async ({ page }) => {
    await openWithPrompt(page, 'swg-prompt-next-step');
    expect(new URL((await page.locator(`${DIALOG_BOX} iframe`).getAttribute('src')) ?? '').pathname).toMatch(/\/regwalliframe$/);
  });

  test('at 375 px the dialog is full width and at most 0.9 of the window high', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openPage(page, 'magazine-article', 'swg-prompt-blocking');
    await expect(page.locator(DIALOG_BOX)).toHaveAttribute('data-phase', 'open', { timeout: 5_000 });
    const box = await page.locator(DIALOG_BOX).boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height ?? 0).toBeLessThanOrEqual(630);
  });

  test('caps over time, on the Playwright clock: dismissed now → nothing; 10 min on → the next step; a day on → the newsletter again', async ({
    page,
  }) => {
    const start = Date.parse('2026-03-10T12:00:00Z');
    const minutes = (count: number) => new Date(start + count * 60_000);
    const nothing = () => page.waitForEvent('console', (message) => message.text().includes('auto prompt: nothing to show'));
    const shownPath = async () => new URL((await page.locator(`${DIALOG_BOX} iframe`).getAttribute('src')) ?? '').pathname;
    // Date moves only when the test says; timers run as usual, the 3 s delays are skipped.
    await page.clock.install({ time: minutes(0) });
    await page.clock.setFixedTime(minutes(0));
    await openPage(page, 'magazine-article');
    await skipDelay(page, 3_000);
    await expect(dialog(page)).toBeVisible();
    await dialogSettled(page);
    expect(await shownPath()).toMatch(/\/newsletteriframe$/);
    await providerPage(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);

    // One minute later: the newsletter's 1-day cap and the 5-minute global cap hold everything back.
    await page.clock.setFixedTime(minutes(1));
    let decided = nothing();
    await page.reload();
    expect((await decided).text()).toContain('auto prompt: nothing to show (frequency-capped)');

    // Ten minutes later: the global cap is over, the newsletter's is not: the registration wall.
    await page.clock.setFixedTime(minutes(10));
    await page.reload();
    await skipDelay(page, 3_000);
    await expect(dialog(page)).toBeVisible();
    await dialogSettled(page);
    expect(await shownPath()).toMatch(/\/regwalliframe$/);
    await providerPage(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);

    // Twelve minutes: the wall was just dismissed (global cap again).
    await page.clock.setFixedTime(minutes(12));
    decided = nothing();
    await page.reload();
    expect((await decided).text()).toContain('auto prompt: nothing to show (frequency-capped)');

    // A day and an hour later both caps are over: the funnel starts again with the newsletter.
    await page.clock.setFixedTime(minutes(24 * 60 + 60));
    await page.reload();
    await skipDelay(page, 3_000);
    await expect(dialog(page)).toBeVisible();
    await dialogSettled(page);
    expect(await shownPath()).toMatch(/\/newsletteriframe$/);
    const newsletter = await stored(page, 'cfg-newsletter-morgenpost');
    expect(newsletter?.impressions).toEqual([minutes(0).getTime(), minutes(24 * 60 + 60).getTime()]);
  });

  test('alwaysShow with a subscription prompt on a phone: the mini prompt at once, whatever the provider says; its title asks for the offers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    // A reader the provider would show nothing: alwaysShow does not ask.
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    await showAlways(page, 'subscription');
    const prompt = page.getByRole('dialog', { name: 'Abonnieren mit Google' });
    await expect(prompt).toBeVisible();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expectNoAxeViolations(page, { include: '.swg-mini-prompt' });
    await prompt.getByRole('button', { name: 'Abonnieren mit Google' }).click();
    await expect(prompt).toHaveCount(0);
    // The mini prompt's click opens the subscription offers in the dialog.
    await expect(page.locator(`${DIALOG_BOX} iframe`)).toHaveAttribute('src', /\/subscriptionoffersiframe\?/);
  });

  test('alwaysShow on a wide window asks for the large prompt (the offers) and shows no mini prompt', async ({ page }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    await showAlways(page, 'contribution');
    await expect(page.locator(`${DIALOG_BOX} iframe`)).toHaveAttribute('src', /\/contributionoffersiframe\?/);
    await expect(page.locator('.swg-mini-prompt')).toHaveCount(0);
  });

  test('keyboard only: focus moves into the dialog, Tab reaches the provider page’s button, Enter signs up, focus comes back', async ({
    page,
    mockRequests,
  }) => {
    await page.clock.install();
    await openPage(page, 'magazine-article');
    await page.locator('a.skip-link').focus();
    await skipDelay(page, 3_000);
    await expect(dialog(page)).toBeVisible();
    await dialogSettled(page);
    await expect(page.locator(DIALOG_BOX)).toHaveAttribute('data-phase', 'open');
    await expect
      .poll(() => page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false, DIALOG_BOX))
      .toBe(true);
    const signUp = providerPage(page).getByRole('button', { name: 'Newsletter abonnieren' });
    for (
      let presses = 0;
      presses < 8 && !(await signUp.evaluate((button) => button === document.activeElement && document.hasFocus()));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(signUp).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expectNewsletterCompletion(page, mockRequests);
    await expect(page.locator('a.skip-link')).toBeFocused();
  });

  test('type NONE: the page’s own call with autoPromptType none shows nothing, even with alwaysShow', async ({ page }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    const decided = page.waitForEvent('console', (message) => message.text().includes('auto prompt: nothing to show (type-none)'));
    await showAlways(page, 'none');
    await decided;
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expect(page.locator('.swg-mini-prompt')).toHaveCount(0);
  });

  test('getAvailableInterventions: the article’s actions the page may show itself; show() opens one as the page’s call and hands the result to its callback', async ({
    page,
  }) => {
    await openPage(page, 'magazine-article', 'swg-prompt-not-allowed');
    const listed = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          (
            window as unknown as {
              SWG: {
                push(
                  callback: (api: {
                    getAvailableInterventions(): Promise<
                      { type: string; configurationId: string; show(params: unknown): Promise<void> }[] | null
                    >;
                  }) => void,
                ): void;
              };
            }
          ).SWG.push(
            (api) =>
              void api.getAvailableInterventions().then((interventions) => {
                const newsletter = interventions?.find((intervention) => intervention.type === 'TYPE_NEWSLETTER_SIGNUP');
                const results: unknown[] = [];
                (window as unknown as { interventionResults: unknown[] }).interventionResults = results;
                void newsletter?.show({ isClosable: true, onResult: (result: unknown) => results.push(result) === 1 });
                resolve((interventions ?? []).map((intervention) => `${intervention.type} ${intervention.configurationId}`));
              }),
          ),
        ),
    );
    expect(listed).toEqual(['TYPE_NEWSLETTER_SIGNUP cfg-newsletter-morgenpost', 'TYPE_REGISTRATION_WALL cfg-regwall-standard']);
    await expect(dialog(page)).toBeVisible();
    await dialogSettled(page);
    const src = new URL((await page.locator(`${DIALOG_BOX} iframe`).getAttribute('src')) ?? '');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      configurationId: 'cfg-newsletter-morgenpost',
      isClosable: 'true',
      calledManually: 'true',
    });
    await providerPage(page).getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { interventionResults: unknown[] }).interventionResults))
      .toEqual([
        expect.objectContaining({
          configurationId: 'cfg-newsletter-morgenpost',
          data: expect.objectContaining({ email: expect.stringContaining('@') }),
        }),
      ]);
  });
});
