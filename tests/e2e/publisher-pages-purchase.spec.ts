/**
 * The publisher pages that sell (harness/publisher-pages.ts): page code written as the provider's
 * documentation shows subscribing, offers, contributions and a plan change, driven as a reader
 * would through the provider's pages to the end of each flow; what the page code received is read
 * from its log (window.publisherLog, shown in the box "Was der Publisher-Code erhielt").
 */
import type { Page } from '@playwright/test';
import { chooseOfferForPayment, dialogFrame, dialogPath, dialogSettled, expect, openPage, pageErrors, test } from './harness-fixtures';
import { pageButton, payAndConfirm, received, recordTags, tagsHeard } from './publisher-log';

test('docs/subscribe-flow.md: subscribe(sku) → the pay page → the SubscribeResponse → complete() → the confirmation → unlocked', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await recordTags(page);
  await openPage(page, 'publisher-subscribe');
  await expect(page.locator('.publisher-log h2')).toHaveText('Was der Publisher-Code erhielt');
  await expect.poll(() => received(page, 'Entitlements')).toMatchObject({ service: 'subscribe.google.com', entitlements: [] });
  await expect(page.locator('#paywall-box')).toBeVisible();

  const popupOpens = page.waitForEvent('popup');
  await pageButton(page, "subscribe('magazin_plus_monatlich')").click();
  const popup = await popupOpens;
  await expect(popup.getByText('Magazin Plus – monatlich: 7,99 €/Monat', { exact: false })).toBeVisible();
  await payAndConfirm(page, popup);

  const payment = (await received(page, 'Zahlung')) as {
    productType: string;
    purchaseData: { data: string };
    userData: { email: string };
    entitlements: { entitlements: { source: string }[] };
  };
  expect(payment.productType).toBe('SUBSCRIPTION');
  expect(JSON.parse(payment.purchaseData.data)).toMatchObject({ productId: 'magazin_plus_monatlich' });
  expect(payment.userData.email).toBe('lena.leser@example.org');
  expect(payment.entitlements.entitlements[0]?.source).toBe('google');
  await expect(page.locator('section.paywall')).toBeVisible();
  await expect(page.locator('#paywall-box')).toBeHidden();
  // The log box shows the same, as text.
  await expect(page.locator('.publisher-entries li').filter({ hasText: /^Zahlung: / })).toContainText('"productType":"SUBSCRIPTION"');
  // The page's Google tags hear the completed subscription as the provider's client maps it, nothing of it before.
  const submit = { event_category: 'NTG subscription', event_label: 'success', non_interaction: false, cta_mode: 'pop up' };
  const tags = await tagsHeard(page);
  expect(tags.ga).toContainEqual([
    'send',
    'event',
    { eventCategory: 'NTG subscription', eventAction: 'submit', eventLabel: 'success', nonInteraction: false },
  ]);
  expect(tags.gtag).toContainEqual(['event', 'submit', submit]);
  expect(tags.dataLayer).toContainEqual({ event: 'submit', ...submit, configurationId: '' });
  expect(tags.gtag.filter((call) => call[1] === 'submit')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('docs/offers-flow.md: showOffers({skus}) lists those offers; one of them is paid and completed; "already subscribed" is the publisher’s login request', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await openPage(page, 'publisher-offers');
  await pageButton(page, "showOffers({skus: ['magazin_plus_jaehrlich', 'magazin_digital_probe']})").click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/(?:subscription)?offersiframe$/);
  await dialogSettled(page);
  const offers = dialogFrame(page);
  await expect(offers.getByRole('button', { name: /Magazin Plus – jährlich/ })).toBeVisible();
  await expect(offers.getByRole('button', { name: /Magazin Plus – monatlich/ })).toHaveCount(0);
  await offers.getByRole('button', { name: 'Bereits abonniert? Anmelden' }).click();
  await expect.poll(() => received(page, 'Anmeldung angefragt')).toEqual({ linkRequested: false });

  const popup = await chooseOfferForPayment(page, /Probeabo – 4 Wochen für 1 €/);
  await payAndConfirm(page, popup);
  const payment = (await received(page, 'Zahlung')) as { productType: string; purchaseData: { data: string } };
  expect(JSON.parse(payment.purchaseData.data)).toMatchObject({ productId: 'magazin_digital_probe' });
  await expect(page.locator('section.paywall')).toBeVisible();
  expect(errors).toEqual([]);
});

test('docs/offers-flow.md: showSubscribeOption() and showAbbrvOffer() open the provider’s abbreviated pages', async ({ page }) => {
  const errors = pageErrors(page);
  await openPage(page, 'publisher-offers');
  await pageButton(page, 'showSubscribeOption()').click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/optionsiframe$/);
  await dialogSettled(page);
  await openPage(page, 'publisher-offers');
  await pageButton(page, 'showAbbrvOffer()').click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/abbrvofferiframe$/);
  expect(errors).toEqual([]);
});

test('docs/contributions-flow.md: showContributionOptions() → a one-time contribution → UI_CONTRIBUTION → complete()', async ({ page }) => {
  const errors = pageErrors(page);
  await recordTags(page);
  await openPage(page, 'publisher-contributions');
  await pageButton(page, 'showContributionOptions()').click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/contribution(?:offers|s)iframe$/);
  const popup = await chooseContribution(page);
  await payAndConfirm(page, popup);
  const payment = (await received(page, 'Zahlung')) as { productType: string; purchaseData: { data: string } };
  expect(payment.productType).toBe('UI_CONTRIBUTION');
  expect(JSON.parse(payment.purchaseData.data)).toMatchObject({ productId: 'magazin_unterstuetzung_einmalig_10' });
  expect((await tagsHeard(page)).gtag).toContainEqual([
    'event',
    'submit',
    { event_category: 'NTG membership', event_label: 'success', non_interaction: false, cta_mode: 'pop up' },
  ]);
  expect(errors).toEqual([]);
});

/** The one-time contribution on the contributions page: its pay pop-up. */
async function chooseContribution(page: Page): Promise<Page> {
  await dialogSettled(page);
  const popupOpens = page.waitForEvent('popup');
  await dialogFrame(page)
    .getByRole('button', { name: /einmalig/i })
    .first()
    .click();
  const popup = await popupOpens;
  await popup.waitForLoadState();
  return popup;
}

test('docs/offers-flow.md, replacing a subscription: updateSubscription({skuId, oldSku}) → the response names the old sku', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await openPage(page, 'publisher-plan-change');
  const popupOpens = page.waitForEvent('popup');
  await pageButton(page, "updateSubscription({skuId: 'magazin_plus_jaehrlich', oldSku: 'magazin_plus_monatlich'})").click();
  const popup = await popupOpens;
  await expect(popup.getByText('Magazin Plus – jährlich', { exact: false })).toBeVisible();
  await payAndConfirm(page, popup);
  const payment = (await received(page, 'Zahlung')) as { oldSku: string; purchaseData: { data: string } };
  expect(payment.oldSku).toBe('magazin_plus_monatlich');
  expect(JSON.parse(payment.purchaseData.data)).toMatchObject({ productId: 'magazin_plus_jaehrlich' });
  expect(errors).toEqual([]);
});

test('docs/offers-flow.md, replacing a subscription: showUpdateOffers leaves the old plan out of the offers', async ({ page }) => {
  const errors = pageErrors(page);
  await openPage(page, 'publisher-plan-change');
  await pageButton(page, "showUpdateOffers({oldSku: 'magazin_plus_monatlich', …})").click();
  await expect.poll(() => dialogPath(page)).toMatch(/\/(?:subscription)?offersiframe$/);
  await dialogSettled(page);
  await expect(dialogFrame(page).getByRole('button', { name: /Magazin Plus – jährlich/ })).toBeVisible();
  await expect(dialogFrame(page).getByRole('button', { name: /Magazin Plus – monatlich/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
