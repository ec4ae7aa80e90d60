/**
 * The HTML answers of admin-ajax. The theme's PHP sends its fragments through `wp_send_json`, so
 * the body is a JSON-encoded string (`"<div class=\"…\">…<\/div>"`); a variant theme may echo
 * the HTML as it is. Both are accepted. WordPress's own refusals (`0`: no such action, `-1`: a
 * failed nonce) and JSON that is not a string are not HTML.
 */
export type HtmlAnswer = { ok: true; html: string } | { ok: false; reason: string };

/** WordPress's bare answers when it refuses a request before any handler ran. */
const WORDPRESS_REFUSALS: Readonly<Record<string, string>> = {
  '0': 'WordPress answered 0 (no handler for this action)',
  '-1': 'WordPress answered -1 (the nonce check failed)',
};

export function decodeHtmlAnswer(body: string): HtmlAnswer {
  const text = body.trim();
  const refusal = WORDPRESS_REFUSALS[text];
  if (refusal) return { ok: false, reason: refusal };
  // Anything JSON-looking must be JSON of a string: an object or list is some other answer.
  if (text.startsWith('"')) {
    try {
      const decoded: unknown = JSON.parse(text);
      return typeof decoded === 'string' ? { ok: true, html: decoded } : { ok: false, reason: 'the answer is JSON but not a string' };
    } catch {
      return { ok: false, reason: 'the answer is a JSON string cut off or malformed' };
    }
  }
  if (text.startsWith('{') || text.startsWith('[')) return { ok: false, reason: 'the answer is JSON but not a string' };
  if (text === 'true' || text === 'false' || text === 'null' || /^-?\d+(\.\d+)?$/.test(text))
    return { ok: false, reason: `the answer is ${text}, not HTML` };
  // Raw HTML, or the empty answer (nothing to show).
  return { ok: true, html: body };
}
