/**
 * Fault-matrix rows of the subscriptions client whose request is the load of a provider page in
 * the client's dialog (src/subscriptions): the offers, the contribution page, the link
 * confirmation after account linking, and the sign-in prompt. Each shares `providerPageRow`
 * (provider-helpers.ts): the failure shows as the end of the wait for the page's handshake.
 */
import { expect, type Page } from '@playwright/test';
import { strings } from '../../../src/core/strings';
import { dialogFrame } from '../harness-fixtures';
import { pageButton } from '../publisher-log';
import type { Interaction } from './interaction';
import { dialogAt, providerPageRow } from './provider-helpers';

/* ------------------------------------------------------------------ offers */

const subscribeButton = (page: Page) => page.getByRole('button', { name: strings.subscriptions.subscribeButton, exact: true });

/** The locked article's offers, opened by its standard button and settled. */
async function openOffers(page: Page): Promise<void> {
  await subscribeButton(page).click();
  await dialogAt(page, /\/(?:subscription)?offersiframe$/);
}

/**
 * The offers dialog: the locked article's standard button ("Abonnieren mit Google") opens the
 * provider's offers page in the dialog. Request: that page's load (/subscriptionoffersiframe, or
 * /offersiframe on the old flow); the page brings the offers itself, the client asks no API for them.
 */
export const offersDialog: Interaction = {
  name: 'offers dialog',
  page: 'magazine-article-locked',
  ...providerPageRow('(?:subscription)?offersiframe'),
  prepare: (page) => expect(subscribeButton(page)).toBeEnabled(),
  act: (page) => subscribeButton(page).click(),
  async succeeded(page) {
    await dialogAt(page, /\/(?:subscription)?offersiframe$/);
    await expect(dialogFrame(page).getByRole('button', { name: /Magazin Plus – jährlich/ })).toBeVisible();
  },
};

/* ------------------------------------------------------------------ contribute */

/**
 * A contribution (publisher-contributions: the page code's showContributionOptions() button, as
 * in docs/contributions-flow.md). Request: the load of the provider's contribution page in the
 * dialog (/contributionoffersiframe, or /contributionsiframe on the old flow), where the reader
 * picks the amount; the pay page after it opens in a pop-up.
 */
export const contribute: Interaction = {
  name: 'contribute',
  page: 'publisher-contributions',
  ...providerPageRow('contribution(?:offers|s)iframe'),
  act: (page) => pageButton(page, 'showContributionOptions()').click(),
  async succeeded(page) {
    await dialogAt(page, /\/contribution(?:offers|s)iframe$/);
    await expect(dialogFrame(page).getByRole('button', { name: 'Einmalig 10 € beitragen' })).toBeVisible();
  },
};

/* ------------------------------------------------------------------ linking */

/** From the offers, "Abo mit dem Google-Konto verknüpfen": the linking pop-up, where the reader links. */
async function linkInPopup(page: Page): Promise<void> {
  const popupOpens = page.waitForEvent('popup');
  await dialogFrame(page).getByRole('button', { name: 'Abo mit dem Google-Konto verknüpfen' }).click();
  const popup = await popupOpens;
  await popup.getByRole('button', { name: 'Konten verknüpfen', exact: true }).click();
}

/**
 * Account linking (magazine-article-locked: the offers' "Abo mit dem Google-Konto verknüpfen",
 * which the magazine's page code hands to linkAccount()). Request: the load of the link
 * confirmation (/swg/u/0/ui/v1/linkconfirmiframe) that the client opens in the dialog once the
 * linking pop-up reports the link; only its result completes the link (the reader's new token,
 * link complete, entitlements fetched again: flows/link-account-flow.ts continueLink). The
 * pop-up's own load is out of the matrix's reach (a page of its own).
 */
export const linking: Interaction = {
  name: 'account linking',
  page: 'magazine-article-locked',
  ...providerPageRow('linkconfirmiframe'),
  prepare: openOffers,
  act: linkInPopup,
  async succeeded(page) {
    await dialogAt(page, /\/swg\/u\/0\/ui\/v1\/linkconfirmiframe$/);
    await expect(dialogFrame(page).getByRole('button', { name: 'Fertig' })).toBeVisible();
  },
  // Back to the offers by the article's button, and linking again.
  async retry(page) {
    await openOffers(page);
    await linkInPopup(page);
  },
};

/* ------------------------------------------------------------------ login */

const signIn = (page: Page) => dialogFrame(page).getByRole('button', { name: 'Bereits abonniert? Anmelden' }).click();

/**
 * "Already subscribed? Sign in" (magazine-article-locked: the offers' "Bereits abonniert?
 * Anmelden", which the magazine's page code hands to showLoginPrompt()). Request: the load of the
 * provider's sign-in prompt (/loginiframe) in the dialog, in the offers' place.
 */
export const login: Interaction = {
  name: 'sign-in prompt',
  page: 'magazine-article-locked',
  ...providerPageRow('loginiframe'),
  prepare: openOffers,
  act: signIn,
  async succeeded(page) {
    await dialogAt(page, /\/loginiframe$/);
    await expect(dialogFrame(page).getByText('Mit Ihrem Google-Konto bei Magazin Example anmelden?')).toBeVisible();
  },
  // Back to the offers by the article's button, and "Bereits abonniert? Anmelden" again.
  async retry(page) {
    await openOffers(page);
    await signIn(page);
  },
};
