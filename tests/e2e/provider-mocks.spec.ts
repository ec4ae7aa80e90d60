/**
 * The mock provider as QA meets it in Chromium: every endpoint answers across origins with
 * credentials in the default state, and its 500 and timeout scenarios do what they claim. The
 * client's own use of these endpoints is tested with the flows that call them.
 */
import { PROVIDER_ENDPOINTS, PROVIDER_ENDPOINT_SLUGS } from '../../harness/mocks/provider';
import { endpointFailureId } from '../../harness/scenario-sets/subscriptions';
import { expect, openPage, test } from './harness-fixtures';

interface Answer {
  status: number | 'no answer';
  prefixed: boolean;
}

/** Fetch one endpoint from the page, through the provider settings the harness gave the page. */
async function callFromPage(page: import('@playwright/test').Page, url: string, method: string, waitMs: number): Promise<Answer> {
  return page.evaluate(
    async ({ url, method, waitMs }) => {
      const config = (window as unknown as { siteClientConfig: { providerOrigin: string; propensityOrigin: string } }).siteClientConfig;
      // Handler URLs are MSW patterns: fill in the publication.
      const real = new URL(url.replace(':publicationId', 'magazin.example'));
      const base = real.hostname === 'news.google.com' ? config.providerOrigin : config.propensityOrigin;
      const init: RequestInit = { method: method.toUpperCase(), credentials: 'include', signal: AbortSignal.timeout(waitMs) };
      if (method === 'post') Object.assign(init, { body: '{}', headers: { 'Content-Type': 'application/json' } });
      try {
        const response = await fetch(`${base}${real.pathname}?publicationId=magazin.example&configurationId=cfg-1&products=magazin.example:premium`, init);
        return { status: response.status, prefixed: (await response.text()).startsWith(")]}'") };
      } catch {
        return { status: 'no answer' as const, prefixed: false };
      }
    },
    { url, method, waitMs },
  );
}

for (const slug of PROVIDER_ENDPOINT_SLUGS) {
  const { url, method } = PROVIDER_ENDPOINTS[slug];
  const swg = url.includes('/swg/_/api/');

  test(`${slug}: answers across origins with credentials; 500 and timeout scenarios do what they claim`, async ({ page }) => {
    await openPage(page, 'magazine-article', 'default', '&bundle=none');
    const fine = await callFromPage(page, url, method, 5_000);
    expect(fine.status === 200 || fine.status === 204).toBe(true);
    expect(fine.prefixed).toBe(swg && fine.status === 200);

    await openPage(page, 'magazine-article', endpointFailureId(slug, '500'), '&bundle=none');
    expect((await callFromPage(page, url, method, 5_000)).status).toBe(500);

    await openPage(page, 'magazine-article', endpointFailureId(slug, 'timeout'), '&bundle=none');
    expect((await callFromPage(page, url, method, 1_000)).status).toBe('no answer');
  });
}
