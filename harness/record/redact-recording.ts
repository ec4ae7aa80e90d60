/**
 * Redacts a whole recording (the document and the HAR) with one redactor: every string of the
 * HAR is searched, so a secret in a URL, a form body, a header or an answer is found wherever the
 * page later repeats it.
 */
import { createRedactor, isSecretHeader, type RedactionEntry } from './redact';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface Recording {
  document: string;
  har: Json;
}

function isRecord(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function eachString(value: Json, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) value.forEach((item) => eachString(item, visit));
  else if (isRecord(value)) Object.values(value).forEach((item) => eachString(item, visit));
}

function mapStrings(value: Json, map: (text: string) => string): Json {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

/** HAR's `headers` and `cookies` lists: `{name, value}` pairs whose value may be secret whole. */
function eachNamedValue(value: Json, visit: (list: string, name: string, text: string) => void, list = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isRecord(item) && typeof item.name === 'string' && typeof item.value === 'string') visit(list, item.name, item.value);
      else eachNamedValue(item, visit, list);
    }
  } else if (isRecord(value)) for (const [key, item] of Object.entries(value)) eachNamedValue(item, visit, key);
}

export function redactRecording(recording: Recording, patterns: readonly RegExp[] = []): Recording & { report: RedactionEntry[] } {
  const redactor = createRedactor(patterns);
  eachNamedValue(recording.har, (list, name, text) => {
    if (list === 'cookies') redactor.discoverHeader('cookie', `${name}=${text}`);
    else if (list === 'headers' && isSecretHeader(name)) redactor.discoverHeader(name, text);
  });
  redactor.discover(recording.document);
  eachString(recording.har, (text) => redactor.discover(text));
  const document = redactor.apply(recording.document);
  const har = mapStrings(recording.har, (text) => redactor.apply(text));
  return { document, har, report: redactor.report() };
}
