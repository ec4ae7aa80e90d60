import { describe, expect, it } from 'vitest';
import { createRedactor, formatReport } from '../../../harness/record/redact';
import { redactRecording, type Json } from '../../../harness/record/redact-recording';

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const JWT = `${b64({ alg: 'RS256' })}.${b64({ iss: 'x', readerId: 'leser-4711-geheim', email: 'anna@mail.example.com' })}.c2lnbmF0dXJl`;

const SECRETS = {
  wpnonce: 'a1b2c3d4e5',
  security: 'f6e5d4c3b2',
  nonce: '7c6b5a4f3e',
  pvcNonce: '99aa88bb77',
  cookie: 'wordpress_logged_in_secretvalue',
  email: 'leser@example.de',
  readerId: 'leser-4711-geheim',
  custom: 'KUNDE-123456',
  authorization: 'opaque-bearer-value',
  jwt: JWT,
};

const DOCUMENT = `<html><head><script>var pvcArgsFrontend = {"nonce":"${SECRETS.pvcNonce}"};
var feedbackVoting = { security: '${SECRETS.security}' };</script></head><body>
<form><input type="hidden" name="_wpnonce" value="${SECRETS.wpnonce}"></form>
<a href="mailto:${SECRETS.email}">Mail</a><p>Kundennummer ${SECRETS.custom}</p></body></html>`;

const HAR: Json = {
  log: {
    entries: [
      {
        request: {
          method: 'POST',
          url: `https://www.b80er.de/wp-admin/admin-ajax.php?security=${SECRETS.security}`,
          headers: [
            { name: 'Cookie', value: `wp_session=${SECRETS.cookie}` },
            { name: 'Authorization', value: `Bearer ${SECRETS.authorization}` },
          ],
          cookies: [{ name: 'wp_session', value: SECRETS.cookie }],
          postData: {
            mimeType: 'application/x-www-form-urlencoded',
            text: `action=x&nonce=${SECRETS.nonce}&email=${encodeURIComponent(SECRETS.email)}`,
          },
        },
        response: {
          status: 200,
          headers: [{ name: 'Set-Cookie', value: `wp_session=${SECRETS.cookie}; Path=/; HttpOnly` }],
          content: { mimeType: 'application/json', text: JSON.stringify({ signedEntitlements: SECRETS.jwt, readerId: SECRETS.readerId }) },
        },
      },
    ],
  },
};

describe('redaction', () => {
  it('leaves none of the planted secrets in a recording', () => {
    const redacted = redactRecording({ document: DOCUMENT, har: HAR }, [/KUNDE-\d+/]);
    const written = redacted.document + JSON.stringify(redacted.har);
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(written, name).not.toContain(secret);
      expect(written, name).not.toContain(encodeURIComponent(secret));
    }
    // Nor inside the stand-in token's payload.
    expect(written).not.toContain('anna@mail.example.com');
    expect(JSON.stringify(redacted.report)).not.toMatch(/a1b2c3d4e5|leser@example\.de/);
  });

  it('replaces each secret by one stand-in everywhere, so the page still matches its calls', () => {
    const redacted = redactRecording({ document: DOCUMENT, har: HAR });
    const har = JSON.stringify(redacted.har);
    expect(redacted.document).toContain("security: 'redacted-nonce-");
    const standIn = /security: '(redacted-nonce-\d+)'/.exec(redacted.document)?.[1];
    expect(har).toContain(`security=${standIn}`);
    const security = redacted.report.find((entry) => entry.standIn === standIn);
    expect(security).toMatchObject({ kind: 'nonce', occurrences: 2 });
  });

  it('covers every kind, and the report names kinds and stand-ins only', () => {
    const { report } = redactRecording({ document: DOCUMENT, har: HAR }, [/KUNDE-\d+/]);
    expect(new Set(report.map((entry) => entry.kind))).toEqual(new Set(['cookie', 'nonce', 'token', 'email', 'reader-id', 'pattern']));
    expect(formatReport(report)).toMatch(/^Redaction:\n {2}/);
    expect(formatReport([])).toBe('Redaction: nothing secret found.');
  });

  it('keeps a JWT a JWT whose payload carries the stand-ins', () => {
    const redactor = createRedactor();
    redactor.discover(JWT);
    const out = redactor.apply(JWT);
    const [header, payload, signature] = out.split('.');
    expect(header).toBe(JWT.split('.')[0]);
    expect(signature).toBe('redacted-signature');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, string>;
    expect(claims).toEqual({ iss: 'x', readerId: 'redacted-reader-1', email: 'reader1@redacted.example' });
  });

  it('is stable and leaves short values and plain text alone', () => {
    const redactor = createRedactor();
    redactor.discover('a?nonce=1&_wpnonce=abcdef1234');
    expect(redactor.apply('nonce=1 abcdef1234 abcdef1234')).toBe('nonce=1 redacted-nonce-1 redacted-nonce-1');
    expect(redactor.apply('Die Hits der 80er')).toBe('Die Hits der 80er');
  });
});
