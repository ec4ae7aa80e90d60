/**
 * The provider's buttons and the mini prompt in real Chromium through the harness: the magazine's
 * standard button on the locked article (text, width, keyboard, the offers flow it opens), the
 * buttons the page creates through SWG, and the mini prompt, each checked by axe.
 *
 * The mini prompt has no public call (the auto prompt will show it), and the production bundle is
 * closed, so its test loads a test-only build of the mini prompt module into a fixture page
 * (mini-prompt-entry.ts): the same module and stylesheet in the same browser, nothing added to the
 * bundle for tests.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openPage, test } from './harness-fixtures';
import { buildIife } from './iife-build';
import type { MiniPromptProbe } from './mini-prompt-entry';

const STANDARD = '[swg-standard-button="subscription"]';

/** The bundle's console warnings from now on. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

test.describe('the standard button on the locked article', () => {
  test('is a real, labelled button in German, at least as wide as German needs, and passes axe', async ({ page }) => {
    await openPage(page, 'magazine-article-locked');
    const button = page.getByRole('button', { name: 'Abonnieren mit Google' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveClass('swg-button-v2-light');
    expect((await button.boundingBox())?.width).toBeGreaterThanOrEqual(183);
    await expectNoAxeViolations(page, STANDARD);
  });

  test('squeezed by a narrow box, it keeps the German minimum of 183 px', async ({ page }) => {
    await openPage(page, 'magazine-article-locked');
    const button = page.getByRole('button', { name: 'Abonnieren mit Google' });
    await expect(button).toBeEnabled();
    await page.locator('#paywall-box').evaluate((box) => Object.assign((box as HTMLElement).style, { width: '120px', padding: '0' }));
    expect(Math.round((await button.boundingBox())?.width ?? 0)).toBe(183);
  });

  test('the keyboard reaches it in reading order, and Enter and a click open the offers', async ({ page }) => {
    const seen = warnings(page);
    await openPage(page, 'magazine-article-locked');
    const button = page.getByRole('button', { name: 'Abonnieren mit Google' });
    await expect(button).toBeEnabled();
    // The paywall box's login link follows the button: one step back lands on it.
    await page.getByRole('link', { name: 'Hier anmelden' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const offers = page.locator('.swg-dialog-box iframe');
    await expect(offers).toHaveAttribute('src', /\/subscriptionoffersiframe\?/);
    // Closable offers: their close button closes them, and a click opens them again.
    await page.frameLocator('.swg-dialog-box iframe').getByRole('button', { name: 'Schließen' }).click();
    await expect(offers).toHaveCount(0);
    await button.click();
    await expect(offers).toHaveAttribute('src', /\/subscriptionoffersiframe\?/);
    expect(seen.filter((line) => line.includes('not available yet'))).toEqual([]);
  });

  test('the press is logged as the provider’s click event, which the publisher’s event listener hears by number', async ({ page }) => {
    await openPage(page, 'magazine-article-locked');
    await expect(page.getByRole('button', { name: 'Abonnieren mit Google' })).toBeEnabled();
    // Listen through the publisher API, and go on once the listener is in place.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          type Manager = {
            registerEventListener(
              listener: (event: { eventType: number; eventOriginator: number; isFromUserAction: boolean | null }) => void,
            ): void;
          };
          const seen: unknown[] = [];
          (window as unknown as { seenEvents: unknown[] }).seenEvents = seen;
          const queue = (
            window as unknown as Record<string, { push(callback: (api: { getEventManager(): Promise<Manager> }) => void): void }>
          )['SWG'];
          queue?.push(
            (api) =>
              void api.getEventManager().then((manager) => {
                manager.registerEventListener(({ eventType, eventOriginator, isFromUserAction }) =>
                  seen.push({ eventType, eventOriginator, isFromUserAction }),
                );
                resolve();
              }),
          );
        }),
    );
    await page.getByRole('button', { name: 'Abonnieren mit Google' }).click();
    // ACTION_SWG_BUTTON_SHOW_OFFERS_CLICK is 1017 in the provider's catalogue; the client (SWG_CLIENT, 1) logs it as the reader's action.
    // Then the offers page it opened reports its impression (IMPRESSION_OFFERS, 3, from SWG_SERVER, 4), a moment later.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenEvents: unknown[] }).seenEvents))
      .toEqual([
        { eventType: 1017, eventOriginator: 1, isFromUserAction: true },
        { eventType: 3, eventOriginator: 4, isFromUserAction: false },
      ]);
  });

  test('when the client config cannot be had (no article, the endpoint fails), the button is there, named, and disabled', async ({
    page,
  }) => {
    await openPage(page, 'magazine-article-locked', 'swg-clientconfig-no-article');
    const button = page.getByRole('button', { name: 'Abonnieren mit Google' });
    await expect(button).toBeDisabled();
    await expectNoAxeViolations(page, STANDARD);
  });
});

test('buttons the page creates through SWG: light and dark classic buttons pass axe and call the page', async ({ page }) => {
  await openPage(page, 'magazine-article');
  await page.evaluate(() => {
    type Api = { createButton(options: unknown, callback: () => void): HTMLElement };
    const queue = (window as unknown as Record<string, { push(callback: (api: Api) => void): void }>)['SWG'];
    queue?.push((api) => {
      const box = document.createElement('div');
      box.id = 'abo-knoepfe';
      for (const theme of ['light', 'dark']) {
        box.append(api.createButton({ theme, lang: 'de' }, () => document.body.setAttribute('data-pressed', theme)));
      }
      document.querySelector('article')?.prepend(box);
    });
  });
  const dark = page.locator('#abo-knoepfe .swg-button-dark');
  await expect(dark).toHaveText('Abonnieren mit Google');
  await expect(page.locator('#abo-knoepfe .swg-button-light')).toHaveAttribute('title', 'Abonnieren mit Google');
  await expectNoAxeViolations(page, '#abo-knoepfe');
  await dark.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('body')).toHaveAttribute('data-pressed', 'dark');
});

test('the smart button: the provider’s /smartboxiframe fills the button and its press reaches the page', async ({ page }) => {
  await openPage(page, 'magazine-article');
  await page.evaluate(() => {
    type Api = { attachSmartButton(button: Element, options: unknown, callback: () => void): Promise<void> };
    const queue = (window as unknown as Record<string, { push(callback: (api: Api) => void): void }>)['SWG'];
    const button = document.createElement('button');
    button.id = 'smart-abo';
    document.querySelector('article')?.prepend(button);
    queue?.push(
      (api) =>
        void api.attachSmartButton(button, { theme: 'light', lang: 'de' }, () => document.body.setAttribute('data-pressed', 'smart')),
    );
  });
  const frame = page.frameLocator('#smart-abo iframe');
  await frame.getByRole('button', { name: 'Mit Google abonnieren' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-pressed', 'smart');
});

test.describe('the mini prompt', () => {
  let probeScript = '';
  test.beforeAll(async () => {
    probeScript = await buildIife('tests/e2e/mini-prompt-entry.ts', 'miniPromptEntry');
  });

  /** The magazine article with the test-only mini prompt module loaded. */
  async function withProbe(page: Page): Promise<void> {
    await openPage(page, 'magazine-article');
    await page.addScriptTag({ content: probeScript });
  }
  const show = (page: Page, type: string, theme: string) =>
    page.evaluate(
      ([autoPromptType, promptTheme]) =>
        (window as unknown as { miniPromptProbe: MiniPromptProbe }).miniPromptProbe.show(autoPromptType, promptTheme, 'de'),
      [type, theme] as const,
    );
  const probe = (page: Page) =>
    page.evaluate(() => {
      const { events, clicks } = (window as unknown as { miniPromptProbe: MiniPromptProbe }).miniPromptProbe;
      return { events: [...events], clicks: [...clicks] };
    });

  for (const theme of ['light', 'dark']) {
    test(`${theme}: a labelled dialog bar at the bottom that passes axe`, async ({ page }) => {
      await withProbe(page);
      expect(await show(page, 'subscription', theme)).toBe(true);
      const prompt = page.getByRole('dialog', { name: 'Abonnieren mit Google' });
      await expect(prompt).toBeVisible();
      await expect(prompt).toHaveClass(`swg-mini-prompt is-${theme}`);
      await expect(prompt.getByRole('button', { name: 'Schließen' })).toBeVisible();
      const box = await prompt.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && Math.round(viewport.height - (box.y + box.height))).toBe(10);
      await expectNoAxeViolations(page, '.swg-mini-prompt-host');
    });
  }

  test('keyboard only: Tab reaches the title, Enter opens what it offers and hides it', async ({ page }) => {
    await withProbe(page);
    await show(page, 'contribution', 'light');
    const prompt = page.getByRole('dialog', { name: 'Unterstützen mit Google' });
    const title = prompt.getByRole('button', { name: 'Unterstützen mit Google' });
    await expect(title).toBeVisible();
    // It took no focus when it appeared; it is the last stop of the page's tab order.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+Tab');
    await expect(prompt.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(title).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(prompt).toHaveCount(0);
    expect(await probe(page)).toEqual({
      events: ['IMPRESSION_SWG_CONTRIBUTION_MINI_PROMPT', 'ACTION_SWG_CONTRIBUTION_MINI_PROMPT_CLICK'],
      clicks: ['contribution'],
    });
  });

  test('keyboard only: the close button and Escape hide it without opening anything', async ({ page }) => {
    await withProbe(page);
    await show(page, 'subscription', 'dark');
    const prompt = page.getByRole('dialog', { name: 'Abonnieren mit Google' });
    await prompt.getByRole('button', { name: 'Schließen' }).focus();
    await page.keyboard.press('Enter');
    await expect(prompt).toHaveCount(0);
    await show(page, 'subscription', 'dark');
    await prompt.getByRole('button', { name: 'Abonnieren mit Google' }).focus();
    await page.keyboard.press('Escape');
    await expect(prompt).toHaveCount(0);
    expect(await probe(page)).toEqual({
      events: [
        'IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT',
        'ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLOSE',
        'IMPRESSION_SWG_SUBSCRIPTION_MINI_PROMPT',
        'ACTION_SWG_SUBSCRIPTION_MINI_PROMPT_CLOSE',
      ],
      clicks: [],
    });
  });

  test('the large types show no mini prompt', async ({ page }) => {
    await withProbe(page);
    expect(await show(page, 'subscription_large', 'light')).toBe(false);
    await expect(page.locator('.swg-mini-prompt')).toHaveCount(0);
  });
});
