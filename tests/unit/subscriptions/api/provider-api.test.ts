import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { onEndpoint, swgJson } from '../../../../harness/mocks/provider';
import { createProviderApi, queryString, PROVIDER_TIMEOUT_MS } from '../../../../src/subscriptions/api/provider-api';
import { formBody } from '../../../../src/subscriptions/wire/form-body';
import { defineMessage } from '../../../../src/subscriptions/wire/message';
import { recordRequests } from '../runtime-support';

const api = createProviderApi({ apiBase: 'https://news.google.com/swg/_/api/v1/' });
let stopRecording = () => undefined as void;
afterEach(() => stopRecording());

describe('provider api', () => {
  it('waits 10 s per request by default', () => {
    expect(PROVIDER_TIMEOUT_MS).toBe(10_000);
  });

  it('builds publication URLs with the id encoded and empty values left out', () => {
    expect(
      api.publicationUrl('pub/with space', '/article', { sut: 'a b+c', locked: false, ppid: null, crypt: undefined, interaction_age: 0 }),
    ).toBe('https://news.google.com/swg/_/api/v1/publication/pub%2Fwith%20space/article?sut=a%20b%2Bc&locked=false&interaction_age=0');
    expect(queryString({})).toBe('');
  });

  it('GETs the article with credentials, strips the anti-XSSI prefix and keeps unknown fields', async () => {
    const recorder = recordRequests();
    stopRecording = recorder.stop;
    const result = await api.article('magazin.example', { locked: false });
    if (!result.ok) throw new Error('expected the default answer');
    expect(result.value.previewEnabled).toBe(false);
    expect(result.value.audienceActions?.actions?.map((action) => action.type)).toEqual([
      'TYPE_NEWSLETTER_SIGNUP',
      'TYPE_REGISTRATION_WALL',
    ]);
    expect(recorder.requests[0]?.credentials).toBe('include');
    expect(recorder.requests[0]?.url.search).toBe('?locked=false');
  });

  it('POSTs a message as the provider’s form body, with credentials', async () => {
    const recorder = recordRequests();
    stopRecording = recorder.stop;
    const report = {
      usedEntitlement: {},
      clientEventTime: { seconds: 1_714_629_600, nanos: 0 },
      entitlementSource: 3001,
      entitlementResult: 2001,
      token: 'n0nce',
    } as const;
    const result = await api.reportUnlock('magazin.example', { sut: 'sut-1' }, report);
    expect(result).toMatchObject({ ok: true, value: {} });
    const request = recorder.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.search).toBe('?sut=sut-1');
    expect(request?.credentials).toBe('include');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await request?.body).toBe('f.req=[[null,null],[1714629600,0],3001,2001,"n0nce",null,[]]');
  });

  it('reads a form POST’s answer after the prefix, and fails it as a value', async () => {
    const url = 'https://news.google.com/swg/_/api/v1/thing';
    // A message without fields, as the provider's client posts to complete an audience action.
    const empty = formBody(() => defineMessage('', {}), {});
    mockServer.use(http.post(url, async ({ request }) => new HttpResponse(`)]}'\n{"body":${JSON.stringify(await request.text())}}`)));
    expect(await api.postForm(url, empty, z.object({ body: z.string() }))).toMatchObject({ ok: true, value: { body: 'f.req=[]' } });
    mockServer.use(http.post(url, () => new HttpResponse(")]}'\n{{")));
    expect(await api.postForm(url, empty, z.object({}))).toMatchObject({ ok: false, error: { kind: 'bad-json' } });
  });

  it('answers failures as values: status, malformed body, wrong shape, network, timeout', async () => {
    mockServer.use(onEndpoint('clientconfiguration', () => swgJson({ error: 'x' }, 500)));
    expect(await api.clientConfiguration('magazin.example')).toMatchObject({ ok: false, error: { kind: 'status', status: 500 } });

    mockServer.use(onEndpoint('article-get', () => new HttpResponse(')]}\'\n{"entitlements":')));
    expect(await api.article('magazin.example', {})).toMatchObject({ ok: false, error: { kind: 'bad-json' } });

    mockServer.use(onEndpoint('article-get', () => swgJson(['not', 'an', 'object'])));
    expect(await api.article('magazin.example', {})).toMatchObject({ ok: false, error: { kind: 'bad-shape' } });

    mockServer.use(onEndpoint('article-get', () => HttpResponse.error()));
    expect(await api.article('magazin.example', {})).toMatchObject({ ok: false, error: { kind: 'network' } });

    const quick = createProviderApi({ apiBase: 'https://news.google.com/swg/_/api/v1', timeoutMs: 20 });
    mockServer.use(onEndpoint('article-get', () => new Promise<Response>(() => undefined)));
    expect(await quick.article('magazin.example', {})).toMatchObject({ ok: false, error: { kind: 'timeout', timeoutMs: 20 } });
  });

  it('parses an answer without the prefix too', async () => {
    mockServer.use(http.get('https://news.google.com/swg/_/api/v1/thing', () => HttpResponse.json({ a: 1 })));
    expect(await api.getJson('https://news.google.com/swg/_/api/v1/thing', z.object({ a: z.number() }))).toMatchObject({
      ok: true,
      value: { a: 1 },
    });
  });
});
