/**
 * The auto prompt's client configuration in real Chromium: read from the article when the
 * provider's article answer has one, asked from the clientconfiguration endpoint only without an
 * article, and a prompt the article allows opens whatever that endpoint answers.
 */
import type { Page } from '@playwright/test';
import { openWithPrompt, showAlways } from './auto-prompt-steps';
import { DIALOG_BOX, expect, openPage, test, type MockRequests } from './harness-fixtures';

/** The provider's API calls and pages among the mocked requests, as `API /publication/…/article` / `PAGE serviceiframe`, without queries. */
const providerRequests = (requests: MockRequests) =>
  requests
    .all()
    .map((url) => new URL(url).pathname)
    .flatMap((path) => {
      const api = /\/swg\/_\/api\/v1(\/.*)$/.exec(path)?.[1];
      const ui = /\/swg\/ui\/v1\/([^/]+)$/.exec(path)?.[1];
      return api ? [`API ${api}`] : ui ? [`PAGE ${ui}`] : [];
    });

/**
 * A locked article whose page code calls SWG_BASIC.init with an automatic subscription prompt (the
 * fixture page starts from its markup only): queued before the page's scripts run.
 */
const lockedWithAutoPrompt = (page: Page) =>
  page.addInitScript(() => {
    const queue = ((self as unknown as { SWG_BASIC?: unknown[] }).SWG_BASIC ??= []);
    queue.push((basic: { init(options: unknown): void }) =>
      basic.init({
        type: 'NewsArticle',
        isPartOfType: ['Product'],
        isPartOfProductId: 'magazin.example:premium',
        isAccessibleForFree: false,
        autoPromptType: 'subscription',
        clientOptions: { theme: 'light', lang: 'de' },
      }),
    );
  });

const CLIENT_CONFIGURATION = /\/publication\/magazin\.example\/clientconfiguration$/;

test.describe('the auto prompt’s client config: from the article, the endpoint only without one', () => {
  test('request economy: a locked article’s subscription paywall opens after one provider request, the article (plus the analytics frame), and no clientconfiguration', async ({
    page,
    mockRequests,
  }) => {
    await lockedWithAutoPrompt(page);
    // A reader without a meter: the funnel's only step is a BLOCKING subscription (swg-metered-none).
    await openPage(page, 'magazine-article-locked', 'swg-metered-none');
    // Blocking: at once; above 480 px the subscription prompt is the offers.
    const frame = page.locator(`${DIALOG_BOX} iframe`);
    await expect(frame).toHaveAttribute('src', /\/subscriptionoffersiframe\?/, { timeout: 5_000 });
    const seen = providerRequests(mockRequests);
    const before = seen.slice(0, seen.indexOf('PAGE subscriptionoffersiframe'));
    expect(before.filter((request) => request.startsWith('API '))).toEqual(['API /publication/magazin.example/article']);
    expect(before.filter((request) => request.startsWith('PAGE '))).toEqual(['PAGE serviceiframe']);
    await page.waitForLoadState('networkidle');
    expect(mockRequests.count(CLIENT_CONFIGURATION)).toBe(0);
    // The standard button on the page is enabled by the article's client config (canDisplayButton).
    await expect(page.locator('[swg-standard-button="subscription"]')).toBeEnabled();
  });

  test('swg-clientconfiguration-500 on the open article: the endpoint is never asked, the newsletter still opens after the article’s 3 s delay', async ({
    page,
    mockRequests,
  }) => {
    await openWithPrompt(page, 'swg-clientconfiguration-500');
    expect(new URL((await page.locator(`${DIALOG_BOX} iframe`).getAttribute('src')) ?? '').searchParams.get('configurationId')).toBe(
      'cfg-newsletter-morgenpost',
    );
    expect(mockRequests.count(CLIENT_CONFIGURATION)).toBe(0);
    expect(mockRequests.count(/\/publication\/magazin\.example\/article\?/)).toBe(1);
  });

  test('swg-article-get-500: no article, so the client config comes from the endpoint, asked once', async ({ page, mockRequests }) => {
    const decided = page.waitForEvent('console', (message) => message.text().includes('auto prompt: nothing to show'));
    await openPage(page, 'magazine-article', 'swg-article-get-500');
    // Without an article there is nothing to show, as in the provider's client.
    expect((await decided).text()).toContain('auto prompt: nothing to show (no-article)');
    await page.waitForLoadState('networkidle');
    expect(mockRequests.count(CLIENT_CONFIGURATION)).toBe(1);
  });

  test('swg-clientconfig-no-article: the endpoint fails too: one request, a warning, the defaults; a prompt the page asks for with alwaysShow still opens', async ({
    page,
    mockRequests,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const decided = page.waitForEvent('console', (message) => message.text().includes('auto prompt: nothing to show'));
    await openPage(page, 'magazine-article', 'swg-clientconfig-no-article');
    expect((await decided).text()).toContain('auto prompt: nothing to show (no-article)');
    await expect
      .poll(() =>
        warnings.some((text) => /Client configuration could not be fetched: HTTP 500.*the client config's defaults are used/s.test(text)),
      )
      .toBe(true);
    await showAlways(page, 'subscription');
    // The defaults, as the provider client's: no useUpdatedOfferFlows, so the older offers page.
    await expect(page.locator(`${DIALOG_BOX} iframe`)).toHaveAttribute('src', /\/offersiframe\?/);
    expect(mockRequests.count(CLIENT_CONFIGURATION)).toBe(1);
  });
});
