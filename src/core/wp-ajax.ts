/**
 * WordPress admin-ajax: every reader feature POSTs a form to one URL and names its handler in the
 * `action` field. Lists are sent the way PHP reads them (`ids[]=1&ids[]=2`).
 */
import type * as z from 'zod/mini';
import { fetchJson, fetchText, type HttpResult, type RequestOptions } from './http';
import { decodeHtmlAnswer } from './wp-html-answer';

export type AjaxFields = Record<string, string | number | readonly (string | number)[] | undefined>;

export function encodeAjaxForm(action: string, fields: AjaxFields): URLSearchParams {
  const form = new URLSearchParams({ action });
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, String(item));
    else form.append(key, String(value));
  }
  return form;
}

export interface WpAjax {
  /** POST and parse a JSON answer. */
  json<S extends z.ZodMiniType>(action: string, fields: AjaxFields, schema: S, options?: RequestOptions): Promise<HttpResult<z.infer<S>>>;
  /** POST and take the answer as text (WordPress's bare '0' and '-1' included). */
  text(action: string, fields: AjaxFields, options?: RequestOptions): Promise<HttpResult<string>>;
  /**
   * POST and take the answer as an HTML fragment: a JSON-encoded string (what the theme's
   * `wp_send_json` sends) or raw HTML. Refusals (`0`, `-1`) and other JSON are `bad-shape`.
   */
  html(action: string, fields: AjaxFields, options?: RequestOptions): Promise<HttpResult<string>>;
}

export function createWpAjax(ajaxUrl: string, defaultTimeoutMs = 10_000): WpAjax {
  const init = (action: string, fields: AjaxFields, options: RequestOptions): RequestOptions => ({
    timeoutMs: defaultTimeoutMs,
    ...options,
    init: {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
      body: encodeAjaxForm(action, fields),
      ...options.init,
    },
  });
  return {
    json: (action, fields, schema, options = {}) => fetchJson(ajaxUrl, schema, init(action, fields, options)),
    text: (action, fields, options = {}) => fetchText(ajaxUrl, init(action, fields, options)),
    async html(action, fields, options = {}) {
      const result = await fetchText(ajaxUrl, init(action, fields, options));
      if (!result.ok) return result;
      const answer = decodeHtmlAnswer(result.value);
      return answer.ok
        ? { ...result, value: answer.html }
        : { ok: false, error: { kind: 'bad-shape', url: ajaxUrl, issues: `${action}: ${answer.reason}` } };
    },
  };
}
