/**
 * Calls to the harness server. Responses are checked at the boundary so that a server
 * change shows up as one clear error here instead of odd rendering further down.
 */
import { HARNESS_API, type Catalogue, type RequestLogEntry } from '../catalogue-types';
import { GALLERY_MANIFEST, readManifest, type GalleryManifest } from '../gallery-manifest';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCatalogue(value: unknown): value is Catalogue {
  return (
    isRecord(value) &&
    Array.isArray(value.pages) &&
    Array.isArray(value.scenarios) &&
    // Applicability is what the matrix offers: a server without it is an older harness.
    value.scenarios.every((scenario: unknown) => isRecord(scenario) && Array.isArray(scenario.pages))
  );
}

function isLogEntry(value: unknown): value is RequestLogEntry {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.at === 'string' &&
    typeof value.url === 'string' &&
    typeof value.method === 'string' &&
    typeof value.scenario === 'string' &&
    (value.status === null || typeof value.status === 'number')
  );
}

/** Parses one `data:` payload of the event stream; null when it is not a log entry. */
export function parseLogEntry(data: string): RequestLogEntry | null {
  try {
    const value: unknown = JSON.parse(data);
    return isLogEntry(value) ? value : null;
  } catch {
    return null;
  }
}

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  const body: unknown = await response.json();
  return body;
}

export async function fetchCatalogue(signal?: AbortSignal): Promise<Catalogue> {
  const body = await getJson(HARNESS_API.catalogue, signal);
  if (!isCatalogue(body)) throw new Error(`${HARNESS_API.catalogue} did not return a catalogue`);
  return body;
}

export async function fetchRequestLog(signal?: AbortSignal): Promise<RequestLogEntry[]> {
  const body = await getJson(HARNESS_API.requests, signal);
  if (!Array.isArray(body)) throw new Error(`${HARNESS_API.requests} did not return a list`);
  return body.filter(isLogEntry);
}

export async function clearRequestLog(): Promise<void> {
  const response = await fetch(HARNESS_API.requests, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the log failed: ${response.status} ${response.statusText}`);
}

/** The gallery's manifest, or null when no gallery has been made yet (the harness answers 204; 404 from an older harness). */
export async function fetchGalleryManifest(signal?: AbortSignal): Promise<GalleryManifest | null> {
  const response = await fetch(GALLERY_MANIFEST, { signal, headers: { accept: 'application/json' } });
  if (response.status === 204 || response.status === 404) return null;
  if (!response.ok) throw new Error(`${GALLERY_MANIFEST} answered ${response.status} ${response.statusText}`);
  const read = readManifest(await response.json());
  if (!read) throw new Error(`${GALLERY_MANIFEST} is not a gallery manifest`);
  return read.manifest;
}
