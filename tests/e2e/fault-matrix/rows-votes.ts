/**
 * Fault-matrix rows of the reader's votes on an article (src/reader): the reactions, the feedback
 * vote, and the feedback text sent after a "no", which updates the saved vote.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { strings } from '../../../src/core/strings';
import { HOSTILE, type Fault, type Interaction } from './interaction';
import { activeIn, formOf, jsonObject, notApplicable, WP_AJAX_TIMEOUT_MS } from './reader-helpers';
import { ADMIN_AJAX, ajaxAction, JSON_TYPE, NOT_JSON } from './wordpress-requests';

/* ------------------------------------------------------------------ reactions */

const REACTIONS = '#reaction-123.rb-reaction';
const reaction = (page: Page, name: string) => page.locator(`${REACTIONS} .reaction[data-reaction="${name}"]`);

/** One reaction settled (no request of it running) with this count and state. */
async function expectReaction(page: Page, name: string, count: number, active: boolean): Promise<void> {
  await expect(reaction(page, name)).not.toHaveClass(/\bloading\b/);
  await expect(reaction(page, name).locator('.reaction-count')).toHaveText(String(count));
  await expect(reaction(page, name)).toHaveAttribute('aria-pressed', String(active));
}

export const reactions: Interaction = {
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

export const feedbackVote: Interaction = {
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

export const feedbackText: Interaction = {
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
