/**
 * Builds a module of `src/` as a plain, unminified IIFE for a test to load into a page: the boot
 * scope test traces the bundle's modules by the bundler's `// src/…` lines, and the mini prompt
 * test shows the prompt in a real page through a test-only entry (the production bundle is closed
 * and offers no way to call it). Same compiler and defines as the production build.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export async function buildIife(entry: string, name: string, version = 'test'): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'site-client-iife-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __SITE_CLIENT_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      minify: false,
      lib: { entry, formats: ['iife'], name, fileName: () => 'bundle.js' },
    },
  });
  return readFileSync(join(outDir, 'bundle.js'), 'utf8');
}
