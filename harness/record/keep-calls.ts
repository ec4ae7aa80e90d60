/** The HAR Playwright wrote, cut down to the page's calls (recorded-calls.ts), under their real addresses. */
import type { Json } from './redact-recording';
import { recordedAddress } from './recorded-calls';

type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entriesOf(har: Json): { log: JsonObject; entries: Json[] } {
  const log = isObject(har) ? har.log : undefined;
  const entries = isObject(log) ? log.entries : undefined;
  if (!isObject(log) || !Array.isArray(entries)) throw new Error('the browser wrote no HAR log');
  return { log, entries };
}

/** The entry with its request's URL `url`, or null when the recording leaves it out. */
function kept(entry: Json, fromHarness: boolean): Json | null {
  if (!isObject(entry) || !isObject(entry.request) || typeof entry.request.url !== 'string') return null;
  const url = recordedAddress(entry.request.url, fromHarness);
  return url === null ? null : { ...entry, request: { ...entry.request, url } };
}

export function keepCalls(har: Json, fromHarness: boolean): { har: Json; calls: number } {
  const { log, entries } = entriesOf(har);
  const calls = entries.map((entry) => kept(entry, fromHarness)).filter((entry): entry is Json => entry !== null);
  // Pages are not replayed from the HAR (page.html is the document): the list would only point at the recorder's port.
  return { har: { log: { ...log, pages: [], entries: calls } }, calls: calls.length };
}
