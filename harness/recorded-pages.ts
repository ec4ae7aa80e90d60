/**
 * Pages made by `npm run record`: each folder of fixtures/recorded/ (RECORDED_DIR to serve
 * another, as the record test does) holds the document as the server sent it (page.html), the
 * answers of its calls (traffic.har), the catalogue entry and clock (recording.json) and the
 * redaction report (redaction.json). They join the catalogue with no code written for them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue, PageEntry, SiteId } from './catalogue-types';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const RECORDED_DIR = process.env.RECORDED_DIR ?? join(ROOT, 'fixtures', 'recorded');

export const RECORDING_FILES = {
  document: 'page.html',
  har: 'traffic.har',
  meta: 'recording.json',
  redaction: 'redaction.json',
} as const;

/** recording.json: the catalogue entry of a recorded page, and the moment it was recorded at. */
export interface RecordingMeta {
  id: string;
  title: string;
  site: SiteId;
  /** The harness scenario the source page ran in, when it was a harness page; else "live". */
  scenario: string;
  sourceUrl: string;
  /** ISO time of the recording, on the machine's clock. */
  recordedAt: string;
  /** ISO time the page's own clock showed when it loaded: the replay starts its clock there. */
  clock: string;
}

/** The mocks of a recorded page answer under this scenario id: its HAR, nothing else. */
const RECORDED_SCENARIO_PREFIX = 'recorded.';

function readMeta(dir: string, id: string): RecordingMeta | null {
  const file = join(dir, id, RECORDING_FILES.meta);
  if (!existsSync(file)) return null;
  const meta = JSON.parse(readFileSync(file, 'utf8')) as RecordingMeta;
  return meta.id === id ? meta : null;
}

/** The recordings in `dir` (none when it does not exist), by id. */
function loadRecordings(dir: string): RecordingMeta[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readMeta(dir, entry.name))
    .filter((meta): meta is RecordingMeta => meta !== null)
    .sort((a, b) => a.id.localeCompare(b.id));
}

const recordings: RecordingMeta[] = loadRecordings(RECORDED_DIR);

export const recordedPages: PageEntry[] = recordings.map((meta) => ({
  id: meta.id,
  title: `Recorded: ${meta.title}`,
  site: meta.site,
  description: `Recorded from ${meta.sourceUrl} on ${meta.recordedAt} (scenario ${meta.scenario}); its calls are answered from the recording only.`,
}));

export function findRecording(id: string): RecordingMeta | undefined {
  return recordings.find((meta) => meta.id === id);
}

export function recordedHtml(id: string): string {
  return readFileSync(join(RECORDED_DIR, id, RECORDING_FILES.document), 'utf8');
}

export function recordedScenarioId(pageId: string): string {
  return `${RECORDED_SCENARIO_PREFIX}${pageId}`;
}

/** The recording a mock scenario id names, or null when it is an ordinary scenario. */
export function recordingOfScenario(scenarioId: string): string | null {
  return scenarioId.startsWith(RECORDED_SCENARIO_PREFIX) ? scenarioId.slice(RECORDED_SCENARIO_PREFIX.length) : null;
}

/**
 * A recorded page's state is its recording (the scenario asked for changes nothing on it), so the
 * console and the gallery offer it in the default scenario only.
 */
export function recordingsInDefaultOnly(catalogue: Catalogue): Catalogue {
  const recorded = new Set(recordings.map((meta) => meta.id));
  const scenarios = catalogue.scenarios.map((scenario) =>
    scenario.id === 'default' ? scenario : { ...scenario, pages: scenario.pages.filter((id) => !recorded.has(id)) },
  );
  return { ...catalogue, scenarios };
}
