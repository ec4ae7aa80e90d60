/**
 * The mock provider as QA meets it in Chromium: every endpoint answers across origins with
 * credentials in the default state (POSTs with the provider's form body), its 500 and timeout
 * scenarios do what they claim, and a body in any other format is refused. The client's own use
 * of these endpoints is tested with the flows that call them.
 */
import { PROVIDER_ENDPOINTS, PROVIDER_ENDPOINT_SLUGS, SAMPLE_FORM_BODIES, type ProviderEndpointSlug } from '../../harness/mocks/provider';
import { endpointFailureId } from '../../harness/scenario-sets/subscriptions';
import { expect, openPage, test } from './harness-fixtures';

interface Answer {
  status: number | 'no answer';
  prefixed: boolean;
}

interface Body {
  text: string;
  contentType: string;
}

/** A POST body the endpoint takes: the provider's form body (f.req= and a message's array form). */
const formBodyFor = (slug: ProviderEndpointSlug): Body => ({
  text: SAMPLE_FORM_BODIES[slug] ?? 'f.req=[]',
  contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
});

/** Fetch one endpoint from the page, through the provider settings the harness gave the page. */
async function callFromPage(
  page: import('@playwright/test').Page,
  url: string,
  method: string,
  waitMs: number,
  body?: Body,
): Promise<Answer> {
  return page.evaluate(
    async ({ url, method, waitMs, body }) => {
      const config = (window as unknown as { siteClientConfig: { providerOrigin: string; propensityOrigin: string } }).siteClientConfig;
      // Handler URLs are MSW patterns: fill in the publication.
      const real = new URL(url.replace(':publicationId', 'magazin.example'));
      const base = real.hostname === 'news.google.com' ? config.providerOrigin : config.propensityOrigin;
      const init: RequestInit = { method: method.toUpperCase(), credentials: 'include', signal: AbortSignal.timeout(waitMs) };
      if (method === 'post' && body) Object.assign(init, { body: body.text, headers: { 'Content-Type': body.contentType } });
      try {
        const response = await fetch(
          `${base}${real.pathname}?publicationId=magazin.example&configurationId=cfg-1&products=magazin.example:premium`,
          init,
        );
        return { status: response.status, prefixed: (await response.text()).startsWith(")]}'") };
      } catch {
        return { status: 'no answer' as const, prefixed: false };
      }
    },
    { url, method, waitMs, body },
  );
}

for (const slug of PROVIDER_ENDPOINT_SLUGS) {
  const { url, method } = PROVIDER_ENDPOINTS[slug];
  const swg = url.includes('/swg/_/api/');

  test(`${slug}: answers across origins with credentials; 500 and timeout scenarios do what they claim`, async ({ page }) => {
    await openPage(page, 'magazine-article', 'default', '&bundle=none');
    const body = formBodyFor(slug);
    const fine = await callFromPage(page, url, method, 5_000, body);
    expect(fine.status === 200 || fine.status === 204).toBe(true);
    expect(fine.prefixed).toBe(swg && fine.status === 200);

    await openPage(page, 'magazine-article', endpointFailureId(slug, '500'), '&bundle=none');
    expect((await callFromPage(page, url, method, 5_000, body)).status).toBe(500);

    await openPage(page, 'magazine-article', endpointFailureId(slug, 'timeout'), '&bundle=none');
    expect((await callFromPage(page, url, method, 1_000, body)).status).toBe('no answer');
  });
}

test('the unlock report and the audience-activity beacon take only the provider’s form body: JSON and URL-encoded bodies get a 400', async ({
  page,
}) => {
  await openPage(page, 'magazine-article', 'default', '&bundle=none');
  const json = { text: '{"entitlementResult":"UNLOCKED_METER"}', contentType: 'application/json' };
  const encoded = {
    text: `f.req=${encodeURIComponent('[[null,null],[1714629600,0],3001,2001,"n0nce",false,[]]')}`,
    contentType: formBodyFor('article-post').contentType,
  };
  for (const slug of ['article-post', 'audienceactivity'] as const) {
    const { url, method } = PROVIDER_ENDPOINTS[slug];
    expect((await callFromPage(page, url, method, 5_000, json)).status, slug).toBe(400);
    expect((await callFromPage(page, url, method, 5_000, encoded)).status, slug).toBe(400);
  }
});
