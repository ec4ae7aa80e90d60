/**
 * `npm run record -- URL [--as PAGE_ID] [--scenario ID] [--replace] [--redact REGEX]…
 *   [--fixtures DIR] [--max-bytes N] [--settle-ms N]`
 * Records a page (one of the two sites, or a harness page on localhost) into
 * fixtures/recorded/{id}/: the document as sent, the answers of its calls as HAR, the moment of
 * the recording and its catalogue entry, all redacted first; the harness then serves it at
 * /pages/{id}. `--fixtures` names another fixtures folder (the record test's temporary one).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pages } from '../../harness/pages';
import { keepCalls } from '../../harness/record/keep-calls';
import { ALLOWED_HOSTS, checkPageId, checkRecordUrl, RECORDING_SIZE_LIMIT, RecordError } from '../../harness/record/record-guards';
import { harnessPageOf, withoutHarnessAdditions } from '../../harness/record/recorded-calls';
import { formatReport } from '../../harness/record/redact';
import { redactRecording } from '../../harness/record/redact-recording';
import { RECORDING_FILES, type RecordingMeta } from '../../harness/recorded-pages';
import { writeRecording } from '../../harness/record/write-recording';
import { capturePage } from './record-page';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      as: { type: 'string' },
      scenario: { type: 'string' },
      replace: { type: 'boolean', default: false },
      redact: { type: 'string', multiple: true, default: [] },
      fixtures: { type: 'string', default: join(ROOT, 'fixtures') },
      'max-bytes': { type: 'string', default: String(RECORDING_SIZE_LIMIT) },
      'settle-ms': { type: 'string', default: '20000' },
    },
  });
  if (positionals.length !== 1)
    throw new RecordError('usage: npm run record -- URL [--as PAGE_ID] [--scenario ID] [--replace] [--redact REGEX]');
  return { url: positionals[0] ?? '', ...values };
}

/** A page id from a live address: host and path as lower-case words. */
function idFromUrl(url: URL): string {
  return `${url.hostname}${url.pathname}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64);
}

async function main(): Promise<void> {
  const options = parse(process.argv.slice(2));
  const url = checkRecordUrl(options.url, ALLOWED_HOSTS);
  if (options.scenario && harnessPageOf(url)) url.searchParams.set('scenario', options.scenario);
  const asked = harnessPageOf(url);
  const id = checkPageId(options.as ?? (asked ? `${asked.page}-recorded` : idFromUrl(url)));

  console.log(`Recording ${url.toString()} as ${id}…`);
  const captured = await capturePage({
    url,
    allowedHosts: ALLOWED_HOSTS,
    settleLimitMs: Number(options['settle-ms']),
    // The loopback host is the harness, whose pages load nothing from elsewhere: no name resolution there.
    offline: url.hostname === '127.0.0.1' || url.hostname === 'localhost',
  });
  // Where the page ended up (after redirects) says whether it is a harness page.
  const harness = harnessPageOf(new URL(captured.finalUrl));
  const source = harness ? pages.find((page) => page.id === harness.page) : undefined;
  const calls = keepCalls(captured.har, harness !== null);
  const document = harness ? withoutHarnessAdditions(captured.document) : captured.document;
  const redacted = redactRecording(
    { document, har: calls.har },
    options.redact.map((pattern) => new RegExp(pattern, 'g')),
  );
  const meta: RecordingMeta = {
    id,
    title: source?.title ?? captured.title,
    site: source?.site ?? (url.hostname.includes('b80er') ? 'radio' : 'magazine'),
    scenario: harness ? harness.scenario : 'live',
    sourceUrl: url.toString(),
    recordedAt: new Date().toISOString(),
    clock: captured.clock,
  };
  const folder = writeRecording({
    fixturesRoot: options.fixtures,
    folder: join('recorded', id),
    replace: options.replace,
    sizeLimit: Number(options['max-bytes']),
    files: {
      [RECORDING_FILES.document]: redacted.document,
      [RECORDING_FILES.har]: `${JSON.stringify(redacted.har, null, 2)}\n`,
      [RECORDING_FILES.meta]: `${JSON.stringify(meta, null, 2)}\n`,
      [RECORDING_FILES.redaction]: `${JSON.stringify(redacted.report, null, 2)}\n`,
    },
  });
  console.log(formatReport(redacted.report));
  console.log(`${calls.calls} call(s) recorded into ${folder}`);
  console.log(`Replay: npm start, then /pages/${id} (or pick "${meta.title}" in the console)`);
}

main().catch((caught: unknown) => {
  console.error(`record: ${caught instanceof Error ? caught.message : String(caught)}`);
  process.exit(1);
});
