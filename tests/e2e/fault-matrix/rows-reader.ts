/**
 * Fault-matrix rows of the reader features (src/reader): the newsletter form and popup, reactions,
 * the feedback vote and its text, the bookmarks page and its remove-all, the post view count, and
 * the share links (which ask no server: every cell n/a).
 */
import { expect, type Page, type Request } from '@playwright/test';
import { strings } from '../../../src/core/strings';
import { popupDelayMs } from '../../../src/reader/dismissal-rules';
import { bundleStarted } from '../harness-fixtures';
import { FAULT_RAN_FLAG, HOSTILE, type Fault, type Interaction } from './interaction';
import { ADMIN_AJAX, ajaxAction, JSON_TYPE, NOT_JSON } from './rows-theme';

/**
 * How long every `ctx.ajax` call and the feedback vote wait: createWpAjax's default
 * (src/core/wp-ajax.ts), which none of these features overrides and src exports no name for.
 */
const WP_AJAX_TIMEOUT_MS = 10_000;
/** post-views.ts's own TIMEOUT_MS (not exported): the view request's wait. */
const PVC_TIMEOUT_MS = 10_000;

/** The form fields of an admin-ajax request, as PHP's $_POST would read them. */
const formOf = (request: Request) => new URLSearchParams(request.postData() ?? '');

/**
 * Markup in `scope` that could run: a script, the inline handlers the HOSTILE pieces carry, a
 * javascript: link. Every hostile check wants none of it.
 */
const activeIn = (page: Page, scope: string) =>
  page.locator(['script', '[onerror]', '[onmouseover]', 'a[href^="javascript:" i]'].map((active) => `${scope} ${active}`).join(', '));

/** A healthy answer the row rewrites is a JSON object; anything else means the mock changed and the row must follow. */
function jsonObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`expected a JSON object, got ${text.slice(0, 80)}`);
  return value as Record<string, unknown>;
}

/** Stands in for a hook of a cell that is n/a: the spec never calls it, so a call is a mistake. */
function notApplicable(row: string, fault: Fault): never {
  throw new Error(`${row}: the ${fault} cell is n/a and never runs`);
}

/** A healthy answer that is a JSON string (the theme's wp_send_json of HTML), decoded. */
function jsonString(text: string): string {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'string') throw new Error(`expected a JSON string, got ${text.slice(0, 80)}`);
  return value;
}

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

const newsletterForm = newsletterRow('newsletter form', 'radio-article', '#rb-newsletter-2 .rb-newsletter');

const NEWSLETTER_POPUP = '#rb-newsletter-popup';
/** The popup opens data-delay ms after the page (on a desktop-wide window): the page clock skips the wait. */
async function openNewsletterPopup(page: Page): Promise<void> {
  await page.clock.fastForward(popupDelayMs(await page.locator(NEWSLETTER_POPUP).getAttribute('data-delay')));
  await expect(page.locator('.rb-popup-overlay[role=dialog]')).toBeVisible();
  await expect(page.locator(NEWSLETTER_POPUP)).toBeVisible();
}

const newsletterPopupBase = newsletterRow('newsletter popup', 'radio-newsletter-popup', `${NEWSLETTER_POPUP} .rb-newsletter`, openNewsletterPopup);
const newsletterPopup: Interaction = {
  ...newsletterPopupBase,
  // A failure leaves the dialog open around the form, so the reader can try again in it.
  async failed(page, fault) {
    await expect(page.locator('.rb-popup-overlay[role=dialog]')).toBeVisible();
    await newsletterPopupBase.failed?.(page, fault);
  },
};

/* ------------------------------------------------------------------ reactions */

const REACTIONS = '#reaction-123.rb-reaction';
const reaction = (page: Page, name: string) => page.locator(`${REACTIONS} .reaction[data-reaction="${name}"]`);

/** One reaction settled (no request of it running) with this count and state. */
async function expectReaction(page: Page, name: string, count: number, active: boolean): Promise<void> {
  await expect(reaction(page, name)).not.toHaveClass(/\bloading\b/);
  await expect(reaction(page, name).locator('.reaction-count')).toHaveText(String(count));
  await expect(reaction(page, name)).toHaveAttribute('aria-pressed', String(active));
}

const reactions: Interaction = {
  name: 'reactions',
  page: 'radio-article',
  url: ADMIN_AJAX,
  matches: ajaxAction('rb_add_reaction'),
  // Clicks wait for the visitor's own reactions (rb_load_reaction, not faulted here).
  prepare: (page) => expect(page.locator(REACTIONS)).toHaveClass(/\bdata-loaded\b/),
  act: (page) => reaction(page, 'happy').click(),
  async succeeded(page) {
    await expectReaction(page, 'happy', 8, true);
    await expectReaction(page, 'love', 12, false);
  },
  // The page shows no message: the click is taken back exactly, as printed.
  async failed(page) {
    await expectReaction(page, 'happy', 7, false);
    await expectReaction(page, 'love', 12, false);
  },
  warning: /The reaction "happy" to post 123 was not saved: rb_add_reaction /,
  timeoutMs: WP_AJAX_TIMEOUT_MS,
  // rb_add_reaction answers true, 2 or ""; an object that looks like success is none of them.
  malformed: { body: '{"success":true,"data":null}', contentType: JSON_TYPE },
  hostile: { answer: () => notApplicable('reactions', 'hostile'), shown: async () => notApplicable('reactions', 'hostile') },
  notApplicable: {
    hostile: 'rb_add_reaction answers true, 2 or "" only: no text of the answer reaches the page (any other answer is the malformed cell).',
    overtaken: 'The article’s reactions ignore clicks while a reaction request is on its way.',
  },
};

/* ------------------------------------------------------------------ feedback vote */

const FEEDBACK = '.feedback-voting-container[data-postid="123"]';
/** The plugin prints the text box as the container's next sibling; the thank-you line goes between them. */
const FEEDBACK_BOX = '.feedback-no-text-box';
const FEEDBACK_TEXT = `${FEEDBACK_BOX} textarea.feedback-no-text`;
const FEEDBACK_SUBMIT = `${FEEDBACK_BOX} .feedback-submit-no`;
const THANKS = `${FEEDBACK} + p.feedback-thankyou`;
const READER_FEEDBACK = 'Mehr Bilder von Nena, bitte!';

/** The feedback vote tells the reader of a failure in an alert: each page's alerts, accepted as a reader would. */
const alertsOf = new WeakMap<Page, string[]>();
function recordAlerts(page: Page): void {
  if (alertsOf.has(page)) return;
  const seen: string[] = [];
  alertsOf.set(page, seen);
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
}
const alerts = (page: Page): string[] => alertsOf.get(page) ?? [];

/** The alert for each failure, as feedback-flow.ts's voteOutcome words it. */
function voteAlert(fault: Fault): string {
  switch (fault) {
    case '404':
      // A 4xx other than 403 (an expired nonce) is a refusal without words of the server's.
      return strings.reader.voteFailed;
    case '500':
    case 'timeout':
    case 'offline':
      // Like the plugin's script: 5xx, no answer and no connection are network failures.
      return strings.reader.networkError;
    case 'malformed':
      return strings.reader.voteMalformed;
    case 'hostile':
    case 'overtaken':
      throw new Error(`the feedback vote shows no failure alert for ${fault}`);
  }
}

/** The vote saved: the block gives way to the plugin's thank-you line. */
async function thanked(page: Page): Promise<void> {
  await expect(page.locator(THANKS)).toBeVisible();
  await expect(page.locator(FEEDBACK)).toBeHidden();
  await expect(page.locator(FEEDBACK_BOX)).toBeHidden();
}

/** A success answer of my_feedback_plugin_vote ({success, data: {message, vote_id}}) with hostile text in its message. */
function hostileVoteAnswer(healthy: string): string {
  const answer = jsonObject(healthy);
  const data = answer.data;
  if (answer.success !== true || typeof data !== 'object' || data === null) throw new Error(`not a saved vote: ${healthy.slice(0, 80)}`);
  const message = (data as Record<string, unknown>).message;
  return JSON.stringify({ ...answer, data: { ...data, message: `${HOSTILE.script}${String(message)}${HOSTILE.text}${HOSTILE.link}` } });
}

/** The saved vote's message is not shown (the thank-you line is the plugin's setting): nothing of it may appear or run. */
async function thankedWithoutHostile(page: Page): Promise<void> {
  await thanked(page);
  const block = `:is(${FEEDBACK}, ${FEEDBACK_BOX}, p.feedback-thankyou)`;
  await expect(activeIn(page, block)).toHaveCount(0);
  await expect(page.locator('p.feedback-thankyou')).not.toContainText('Fett');
  expect(alerts(page)).toEqual([]);
}

const isVote = (request: Request) => formOf(request).get('action') === 'my_feedback_plugin_vote';

const feedbackVote: Interaction = {
  name: 'feedback vote',
  page: 'radio-article',
  url: ADMIN_AJAX,
  // The vote itself: sent without a vote_id (the text, later, updates the vote by its id).
  matches: (request) => isVote(request) && formOf(request).get('vote_id') === '',
  prepare: async (page) => recordAlerts(page),
  act: (page) => page.locator(`${FEEDBACK} .feedback-yes`).click(),
  succeeded: thanked,
  async failed(page, fault) {
    await expect.poll(() => alerts(page).at(-1), { message: 'the failure alert' }).toBe(voteAlert(fault));
    // The buttons take a vote again; no thanks for a vote that was not saved.
    await expect(page.locator(`${FEEDBACK} .feedback-yes`)).toBeEnabled();
    await expect(page.locator('p.feedback-thankyou')).toHaveCount(0);
  },
  // Logged with the reason (src/reader/feedback-vote.ts); the reader gets the alert.
  warning: /\[site-client\] feedback vote: /,
  timeoutMs: WP_AJAX_TIMEOUT_MS,
  malformed: NOT_JSON,
  hostile: { answer: hostileVoteAnswer, shown: thankedWithoutHostile },
  notApplicable: {
    overtaken: 'The vote buttons are disabled while the vote is on its way.',
  },
};

const feedbackText: Interaction = {
  name: 'feedback text',
  page: 'radio-article',
  url: ADMIN_AJAX,
  // The text after a "no": it updates the saved vote by its vote_id.
  matches: (request) => isVote(request) && (formOf(request).get('vote_id') ?? '') !== '',
  async prepare(page) {
    recordAlerts(page);
    await page.locator(`${FEEDBACK} .feedback-no`).click();
    await expect(page.locator(FEEDBACK_TEXT)).toBeVisible();
    await expect(page.locator(FEEDBACK_TEXT)).toBeFocused();
  },
  async act(page) {
    await page.locator(FEEDBACK_TEXT).fill(READER_FEEDBACK);
    await page.locator(FEEDBACK_SUBMIT).click();
  },
  succeeded: thanked,
  async failed(page, fault) {
    await expect.poll(() => alerts(page).at(-1), { message: 'the failure alert' }).toBe(voteAlert(fault));
    // The box stays open and usable for another try.
    await expect(page.locator(FEEDBACK_SUBMIT)).toBeEnabled();
    await expect(page.locator(FEEDBACK_TEXT)).toBeEditable();
    await expect(page.locator('p.feedback-thankyou')).toHaveCount(0);
  },
  warning: /\[site-client\] feedback vote: /,
  // The text stays in the box: submitting again is the reader's retry.
  retry: (page) => page.locator(FEEDBACK_SUBMIT).click(),
  kept: (page) => expect(page.locator(FEEDBACK_TEXT)).toHaveValue(READER_FEEDBACK),
  timeoutMs: WP_AJAX_TIMEOUT_MS,
  malformed: NOT_JSON,
  hostile: { answer: hostileVoteAnswer, shown: thankedWithoutHostile },
  notApplicable: {
    overtaken: 'The text’s submit button is disabled (and the text read-only) while the text is on its way.',
  },
};

/* ------------------------------------------------------------------ bookmarks page */

const BOOKMARK_COOKIE = 'RBBookmarkData';
const LIST = '#bookmarks-list';
const REMOVE_ALL = '#remove-bookmark-list';
const COUNTER = '.bookmark-section .bookmark-counter.rb-counter';
/** The saved posts' titles as the list shows them: the theme's order, newest first (posts 123 and 118). */
const SAVED_TITLES = ['40 Jahre Neue Deutsche Welle: Als Deutschland auf Deutsch sang', 'Synthesizer-Legenden: der Sound von Depeche Mode'];

/**
 * The reader has saved two posts (the theme's cookie, as jquery.cookie writes it) and opens the
 * bookmarks page: the page was first opened without it, so it is loaded again.
 */
async function openWithSavedPosts(page: Page): Promise<void> {
  const { hostname } = new URL(page.url());
  await page.context().addCookies([{ name: BOOKMARK_COOKIE, value: encodeURIComponent(JSON.stringify([118, 123])), domain: hostname, path: '/' }]);
  await page.reload();
  await bundleStarted(page);
}

const isBookmarkList = (request: Request) => formOf(request).get('action') === 'rb_bookmark';

/** The list could not be loaded: the spec's text and the retry button, in the list. */
async function listFailed(page: Page): Promise<void> {
  await expect(page.locator(`${LIST} .bookmarks-error`)).toHaveText(strings.reader.bookmarksFailed);
  await expect(page.locator(`${LIST} .bookmarks-retry`)).toHaveText(strings.themeLists.retry);
  await expect(page.locator(LIST)).not.toHaveAttribute('aria-busy', /.*/);
}

/** The theme's empty block, alone in the list. */
async function emptyList(page: Page): Promise<void> {
  await expect(page.locator(`${LIST} .bookmark-empty h6`)).toBeVisible();
  await expect(page.locator(`${LIST} .bookmark-empty`)).toHaveCount(1);
  await expect(page.locator(`${LIST} .p-wrap`)).toHaveCount(0);
  await expect(page.locator(LIST)).not.toHaveAttribute('aria-busy', /.*/);
}

const retryList = (page: Page) => page.locator(`${LIST} .bookmarks-retry`).click();
const listWarning = /bookmarks list: rb_bookmark failed, /;
// rb_bookmark answers a JSON string of HTML (raw HTML would be taken too); a JSON object is no answer.
const listMalformed = { body: '{"success":false,"data":null}', contentType: JSON_TYPE };

const bookmarksPage: Interaction = {
  name: 'bookmarks page',
  page: 'radio-bookmarks',
  url: ADMIN_AJAX,
  // The saved posts' list (ids[] sent); the first load, before the reader had saved any, is not faulted.
  matches: (request) => isBookmarkList(request) && formOf(request).has('ids[]'),
  prepare: openWithSavedPosts,
  // The page load sends it (in prepare).
  act: async () => undefined,
  async succeeded(page) {
    await expect(page.locator(`${LIST} .entry-title a.p-url`)).toHaveText(SAVED_TITLES);
    await expect(page.locator(LIST)).not.toHaveAttribute('aria-busy', /.*/);
  },
  async failed(page) {
    await listFailed(page);
    // The bookmarks themselves are kept: the counter still counts them.
    await expect(page.locator(COUNTER)).toHaveText('2');
  },
  warning: listWarning,
  retry: retryList,
  timeoutMs: WP_AJAX_TIMEOUT_MS,
  malformed: listMalformed,
  hostile: {
    answer: (healthy) =>
      JSON.stringify(
        HOSTILE.script +
          jsonString(healthy)
            .replace(/<\/h2>/g, `</h2>${HOSTILE.img}${HOSTILE.link}`)
            .replace(/<p class="entry-summary">/g, `<p class="entry-summary">${HOSTILE.text}`),
      ),
    async shown(page) {
      await expect(page.locator(`${LIST} .entry-title a.p-url`)).toHaveText(SAVED_TITLES);
      await expect(activeIn(page, LIST)).toHaveCount(0);
      // The hostile text is shown as text.
      await expect(page.locator(`${LIST} .entry-summary`).first()).toContainText('Fett & "Zitat"');
    },
  },
  overtaken: {
    // While the list is loading, the reader removes every bookmark: the slow list must not come back.
    again: (page) => page.locator(REMOVE_ALL).click(),
    async shown(page) {
      await emptyList(page);
      await expect(page.locator(COUNTER)).toHaveText('0');
    },
  },
};

/** Pages whose list of saved posts is shown: only the list requests sent after that are remove-all's. */
const listShown = new WeakSet<Page>();

const bookmarksRemoveAll: Interaction = {
  name: 'bookmarks remove-all',
  page: 'radio-bookmarks',
  url: ADMIN_AJAX,
  // The empty list asked for after the removal (ids= sent). The page's first load sends the same
  // request, before the reader saved anything: only the requests after the list was shown count.
  matches: (request) => isBookmarkList(request) && !formOf(request).has('ids[]') && listShown.has(request.frame().page()),
  async prepare(page) {
    await openWithSavedPosts(page);
    await expect(page.locator(`${LIST} .p-wrap`)).toHaveCount(2);
    listShown.add(page);
  },
  act: (page) => page.locator(REMOVE_ALL).click(),
  async succeeded(page) {
    await emptyList(page);
    await expect(page.locator(COUNTER)).toHaveText('0');
  },
  async failed(page) {
    await listFailed(page);
    // The removal itself is done (the cookie is gone): only the list's new state could not be loaded.
    await expect(page.locator(COUNTER)).toHaveText('0');
  },
  warning: listWarning,
  retry: retryList,
  timeoutMs: WP_AJAX_TIMEOUT_MS,
  malformed: listMalformed,
  hostile: {
    answer: (healthy) =>
      JSON.stringify(
        HOSTILE.script +
          jsonString(healthy)
            .replace('</h6>', `</h6>${HOSTILE.img}${HOSTILE.link}`)
            .replace('<p>', `<p>${HOSTILE.text}`),
      ),
    async shown(page) {
      await emptyList(page);
      await expect(activeIn(page, LIST)).toHaveCount(0);
      await expect(page.locator(`${LIST} .bookmark-empty p`)).toContainText('Fett & "Zitat"');
    },
  },
  overtaken: {
    // A second click while the first removal's list is loading asks for the same empty list: the
    // late first answer must leave one empty block, not busy (both answers are the same block).
    again: (page) => page.locator(REMOVE_ALL).click(),
    shown: emptyList,
  },
};

/* ------------------------------------------------------------------ post views */

/** The plugin's visits cookie (the first of them), which a counted view sets. */
const PVC_COOKIE = 'pvc_visits[0]';
const pvcCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === PVC_COOKIE);

const postViewCount: Interaction = {
  name: 'post view count',
  page: 'radio-article',
  url: ADMIN_AJAX,
  matches: ajaxAction('pvc-check-post'),
  // The page load sends the view; the reader does nothing.
  act: async () => undefined,
  // Counted: the plugin's answer is kept in its cookie (`{expiry}b{post id}`), for the next view.
  succeeded: (page) => expect.poll(async () => (await pvcCookie(page))?.value, { message: 'the visits cookie' }).toMatch(/^\d+b123$/),
  // The reader is shown nothing (the counter is invisible); a failed view stores nothing.
  async failed(page) {
    expect(await pvcCookie(page)).toBeUndefined();
  },
  warning: /post views: (the view was not counted|the answer is not JSON)/,
  // The next view counts: the reader opens the post again.
  async retry(page) {
    await page.reload();
    await bundleStarted(page);
  },
  timeoutMs: PVC_TIMEOUT_MS,
  // The plugin echoes JSON; a PHP error page instead is no answer.
  malformed: NOT_JSON,
  hostile: {
    // The answer's text fields: the visits to store (storage.value) and the type.
    answer(healthy) {
      const answer = jsonObject(healthy);
      const storage = answer.storage;
      if (typeof storage !== 'object' || storage === null || !('value' in storage) || !Array.isArray(storage.value)) throw new Error(`no storage values: ${healthy.slice(0, 80)}`);
      const values: unknown[] = storage.value;
      return JSON.stringify({ ...answer, type: HOSTILE.script, storage: { ...storage, value: values.map((value) => `${String(value)}${HOSTILE.text}${HOSTILE.img}`) } });
    },
    async shown(page) {
      // Kept as data only: %-encoded in the cookie (no attribute smuggled in), nowhere in the page.
      await expect.poll(async () => (await pvcCookie(page))?.value, { message: 'the visits cookie' }).toMatch(/^\d+b123%3C/);
      const value = (await pvcCookie(page))?.value ?? '';
      expect(value).not.toMatch(/[<>"; ]/);
      expect(decodeURIComponent(value)).toMatch(/^\d+b123/);
      expect(decodeURIComponent(value).endsWith(`${HOSTILE.text}${HOSTILE.img}`)).toBe(true);
      expect(await page.content()).not.toContain(FAULT_RAN_FLAG);
    },
  },
  notApplicable: {
    overtaken: 'The view is sent once per page load: no second request can overtake it.',
  },
};

/* ------------------------------------------------------------------ share */

const SHARE_LINK = '.single-bottom-share a.share-action.share-facebook';
/** Where the Facebook link of the article points: the network's share page. */
const FACEBOOK_SHARE = /^https:\/\/www\.facebook\.com\/sharer\.php\?u=/;
const NO_REQUEST = 'Share links make no request: the browser opens the network’s share page in a pop-up, and nothing of it comes back to the page.';
/** Never logged: the share links have no request that could fail. */
const NEVER_LOGGED = /(?!)/;

const share: Interaction = {
  name: 'share',
  page: 'radio-article',
  // The only request is the pop-up's own navigation to the network, which the bundle neither makes nor reads.
  url: FACEBOOK_SHARE,
  // The share page stands in for Facebook, so the pop-up loads without the internet.
  async prepare(page) {
    await page.context().route(FACEBOOK_SHARE, (route) => route.fulfill({ contentType: 'text/html; charset=UTF-8', body: '<!DOCTYPE html><title>Teilen</title>' }));
  },
  act: (page) => page.locator(SHARE_LINK).click(),
  async succeeded(page) {
    // The share page opens in a pop-up; the article stays.
    await expect.poll(() => page.context().pages().some((other) => other !== page && FACEBOOK_SHARE.test(other.url())), { message: 'the share pop-up' }).toBe(true);
    expect(page.url()).toContain('/pages/radio-article');
  },
  warning: NEVER_LOGGED,
  // Nothing is waited for.
  timeoutMs: 0,
  // No answer is read, so none can be malformed (the cell is n/a); the field only completes the row.
  malformed: { body: '', contentType: 'text/html; charset=UTF-8' },
  hostile: { answer: () => notApplicable('share', 'hostile'), shown: async () => notApplicable('share', 'hostile') },
  notApplicable: { '404': NO_REQUEST, '500': NO_REQUEST, timeout: NO_REQUEST, malformed: NO_REQUEST, hostile: NO_REQUEST, overtaken: NO_REQUEST, offline: NO_REQUEST },
};

export const readerInteractions: Interaction[] = [
  newsletterForm,
  newsletterPopup,
  reactions,
  feedbackVote,
  feedbackText,
  bookmarksPage,
  bookmarksRemoveAll,
  postViewCount,
  share,
];
