/**
 * Build plugin: after every build, prints the bundle's size against the budget and what its
 * largest parts are, and writes the whole breakdown to reports/bundle-size.json, so that growth
 * shows in review. It only reads the bundle; it never changes a byte of it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import {
  BUDGET_GZIP_BYTES,
  REPORT_FILE,
  breakdown,
  budgetVerdict,
  fileSize,
  formatReport,
  type Breakdown,
  type SizeReport,
} from './bundle-size.ts';

export function bundleSizePlugin(): Plugin {
  let root = process.cwd();
  let parts: Breakdown | undefined;
  return {
    name: 'site-client:bundle-size',
    apply: 'build',
    // After vite-plugin-monkey's own `post` generateBundle, which turns the entry chunk into the
    // userscript; the module list it keeps is the one the chunk was rendered from.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: [string, number][] = [];
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') for (const [id, module] of Object.entries(chunk.modules)) modules.push([id, module.renderedLength]);
      parts = breakdown(modules, root);
    },
    // The userscript is on disk only now; its size is taken from the file as written, since
    // renderedLength counts code before minification and without the userscript header.
    writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const dir = options.dir ?? (options.file ? dirname(options.file) : undefined);
      if (!entry || !dir || !parts) return;
      const file = join(dir, entry.fileName);
      const size = fileSize(readFileSync(file));
      const report: SizeReport = {
        file: relative(root, file),
        size,
        budgetGzip: BUDGET_GZIP_BYTES,
        withinBudget: budgetVerdict(size.gzip).ok,
        breakdown: parts,
      };
      // console.log, not this.info: `vite build --logLevel warn` (npm test, the harness) drops info.
      console.log(formatReport(report));
      mkdirSync(join(root, dirname(REPORT_FILE)), { recursive: true });
      writeFileSync(join(root, REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
    },
  };
}
