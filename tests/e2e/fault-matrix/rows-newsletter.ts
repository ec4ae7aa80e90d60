/**
 * Fault-matrix rows of the reader's newsletter form (src/reader): the form in the article's
 * sidebar and the same form in the newsletter popup, both signing up by rb_submit_newsletter.
 */
import { expect, type Page } from '@playwright/test';
import { strings } from '../../../src/core/strings';
import { popupDelayMs } from '../../../src/reader/dismissal-rules';
import { HOSTILE, type Interaction } from './interaction';
import { activeIn, jsonObject, WP_AJAX_TIMEOUT_MS } from './reader-helpers';
import { ADMIN_AJAX, ajaxAction, NOT_JSON } from './wordpress-requests';

/* ------------------------------------------------------------------ newsletter */

/** What the reader types: an address the mock takes as new (bekannt@… would be "email-exists"). */
const READER_EMAIL = 'leser@example.de';

/**
 * The newsletter form in one of its places (`block`: its `div.rb-newsletter`). The notices are the
 * block's, outside the form; a failure shows the bundle's own `request-error` notice there.
 */
function newsletterRow(name: string, page: string, block: string, prepare?: (page: Page) => Promise<void>): Interaction {
  const form = `${block} form.rb-newsletter-form`;
  const email = `${form} input[name=rb_email_subscribe]`;
  const privacy = `${form} input[type=checkbox][name=rb_privacy]`;
  const submit = (page: Page) => page.locator(`${form} .newsletter-submit`).click();
  const notice = (page: Page, kind: string) => page.locator(`${block} .newsletter-response .response-notice.${kind}`);
  const failureShown = async (page: Page) => {
    await expect(notice(page, 'request-error')).toBeVisible();
    await expect(notice(page, 'request-error')).toHaveText(strings.readerUi.newsletterFailed);
    await expect(notice(page, 'success')).toBeHidden();
  };
  const typedKept = async (page: Page) => {
    await expect(page.locator(email)).toHaveValue(READER_EMAIL);
    // The popup's form has no consent checkbox; the sidebar's must stay ticked for the retry.
    for (const checkbox of await page.locator(privacy).all()) await expect(checkbox).toBeChecked();
  };
  return {
    name,
    page,
    url: ADMIN_AJAX,
    matches: ajaxAction('rb_submit_newsletter'),
    ...(prepare ? { prepare } : {}),
    async act(page) {
      await page.locator(email).fill(READER_EMAIL);
      // Consent is required where the form asks for it (nothing is sent without it).
      for (const checkbox of await page.locator(privacy).all()) await checkbox.check();
      await submit(page);
    },
    async succeeded(page) {
      await expect(notice(page, 'success')).toBeVisible();
      await expect(notice(page, 'request-error')).toBeHidden();
      // Signed up: the bundle empties the field, as the theme's script did.
      await expect(page.locator(email)).toHaveValue('');
    },
    failed: failureShown,
    warning: /\[site-client\] newsletter: /,
    // The typed address and the consent stay: submitting again is the reader's retry.
    retry: submit,
    kept: typedKept,
    timeoutMs: WP_AJAX_TIMEOUT_MS,
    // rb_submit_newsletter answers JSON ({"notice": …}); a PHP error page instead is no answer.
    malformed: NOT_JSON,
    hostile: {
      // The answer's one text field is the notice's name, which picks one of the notices the
      // page prints. Hostile text there must neither run nor pick (or build) a notice: the reader
      // is told the sign-up did not work, and nothing of the text reaches the page.
      answer: (healthy) => JSON.stringify({ ...jsonObject(healthy), notice: `success${HOSTILE.text}${HOSTILE.img}` }),
      async shown(page) {
        await failureShown(page);
        await expect(activeIn(page, block)).toHaveCount(0);
        await expect(page.locator(block)).not.toContainText('Fett');
        await typedKept(page);
      },
    },
    notApplicable: {
      overtaken: 'The newsletter form ignores a second submit while its request is on its way.',
    },
  };
}

export const newsletterForm = newsletterRow('newsletter form', 'radio-article', '#rb-newsletter-2 .rb-newsletter');

const NEWSLETTER_POPUP = '#rb-newsletter-popup';
/** The popup opens data-delay ms after the page (on a desktop-wide window): the page clock skips the wait. */
async function openNewsletterPopup(page: Page): Promise<void> {
  await page.clock.fastForward(popupDelayMs(await page.locator(NEWSLETTER_POPUP).getAttribute('data-delay')));
  await expect(page.locator('.rb-popup-overlay[role=dialog]')).toBeVisible();
  await expect(page.locator(NEWSLETTER_POPUP)).toBeVisible();
}

const newsletterPopupBase = newsletterRow(
  'newsletter popup',
  'radio-newsletter-popup',
  `${NEWSLETTER_POPUP} .rb-newsletter`,
  openNewsletterPopup,
);
export const newsletterPopup: Interaction = {
  ...newsletterPopupBase,
  // A failure leaves the dialog open around the form, so the reader can try again in it.
  async failed(page, fault) {
    await expect(page.locator('.rb-popup-overlay[role=dialog]')).toBeVisible();
    await newsletterPopupBase.failed?.(page, fault);
  },
};
