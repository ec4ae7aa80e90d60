/**
 * `npm run gallery`: every page × scenario the QA console offers (its relevance rule), pictured
 * in Chromium at 1280 × 800 and 375 × 800 once the page has settled (settle.ts), and a contact
 * sheet of them: reports/gallery/index.html, with manifest.json beside it (the console's
 * side-by-side view reads it) and the pictures under shots/; the last run's pictures of the states
 * that changed since are kept under previous/ (changes.ts).
 *
 * Flags:
 *   --update           afterwards, refresh the visual regression baselines (tests/e2e/visual.spec.ts)
 *   --page ID          only this page (repeatable, or comma-separated); the other pages' pictures
 *   --scenario ID      only this scenario (likewise); are kept from the last run
 *   --workers N        states pictured at the same time (default 3: on 2 cores a third tab
 *                      fills the gaps while the others wait for their pages to settle)
 *   --no-build         picture what dist/ holds
 * Env: GALLERY_PORT (default 4573; the harness's provider origin takes the next port).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { HARNESS_API, type Catalogue } from '../../harness/catalogue-types';
import { GALLERY_VIEWPORTS, readManifest, type GalleryManifest, type GalleryShot, type GalleryState } from '../../harness/gallery-manifest';
import { CHROMIUM_ARGS } from '../tools/chromium-args';
import { chromiumPath, ensureChromium } from '../tools/ensure-chromium';
import { startHarness } from '../tools/harness-process';
import { contactSheet, leftOutCount, sameAsDefault, summaryLine } from './contact-sheet';
import { markChanges, pictureComparer, previousFileOf, shotKey } from './changes';
import { defaultComparer, markDefaultDiffs } from './default-diff';
import { galleryStates } from './gallery-states';
import { baselineName, KEY_STATES } from './key-states';
import { mergeShots } from './merge-shots';
import { createProgress } from './progress';
import { shootAll } from './shoot';

const OUT_DIR = 'reports/gallery';
const PORT = Number(process.env.GALLERY_PORT ?? 4573);

interface Options {
  update: boolean;
  build: boolean;
  pages: string[];
  scenarios: string[];
  workers: number;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { update: false, build: true, pages: [], scenarios: [], workers: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next.split(',').filter((part) => part !== '');
    };
    if (arg === '--update') options.update = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--page') options.pages.push(...value());
    else if (arg === '--scenario') options.scenarios.push(...value());
    else if (arg === '--workers') options.workers = Math.max(1, Number(value()[0]) || 1);
    else throw new Error(`unknown flag ${arg} (flags: --update, --page ID, --scenario ID, --workers N, --no-build)`);
  }
  return options;
}

/** The bundle and the console, as `npm start` builds them: the harness serves what dist/ holds. */
function build(): boolean {
  const run = (args: string[]) => spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], { stdio: 'inherit' }).status === 0;
  return run([]) && run(['--config', 'harness/console/vite.config.ts']);
}

/** Digests of pictures a run did not hash itself (those kept from an earlier run), read from the files. */
function withDigests(manifest: GalleryManifest): GalleryManifest {
  const shots = manifest.shots.map((shot) => {
    const file = join(OUT_DIR, shot.file);
    if (shot.digest !== undefined || shot.error !== undefined || !existsSync(file)) return shot;
    return { ...shot, digest: createHash('sha1').update(readFileSync(file)).digest('hex') };
  });
  return { ...manifest, shots };
}

function previousManifest(): GalleryManifest | null {
  const file = join(OUT_DIR, 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return readManifest(JSON.parse(readFileSync(file, 'utf8')))?.manifest ?? null;
  } catch {
    return null;
  }
}

/**
 * Moves the last run's pictures of the states about to be pictured to previous/ (a full run starts
 * previous/ afresh), so the new ones can be compared with them.
 */
function keepPrevious(states: readonly GalleryState[], partial: boolean): void {
  if (!partial) rmSync(join(OUT_DIR, 'previous'), { recursive: true, force: true });
  for (const state of states) {
    const file = join(OUT_DIR, state.file);
    if (!existsSync(file)) continue;
    const kept = join(OUT_DIR, previousFileOf(state.file));
    mkdirSync(dirname(kept), { recursive: true });
    renameSync(file, kept);
  }
}

/** Marks the changed shots; the last pictures of the unchanged ones are not kept. */
async function compareWithPrevious(
  shots: readonly GalleryShot[],
  previous: GalleryManifest | null,
  browser: Browser,
): Promise<GalleryShot[]> {
  const comparer = await pictureComparer(browser);
  try {
    const marked = await markChanges(shots, previous?.shots ?? [], async (last, current) => {
      const kept = join(OUT_DIR, previousFileOf(last.file));
      if (!existsSync(kept)) return null;
      return comparer.count(readFileSync(kept), readFileSync(join(OUT_DIR, current.file)));
    });
    for (const shot of marked) if (shot.previousFile === undefined) rmSync(join(OUT_DIR, previousFileOf(shot.file)), { force: true });
    return marked;
  } finally {
    await comparer.close();
  }
}

/**
 * Compares each state with its page's default picture (default-diff.ts): the states of this run,
 * and every state of a page whose default this run pictured.
 */
async function compareWithDefaults(
  manifest: GalleryManifest,
  pictured: readonly GalleryShot[],
  browser: Browser,
): Promise<GalleryManifest> {
  const fresh = new Set(pictured.map(shotKey));
  const freshDefaults = new Set(pictured.filter((shot) => shot.scenario === 'default').map((shot) => `${shot.page}\n${shot.viewport}`));
  const comparer = await defaultComparer(browser, (shot) => readFileSync(join(OUT_DIR, shot.file)));
  try {
    const shots = await markDefaultDiffs(
      manifest.shots,
      comparer.diff,
      (shot) => fresh.has(shotKey(shot)) || freshDefaults.has(`${shot.page}\n${shot.viewport}`),
    );
    return { ...manifest, shots };
  } finally {
    await comparer.close();
  }
}

async function picture(options: Options): Promise<boolean> {
  const started = Date.now();
  const harness = await startHarness(PORT);
  try {
    const catalogue = (await (await fetch(`${harness.origin}${HARNESS_API.catalogue}`)).json()) as Catalogue;
    const states = galleryStates(catalogue, { pages: options.pages, scenarios: options.scenarios });
    if (states.length === 0) {
      console.error('No state matches --page / --scenario.');
      return false;
    }
    const partial = options.pages.length > 0 || options.scenarios.length > 0;
    const previous = previousManifest();
    keepPrevious(states, partial);
    if (!partial) rmSync(join(OUT_DIR, 'shots'), { recursive: true, force: true });
    mkdirSync(OUT_DIR, { recursive: true });
    console.log(
      `Picturing ${states.length} states (${states.length / GALLERY_VIEWPORTS.length} page × scenario pairs at ${GALLERY_VIEWPORTS.map((v) => v.label).join(' and ')}), ${options.workers} at a time…`,
    );

    const browser = await chromium.launch({ executablePath: chromiumPath('headless-shell'), args: [...CHROMIUM_ARGS] });
    const progress = createProgress(states.length);
    const pictured = await shootAll(states, {
      browser,
      origin: harness.origin,
      outDir: OUT_DIR,
      concurrency: options.workers,
      onShot: (shot, done) => progress.update(done, `${shot.page} · ${shot.scenario} · ${shot.viewport}${shot.error ? ' (failed)' : ''}`),
    });
    progress.end();
    const shots = await compareWithPrevious(pictured, previous, browser);

    const comparedWith = previous ? { comparedWith: previous.generatedAt } : {};
    const fresh: GalleryManifest = {
      generatedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      viewports: GALLERY_VIEWPORTS,
      shots,
      ...comparedWith,
    };
    const manifest = await compareWithDefaults(withDigests(partial ? mergeShots(previous, fresh, catalogue) : fresh), shots, browser);
    await browser.close();
    writeFileSync(join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
    writeFileSync(join(OUT_DIR, 'index.html'), contactSheet(manifest));
    for (const shot of shots.filter((entry) => entry.error !== undefined))
      console.error(`  failed: ${shot.url} (${shot.viewport}): ${shot.error}`);
    console.log(`\nContact sheet: ${join(OUT_DIR, 'index.html')} (or /gallery/ on the harness)`);
    console.log(`Gallery: ${summaryLine(fresh)}`);
    const leftOut = leftOutCount(manifest.shots, sameAsDefault(manifest.shots));
    if (leftOut > 0)
      console.log(`${leftOut} states left out of the contact sheet: same picture as the default ("show them" brings them back).`);
    return shots.every((shot) => shot.error === undefined);
  } finally {
    harness.stop();
  }
}

const BASELINE_DIR = 'tests/e2e/__screenshots__/visual.spec.ts';

/**
 * The baselines are the visual spec's own: Playwright rewrites the ones that changed (and writes
 * missing ones); a baseline of a state no longer key is removed, so the directory holds exactly
 * the key states.
 */
function updateBaselines(): boolean {
  console.log('\nRefreshing the visual regression baselines (tests/e2e/visual.spec.ts)…');
  const keep = new Set(KEY_STATES.map(baselineName));
  for (const file of existsSync(BASELINE_DIR) ? readdirSync(BASELINE_DIR) : []) {
    if (!keep.has(file)) {
      rmSync(join(BASELINE_DIR, file));
      console.log(`  removed ${file}: no longer a key state`);
    }
  }
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'tests/playwright.config.ts', 'e2e/visual\\.spec', '--update-snapshots'],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: String(PORT) },
    },
  );
  return result.status === 0;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!ensureChromium('headless-shell')) process.exit(1);
  if (options.build && !build()) process.exit(1);
  const pictured = await picture(options);
  const updated = options.update ? updateBaselines() : true;
  process.exit(pictured && updated ? 0 : 1);
}

void main().catch((caught: unknown) => {
  console.error(caught);
  process.exit(1);
});
