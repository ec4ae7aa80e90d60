/**
 * The radio fixtures (fixtures/lautfm/{station}/*.json): recordings of the real API and stations
 * derived from them by hand. Read from disk on first use; handlers run in Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL object: under jsdom, `URL` is jsdom's and Node's file helpers reject it.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/lautfm');

/** A last_songs entry as the API sends it (only the fields the mock itself reads are typed). */
export interface RawPlayed {
  type: string;
  title?: string | null;
  started_at?: string;
  ends_at?: string;
  artist?: { name?: string | null } | null;
  [key: string]: unknown;
}

const cache = new Map<string, unknown>();

/** A fixture file of a station, or undefined when the station or file does not exist. */
export function stationFixture<T = unknown>(station: string, file: string): T | undefined {
  if (!/^[a-z0-9_-]+$/i.test(station)) return undefined;
  const path = join(FIXTURES, station, `${file}.json`);
  if (!cache.has(path)) {
    if (!existsSync(path)) return undefined;
    cache.set(path, JSON.parse(readFileSync(path, 'utf8')));
  }
  // Hand out a copy: scenarios derive variants by editing what they get.
  return structuredClone(cache.get(path)) as T;
}

export function hasStation(station: string): boolean {
  return stationFixture(station, 'station') !== undefined;
}
