/**
 * Redaction of a recording before a file is written: secrets are found first in every text of
 * the recording (document, URLs, bodies, headers), then every occurrence of each is replaced by
 * one stand-in, so a nonce the page prints and later posts to admin-ajax stays the same value
 * in both places and the replay still matches. The report names kinds and stand-ins, never the
 * secrets themselves.
 */

type SecretKind = 'cookie' | 'nonce' | 'token' | 'email' | 'reader-id' | 'pattern';

export interface RedactionEntry {
  kind: SecretKind;
  standIn: string;
  occurrences: number;
}

export interface Redactor {
  /** Finds the secrets in a text of the recording (call for every text before the first `apply`). */
  discover(text: string): void;
  /** A header's secret values, whatever they look like: cookies' values, an Authorization, an X-WP-Nonce. */
  discoverHeader(name: string, value: string): void;
  /** The text with every secret found so far replaced by its stand-in. */
  apply(text: string): string;
  report(): RedactionEntry[];
}

/** Shorter values ("1", "yes") are not secrets, and replacing them would break the page. */
const MIN_SECRET_LENGTH = 4;

const NONCE_NAMES = String.raw`_wpnonce|security|nonce|[A-Za-z]+_nonce|[A-Za-z]+Nonce`;
/** `name=value` in a query or a form body. */
const NONCE_PARAM = new RegExp(String.raw`(?:^|[?&;\s])(?:${NONCE_NAMES})=([^&#\s"';]+)`, 'g');
/** `nonce: "…"` / `"nonce":"…"` in page scripts and JSON. */
const NONCE_KEY = new RegExp(String.raw`["']?\b(?:${NONCE_NAMES})["']?\s*:\s*["']([^"'\\]+)["']`, 'g');
/** `<input name="_wpnonce" value="…">` and `data-nonce="…"` in the document. */
const NONCE_INPUT = new RegExp(String.raw`name=["'](?:${NONCE_NAMES})["'][^>]*?\svalue=["']([^"']+)["']`, 'g');
const NONCE_DATA = /\sdata-[\w-]*nonce=["']([^"']+)["']/gi;
const NONCE_HEADER = /^x-wp-nonce$/i;
const JWT = /\beyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const READER_KEY = /["']?\b(?:readerId|reader_id|ppid)["']?\s*:\s*["']([^"'\\]+)["']/g;
const TOKEN_KEY = /["']?\b(?:swgUserToken|subscriptionToken|access_token|refresh_token)["']?\s*:\s*["']([^"'\\]+)["']/g;

const base64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const fromBase64url = (text: string): string => Buffer.from(text, 'base64url').toString('utf8');

/** Every capture (group 1, else the whole match) of `pattern` in `text`. */
function captures(pattern: RegExp, text: string): string[] {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  return [...text.matchAll(new RegExp(pattern.source, flags))].map((match) => match[1] ?? match[0]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `patterns`: extra secrets (a QA engineer's configuration); group 1 is the secret when present. */
export function createRedactor(patterns: readonly RegExp[] = []): Redactor {
  const standIns = new Map<string, { kind: SecretKind; standIn: string }>();
  const counts = new Map<string, number>();
  const perKind = new Map<SecretKind, number>();

  const next = (kind: SecretKind): number => {
    const n = (perKind.get(kind) ?? 0) + 1;
    perKind.set(kind, n);
    return n;
  };

  const remember = (kind: SecretKind, secret: string, makeStandIn: (n: number) => string): void => {
    if (secret.length < MIN_SECRET_LENGTH || standIns.has(secret)) return;
    for (const known of standIns.values()) if (known.standIn === secret) return;
    standIns.set(secret, { kind, standIn: makeStandIn(next(kind)) });
  };

  const discover = (text: string): void => {
    for (const jwt of captures(JWT, text)) {
      // The payload's own secrets (reader ids, e-mails) are found first: the stand-in token carries their stand-ins.
      const [, payload = ''] = jwt.split('.');
      discover(fromBase64url(payload));
      remember('token', jwt, () => '');
    }
    for (const pattern of [NONCE_PARAM, NONCE_KEY, NONCE_INPUT, NONCE_DATA]) {
      for (const nonce of captures(pattern, text)) remember('nonce', decodeURIComponent(nonce), (n) => `redacted-nonce-${n}`);
    }
    for (const id of captures(READER_KEY, text)) remember('reader-id', id, (n) => `redacted-reader-${n}`);
    for (const token of captures(TOKEN_KEY, text)) remember('token', token, (n) => `redacted-token-${n}`);
    for (const email of captures(EMAIL, text)) remember('email', email, (n) => `reader${n}@redacted.example`);
    for (const pattern of patterns) for (const secret of captures(pattern, text)) remember('pattern', secret, (n) => `redacted-${n}`);
  };

  /** A JWT's stand-in is a JWT: same header, the payload with its secrets replaced, no signature. */
  const jwtStandIn = (jwt: string): string => {
    const [header = '', payload = ''] = jwt.split('.');
    return `${header}.${base64url(apply(fromBase64url(payload)))}.redacted-signature`;
  };

  const apply = (text: string): string => {
    let out = text;
    // Longest first, so a secret that contains another is replaced whole.
    const secrets = [...standIns.keys()].sort((a, b) => b.length - a.length);
    for (const secret of secrets) {
      const entry = standIns.get(secret);
      if (!entry) continue;
      if (entry.kind === 'token' && entry.standIn === '') {
        // Marked first: the payload's own redaction walks the same list and must not come back here.
        entry.standIn = 'redacted-token';
        entry.standIn = jwtStandIn(secret);
      }
      for (const [from, to] of [
        [secret, entry.standIn],
        [encodeURIComponent(secret), encodeURIComponent(entry.standIn)],
      ] as const) {
        if (from === to && from === secret) continue;
        const found = out.split(from).length - 1;
        if (found === 0) continue;
        counts.set(secret, (counts.get(secret) ?? 0) + found);
        out = out.replace(new RegExp(escapeRegExp(from), 'g'), () => to);
      }
    }
    return out;
  };

  return {
    discover,
    discoverHeader(headerName, header) {
      if (/^authorization$/i.test(headerName)) return remember('token', header.replace(/^\w+\s+/, ''), (n) => `redacted-token-${n}`);
      if (NONCE_HEADER.test(headerName)) return remember('nonce', header, (n) => `redacted-nonce-${n}`);
      if (!/^(set-)?cookie$/i.test(headerName)) return;
      for (const part of header.split(/;\s*|\n/)) {
        const eq = part.indexOf('=');
        const name = part.slice(0, eq).trim().toLowerCase();
        // Set-Cookie's attributes are not secrets.
        if (eq < 0 || ['path', 'domain', 'expires', 'max-age', 'samesite'].includes(name)) continue;
        remember('cookie', part.slice(eq + 1).trim(), (n) => `redacted-cookie-${n}`);
      }
    },
    apply,
    report: () => [...standIns.entries()].map(([secret, { kind, standIn }]) => ({ kind, standIn, occurrences: counts.get(secret) ?? 0 })),
  };
}

/** Header names whose values are secrets whole. */
export function isSecretHeader(name: string): boolean {
  return /^(cookie|set-cookie|authorization)$/i.test(name) || NONCE_HEADER.test(name);
}

/** The report as the command prints it: one line per kind, with the stand-ins. */
export function formatReport(entries: readonly RedactionEntry[]): string {
  if (entries.length === 0) return 'Redaction: nothing secret found.';
  const kinds = [...new Set(entries.map((entry) => entry.kind))];
  const lines = kinds.map((kind) => {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    const total = ofKind.reduce((sum, entry) => sum + entry.occurrences, 0);
    return `  ${kind}: ${ofKind.length} value(s), ${total} occurrence(s) replaced`;
  });
  return ['Redaction:', ...lines].join('\n');
}
