/**
 * A recorded page's calls are answered from its HAR through MSW handlers (@mswjs/source's
 * fromTraffic), like every other fixture's, and by nothing else: a call the recording does not
 * hold is not answered, so a replay never reaches the network.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromTraffic } from '@mswjs/source/traffic';
import type { RequestHandler } from 'msw';
import { RECORDED_DIR, RECORDING_FILES } from './recorded-pages';

type Archive = Parameters<typeof fromTraffic>[0];
type ArchiveEntry = Archive['log']['entries'][number];

/** laut.fm calls carry `_={now}` against caches: a replay runs at another moment, so it is not matched. */
const CACHE_BUST_PARAM = '_';

/** `url` without the cache-busting parameter. */
export function withoutCacheBust(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(CACHE_BUST_PARAM);
  return parsed.toString();
}

function forReplay(entry: ArchiveEntry): ArchiveEntry {
  return {
    ...entry,
    // The recorded wait is not replayed: the page's own timeouts are what a scenario tests.
    time: 0,
    request: {
      ...entry.request,
      url: withoutCacheBust(entry.request.url),
      queryString: entry.request.queryString.filter((pair) => pair.name !== CACHE_BUST_PARAM),
    },
  };
}

/**
 * fromTraffic matches method, address and query, not the body; admin-ajax's calls all POST to one
 * address and differ in their form (`action=…`). So the entries are grouped by the body sent,
 * each group turned into handlers by fromTraffic (keeping its order of repeated answers), and a
 * request is answered by the group of its own body.
 */
const cache = new Map<string, Map<string, RequestHandler[]>>();

function handlersByBody(pageId: string): Map<string, RequestHandler[]> {
  const cached = cache.get(pageId);
  if (cached) return cached;
  const archive = JSON.parse(readFileSync(join(RECORDED_DIR, pageId, RECORDING_FILES.har), 'utf8')) as Archive;
  const groups = new Map<string, ArchiveEntry[]>();
  for (const entry of archive.log.entries) {
    const body = entry.request.postData?.text ?? '';
    groups.set(body, [...(groups.get(body) ?? []), entry]);
  }
  const handlers = new Map([...groups].map(([body, entries]) => [body, fromTraffic({ log: { ...archive.log, entries } }, forReplay)]));
  cache.set(pageId, handlers);
  return handlers;
}

/** The handlers that may answer a request of this body (empty: the recording holds no such call). */
export function recordedHandlers(pageId: string, body: string): RequestHandler[] {
  return handlersByBody(pageId).get(body) ?? [];
}
