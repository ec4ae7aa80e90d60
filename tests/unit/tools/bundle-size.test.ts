import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_GZIP_BYTES,
  OUTSIDE,
  PROJECT,
  VIRTUAL,
  breakdown,
  budgetVerdict,
  fileSize,
  formatReport,
  moduleOwner,
  type SizeReport,
} from '../../tools/bundle-size';

const ROOT = '/work/site';

describe('moduleOwner', () => {
  it('names the package of a file in node_modules, scoped packages with their scope', () => {
    expect(moduleOwner('/work/site/node_modules/react-dom/cjs/react-dom-client.production.js', ROOT)).toEqual({ package: 'react-dom' });
    expect(moduleOwner('/work/site/node_modules/@floating-ui/dom/dist/index.mjs', ROOT)).toEqual({ package: '@floating-ui/dom' });
    expect(moduleOwner('/work/site/node_modules/zod/v4/core/schemas.js', ROOT)).toEqual({ package: 'zod' });
  });
  it('gives a nested copy to the package it is installed as, the last node_modules', () => {
    expect(moduleOwner('/work/site/node_modules/react-dom/node_modules/scheduler/index.js', ROOT)).toEqual({ package: 'scheduler' });
    expect(moduleOwner('/work/site/node_modules/a/node_modules/@scope/b/lib/x.js', ROOT)).toEqual({ package: '@scope/b' });
    expect(moduleOwner('/work/site/node_modules/.pnpm/react@19.0.0/node_modules/react/index.js', ROOT)).toEqual({ package: 'react' });
  });
  it('counts a \\0 CommonJS wrapper with a query as the file it wraps, and modules without a path as virtual', () => {
    expect(moduleOwner('\0/work/site/node_modules/dompurify/dist/purify.cjs.js?commonjs-proxy', ROOT)).toEqual({ package: 'dompurify' });
    expect(moduleOwner('/work/site/node_modules/react/index.js?commonjs-module', ROOT)).toEqual({ package: 'react' });
    expect(moduleOwner('\0rolldown/runtime.js', ROOT)).toEqual({ package: VIRTUAL });
    expect(moduleOwner('\0commonjsHelpers.js', ROOT)).toEqual({ package: VIRTUAL });
    expect(moduleOwner('\0/work/site/src/core/x.ts?commonjs-exports', ROOT)).toEqual({
      package: PROJECT,
      folder: 'src/core',
      area: 'src/core',
    });
    expect(moduleOwner('vite/modulepreload-polyfill', ROOT)).toEqual({ package: VIRTUAL });
  });
  it('drops the whole query, even one that holds a path', () => {
    expect(moduleOwner('\0/work/site/node_modules/@scope/pkg?commonjs-entry', ROOT)).toEqual({ package: '@scope/pkg' });
    expect(moduleOwner('/work/site/src/core/a.css?inline&from=/work/site/node_modules/x/y.css', ROOT)).toEqual({
      package: PROJECT,
      folder: 'src/core',
      area: 'src/core',
    });
  });
  it('puts project files in their folder relative to the root and its first two levels', () => {
    expect(moduleOwner('/work/site/src/theme/lists/pagination.ts', ROOT)).toEqual({
      package: PROJECT,
      folder: 'src/theme/lists',
      area: 'src/theme',
    });
    expect(moduleOwner('/work/site/src/core/http.ts', ROOT)).toEqual({ package: PROJECT, folder: 'src/core', area: 'src/core' });
    expect(moduleOwner('/work/site/src/radio/views/lists.tsx?inline', ROOT)).toEqual({
      package: PROJECT,
      folder: 'src/radio/views',
      area: 'src/radio',
    });
    expect(moduleOwner('/work/site/src/main.ts', ROOT)).toEqual({ package: PROJECT, folder: 'src', area: 'src' });
    expect(moduleOwner('/work/site/main.ts', `${ROOT}/`)).toEqual({ package: PROJECT, folder: '.', area: '.' });
  });
  it('keeps files outside the root apart, a sibling folder with the same prefix included', () => {
    expect(moduleOwner('/work/site-other/src/x.ts', ROOT)).toEqual({ package: OUTSIDE });
    expect(moduleOwner('/elsewhere/x.ts', ROOT)).toEqual({ package: OUTSIDE });
  });
  it('reads Windows paths with either slash', () => {
    const root = 'C:\\work\\site';
    expect(moduleOwner('C:\\work\\site\\node_modules\\@scope\\pkg\\index.js', root)).toEqual({ package: '@scope/pkg' });
    expect(moduleOwner('C:/work/site/src/theme/nav/menu.ts', root)).toEqual({
      package: PROJECT,
      folder: 'src/theme/nav',
      area: 'src/theme',
    });
  });
});

describe('breakdown', () => {
  const modules: [string, number][] = [
    ['/work/site/src/core/a.ts', 100],
    ['/work/site/node_modules/zod/v4/core/api.js', 300],
    ['/work/site/src/theme/lists/b.ts', 200],
    ['/work/site/node_modules/zod/v4/mini/schemas.js', 100],
    ['/work/site/src/theme/nav/c.ts', 200],
    ['\0rolldown/runtime.js', 100],
  ];
  const parts = breakdown(modules, ROOT);

  it('sums every module into packages, the project as one row, largest first', () => {
    expect(parts.rendered).toBe(1000);
    expect(parts.packages).toEqual([
      { name: PROJECT, bytes: 500, share: 0.5 },
      { name: 'zod', bytes: 400, share: 0.4 },
      { name: VIRTUAL, bytes: 100, share: 0.1 },
    ]);
  });
  it('sums project modules by folder and by area, with shares of the whole; equal sizes by name', () => {
    expect(parts.folders.map((group) => [group.name, group.bytes])).toEqual([
      ['src/theme/lists', 200],
      ['src/theme/nav', 200],
      ['src/core', 100],
    ]);
    expect(parts.areas).toEqual([
      { name: 'src/theme', bytes: 400, share: 0.4 },
      { name: 'src/core', bytes: 100, share: 0.1 },
    ]);
  });
  it('gives the same order whatever order the modules come in', () => {
    expect(breakdown([...modules].reverse(), ROOT)).toEqual(parts);
  });
  it('has no shares to divide when nothing was rendered', () => {
    expect(breakdown([['/work/site/src/a.ts', 0]], ROOT).packages).toEqual([{ name: PROJECT, bytes: 0, share: 0 }]);
  });
});

describe('budget', () => {
  it('is 175 KB gzip: exactly 179,200 bytes passes, one byte more fails', () => {
    expect(BUDGET_GZIP_BYTES).toBe(179_200);
    expect(budgetVerdict(179_200)).toEqual({ ok: true, text: '179,200 bytes gzip of 179,200 allowed (175 KB), 0 to spare' });
    expect(budgetVerdict(179_201)).toEqual({ ok: false, text: '179,201 bytes gzip of 179,200 allowed (175 KB), 1 over' });
    expect(budgetVerdict(151_970).ok).toBe(true);
  });
  it('measures gzip at level 9, the same figure every time', () => {
    // Text on which levels 6 (the default) and 9 give different sizes.
    const words = ['const', 'let', 'return', 'function', 'value', '=', '(', ')', '{', '}', ';', '\n'];
    const bytes = new TextEncoder().encode(
      Array.from({ length: 5000 }, (_, i) => `${words[(i * i + 7 * i) % words.length]}${i % 97}`).join(' '),
    );
    expect(gzipSync(bytes, { level: 9 }).length).not.toBe(gzipSync(bytes).length);
    expect(fileSize(bytes)).toEqual({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    expect(fileSize(bytes)).toEqual(fileSize(bytes));
  });
});

describe('formatReport', () => {
  const report = (gzip: number, packages: number): SizeReport => ({
    file: 'dist/site-client.user.js',
    size: { raw: 474_540, gzip },
    budgetGzip: BUDGET_GZIP_BYTES,
    withinBudget: gzip <= BUDGET_GZIP_BYTES,
    breakdown: breakdown(
      [
        ...Array.from({ length: packages }, (_, index) => [`/work/site/node_modules/pkg-${index}/index.js`, 1000 + index] as const),
        ['/work/site/src/core/a.ts', 5000],
      ],
      ROOT,
    ),
  });

  it('prints the file against the budget, then package, folder and area tables with bytes and shares', () => {
    const text = formatReport(report(151_970, 2));
    expect(text.split('\n')).toEqual([
      'bundle size: dist/site-client.user.js 474,540 bytes raw, 151,970 bytes gzip of 179,200 allowed (175 KB), 27,230 to spare',
      'shares of 7,001 rendered (pre-minify) bytes, the 10 largest of each:',
      '  package    bytes   share',
      '  (project)  5,000   71.4%',
      '  pkg-1      1,001   14.3%',
      '  pkg-0      1,000   14.3%',
      '  folder    bytes   share',
      '  src/core  5,000   71.4%',
      '  src area  bytes   share',
      '  src/core  5,000   71.4%',
    ]);
  });
  it('shows the ten largest and says how many more the report holds', () => {
    const lines = formatReport(report(100, 12)).split('\n');
    expect(lines.filter((line) => line.includes('pkg-'))).toHaveLength(9);
    expect(lines).toContain('  … 3 more in reports/bundle-size.json');
  });
  it('says when the bundle is over the budget', () => {
    expect(formatReport(report(185_600, 1)).split('\n')[0]).toMatch(/6,400 over — OVER BUDGET$/);
  });
});
