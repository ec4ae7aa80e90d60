/**
 * What several of the reader rows share (rows-newsletter.ts, rows-votes.ts, rows-bookmarks.ts,
 * rows-views-share.ts): the admin-ajax calls' wait, a request's form fields, the check that no
 * hostile markup could run, a healthy JSON answer read as an object, and the stand-in for the
 * hooks of an n/a cell.
 */
import type { Page, Request } from '@playwright/test';
import type { Fault } from './interaction';

/**
 * How long every `ctx.ajax` call and the feedback vote wait: createWpAjax's default
 * (src/core/wp-ajax.ts), which none of these features overrides and src exports no name for.
 */
export const WP_AJAX_TIMEOUT_MS = 10_000;

/** The form fields of an admin-ajax request, as PHP's $_POST would read them. */
export const formOf = (request: Request) => new URLSearchParams(request.postData() ?? '');

/**
 * Markup in `scope` that could run: a script, the inline handlers the HOSTILE pieces carry, a
 * javascript: link. Every hostile check wants none of it.
 */
export const activeIn = (page: Page, scope: string) =>
  page.locator(['script', '[onerror]', '[onmouseover]', 'a[href^="javascript:" i]'].map((active) => `${scope} ${active}`).join(', '));

/** A healthy answer the row rewrites is a JSON object; anything else means the mock changed and the row must follow. */
export function jsonObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`expected a JSON object, got ${text.slice(0, 80)}`);
  return value as Record<string, unknown>;
}

/** Stands in for a hook of a cell that is n/a: the spec never calls it, so a call is a mistake. */
export function notApplicable(row: string, fault: Fault): never {
  throw new Error(`${row}: the ${fault} cell is n/a and never runs`);
}
