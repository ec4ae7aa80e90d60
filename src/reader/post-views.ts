/**
 * The Post Views Counter's front end, once per page (mounted on `:root`, which the registry
 * never matches again for inserted markup): report the view to admin-ajax (`pvc-check-post`) or
 * to the REST route, keep the storage the answer returns (cookies, or local storage when the
 * site runs the plugin without cookies) and dispatch `pvcCheckPost` on the document, as the
 * plugin's own script does. A failed or unreadable answer is logged and changes nothing.
 */
import type { Feature } from '../core/attach';
import { describeHttpError, fetchText, type HttpResult } from '../core/http';
import { createWpAjax } from '../core/wp-ajax';
import { isRecord, readGlobal } from '../core/wp-config';
import type { AppContext } from '../context';
import {
  parsePvcSettings,
  pvcCookieString,
  pvcCookieWrites,
  pvcLocalValue,
  pvcRequest,
  pvcRequestUrl,
  pvcStorageName,
  readPvcCookieData,
  type PvcSettings,
} from './pvc-storage';

const TIMEOUT_MS = 10_000;
const STORAGE_PROBE = '__pvcStorageTest';

function send(settings: PvcSettings, action: string, storageData: string, signal: AbortSignal): Promise<HttpResult<string>> {
  const { fields, headers } = pvcRequest(settings, storageData);
  if (settings.mode === 'ajax') return createWpAjax(settings.requestUrl, TIMEOUT_MS).text(action, fields, { signal });
  return fetchText(pvcRequestUrl(settings), {
    timeoutMs: TIMEOUT_MS,
    signal,
    init: {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-cache',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', ...headers },
      body: new URLSearchParams(fields),
    },
  });
}

export const postViews: Feature<AppContext> = {
  name: 'post-views',
  selector: ':root',
  mount(_root, ctx) {
    const raw = readGlobal(ctx.win, 'pvcArgsFrontend');
    // Pages other than single posts do not print it: nothing to count there.
    if (raw === undefined || raw === null) return;
    const parsed = parsePvcSettings(raw);
    if (!parsed.ok) {
      ctx.log.warn(`post views: pvcArgsFrontend is unusable (${parsed.reason}); the view is not counted`);
      return;
    }
    const name = pvcStorageName(parsed.settings);
    // Like the plugin: without working local storage the counter falls back to cookies.
    const local = ctx.storage.local;
    const useLocal = !parsed.settings.cookies && local.set(STORAGE_PROBE, '0');
    if (useLocal) local.remove(STORAGE_PROBE);
    const settings: PvcSettings = { ...parsed.settings, cookies: !useLocal };
    const storageData = useLocal ? (local.get(name) ?? '') : readPvcCookieData(ctx.doc.cookie, name);

    const controller = new AbortController();
    void send(settings, ctx.actions.postViews, storageData, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        ctx.log.warn(`post views: the view was not counted, ${describeHttpError(result.error)}`);
        return;
      }
      const body = result.value.trim();
      if (body === '' && settings.legacy) {
        // Up to 1.3 the plugin counts, sets its cookie itself and answers nothing.
        ctx.doc.dispatchEvent(new CustomEvent('pvcCheckPost', { bubbles: true, detail: '' }));
        return;
      }
      const nothingStored = (why: string) => ctx.log.warn(`post views: ${why}; nothing stored`);
      if (body === '') return nothingStored('empty answer');
      let answer: unknown;
      try {
        answer = JSON.parse(body);
      } catch {
        return nothingStored(`the answer is not JSON (${JSON.stringify(body.slice(0, 40))})`);
      }
      // A JSON object of whatever shape, with `storage` checked only where it is used.
      if (!isRecord(answer)) return nothingStored(`the answer is not an object (${JSON.stringify(body.slice(0, 40))})`);
      if (answer.success === false) return nothingStored('the server refused the view (success: false)');
      if (useLocal) {
        const value = pvcLocalValue(answer);
        if (value !== null) local.set(name, value);
      } else {
        const plan = pvcCookieWrites(answer.storage, ctx.clock.now());
        if (plan.skipped.length > 0) ctx.log.warn(`post views: storage entries left out: ${plan.skipped.join('; ')}`);
        const secure = ctx.win.location.protocol === 'https:';
        for (const write of plan.writes) ctx.doc.cookie = pvcCookieString(write, settings, secure);
      }
      ctx.doc.dispatchEvent(new CustomEvent('pvcCheckPost', { bubbles: true, detail: answer }));
    });

    return () => controller.abort();
  },
};
