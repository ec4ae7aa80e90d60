/**
 * Pure rules of the newsletter form: what the reader's input allows (spec §5: an empty email
 * shows email-error; an unchecked privacy checkbox shows privacy-error and nothing is sent), and
 * the answer of `rb_submit_newsletter`, which names the notice to show. Pixwell Core's core.js
 * sends the checkbox's state as jQuery serialises `true`: `privacy=true` (the PHP only refuses an
 * empty value).
 */
import * as z from 'zod/mini';
import { lazy } from '../core/lazy';
import { oneOf } from '../core/schema-pieces';

const NEWSLETTER_NOTICES = ['email-error', 'privacy-error', 'email-exists', 'success'] as const;
export type NewsletterNotice = (typeof NEWSLETTER_NOTICES)[number];

export interface NewsletterInput {
  email: string;
  /** The privacy checkbox's state, or null when the form has none. */
  privacy: boolean | null;
}

export type NewsletterCheck = { ok: false; notice: NewsletterNotice } | { ok: true; fields: { email: string; privacy?: 'true' } };

export function checkNewsletterInput(input: NewsletterInput): NewsletterCheck {
  const email = input.email.trim();
  if (email === '') return { ok: false, notice: 'email-error' };
  if (input.privacy === false) return { ok: false, notice: 'privacy-error' };
  return { ok: true, fields: input.privacy === true ? { email, privacy: 'true' } : { email } };
}

/** The answer: `{"notice": "<one of the four classes>"}`; anything else is malformed. */
export const newsletterAnswerSchema = lazy(() => z.object({ notice: oneOf(NEWSLETTER_NOTICES) }));
