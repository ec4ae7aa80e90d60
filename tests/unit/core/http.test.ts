import { http, HttpResponse, delay } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { describeHttpError, fetchJson, fetchText } from '../../../src/core/http';
import { mockServer } from '../../support/msw';

const URL_ = 'https://api.test/thing';
const schema = z.object({ name: z.string() });

describe('fetchJson', () => {
  it('parses a good answer into the schema type', async () => {
    mockServer.use(http.get(URL_, () => HttpResponse.json({ name: 'Nena', extra: 1 })));
    const result = await fetchJson(URL_, schema);
    expect(result).toMatchObject({ ok: true, value: { name: 'Nena' }, status: 200 });
  });

  it.each([404, 500, 503])('answers status %i as a value', async (status) => {
    mockServer.use(http.get(URL_, () => new HttpResponse('nope', { status })));
    const result = await fetchJson(URL_, schema);
    expect(result).toEqual({ ok: false, error: { kind: 'status', url: URL_, status } });
  });

  it('answers a timeout when the server is slower than timeoutMs', async () => {
    mockServer.use(http.get(URL_, async () => (await delay(2000), HttpResponse.json({ name: 'late' }))));
    const result = await fetchJson(URL_, schema, { timeoutMs: 30 });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout', url: URL_, timeoutMs: 30 } });
  });

  it('answers bad-json for a truncated body', async () => {
    mockServer.use(http.get(URL_, () => new HttpResponse('{"name":', { headers: { 'Content-Type': 'application/json' } })));
    const result = await fetchJson(URL_, schema);
    expect(result.ok === false && result.error.kind).toBe('bad-json');
  });

  it('answers bad-shape with readable issues for JSON of another shape', async () => {
    mockServer.use(http.get(URL_, () => HttpResponse.json({ name: 42 })));
    const result = await fetchJson(URL_, schema);
    if (result.ok || result.error.kind !== 'bad-shape') throw new Error('expected bad-shape');
    expect(result.error.issues).toContain('name');
  });

  it('answers network for a connection failure', async () => {
    mockServer.use(http.get(URL_, () => HttpResponse.error()));
    const result = await fetchJson(URL_, schema);
    expect(result.ok === false && result.error.kind).toBe('network');
  });

  it('answers aborted when the caller aborts, before or during the request', async () => {
    mockServer.use(http.get(URL_, async () => (await delay(2000), HttpResponse.json({ name: 'late' }))));
    const early = new AbortController();
    early.abort();
    expect(await fetchJson(URL_, schema, { signal: early.signal })).toEqual({ ok: false, error: { kind: 'aborted', url: URL_ } });
    const late = new AbortController();
    const pending = fetchJson(URL_, schema, { signal: late.signal, timeoutMs: 5000 });
    setTimeout(() => late.abort(), 20);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted', url: URL_ } });
  });

  it('strips an anti-XSSI prefix before parsing', async () => {
    mockServer.use(http.get(URL_, () => new HttpResponse(`)]}'\n{"name":"Falco"}`)));
    const result = await fetchJson(URL_, schema, { stripPrefix: ")]}'\n" });
    expect(result.ok && result.value).toEqual({ name: 'Falco' });
  });
});

describe('fetchText', () => {
  it('passes method and body through', async () => {
    mockServer.use(http.post(URL_, async ({ request }) => HttpResponse.text(`got ${await request.text()}`)));
    const result = await fetchText(URL_, { init: { method: 'POST', body: 'a=1' } });
    expect(result.ok && result.value).toBe('got a=1');
  });
});

describe('describeHttpError', () => {
  it('names the kind and the URL for the log', () => {
    expect(describeHttpError({ kind: 'status', url: URL_, status: 404 })).toBe(`HTTP 404: ${URL_}`);
    expect(describeHttpError({ kind: 'timeout', url: URL_, timeoutMs: 500 })).toBe(`timeout after 500 ms: ${URL_}`);
  });
});
