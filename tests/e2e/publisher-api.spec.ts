/**
 * The provider's documented publisher code run against the bundle in real Chromium through the
 * harness (docs/subscriptions.md, "Publisher API parity"): the snippets of swg-js's docs/ and demos/, placed in a
 * magazine page as a publisher would print them, must run without a page error and see the
 * provider's objects (Entitlements, AvailableIntervention, SubscribeResponse,
 * DeferredAccountCreationResponse), reset() and clear(), and the script form of the manual flag.
 */
import type { Page } from '@playwright/test';
import {
  boxStill,
  DIALOG_BOX,
  dialogFrame,
  dialogSettled,
  dialogSrc,
  expect,
  openPage,
  pageErrors,
  rewritePage,
  test,
} from './harness-fixtures';

type Api = Record<string, (...args: unknown[]) => Promise<unknown>>;
type PublisherWindow = Window & { SWG: { push(callback: (api: Api) => void): void }; __seen?: Record<string, unknown> };

const ARTICLE_GET = /\/news\.google\.com\/swg\/_\/api\/v1\/publication\/magazin\.example\/article\?/;
/** The premium article's own page code (fixtures/pages/fragments/magazine/paywall-page-code.html). */
const PAYWALL_PAGE_CODE = /<script>\s*\/\* The magazine's page code on premium articles[\s\S]*?<\/script>/;

const seen = (page: Page) => page.evaluate(() => (window as unknown as PublisherWindow).__seen ?? null);

/** The dialog has stopped moving (after a change of its content: dialogSettled waits for the opening only). */
const dialogStill = (page: Page) => boxStill(page.locator(DIALOG_BOX));

/**
 * A page served through rewritePage has no address of its own, so Chromium counts it as public and
 * asks before it may reach the harness's provider on the loopback address: granted, as the harness's
 * own pages (served from the loopback address) never need to ask.
 */
test.beforeEach(async ({ context }) => context.grantPermissions(['local-network-access']));

/** The premium article with its page code replaced by `head` (markup and scripts) and `body` at the start of the body. */
async function premiumArticleWith(page: Page, head: string, body = ''): Promise<void> {
  await rewritePage(page, 'magazine-article-locked', (html) => {
    if (!PAYWALL_PAGE_CODE.test(html)) throw new Error('the premium article’s page code was not found');
    return html.replace(PAYWALL_PAGE_CODE, () => head).replace(/<body[^>]*>/, (tag) => tag + body);
  });
}

/** docs/swg-basic-docs/hide_prompt_entitled.md, with one line that records what the page saw. */
const HIDE_PROMPT_FOR_ENTITLED = `<script>
(self.SWG_BASIC = self.SWG_BASIC || []).push(basicSubscriptions => {
    basicSubscriptions.setOnEntitlementsResponse(entitlementsPromise => {
      entitlementsPromise.then(entitlements => {
        window.__seen = { cacheable: entitlements.enablesThisWithCacheableEntitlements(), json: JSON.parse(JSON.stringify(entitlements.json())) };
        // Indicates that the user has either a subscription or has previously contributed
        if (entitlements.enablesThisWithCacheableEntitlements()) {
          // hide the SwG prompt
          basicSubscriptions.dismissSwgUI();
        }
      });
    });
    basicSubscriptions.init({
      type: "NewsArticle",
      isAccessibleForFree: false,
      isPartOfType: ["Product"],
      isPartOfProductId: "magazin.example:premium",
      autoPromptType: "subscription",
      clientOptions: { lang: "de" },
    });
  });
</script>`;

/** The payment confirmation the page's complete() opens ("Ihr Konto ist eingerichtet."): closed by the reader; complete() then resolves. */
async function closeConfirmation(page: Page): Promise<void> {
  await expect.poll(async () => (await dialogSrc(page)).pathname).toMatch(/\/payconfirmiframe$/);
  await expect(dialogFrame(page).getByText('Ihr Konto ist eingerichtet.')).toBeVisible();
  await dialogStill(page);
  await dialogFrame(page).getByRole('button', { name: 'Weiter' }).click();
  await expect.poll(async () => ((await seen(page)) as { completed?: boolean }).completed).toBe(true);
}

test.describe('entitlements (swg-js src/api/entitlements.ts)', () => {
  test('the docs’ “hide the prompt for entitled readers” snippet: a subscriber is cacheable, json() has the provider’s shape, no page error', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await premiumArticleWith(page, HIDE_PROMPT_FOR_ENTITLED);
    await openPage(page, 'magazine-article-locked', 'swg-subscriber');
    await expect.poll(() => seen(page)).not.toBeNull();
    expect(await seen(page)).toEqual({
      cacheable: true,
      json: {
        service: 'subscribe.google.com',
        entitlements: [
          { source: 'google', products: ['magazin.example:*'], subscriptionToken: expect.any(String), readerId: 'leser-4711' },
        ],
        isReadyToPay: expect.any(Boolean),
      },
    });
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the same snippet for a reader with a free read: a meter is not cacheable, no page error', async ({ page }) => {
    const errors = pageErrors(page);
    await premiumArticleWith(page, HIDE_PROMPT_FOR_ENTITLED);
    await openPage(page, 'magazine-article-locked', 'swg-metered-left');
    await expect.poll(() => seen(page)).not.toBeNull();
    expect(await seen(page)).toMatchObject({ cacheable: false, json: { entitlements: [{ source: 'google:metering' }] } });
    expect(errors).toEqual([]);
  });
});

/** demos/public/prod/enterprise/enterprise-funnel-manual.html: the manual flag on the script, the tables and the page code (its product id ours). */
const FUNNEL_MANUAL_HEAD = `<script async subscriptions-control="manual"></script>
<script>
  function addResultRow(result) {
    const table = document.getElementById("resultTable");
    const row = document.createElement('tr');
    row.innerHTML = \`<td scope="col">\${result.configurationId}</td><td scope="col">\${result.data.email}</td>\`;
    table.appendChild(row);
  }
  function addInterventionRow(intervention) {
    const table = document.getElementById("interventionTable");
    const row = document.createElement('tr');
    row.innerHTML = \`
      <td scope="col"><button>Show</button></td>
      <td scope="col">\${intervention.type}</td>
      <td scope="col">\${intervention.configurationId}</td>
      <td scope="col">\${intervention.intervention.preference}</td>
    \`;
    const button = row.getElementsByTagName('button')[0];
    button.onclick = () => {
      intervention.show({
        isClosable: 'true',
        onResult: addResultRow
      });
    }
    table.appendChild(row);
  }
  function logHandler(log) {
    const table = document.getElementById("logTable");
    const row = document.createElement('tr');
    row.innerHTML = \`<td scope="col">\${log.eventType}</td><td scope="col">\${log.configurationId}</td>\`;
    table.appendChild(row);
  }
  (self.SWG = self.SWG || []).push(async subscriptions => {
    subscriptions.init('magazin.example:openaccess');
    const eventManager = await subscriptions.getEventManager();
    eventManager.registerEventListener(logHandler);
    const availableInterventions = await subscriptions.getAvailableInterventions();
    availableInterventions.forEach(addInterventionRow);
  });
</script>`;
const FUNNEL_TABLES =
  '<table id="funnel"><tbody id="interventionTable"></tbody></table><table><tbody id="resultTable"></tbody></table><table><tbody id="logTable"></tbody></table>';

test.describe('getAvailableInterventions and the manual flag (swg-js src/api/available-intervention.ts, page-config-resolver.ts)', () => {
  test('the enterprise funnel demo: right after init() the interventions come (the article is fetched first), with intervention.preference; show({isClosable: "true"}) is closable', async ({
    page,
    mockRequests,
  }) => {
    const errors = pageErrors(page);
    await premiumArticleWith(page, FUNNEL_MANUAL_HEAD, FUNNEL_TABLES);
    await openPage(page, 'magazine-article-locked');
    const rows = page.locator('#interventionTable tr');
    await expect(rows).toHaveCount(2);
    expect(
      await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent?.trim()))),
    ).toEqual([
      ['TYPE_NEWSLETTER_SIGNUP', 'cfg-newsletter-morgenpost', 'PREFERENCE_UNSPECIFIED'],
      ['TYPE_REGISTRATION_WALL', 'cfg-regwall-standard', 'PREFERENCE_UNSPECIFIED'],
    ]);
    // One article request: the page's init, asked by getAvailableInterventions; the manual flag kept the markup's own start away.
    expect(mockRequests.count(ARTICLE_GET)).toBe(1);
    await rows.first().getByRole('button', { name: 'Show' }).click();
    await dialogSettled(page);
    expect(Object.fromEntries((await dialogSrc(page)).searchParams)).toMatchObject({
      configurationId: 'cfg-newsletter-morgenpost',
      isClosable: 'true',
      calledManually: 'true',
    });
    // Closable: Escape closes it (pressed on the dialog: the provider's page has the focus).
    await page.locator(DIALOG_BOX).focus();
    await page.keyboard.press('Escape');
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('<script subscriptions-control="manual"> keeps the locked article from starting by itself, as the meta tag does', async ({
    page,
    mockRequests,
  }) => {
    const errors = pageErrors(page);
    await rewritePage(page, 'magazine-article-locked', (html) =>
      html.replace('</head>', '<script async subscriptions-control="manual"></script></head>'),
    );
    await openPage(page, 'magazine-article-locked', 'swg-metered-left');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(mockRequests.count(ARTICLE_GET)).toBe(0);
    // The page's own call still works: the client is there, only the automatic start is off.
    await page.evaluate(() => (window as unknown as PublisherWindow).SWG.push((api) => void api['start']?.()));
    await expect.poll(() => mockRequests.count(ARTICLE_GET)).toBe(1);
    expect(errors).toEqual([]);
  });
});

test.describe('reset() and clear() (swg-js src/runtime/runtime.ts)', () => {
  test('close the open dialog; clear() also drops the unlock toast’s flag', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'magazine-article', 'swg-offers-old-flow');
    const showOffers = () =>
      page.evaluate(() => (window as unknown as PublisherWindow).SWG.push((api) => void api['showOffers']?.({ isClosable: true })));
    await showOffers();
    await dialogSettled(page);
    await page.evaluate(() => (window as unknown as PublisherWindow).SWG.push((api) => void api['reset']?.()));
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);

    await page.evaluate(() => sessionStorage.setItem('subscribe.google.com:toast', '1'));
    await showOffers();
    await dialogSettled(page);
    await page.evaluate(() => (window as unknown as PublisherWindow).SWG.push((api) => void api['clear']?.()));
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('subscribe.google.com:toast'))).toBeNull();
    expect(errors).toEqual([]);
  });
});

test.describe('the responses (swg-js src/api/subscribe-response.ts, deferred-account-creation.ts)', () => {
  test('docs/subscribe-flow.md: the payment response has the SubscribeResponse’s clone() and json(), purchaseData and userData theirs', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    // The documented callback, set in the page's code before the client runs; it records what the publisher would read.
    await page.addInitScript(() => {
      const win = window as unknown as PublisherWindow;
      (win.SWG = win.SWG ?? []).push((subscriptions) => {
        void subscriptions['setOnPaymentResponse']?.((paymentResponse: Promise<Record<string, () => unknown>>) => {
          void paymentResponse.then((response) => {
            const copy = response['clone']!() as Record<string, () => unknown>;
            const purchaseData = response['purchaseData'] as unknown as Record<string, () => unknown>;
            const userData = response['userData'] as unknown as Record<string, () => unknown>;
            win.__seen = {
              json: JSON.parse(JSON.stringify(response['json']!())),
              cloneJson: JSON.parse(JSON.stringify(copy['json']!())),
              purchaseData: purchaseData['clone']!(),
              userData: userData['json']!(),
            };
            void (response['complete']!() as Promise<void>).then(() => (win.__seen = { ...win.__seen, completed: true }));
          });
        });
      });
    });
    await openPage(page, 'magazine-article', 'swg-offers-old-flow');
    await page.evaluate(() => (window as unknown as PublisherWindow).SWG.push((api) => void api['showOffers']?.({ isClosable: true })));
    await dialogSettled(page);
    const popupOpens = page.waitForEvent('popup');
    await dialogFrame(page)
      .getByRole('button', { name: /Magazin Plus – jährlich/ })
      .click();
    const popup = await popupOpens;
    await popup.getByRole('button', { name: 'Bezahlen', exact: true }).click();
    await expect.poll(() => seen(page)).not.toBeNull();
    const response = (await seen(page)) as {
      json: Record<string, unknown>;
      cloneJson: unknown;
      purchaseData: { data: string };
      userData: { email: string };
    };
    expect(Object.keys(response.json).sort()).toEqual([
      'entitlements',
      'oldSku',
      'productType',
      'purchaseData',
      'swgUserToken',
      'userData',
    ]);
    expect(response.json).toMatchObject({
      purchaseData: { data: expect.stringContaining('magazin_plus_jaehrlich'), signature: expect.any(String) },
      productType: 'SUBSCRIPTION',
      oldSku: null,
    });
    expect(response.cloneJson).toEqual(response.json);
    expect(JSON.parse(response.purchaseData.data)).toMatchObject({ productId: 'magazin_plus_jaehrlich' });
    expect(response.userData.email).toMatch(/@/);
    // The snippet completes at once: the confirmation creates the account, then the reader closes it.
    await closeConfirmation(page);
    expect(errors).toEqual([]);
  });

  test('docs/deferred-account-flow.md: the response’s purchaseData is the first of purchaseDataList; clone() and json() as the provider’s', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'magazine-article', 'swg-subscriber');
    await page.evaluate(() => {
      const win = window as unknown as PublisherWindow;
      win.SWG.push(
        (subscriptions) =>
          void subscriptions['getEntitlements']?.().then((received) => {
            const entitlements = received as { enablesThis(): boolean };
            if (!entitlements.enablesThis()) return;
            void subscriptions['completeDeferredAccountCreation']?.({ entitlements, consent: true }).then((answer) => {
              const response = answer as {
                purchaseData: unknown;
                purchaseDataList: unknown[];
                json(): Record<string, unknown>;
                clone(): { json(): unknown };
                complete(): Promise<void>;
              };
              win.__seen = {
                firstOfList: response.purchaseData === response.purchaseDataList[0],
                json: JSON.parse(JSON.stringify(response.json())),
                cloneJson: JSON.parse(JSON.stringify(response.clone().json())),
              };
              void response.complete().then(() => (win.__seen = { ...win.__seen, completed: true }));
            });
          }),
      );
    });
    await expect.poll(async () => (await dialogSrc(page)).pathname).toMatch(/\/recoveriframe$/);
    await dialogSettled(page);
    await dialogFrame(page).getByRole('button', { name: 'Konto anlegen' }).click();
    await expect.poll(() => seen(page)).not.toBeNull();
    const response = (await seen(page)) as {
      firstOfList: boolean;
      json: { purchaseData: unknown; purchaseDataList: unknown[] } & Record<string, unknown>;
      cloneJson: unknown;
    };
    expect(response.firstOfList).toBe(true);
    expect(Object.keys(response.json).sort()).toEqual(['entitlements', 'purchaseData', 'purchaseDataList', 'userData']);
    expect(response.json.purchaseData).toEqual(response.json.purchaseDataList[0]);
    expect(response.json.purchaseData).toEqual({ data: expect.any(String), signature: expect.any(String) });
    expect(response.cloneJson).toEqual(response.json);
    await closeConfirmation(page);
    expect(errors).toEqual([]);
  });
});
