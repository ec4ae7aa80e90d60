/**
 * The bundle's size budget and the breakdown of what fills it. Pure: the build plugin
 * (bundle-size-plugin.ts) and `npm test` (run-all.ts) do the reading and writing, so both judge
 * the same figure the same way.
 */
import { gzipSync } from 'node:zlib';

/**
 * The minified bundle at most 175 KB gzip, exactly that much still passing: 150 KB for everything
 * up to the subscriptions client's first part, and 25 KB for its dialogs, prompts, payment and linking
 * (the web-activities library alone is about 7 KB of it).
 */
export const BUDGET_GZIP_BYTES = 175 * 1024;
export const BUNDLE_FILE = 'dist/site-client.user.js';
export const REPORT_FILE = 'reports/bundle-size.json';
/** Rows each printed table shows; the report keeps them all. */
const TOP_ROWS = 10;

export const PROJECT = '(project)';
export const VIRTUAL = '(virtual)';
export const OUTSIDE = '(outside the project)';

export interface FileSize {
  raw: number;
  gzip: number;
}

/** Level 9 and no file name or time in the header, so the same bytes always give the same figure. */
export function fileSize(bytes: Uint8Array): FileSize {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export interface Verdict {
  ok: boolean;
  text: string;
}

export function budgetVerdict(gzip: number, budget = BUDGET_GZIP_BYTES): Verdict {
  const ok = gzip <= budget;
  const margin = ok ? `${thousands(budget - gzip)} to spare` : `${thousands(gzip - budget)} over`;
  return { ok, text: `${thousands(gzip)} bytes gzip of ${thousands(budget)} allowed (${kb(budget)}), ${margin}` };
}

/** Where a module's bytes belong: its npm package, or for project files their folder. */
export interface ModuleOwner {
  package: string;
  /** Project files only: the folder relative to the root (`src/theme/lists`) and its first two levels (`src/theme`). */
  folder?: string;
  area?: string;
}

const slashes = (path: string) => path.replace(/\\/g, '/');
const isAbsolute = (path: string) => path.startsWith('/') || /^[A-Za-z]:\//.test(path);

export function moduleOwner(id: string, root: string): ModuleOwner {
  // Plugins mark generated modules with a leading \0 and variants of a file with a query
  // (`\0/…/x.js?commonjs-proxy`); such a wrapper weighs on the file it wraps. What is left
  // without a path (`\0rolldown/runtime.js`) belongs to no file: virtual.
  const path = slashes(id.replace(/^\0/, '').replace(/\?.*$/s, ''));
  const nodeModules = path.lastIndexOf('/node_modules/');
  // The last node_modules wins: a nested copy ships in the package it is installed for.
  if (nodeModules >= 0) return { package: packageName(path.slice(nodeModules + '/node_modules/'.length)) };
  if (!isAbsolute(path)) return { package: VIRTUAL };
  const base = `${slashes(root).replace(/\/$/, '')}/`;
  if (!path.startsWith(base)) return { package: OUTSIDE };
  const folder = path.slice(base.length).split('/').slice(0, -1);
  return { package: PROJECT, folder: folder.join('/') || '.', area: folder.slice(0, 2).join('/') || '.' };
}

function packageName(inside: string): string {
  const [first = '', second = ''] = inside.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

interface Group {
  name: string;
  bytes: number;
  /** Of all rendered bytes, 0 to 1. */
  share: number;
}

export interface Breakdown {
  /** Rendered bytes: each module's code as it stands in the chunk, before minification. */
  rendered: number;
  packages: Group[];
  folders: Group[];
  areas: Group[];
}

/** Every module counts in `packages` (the project as one row); project modules also by folder and area. */
export function breakdown(modules: Iterable<readonly [id: string, bytes: number]>, root: string): Breakdown {
  const packages = new Map<string, number>();
  const folders = new Map<string, number>();
  const areas = new Map<string, number>();
  let rendered = 0;
  for (const [id, bytes] of modules) {
    const owner = moduleOwner(id, root);
    rendered += bytes;
    add(packages, owner.package, bytes);
    if (owner.folder !== undefined) add(folders, owner.folder, bytes);
    if (owner.area !== undefined) add(areas, owner.area, bytes);
  }
  return { rendered, packages: groups(packages, rendered), folders: groups(folders, rendered), areas: groups(areas, rendered) };
}

function add(sums: Map<string, number>, name: string, bytes: number): void {
  sums.set(name, (sums.get(name) ?? 0) + bytes);
}

/** Largest first; equal sizes by name, so the order never depends on the order modules came in. */
function groups(sums: Map<string, number>, total: number): Group[] {
  return [...sums]
    .map(([name, bytes]) => ({ name, bytes, share: total > 0 ? Math.round((bytes / total) * 10_000) / 10_000 : 0 }))
    .sort((a, b) => b.bytes - a.bytes || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export interface SizeReport {
  file: string;
  size: FileSize;
  budgetGzip: number;
  withinBudget: boolean;
  breakdown: Breakdown;
}

/** The lines the build prints: the file against the budget, then the largest parts. */
export function formatReport(report: SizeReport, rows = TOP_ROWS): string {
  const { file, size, budgetGzip, breakdown: parts } = report;
  const verdict = budgetVerdict(size.gzip, budgetGzip);
  return [
    `bundle size: ${file} ${thousands(size.raw)} bytes raw, ${verdict.text}${verdict.ok ? '' : ' — OVER BUDGET'}`,
    `shares of ${thousands(parts.rendered)} rendered (pre-minify) bytes, the ${rows} largest of each:`,
    ...table('package', parts.packages, rows),
    ...table('folder', parts.folders, rows),
    ...table('src area', parts.areas, rows),
  ].join('\n');
}

function table(heading: string, rows: Group[], limit: number): string[] {
  const shown = rows.slice(0, limit);
  const cells = shown.map((row) => [row.name, thousands(row.bytes), `${(row.share * 100).toFixed(1)}%`] as const);
  const nameWidth = Math.max(heading.length, ...cells.map(([name]) => name.length));
  const bytesWidth = Math.max(5, ...cells.map(([, bytes]) => bytes.length));
  const line = (name: string, bytes: string, share: string) =>
    `  ${name.padEnd(nameWidth)}  ${bytes.padStart(bytesWidth)}  ${share.padStart(6)}`;
  const more = rows.length > shown.length ? [`  … ${rows.length - shown.length} more in ${REPORT_FILE}`] : [];
  return [line(heading, 'bytes', 'share'), ...cells.map((cell) => line(...cell)), ...more];
}

function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function kb(bytes: number): string {
  return `${Number((bytes / 1024).toFixed(1))} KB`;
}
