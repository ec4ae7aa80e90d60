/**
 * The linking flows beside linkAccount in real Chromium through the harness (spec magazine §2
 * provider pages, §3 "Link results", §4 "Save-subscription flow", §5 "Linking and offers", §8
 * "Link save"; widget §6 flow names): saveSubscription on /linksaveiframe and the confirmation
 * after it, linkSubscription(s) across publications, the login prompt and notification on
 * /loginiframe and the wait for a subscription lookup — each with success, cancel and failure.
 */
import type { Page } from '@playwright/test';
import { dialogSettled, expect, openPage, test } from './harness-fixtures';

type Api = Record<string, (...args: unknown[]) => Promise<unknown>>;
type SwgWindow = Window & {
  SWG: { push(callback: (api: Api) => unknown): void };
  __heard: string[];
  __outcome?: { value?: unknown; error?: string };
  __lookup?: { resolve(value: unknown): void; reject(reason: Error): void };
};

const DIALOG = '.swg-dialog-box';
// Not the auto prompt's dialog on top of the linking (the provider says no prompt for this reader).
const SCENARIO = 'swg-prompt-not-allowed';
const frame = (page: Page) => page.frameLocator(`${DIALOG} iframe`);
const frameSrc = async (page: Page) => new URL((await page.locator(`${DIALOG} iframe`).getAttribute('src')) ?? '');

/** The article with the flow callbacks recorded. */
async function open(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as SwgWindow;
    win.__heard = [];
    (win.SWG = win.SWG ?? []).push((api) => {
      void api['setOnLinkComplete']?.(() => win.__heard.push('link complete'));
      void api['setOnFlowStarted']?.((data: unknown) => win.__heard.push(`started ${(data as { flow: string }).flow}`));
      void api['setOnFlowCanceled']?.((data: unknown) => win.__heard.push(`canceled ${(data as { flow: string }).flow}`));
    });
  });
  await openPage(page, 'magazine-article', SCENARIO);
}

/**
 * Calls `name` on the client without waiting for it; its outcome lands in `__outcome`. The
 * argument is built in the page: `save:<answer>` is a saveSubscription callback, `lookup` a
 * pending account lookup, anything else goes as it is.
 */
async function call(page: Page, name: string, arg?: unknown): Promise<void> {
  await page.evaluate(
    ([name, arg]) => {
      const win = window as unknown as SwgWindow;
      win.__outcome = undefined;
      let argument: unknown = arg;
      if (typeof arg === 'string' && arg.startsWith('save:')) {
        const answers: Record<string, unknown> = { token: { token: 'publisher-token' }, both: { token: 't', authCode: 'c' }, neither: {} };
        const answer = arg.slice(5);
        argument = () => (answer === 'pending' ? new Promise(() => undefined) : answers[answer]);
      } else if (arg === 'lookup') {
        argument = new Promise((resolve, reject) => (win.__lookup = { resolve, reject }));
      }
      win.SWG.push((api) =>
        api[name]?.(argument).then(
          (value) => (win.__outcome = { value: value ?? null }),
          (error: Error) => (win.__outcome = { error: `${error.name}: ${error.message}` }),
        ),
      );
    },
    [name, arg] as const,
  );
}

const outcome = (page: Page) => page.evaluate(() => (window as unknown as SwgWindow).__outcome ?? null);
const heard = (page: Page) => page.evaluate(() => (window as unknown as SwgWindow).__heard);

test.describe('saveSubscription', () => {
  test('the page asks, the publisher’s token goes to it, the subscription is linked, confirmed and complete: true', async ({ page }) => {
    await open(page);
    await call(page, 'saveSubscription', 'save:token');
    // The page saves with the token at once; the confirmation takes the dialog's place.
    await expect
      .poll(async () => (await frameSrc(page).catch(() => new URL('about:blank'))).pathname)
      .toMatch(/\/swg\/u\/0\/ui\/v1\/linkconfirmiframe$/);
    await dialogSettled(page);
    await frame(page).getByRole('button', { name: 'Fertig' }).click();
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await expect.poll(() => outcome(page)).toEqual({ value: true });
    expect(await heard(page)).toEqual(['started linkAccount', 'link complete']);
    expect(await page.evaluate(() => localStorage.getItem('subscribe.google.com:USER_TOKEN'))).toBeTruthy();
  });

  for (const [answer, text] of [
    ['both', 'Both authCode and token are available'],
    ['neither', 'Neither token or authCode is available'],
  ] as const) {
    test(`a callback answering ${answer}: rejects with '${text}', the dialog closes`, async ({ page }) => {
      await open(page);
      await call(page, 'saveSubscription', `save:${answer}`);
      await expect.poll(() => outcome(page)).toEqual({ error: `Error: ${text}` });
      await expect(page.locator(DIALOG)).toHaveCount(0);
      expect(await heard(page)).toEqual([]);
    });
  }

  for (const [button, what] of [
    ['Nicht verknüpfen', 'not linked'],
    ['Abbrechen', 'closed'],
  ] as const) {
    test(`${what} while the publisher still looks for the token: a cancel, false`, async ({ page }) => {
      await open(page);
      await call(page, 'saveSubscription', 'save:pending');
      await dialogSettled(page);
      expect((await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/linksaveiframe$/);
      await frame(page).getByRole('button', { name: button }).click();
      await expect.poll(() => outcome(page)).toEqual({ value: false });
      await expect(page.locator(DIALOG)).toHaveCount(0);
      expect(await heard(page)).toEqual(['canceled linkAccount']);
    });
  }
});

test.describe('subscription linking', () => {
  const linkTo = [
    { publicationId: 'magazin.example', publisherProvidedId: 'leser-42' },
    { publicationId: 'radio.example', publisherProvidedId: 'hoerer-0815' },
  ];

  test('two publications: the page gets both as linkTo; linked, the summary; the reader closes the page', async ({ page }) => {
    await open(page);
    await call(page, 'linkSubscriptions', { linkTo });
    await dialogSettled(page);
    const src = await frameSrc(page);
    expect(src.searchParams.get('subscriptionLinking')).toBe('true');
    expect(src.searchParams.getAll('linkTo')).toEqual(['magazin.example,leser-42', 'radio.example,hoerer-0815']);
    await frame(page).getByRole('button', { name: 'Verknüpfung abgeschlossen' }).click();
    await expect
      .poll(() => outcome(page))
      .toEqual({ value: { anyFailure: false, anySuccess: true, links: linkTo.map((link) => ({ ...link, success: true })) } });
    // The page stays on its last screen until the reader closes it.
    await frame(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG)).toHaveCount(0);
  });

  test('failed, or closed: every publication failed', async ({ page }) => {
    await open(page);
    await call(page, 'linkSubscriptions', { linkTo });
    await dialogSettled(page);
    await frame(page).getByRole('button', { name: 'Verknüpfung fehlgeschlagen' }).click();
    const failed = { anyFailure: true, anySuccess: false, links: linkTo.map((link) => ({ ...link, success: false })) };
    await expect.poll(() => outcome(page)).toEqual({ value: failed });
    await frame(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await call(page, 'linkSubscriptions', { linkTo });
    await dialogSettled(page);
    await frame(page).getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => outcome(page)).toEqual({ value: failed });
  });

  test('one reader id at this publication: {publisherProvidedId, success}; the missing fields with the provider’s texts', async ({
    page,
  }) => {
    await open(page);
    await call(page, 'linkSubscription', { publisherProvidedId: 'leser-42' });
    await dialogSettled(page);
    expect((await frameSrc(page)).searchParams.getAll('linkTo')).toEqual(['magazin.example,leser-42']);
    await frame(page).getByRole('button', { name: 'Verknüpfung abgeschlossen' }).click();
    await expect.poll(() => outcome(page)).toEqual({ value: { publisherProvidedId: 'leser-42', success: true } });
    await frame(page).getByRole('button', { name: 'Schließen' }).click();
    await call(page, 'linkSubscription', {});
    await expect.poll(() => outcome(page)).toEqual({ error: 'Error: Missing required field: publisherProvidedId' });
    await call(page, 'linkSubscriptions', { linkTo: [] });
    await expect.poll(() => outcome(page)).toEqual({ error: 'Error: Missing required field: linkTo' });
  });
});

test.describe('login prompt and notification', () => {
  test('the prompt asks for consent: signed in resolves; declined rejects and is the flow’s cancel', async ({ page }) => {
    await open(page);
    await call(page, 'showLoginPrompt');
    await dialogSettled(page);
    expect((await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/loginiframe$/);
    await expect(frame(page).getByText('Mit Ihrem Google-Konto bei Magazin Example anmelden?')).toBeVisible();
    await frame(page).getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => outcome(page)).toEqual({ value: null });
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await call(page, 'showLoginPrompt');
    await dialogSettled(page);
    await frame(page).getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => outcome(page)).toMatchObject({ error: expect.stringMatching(/^AbortError/) });
    await expect(page.locator(DIALOG)).toHaveCount(0);
    expect(await heard(page)).toEqual(['started showLoginPrompt', 'started showLoginPrompt', 'canceled showLoginPrompt']);
  });

  test('the notification tells the reader (no consent asked); dismissed with Escape it rejects, without a flow cancel', async ({
    page,
  }) => {
    await open(page);
    await call(page, 'showLoginNotification');
    await dialogSettled(page);
    await expect(frame(page).getByText(/^Sie werden als \S+@\S+ angemeldet\.$/)).toBeVisible();
    await frame(page).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => outcome(page)).toEqual({ value: null });
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await call(page, 'showLoginNotification');
    await dialogSettled(page);
    await page.locator(DIALOG).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => outcome(page)).toMatchObject({ error: expect.stringMatching(/^AbortError/) });
    await expect(page.locator(DIALOG)).toHaveCount(0);
    expect(await heard(page)).toEqual(['started showLoginNotification', 'started showLoginNotification']);
  });
});

test.describe('waitForSubscriptionLookup', () => {
  test('the waiting page shows while the lookup runs and closes with its answer or its failure', async ({ page }) => {
    await open(page);
    await call(page, 'waitForSubscriptionLookup', 'lookup');
    await dialogSettled(page);
    expect((await frameSrc(page)).pathname).toMatch(/\/swg\/ui\/v1\/waitforsubscriptionlookupiframe$/);
    await expect(frame(page).getByText('Ihr Abo wird gesucht …')).toBeVisible();
    await page.evaluate(() => (window as unknown as SwgWindow).__lookup?.resolve({ found: true }));
    await expect.poll(() => outcome(page)).toEqual({ value: { found: true } });
    await expect(page.locator(DIALOG)).toHaveCount(0);

    await call(page, 'waitForSubscriptionLookup', 'lookup');
    await dialogSettled(page);
    await page.evaluate(() => (window as unknown as SwgWindow).__lookup?.reject(new Error('lookup failed')));
    await expect.poll(() => outcome(page)).toEqual({ error: 'Error: lookup failed' });
    await expect(page.locator(DIALOG)).toHaveCount(0);

    await call(page, 'waitForSubscriptionLookup');
    await expect.poll(() => outcome(page)).toEqual({ error: 'Error: No account promise provided' });
  });
});
