/**
 * The browser half of `npm run record`: opens the page in Debian's Chromium with Playwright's
 * HAR recorder on, keeps the document exactly as the server sent it, waits until the page has
 * settled, and hands back what it saw. Navigation off the allowed hosts is stopped (a redirect
 * included); a page that never settles is an error, not a recording of half a page.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import { checkRedirect, RecordError } from '../../harness/record/record-guards';
import type { Json } from '../../harness/record/redact-recording';
import { CHROMIUM_ARGS } from './chromium-args';
import { chromiumPath, ensureChromium } from './ensure-chromium';

export interface CaptureOptions {
  url: URL;
  allowedHosts: readonly string[];
  /** How long the page may take to settle. */
  settleLimitMs: number;
  /** A live site needs name resolution; the harness must not (its pages load nothing from elsewhere). */
  offline: boolean;
}

export interface CapturedPage {
  document: string;
  har: Json;
  /** ISO moment the page's own clock showed when its navigation started. */
  clock: string;
  title: string;
  /** The address the page ended on, after redirects. */
  finalUrl: string;
}

/** No request in flight for this long, after the bundle's first pass: the page has settled. */
const QUIET_MS = 1_000;

async function waitUntilSettled(page: Page, open: Set<Request>, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  const ready = page.evaluate(() => (window as Window & { siteClient?: { ready?: Promise<unknown> } }).siteClient?.ready);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([ready.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, limitMs)))]);
  // A pending timer would keep the command alive for the whole limit after the recording is written.
  clearTimeout(timer);
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const waiting = [...open].map((request) => request.url()).join(', ');
  throw new RecordError(`the page did not settle within ${limitMs} ms${waiting ? `; still waiting for ${waiting}` : ''}`);
}

export async function capturePage({ url, allowedHosts, settleLimitMs, offline }: CaptureOptions): Promise<CapturedPage> {
  if (!ensureChromium('headless-shell')) throw new RecordError('Chromium is missing: see the message above');
  const harDir = mkdtempSync(join(tmpdir(), 'record-har-'));
  const harPath = join(harDir, 'traffic.har');
  const args = offline ? CHROMIUM_ARGS : CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules'));
  const browser = await chromium.launch({ executablePath: chromiumPath('headless-shell'), args: [...args] });
  // Set by the route handler below when a navigation leaves the allowed hosts.
  const refused: { error?: RecordError } = {};
  try {
    const context = await browser.newContext({
      recordHar: { path: harPath, content: 'embed' },
      timezoneId: 'Europe/Berlin',
      locale: 'de-DE',
    });
    const page = await context.newPage();
    // Chromium follows redirects without showing them to a route, so the page's navigations are
    // fetched here one hop at a time: a redirect off the allowed hosts is refused before it is followed.
    await context.route('**/*', async (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers()['location'];
      try {
        if (response.status() >= 300 && response.status() < 400 && location) {
          checkRedirect(request.url(), new URL(location, request.url()).toString(), allowedHosts);
        }
      } catch (caught) {
        if (caught instanceof RecordError) refused.error = caught;
        return route.abort('blockedbyclient');
      }
      return route.fulfill({ response });
    });
    const open = new Set<Request>();
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    const response = await page.goto(url.toString(), { waitUntil: 'load', timeout: settleLimitMs }).catch((caught: unknown) => {
      throw refused.error ?? caught;
    });
    if (refused.error) throw refused.error;
    if (!response) throw new RecordError(`${url.toString()} gave no document`);
    if (!response.ok()) throw new RecordError(`${url.toString()} answered ${response.status()}: nothing recorded`);
    // The body the server sent, not the DOM the scripts made of it.
    const document = await response.text();
    await waitUntilSettled(page, open, settleLimitMs);
    const clock = await page.evaluate(() => new Date(Date.now() - performance.now()).toISOString());
    const title = await page.title();
    const finalUrl = page.url();
    await context.close();
    const har = JSON.parse(readFileSync(harPath, 'utf8')) as Json;
    return { document, har, clock, title, finalUrl };
  } finally {
    await browser.close();
    rmSync(harDir, { recursive: true, force: true });
  }
}
