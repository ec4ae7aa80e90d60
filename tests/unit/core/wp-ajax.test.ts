import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { createWpAjax, encodeAjaxForm } from '../../../src/core/wp-ajax';
import { mockServer } from '../../support/msw';

const AJAX = 'https://site.test/wp-admin/admin-ajax.php';

describe('encodeAjaxForm', () => {
  it('puts the action first, lists PHP-style and leaves out undefined fields', () => {
    const form = encodeAjaxForm('rb_bookmark', { ids: [3, 7], nonce: 'abc', skip: undefined, count: 2 });
    expect(form.toString()).toBe('action=rb_bookmark&ids%5B%5D=3&ids%5B%5D=7&nonce=abc&count=2');
  });
});

describe('createWpAjax', () => {
  it('POSTs a form to admin-ajax and parses the JSON answer', async () => {
    let seen: { type: string | null; body: string } | undefined;
    mockServer.use(
      http.post(AJAX, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.json({ success: true, data: { vote_id: 9 } });
      }),
    );
    const ajax = createWpAjax(AJAX);
    const result = await ajax.json('vote', { vote: 'yes' }, z.object({ success: z.boolean() }));
    expect(result.ok && result.value).toEqual({ success: true });
    expect(seen?.type).toContain('application/x-www-form-urlencoded');
    expect(seen?.body).toBe('action=vote&vote=yes');
  });

  it("reports WordPress's bare '0' for an unknown action as bad-json through json() and as text through text()", async () => {
    mockServer.use(http.post(AJAX, () => new HttpResponse('0', { status: 200 })));
    const ajax = createWpAjax(AJAX);
    const json = await ajax.json('nope', {}, z.object({}));
    expect(json.ok === false && json.error.kind).toBe('bad-shape');
    const text = await ajax.text('nope', {});
    expect(text.ok && text.value).toBe('0');
  });

  it('reports a failed nonce (-1 with 403) as a status error', async () => {
    mockServer.use(http.post(AJAX, () => new HttpResponse('-1', { status: 403 })));
    const result = await createWpAjax(AJAX).text('rb_add_reaction', { uid: 1 });
    expect(result).toEqual({ ok: false, error: { kind: 'status', url: AJAX, status: 403 } });
  });

  it('times out with the default or the given timeout', async () => {
    mockServer.use(http.post(AJAX, () => new Promise<Response>(() => undefined)));
    const result = await createWpAjax(AJAX, 5000).text('slow', {}, { timeoutMs: 20 });
    expect(result.ok === false && result.error.kind).toBe('timeout');
  });

  it('html() decodes the JSON string the theme sends, takes raw HTML, and refuses 0 as bad-shape naming the action', async () => {
    const bodies = ['"<p class=\\"search-not-found\\">Nichts<\\/p>"', '<p>roh</p>', '0'];
    mockServer.use(
      http.post(AJAX, () => new HttpResponse(bodies.shift() ?? '', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const ajax = createWpAjax(AJAX);
    expect(await ajax.html('pixwell_live_search', { s: 'x' })).toMatchObject({ ok: true, value: '<p class="search-not-found">Nichts</p>' });
    expect(await ajax.html('pixwell_live_search', { s: 'x' })).toMatchObject({ ok: true, value: '<p>roh</p>' });
    const refused = await ajax.html('pixwell_live_search', { s: 'x' });
    expect(refused.ok === false && refused.error).toMatchObject({
      kind: 'bad-shape',
      issues: expect.stringContaining('pixwell_live_search: WordPress answered 0'),
    });
  });
});
