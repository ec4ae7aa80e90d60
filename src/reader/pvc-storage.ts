/**
 * The Post Views Counter plugin's rules without DOM or I/O: its settings (`pvcArgsFrontend`),
 * the request it expects, and how its answer's storage (`name[i]`, `value[i]`, `expiry[i]` in
 * unix seconds) becomes cookies or a local storage entry. The plugin's server reads these
 * cookies back (PHP turns `pvc_visits[0]` into an array), so names are kept exactly as the
 * server gives them, and anything that could smuggle cookie attributes is refused.
 */
import * as z from 'zod/mini';
import { lazy } from '../core/lazy';
import { cookieEntries } from '../core/storage';
import { oneOf } from '../core/schema-pieces';
import { readSettings, wpInt, wpString } from '../core/wp-config';

export const PVC_DEFAULT_EXPIRY_MS = 86_400_000;

export interface PvcSettings {
  mode: 'ajax' | 'rest';
  postId: number;
  requestUrl: string;
  nonce: string;
  /** True for the plugin's default (`cookies`); anything else keeps the data in local storage. */
  cookies: boolean;
  path: string;
  domain: string;
  /** The blog id on a multisite network (1.7 prints `false` otherwise), 0 otherwise. */
  multisite: number;
  /**
   * Post Views Counter up to 1.3 (jQuery): it prints only `mode`, `postID`, `nonce` and
   * `requestURL` (REST: the route without the id, which goes into `?id=`), sends no storage
   * and answers admin-ajax with an empty body after counting (it sets its cookie itself).
   */
  legacy: boolean;
}

const settingsFields = () => ({
  mode: wpString('js'),
  postID: wpInt(0, 0),
  requestURL: wpString(''),
  nonce: wpString(''),
  dataStorage: wpString('cookies'),
  path: wpString('/'),
  domain: wpString(''),
  multisite: wpInt(0, 0),
});

const SAFE_PATH = /^\/[^;,\s]*$/;
const SAFE_DOMAIN = /^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

export type PvcSettingsParse = { ok: true; settings: PvcSettings } | { ok: false; reason: string };

/**
 * `pvcArgsFrontend` as printed: 1.7 inline in the head (`postID` an int, `multisite` false or
 * the blog id, `path`, `domain`), up to 1.3 localized (`postID` a string). The plugin's modes
 * are `js` and `rest_api`; `rest` (DESIGN.md's name) is read as `rest_api`.
 */
export function parsePvcSettings(raw: unknown): PvcSettingsParse {
  const read = readSettings(raw, settingsFields());
  if (!read.ok) return { ok: false, reason: 'not an object' };
  const data = read.value;
  const legacy = typeof raw === 'object' && raw !== null && !('dataStorage' in raw) && !('path' in raw);
  const mode = data.mode === 'rest' || data.mode === 'rest_api' ? 'rest' : 'ajax';
  if (data.requestURL === '') return { ok: false, reason: 'no requestURL' };
  if (mode === 'ajax' && data.postID <= 0) return { ok: false, reason: 'no postID' };
  return {
    ok: true,
    settings: {
      mode,
      postId: data.postID,
      requestUrl: data.requestURL,
      nonce: data.nonce,
      cookies: data.dataStorage === 'cookies',
      path: SAFE_PATH.test(data.path) ? data.path : '/',
      domain: SAFE_DOMAIN.test(data.domain) ? data.domain : '',
      multisite: data.multisite,
      legacy,
    },
  };
}

/** The plugin's storage name: `pvc_visits`, or `pvc_visits_{blog}` on a multisite network. */
export function pvcStorageName(settings: Pick<PvcSettings, 'multisite'>): string {
  return settings.multisite > 0 ? `pvc_visits_${settings.multisite}` : 'pvc_visits';
}

/**
 * `storage_data` for cookies: the values of every `{name}[n]` cookie, joined with `a` (the
 * plugin's separator); "" when there are none.
 */
export function readPvcCookieData(cookieHeader: string, name: string): string {
  return cookieEntries(cookieHeader)
    .filter(([key, value]) => key.startsWith(`${name}[`) && /^\[\d+\]$/.test(key.slice(name.length)) && value !== '')
    .map(([, value]) => value)
    .join('a');
}

export interface PvcRequest {
  /** Form fields; `action` is added by the admin-ajax client in ajax mode. */
  fields: Record<string, string>;
  /** Extra headers (REST mode: the nonce). */
  headers: Record<string, string>;
}

/** The plugin's request: admin-ajax `pvc-check-post` with its nonce, or the REST route with the nonce in a header. */
export function pvcRequest(settings: PvcSettings, storageData: string): PvcRequest {
  const id = String(settings.postId);
  const storage: Record<string, string> = settings.legacy
    ? {}
    : { storage_type: settings.cookies ? 'cookies' : 'cookieless', storage_data: storageData };
  if (settings.mode === 'rest') return { fields: settings.legacy ? { id } : storage, headers: { 'X-WP-Nonce': settings.nonce } };
  return { fields: { pvc_nonce: settings.nonce, id, ...storage }, headers: {} };
}

/** Where the view goes: 1.7 prints the full URL; up to 1.3 the REST route takes the id as `?id=`. */
export function pvcRequestUrl(settings: Pick<PvcSettings, 'legacy' | 'mode' | 'requestUrl' | 'postId'>): string {
  if (!settings.legacy || settings.mode !== 'rest') return settings.requestUrl;
  return `${settings.requestUrl}${settings.requestUrl.includes('?') ? '&' : '?'}id=${settings.postId}`;
}

const scalar = lazy(() => z.union([z.string(), z.number(), oneOf([null])]));

const storageSchema = lazy(() =>
  z.object({
    name: z.array(z.string()),
    value: z.array(scalar()),
    expiry: z.optional(z.array(scalar())),
  }),
);

const COOKIE_NAME = /^[A-Za-z0-9_-]{1,64}(\[\d{1,6}\])?$/;
/**
 * Post Views Counter splits its visits cookie into pieces of up to 3980 bytes (PVC:
 * includes/class-counter.php), below the browsers' 4096 per cookie: a piece that long is the
 * plugin's own and must be kept (a reader with many visits would be counted again otherwise).
 */
const MAX_VALUE_CHARS = 3980;

export interface PvcCookieWrite {
  name: string;
  /** Already encoded for the cookie header. */
  value: string;
  expiresMs: number;
}

export interface PvcCookiePlan {
  writes: PvcCookieWrite[];
  /** Entries left out, for the log. */
  skipped: string[];
}

/** Expiry in unix seconds (number or digits); missing, zero or unreadable means one day from now. */
function expiryMs(raw: unknown, nowMs: number): number {
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : nowMs + PVC_DEFAULT_EXPIRY_MS;
}

/** The cookies an answer's `storage` asks for; a storage that is missing or of another shape asks for none. */
export function pvcCookieWrites(storage: unknown, nowMs: number): PvcCookiePlan {
  if (storage === undefined || storage === null) return { writes: [], skipped: [] };
  const parsed = storageSchema().safeParse(storage);
  if (!parsed.success) return { writes: [], skipped: ['storage is not {name[], value[], expiry[]}'] };
  const { name, value, expiry = [] } = parsed.data;
  const writes: PvcCookieWrite[] = [];
  const skipped: string[] = [];
  name.forEach((cookieName, index) => {
    const raw = value[index];
    if (!COOKIE_NAME.test(cookieName)) return void skipped.push(`name ${JSON.stringify(cookieName.slice(0, 80))}`);
    if (raw === undefined || raw === null) return void skipped.push(`${cookieName} without a value`);
    const encoded = encodeURIComponent(String(raw));
    if (encoded.length > MAX_VALUE_CHARS) return void skipped.push(`${cookieName} longer than ${MAX_VALUE_CHARS} characters`);
    writes.push({ name: cookieName, value: encoded, expiresMs: expiryMs(expiry[index], nowMs) });
  });
  return { writes, skipped };
}

/** The `document.cookie` assignment for one write, with the plugin's path and domain. */
export function pvcCookieString(write: PvcCookieWrite, settings: Pick<PvcSettings, 'path' | 'domain'>, secure: boolean): string {
  const parts = [`${write.name}=${write.value}`, `expires=${new Date(write.expiresMs).toUTCString()}`, `path=${settings.path}`];
  if (settings.domain !== '') parts.push(`domain=${settings.domain}`);
  if (secure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/**
 * What local storage keeps under the storage name when the plugin runs without cookies: like the
 * plugin, the part of `storage` named by the answer's `type` when there is one, else `storage`.
 */
export function pvcLocalValue(answer: Readonly<Record<string, unknown>>): string | null {
  const storage = answer.storage;
  if (typeof storage !== 'object' || storage === null) return null;
  const type = answer.type;
  const part = typeof type === 'string' && type in storage ? (storage as Record<string, unknown>)[type] : storage;
  return part === undefined ? null : JSON.stringify(part);
}
