/**
 * The publisher pages about prompts (harness/publisher-pages.ts): the basic client's CMS snippet
 * with each autoPromptType (docs/swg-basic-docs/enable_swg.md) and the enterprise funnel demos'
 * interventions, started by hand and automatically, driven as a reader would through the
 * provider's pages to the end of each flow; what the page code received is read from its log
 * (window.publisherLog, shown in the box "Was der Publisher-Code erhielt").
 */
import type { Page } from '@playwright/test';
import { READER } from '../../harness/provider-pages/page-parts';
import { chooseOfferForPayment, DIALOG_BOX, dialogFrame, dialogSrc, expect, openPage, pageErrors, test } from './harness-fixtures';
import { dialogAt, pageButton, payAndConfirm, publisherLog, received } from './publisher-log';

/** Every value logged under `what`, in order. */
const allReceived = async (page: Page, what: string) =>
  (await publisherLog(page)).filter((entry) => entry.what === what).map((entry) => entry.value);

/** The payment the page's setOnPaymentResponse logged: its product type and product id. */
async function payment(page: Page): Promise<{ productType: string; productId: string }> {
  const logged = (await received(page, 'setOnPaymentResponse')) as { productType: string; purchaseData: { data: string } };
  return { productType: logged.productType, productId: (JSON.parse(logged.purchaseData.data) as { productId: string }).productId };
}

/** The entitlements the page's setOnEntitlementsResponse logged first. */
const entitlementsLogged = (page: Page) =>
  received(page, 'setOnEntitlementsResponse') as Promise<{ enablesThis: boolean; json: { entitlements: unknown[] } } | undefined>;

test.describe('publisher-basic-* (docs/swg-basic-docs/enable_swg.md)', () => {
  test('autoPromptType subscription, a reader without a meter: the blocking paywall opens by itself; paid, completed, unlocked', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-basic-subscription', 'swg-metered-none');
    await expect.poll(() => entitlementsLogged(page)).toMatchObject({ enablesThis: false, json: { entitlements: [] } });
    await dialogAt(page, /\/subscriptionoffersiframe$/);
    // A paywall on locked content: not closable, in the snippet's language.
    expect(Object.fromEntries((await dialogSrc(page)).searchParams)).toMatchObject({ hl: 'de' });
    await expect(dialogFrame(page).getByRole('button', { name: 'Schließen' })).toHaveCount(0);
    const popup = await chooseOfferForPayment(page, /Magazin Plus – monatlich/);
    await payAndConfirm(page, popup);
    expect(await payment(page)).toEqual({ productType: 'SUBSCRIPTION', productId: 'magazin_plus_monatlich' });
    await expect(page.locator('section.paywall')).toBeVisible();
    await expect(page.locator('#paywall-box')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('autoPromptType subscription, a subscriber: the entitlements unlock the article, no prompt', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-basic-subscription', 'swg-subscriber');
    await expect
      .poll(() => entitlementsLogged(page))
      .toMatchObject({ enablesThis: true, json: { entitlements: [{ source: 'google', readerId: 'leser-4711' }] } });
    await expect(page.locator('section.paywall')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('autoPromptType contribution: the call-to-action button opens the contributions; a one-time contribution is paid and completed', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-basic-contribution', 'swg-prompt-not-allowed');
    const cta = page.locator('#paywall-box [swg-standard-button="contribution"]');
    await expect(cta).toBeEnabled();
    await expect(cta).toHaveAccessibleName(/Google/);
    await expect.poll(() => entitlementsLogged(page)).toMatchObject({ enablesThis: false });
    await cta.click();
    await dialogAt(page, /\/contribution(?:offers|s)iframe$/);
    const popupOpens = page.waitForEvent('popup');
    await dialogFrame(page)
      .getByRole('button', { name: /einmalig/i })
      .first()
      .click();
    const popup = await popupOpens;
    await popup.waitForLoadState();
    await payAndConfirm(page, popup);
    expect(await payment(page)).toEqual({ productType: 'UI_CONTRIBUTION', productId: 'magazin_unterstuetzung_einmalig_10' });
    expect(errors).toEqual([]);
  });

  test('autoPromptType none: no prompt even for a reader the paywall would meet; the article’s own button sells', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-basic-none', 'swg-metered-none');
    await expect.poll(() => entitlementsLogged(page)).toMatchObject({ enablesThis: false });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expect(page.locator('.swg-mini-prompt')).toHaveCount(0);
    const button = page.locator('#paywall-box [swg-standard-button="subscription"]');
    await expect(button).toBeEnabled();
    await button.click();
    const popup = await chooseOfferForPayment(page, /Magazin Plus – jährlich/);
    await payAndConfirm(page, popup);
    expect(await payment(page)).toEqual({ productType: 'SUBSCRIPTION', productId: 'magazin_plus_jaehrlich' });
    await expect(page.locator('section.paywall')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

const INTERVENTIONS = [
  { type: 'TYPE_NEWSLETTER_SIGNUP', configurationId: 'cfg-newsletter-morgenpost', preference: 'PREFERENCE_UNSPECIFIED' },
  { type: 'TYPE_REGISTRATION_WALL', configurationId: 'cfg-regwall-standard', preference: 'PREFERENCE_UNSPECIFIED' },
];

test.describe('publisher-interventions (demos prod/enterprise/enterprise-funnel-manual.html, enterprise-funnel.html)', () => {
  test('started by hand: the interventions are logged; show() of the newsletter, signed up: onResult gets the reader’s data', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-interventions');
    await expect.poll(() => received(page, 'getAvailableInterventions()')).toEqual(INTERVENTIONS);
    await pageButton(page, 'show(): TYPE_NEWSLETTER_SIGNUP').click();
    await dialogAt(page, /\/newsletteriframe$/);
    expect(Object.fromEntries((await dialogSrc(page)).searchParams)).toMatchObject({
      configurationId: 'cfg-newsletter-morgenpost',
      isClosable: 'true',
      calledManually: 'true',
    });
    await dialogFrame(page).getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect
      .poll(() => received(page, 'onResult'))
      .toMatchObject({
        type: 'TYPE_NEWSLETTER_SIGNUP',
        configurationId: 'cfg-newsletter-morgenpost',
        data: { email: READER.email, displayName: READER.displayName },
      });
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    // The event manager's listener heard the intervention's events.
    expect((await allReceived(page, 'Ereignis')).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('started by hand: the registration wall, closable, closed by the reader: no result', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-interventions');
    await pageButton(page, 'show(): TYPE_REGISTRATION_WALL').click();
    await dialogAt(page, /\/regwalliframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(await allReceived(page, 'onResult')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('started by the article’s markup: the same interventions; the registration wall completed: onResult', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-interventions-auto', 'swg-prompt-not-allowed');
    await expect.poll(() => received(page, 'getAvailableInterventions()')).toEqual(INTERVENTIONS);
    await pageButton(page, 'show(): TYPE_REGISTRATION_WALL').click();
    await dialogAt(page, /\/regwalliframe$/);
    await dialogFrame(page).getByRole('button', { name: 'Mit Google registrieren' }).click();
    await expect
      .poll(() => received(page, 'onResult'))
      .toMatchObject({ type: 'TYPE_REGISTRATION_WALL', configurationId: 'cfg-regwall-standard', data: { email: READER.email } });
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
