/**
 * Record mode end to end: `npm run record` records radio-home (default scenario: the laut.fm
 * calls) from this run's harness into a temporary fixtures folder; a second harness serves that
 * folder's recordings, and the replayed page fills the same placeholders from the same answers,
 * every call answered from the recording and none missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { HARNESS_API, type Catalogue, type RequestLogEntry } from '../../harness/catalogue-types';
import { startHarness, type HarnessProcess } from '../tools/harness-process';
import { expect, RECORDED_AT, test } from './harness-fixtures';

const ID = 'radio-home-recorded';

/** The run's own harness (from the config's baseURL), whose pages are recorded. */
let site = '';
/** A second harness that serves the recordings, beside the run's own (site and provider ports). */
let replayPort = 0;
let fixtures = '';
let replay: HarnessProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = new URL(test.info().project.use.baseURL ?? '').origin;
  replayPort = Number(new URL(site).port) + 10;
  fixtures = mkdtempSync(join(tmpdir(), 'record-fixtures-'));
  const recorded = record('radio-home');
  expect(recorded.stdout).toContain(`6 call(s) recorded into ${join(fixtures, 'recorded', ID)}`);
  const article = record('radio-article');
  expect(article.stdout).toMatch(/Redaction:\n {2}nonce: 2 value\(s\), 3 occurrence\(s\) replaced/);
  replay = await startHarness(replayPort, { RECORDED_DIR: join(fixtures, 'recorded') });
});

test.afterAll(() => {
  replay?.stop();
  if (fixtures) rmSync(fixtures, { recursive: true, force: true });
});

function record(pageId: string): { stdout: string } {
  const url = `${site}/pages/${pageId}`;
  const recorded = spawnSync('npx', ['tsx', 'tests/tools/record.ts', url, '--fixtures', fixtures], { encoding: 'utf8', timeout: 60_000 });
  expect(recorded.status, recorded.stderr).toBe(0);
  return recorded;
}

const logOf = async (): Promise<RequestLogEntry[]> =>
  (await (await fetch(`${replay?.origin}${HARNESS_API.requests}`)).json()) as RequestLogEntry[];

/** The radio placeholders' texts once the bundle has filled them. */
async function placeholders(page: Page, url: string): Promise<string[]> {
  await page.clock.setFixedTime(RECORDED_AT);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (window as Window & { siteClient?: { ready?: Promise<unknown> } }).siteClient?.ready);
  return page.locator('[class*="api_lfm_"]').evaluateAll((spans) => spans.map((span) => `${span.className}: ${span.textContent ?? ''}`));
}

test('the replayed page fills the same placeholders as the page it was recorded from', async ({ page }) => {
  const original = await placeholders(page, `${site}/pages/radio-home`);
  expect(original.filter((text) => !text.endsWith(': ')).length).toBeGreaterThan(10);
  await fetch(`${replay?.origin}${HARNESS_API.requests}`, { method: 'DELETE' });
  expect(await placeholders(page, `${replay?.origin}/pages/${ID}`)).toEqual(original);

  const log = await logOf();
  const har = JSON.parse(readFileSync(join(fixtures, 'recorded', ID, 'traffic.har'), 'utf8')) as {
    log: { entries: { request: { url: string } }[] };
  };
  const path = (url: string) => url.replace(/[?&]_=\d+/, '');
  expect(log.map((entry) => `${entry.status} ${path(entry.url)}`).sort()).toEqual(
    har.log.entries.map((entry) => `200 ${path(entry.request.url)}`).sort(),
  );
  expect(log.every((entry) => entry.scenario === `recorded.${ID}` && entry.page === ID && entry.note === undefined)).toBe(true);
});

test('the recording is in the catalogue, and the replay starts its clock at the recording’s moment', async ({ page }) => {
  const catalogue = (await (await fetch(`${replay?.origin}${HARNESS_API.catalogue}`)).json()) as Catalogue;
  expect(catalogue.pages.find((entry) => entry.id === ID)).toMatchObject({ site: 'radio', title: 'Recorded: Radio: front page' });
  // Offered in the default scenario only: the recording is its state.
  expect(catalogue.scenarios.filter((scenario) => scenario.pages.includes(ID)).map((scenario) => scenario.id)).toEqual(['default']);
  const meta = JSON.parse(readFileSync(join(fixtures, 'recorded', ID, 'recording.json'), 'utf8')) as { clock: string; scenario: string };
  expect(meta.scenario).toBe('default');
  await page.goto(`${replay?.origin}/pages/${ID}`);
  const now = await page.evaluate(() => Date.now());
  expect(Math.abs(now - Date.parse(meta.clock))).toBeLessThan(60_000);
});

test('a call the recording does not hold is refused and shows in the request log', async () => {
  const answer = await fetch(`${replay?.origin}/mock/recorded.${ID}/api.laut.fm/station/radiohayom`, {
    headers: { referer: `${replay?.origin}/pages/${ID}` },
  });
  expect(answer.status).toBe(404);
  expect(await answer.text()).toMatch(/not in the recording of radio-home-recorded/);
  const log = await logOf();
  expect(log.at(-1)).toMatchObject({ url: 'https://api.laut.fm/station/radiohayom', status: 404, page: ID });
  expect(log.at(-1)?.note).toMatch(/a replay never reaches the network/);
});

test('a recording of a page printing nonces holds none of them, and its admin-ajax calls replay by their form', async ({ page }) => {
  const folder = join(fixtures, 'recorded', 'radio-article-recorded');
  const files = readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8'));
  // The radio article's post-views and feedback nonces (fixtures/wordpress/radio.json).
  for (const nonce of ['a1b2c3d4e5', 'f6e5d4c3b2']) for (const text of files) expect(text).not.toContain(nonce);
  const [document = '', har = ''] = ['page.html', 'traffic.har'].map((name) => readFileSync(join(folder, name), 'utf8'));
  expect(document).toContain('redacted-nonce-1');
  expect(har).toContain('pvc_nonce=redacted-nonce-1');

  await fetch(`${replay?.origin}${HARNESS_API.requests}`, { method: 'DELETE' });
  await page.goto(`${replay?.origin}/pages/radio-article-recorded`);
  await page.waitForLoadState('networkidle');
  const ajax = (await logOf()).filter((entry) => entry.action !== undefined);
  expect(ajax.map((entry) => `${entry.action} ${entry.status} ${entry.note ?? ''}`).sort()).toEqual([
    'pvc-check-post 200 ',
    'rb_load_reaction 200 ',
  ]);
  const recorded = JSON.parse(har) as {
    log: { entries: { request: { postData?: { text: string } }; response: { content: { text?: string } } }[] };
  };
  const pvc = recorded.log.entries.find((entry) => entry.request.postData?.text.startsWith('action=pvc-check-post'));
  expect(ajax.find((entry) => entry.action === 'pvc-check-post')?.body?.text).toBe(pvc?.response.content.text ?? '');
});

/** The command's exit code and error output, run as a QA engineer runs it (asynchronously: a test server answers it). */
function recordFails(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn('npx', ['tsx', 'tests/tools/record.ts', ...args, '--fixtures', fixtures], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

test('the command refuses a redirect off the allowed hosts and a recording over the size limit, writing nothing', async () => {
  test.setTimeout(60_000);
  const redirecting = createServer((_req, res) => res.writeHead(302, { Location: 'http://login.example/' }).end());
  await new Promise<void>((resolve) => redirecting.listen(replayPort + 2, '127.0.0.1', resolve));
  try {
    const redirected = await recordFails([`http://127.0.0.1:${replayPort + 2}/`, '--as', 'redirected']);
    expect(redirected.code).toBe(1);
    expect(redirected.stderr).toContain(`redirected to http://login.example/, off the allowed hosts`);
  } finally {
    redirecting.close();
  }
  const tooBig = await recordFails([`${site}/pages/radio-home`, '--as', 'too-big', '--max-bytes', '1000']);
  expect(tooBig.code).toBe(1);
  expect(tooBig.stderr).toMatch(/the recording is \d+ bytes, over the limit of 1000/);
  expect(existsSync(join(fixtures, 'recorded', 'redirected'))).toBe(false);
  expect(readdirSync(join(fixtures, 'recorded')).sort()).toEqual(['radio-article-recorded', 'radio-home-recorded']);
});
