import { describe, expect, it } from 'vitest';
import { checkNewsletterInput, newsletterAnswerSchema } from '../../../src/reader/newsletter-rules';

describe('checkNewsletterInput', () => {
  it('an empty (or blank) email gives email-error, before anything else', () => {
    expect(checkNewsletterInput({ email: '', privacy: false })).toEqual({ ok: false, notice: 'email-error' });
    expect(checkNewsletterInput({ email: '   ', privacy: true })).toEqual({ ok: false, notice: 'email-error' });
  });

  it('an unchecked privacy checkbox gives privacy-error', () => {
    expect(checkNewsletterInput({ email: 'leser@example.de', privacy: false })).toEqual({ ok: false, notice: 'privacy-error' });
  });

  it('sends the trimmed email, with privacy=true (as core.js sends it) only when the form has the checkbox', () => {
    expect(checkNewsletterInput({ email: ' leser@example.de ', privacy: true })).toEqual({
      ok: true,
      fields: { email: 'leser@example.de', privacy: 'true' },
    });
    expect(checkNewsletterInput({ email: 'leser@example.de', privacy: null })).toEqual({ ok: true, fields: { email: 'leser@example.de' } });
  });

  it('leaves the address format to the server', () => {
    expect(checkNewsletterInput({ email: 'kein-at', privacy: null })).toEqual({ ok: true, fields: { email: 'kein-at' } });
  });
});

describe('newsletterAnswerSchema', () => {
  it('accepts the four notices and nothing else', () => {
    for (const notice of ['success', 'email-exists', 'email-error', 'privacy-error'])
      expect(newsletterAnswerSchema().safeParse({ notice }).success).toBe(true);
    expect(newsletterAnswerSchema().safeParse({ notice: 'other' }).success).toBe(false);
    expect(newsletterAnswerSchema().safeParse({}).success).toBe(false);
    expect(newsletterAnswerSchema().safeParse('success').success).toBe(false);
  });
});
