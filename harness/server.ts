/**
 * The harness: one command that builds the bundle and the QA console, then serves two origins.
 * - the site (default http://127.0.0.1:4173): the console, fixture pages with the bundle
 *   injected, and the mocks of everything the pages call (admin-ajax, the laut.fm API);
 * - the provider (default http://127.0.0.1:4174): the subscriptions provider's API and iframe
 *   pages, on an origin of its own so that cross-origin rules are the real ones (it answers
 *   CORS for the site origin only, with credentials, as the real provider does).
 * Flags: --no-build (serve what dist/ holds; the test runner builds once).
 * Env: HARNESS_PORT, HARNESS_PROVIDER_PORT, GALLERY_DIR (the gallery served at /gallery/,
 * default reports/gallery: what `npm run gallery` last wrote).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from './applicability/applicability';
import { HARNESS_API, type Catalogue, type RequestLogEntry } from './catalogue-types';
import { GALLERY_PATH } from './gallery-manifest';
import { serveGallery } from './gallery-route';
import { CONTENT_TYPES, send, sendFile } from './http-send';
import { answerMock, parseMockPath } from './mock-endpoint';
import { providerCorsHeaders, providerPreflightHeaders } from './mocks/provider-cors';
import { pageHtml } from './page-html';
import { pageClock } from './page-clock';
import { injectIntoPage, rewritePrintedAddresses, usesSubscriptionsQueues } from './page-inject';
import { pages } from './pages';
import { providerPageScripts } from './provider-pages/build';
import { PROVIDER_DEBUG_HEADER, providerDebugAsked, providerMockBase, stripDebugPrefix } from './provider-pages/debug-switch';
import { HOST_SCRIPT_PATH } from './provider-pages/render';
import { renderTestClient, testClientData, TEST_CLIENT_PATH, TEST_CLIENT_SCRIPT_PATH } from './provider-pages/test-client-html';
import { providerPageScenarios } from './scenario-sets/provider-pages';
import { harnessPageForNavigation } from './reload-route';
import { ajaxActionOf, createLastServed, createRequestLog, isTextual, loggedBody } from './request-log';
import { findScenario, scenarios } from './scenarios';
import { pagePolicyHeaders } from './page-policy';
import { findRecording, recordedScenarioId, recordingsInDefaultOnly } from './recorded-pages';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// SITE_CLIENT_DIST serves a bundle built elsewhere (`vite build --outDir …`), so two checkouts' test runs do not share one file.
const DIST = process.env.SITE_CLIENT_DIST ?? join(ROOT, 'dist');
const CONSOLE_DIR = join(DIST, 'console');
const BUNDLE_FILE = join(DIST, 'site-client.user.js');
const GALLERY_DIR = process.env.GALLERY_DIR ?? join(ROOT, 'reports/gallery');

const HOST = '127.0.0.1';
const sitePort = Number(process.env.HARNESS_PORT ?? 4173);
const providerPort = Number(process.env.HARNESS_PROVIDER_PORT ?? 4174);
const siteOrigin = `http://${HOST}:${sitePort}`;
export const providerOrigin = `http://${HOST}:${providerPort}`;
/** Origins the provider origin answers CORS for: the site, under either name of the loopback host. */
const SITE_ORIGINS = [siteOrigin, `http://localhost:${sitePort}`];

const log = createRequestLog();
const lastServed = createLastServed();

// Applicability asks every scenario's handlers about every page's calls: once, when first needed.
let catalogue: Promise<Catalogue> | undefined;
const catalogueOnce = (): Promise<Catalogue> =>
  (catalogue ??= buildCatalogue({ pages, scenarios, htmlOf: pageHtml }).then(recordingsInDefaultOnly));

/** The page id of a Referer such as http://127.0.0.1:4173/pages/radio-home?scenario=x */
function pageOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return /^\/pages\/([^/]+)$/.exec(new URL(referer).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * `extraHeaders` go on every answer, the harness's own 404s included (the provider's CORS headers).
 * `route`: the path to answer (the provider's without its debug prefix) and whether it had one.
 */
async function serveMock(
  req: IncomingMessage,
  res: ServerResponse,
  origin: RequestLogEntry['origin'],
  extraHeaders: Record<string, string> = {},
  route = { path: req.url ?? '', debug: false },
): Promise<boolean> {
  const target = parseMockPath(route.path);
  if (!target) return false;
  const started = Date.now();
  let clientGone = false;
  res.on('close', () => (clientGone = !res.writableFinished));
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  if (route.debug) headers.set(PROVIDER_DEBUG_HEADER, '1');
  const body = await readBody(req);
  const request = new Request(target.url, { method: req.method, headers, body });
  const answer = await answerMock(target.scenario, request);

  const refererPage = pageOf(req.headers.referer);
  // Cross-origin calls send only the site's origin as Referer: name the page last served in the scenario.
  const page = refererPage ?? (origin === 'provider' ? lastServed.pageIn(target.scenario) : null);
  const pageFrom: RequestLogEntry['pageFrom'] = refererPage !== null ? 'referer' : 'last-served';
  const action = ajaxActionOf(target.url, req.headers['content-type'] ?? '', body && new TextDecoder().decode(body));
  const record = (status: number | null, note?: string, responseBody?: RequestLogEntry['body']) =>
    log.add({
      at: new Date(started).toISOString(),
      origin,
      page,
      ...(page !== null ? { pageFrom } : {}),
      scenario: target.scenario,
      method: req.method ?? 'GET',
      url: target.url,
      ...(action !== undefined ? { action } : {}),
      status,
      durationMs: Date.now() - started,
      ...(note ? { note } : {}),
      ...(responseBody ? { body: responseBody } : {}),
    });

  if (answer.kind !== 'answered') {
    const note =
      answer.kind === 'unknown-scenario'
        ? `unknown scenario "${target.scenario}"`
        : answer.kind === 'not-recorded'
          ? `not in the recording of ${answer.recording}: not answered (a replay never reaches the network)`
          : 'no mock for this request';
    send(res, 404, note, undefined, extraHeaders);
    record(404, note);
    return true;
  }
  if (clientGone) {
    record(null, 'client went away before the answer (aborted or timed out)');
    return true;
  }
  const { response } = answer;
  if (response.type === 'error') {
    // A mocked network failure: drop the connection, as a dead server would.
    req.socket.destroy();
    record(null, 'connection dropped (mocked network failure)');
    return true;
  }
  const outHeaders: Record<string, string> = { 'cache-control': 'no-store' };
  response.headers.forEach((value, name) => {
    if (name !== 'content-encoding' && name !== 'content-length') outHeaders[name] = value;
  });
  // The origin's own headers win over a handler's (laut.fm's `*` would not do with credentials).
  for (const [name, value] of Object.entries(extraHeaders)) outHeaders[name.toLowerCase()] = value;
  res.writeHead(response.status, outHeaders);
  const contentType = response.headers.get('content-type') ?? '';
  // Next-post pages carry the magazine's permalinks and video players; on the site origin they point at this scenario's mocks.
  const isSitePage = origin === 'site' && contentType.startsWith('text/html');
  const sent = isSitePage
    ? rewritePrintedAddresses(await response.text(), `${siteOrigin}/mock/${encodeURIComponent(target.scenario)}`)
    : Buffer.from(await response.arrayBuffer());
  res.end(sent);
  const text = typeof sent === 'string' ? sent : isTextual(contentType) ? new TextDecoder().decode(sent) : undefined;
  record(response.status, undefined, text !== undefined && text !== '' ? loggedBody(contentType, text) : undefined);
  return true;
}

function servePage(res: ServerResponse, url: URL): void {
  const id = decodeURIComponent(url.pathname.slice('/pages/'.length));
  const page = pages.find((entry) => entry.id === id);
  const scenarioId = url.searchParams.get('scenario') ?? 'default';
  const scenario = findScenario(scenarioId);
  if (!page) return send(res, 404, `Unknown page "${id}". Pages: ${pages.map((p) => p.id).join(', ')}`);
  if (!scenario) return send(res, 404, `Unknown scenario "${scenarioId}". Scenarios: ${scenarios.map((s) => s.id).join(', ')}`);
  // A recorded page's state is its recording: its calls go to its HAR, its clock is the recording's.
  const recording = findRecording(page.id);
  const mockScenario = recording ? recordedScenarioId(page.id) : scenario.id;
  lastServed.served(mockScenario, page.id);
  const html = pageHtml(page.id);
  const body = injectIntoPage(html, {
    // `?bundle=none` serves the page without the footer script: to compare, or to load the
    // bundle another way (a userscript manager, Playwright's init script at document-start).
    bundle: url.searchParams.get('bundle') !== 'none',
    mockBase: `${siteOrigin}/mock/${encodeURIComponent(mockScenario)}`,
    providerMockBase: providerMockBase(providerOrigin, mockScenario, providerDebugAsked(url)),
    bundleUrl: '/site-client.user.js',
    ...(recording ? { clock: recording.clock, clockYieldsToTestClock: true } : pageClock(page.id, scenario.clock)),
    ...(scenario.storage && !recording ? { storage: scenario.storage } : {}),
    ...(scenario.headScripts && !recording ? { headScripts: scenario.headScripts } : {}),
    swgStatus: usesSubscriptionsQueues(html),
  });
  send(res, 200, body, CONTENT_TYPES['.html'], pagePolicyHeaders(url));
}

/**
 * A page load (not a fetch) of an address the page put in the bar itself, such as the next post's
 * permalink on the mock path after the single-post infinite load, goes back to the harness page in
 * the same scenario (reload-route.ts), so a reload keeps the bundle and the scenario.
 */
function redirectNavigation(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || req.headers['sec-fetch-mode'] !== 'navigate') return false;
  const location = harnessPageForNavigation(req.url ?? '');
  if (!location) return false;
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
  return true;
}

function serveEvents(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  res.write(': connected\n\n');
  const unsubscribe = log.subscribe((entry) => res.write(`event: request\ndata: ${JSON.stringify(entry)}\n\n`));
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 15_000);
  req.on('close', () => {
    unsubscribe();
    clearInterval(heartbeat);
  });
}

async function siteHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', siteOrigin);
  if (redirectNavigation(req, res)) return;
  if (await serveMock(req, res, 'site')) return;
  if (url.pathname === '/' || url.pathname === '/index.html') return sendFile(res, join(CONSOLE_DIR, 'index.html'));
  if (url.pathname.startsWith('/__console/')) {
    const file = normalize(join(CONSOLE_DIR, url.pathname.slice('/__console/'.length)));
    return file.startsWith(CONSOLE_DIR) ? sendFile(res, file) : send(res, 403, 'Forbidden');
  }
  if (url.pathname === '/site-client.user.js') return sendFile(res, BUNDLE_FILE);
  if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
  if (url.pathname.startsWith('/pages/')) return servePage(res, url);
  if (url.pathname === GALLERY_PATH.slice(0, -1)) return void res.writeHead(301, { Location: GALLERY_PATH }).end();
  if (url.pathname.startsWith(GALLERY_PATH)) return serveGallery(res, url.pathname, GALLERY_DIR);
  if (url.pathname === HARNESS_API.catalogue) return send(res, 200, JSON.stringify(await catalogueOnce()), CONTENT_TYPES['.json']);
  if (url.pathname === HARNESS_API.requests) {
    if (req.method === 'DELETE') {
      log.clear();
      res.writeHead(204).end();
      return;
    }
    return send(res, 200, JSON.stringify(log.list()), CONTENT_TYPES['.json']);
  }
  if (url.pathname === HARNESS_API.events) return serveEvents(req, res);
  if (url.pathname === TEST_CLIENT_PATH) {
    const offered = scenarios.filter((scenario) => scenario.id === 'default' || providerPageScenarios.includes(scenario));
    return send(res, 200, renderTestClient(testClientData(providerOrigin, offered)), CONTENT_TYPES['.html']);
  }
  if (url.pathname === TEST_CLIENT_SCRIPT_PATH) return send(res, 200, (await providerPageScripts()).client, CONTENT_TYPES['.js']);
  send(res, 404, 'Not found');
}

/**
 * The provider origin answers CORS for the site (credentialed, so the Origin is named) on every
 * answer, and answers preflights itself: they never reach the mocks and are not logged, since
 * they say nothing about the scenario.
 */
async function providerHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requestOrigin = req.headers.origin;
  const route = stripDebugPrefix(req.url ?? '');
  if (req.method === 'OPTIONS' && parseMockPath(route.path)) {
    res.writeHead(204, { ...providerPreflightHeaders(requestOrigin, SITE_ORIGINS), 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  const cors = providerCorsHeaders(requestOrigin, SITE_ORIGINS);
  // The host script of the mock provider pages (harness/provider-pages/), from the pages' own origin.
  if (req.url === HOST_SCRIPT_PATH) return send(res, 200, (await providerPageScripts()).host, CONTENT_TYPES['.js'], cors);
  if (await serveMock(req, res, 'provider', cors, route)) return;
  send(res, 404, 'The provider origin serves only /mock/{scenario}/{host}/… paths.', undefined, cors);
}

function listen(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    handler(req, res).catch((caught: unknown) => {
      console.error('[harness]', req.method, req.url, caught);
      if (!res.headersSent) send(res, 500, 'Harness error: see its console');
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

async function buildAll(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  await build({ configFile: join(ROOT, 'harness/console/vite.config.ts'), logLevel: 'warn' });
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await buildAll();
  const servers = await Promise.all([listen(siteHandler, sitePort), listen(providerHandler, providerPort)]);
  // Warm the catalogue before the console asks for it, and build the provider pages' scripts.
  void catalogueOnce();
  providerPageScripts().catch((caught: unknown) => console.error('[harness] the provider pages’ scripts did not build:', caught));
  console.log(`Harness ready: ${siteOrigin}/  (QA console; pages at ${siteOrigin}/pages/{page}?scenario={scenario})`);
  console.log(`Provider origin: ${providerOrigin}  (provider pages: ${siteOrigin}${TEST_CLIENT_PATH})`);
  const close = () => {
    for (const server of servers) server.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

void main().catch((caught: unknown) => {
  console.error('[harness] failed to start:', caught);
  process.exit(1);
});
