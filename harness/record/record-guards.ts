/**
 * What a recording may touch: which addresses it opens, where it writes, how big it may be.
 * Pure checks, so the record command and its tests share them; each failure says what to do.
 */
import { isAbsolute, relative, resolve } from 'node:path';

/** The two sites and the machine's own harness: a recording opens nothing else. */
export const ALLOWED_HOSTS: readonly string[] = ['www.b80er.de', 'www.magazin.example', 'localhost', '127.0.0.1'];

/** 20 MB: a page with its calls twenty times over, small enough that a runaway page stops early. */
export const RECORDING_SIZE_LIMIT = 20 * 1024 * 1024;

export class RecordError extends Error {}

/** The URL to record, or a RecordError naming why not (scheme, then host). */
export function checkRecordUrl(text: string, allowedHosts: readonly string[] = ALLOWED_HOSTS): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RecordError(`"${text}" is not a URL: give a full address such as https://www.b80er.de/`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RecordError(`only http(s) pages can be recorded, not ${url.protocol} (${text})`);
  }
  if (!allowedHosts.includes(url.hostname)) {
    throw new RecordError(`${url.hostname} is not an allowed host; allowed: ${allowedHosts.join(', ')}`);
  }
  return url;
}

/** A redirect (or the final address) must stay on the allowed hosts too. */
export function checkRedirect(from: string, to: string, allowedHosts: readonly string[] = ALLOWED_HOSTS): void {
  const host = new URL(to).hostname;
  if (!allowedHosts.includes(host))
    throw new RecordError(`${from} redirected to ${to}, off the allowed hosts (${allowedHosts.join(', ')})`);
}

/** `path` resolved, if it lies inside `fixturesRoot` (never the root itself); else a RecordError. */
export function insideFixtures(fixturesRoot: string, path: string): string {
  const target = resolve(fixturesRoot, path);
  const rel = relative(resolve(fixturesRoot), target);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel))
    throw new RecordError(`${path} is outside ${fixturesRoot}: recordings stay in fixtures/`);
  return target;
}

/** Throws when the recording's files together are over the limit, before a file is written. */
export function checkSize(bytes: number, limit: number = RECORDING_SIZE_LIMIT): void {
  if (bytes > limit) {
    throw new RecordError(`the recording is ${bytes} bytes, over the limit of ${limit}: record a smaller page or raise --max-bytes`);
  }
}

/** A page id is a file name and a URL segment: lower-case letters, digits and dashes. */
export function checkPageId(id: string): string {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(id)) throw new RecordError(`page id "${id}": use lower-case letters, digits and dashes`);
  return id;
}
