/**
 * Builds the QA console on its own, apart from the site bundle:
 *   npx vite build --config harness/console/vite.config.ts
 * The harness server serves dist/console/index.html at `/` and the assets under `/__console/`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/console', import.meta.url));

export default defineConfig({
  root: consoleRoot,
  base: '/__console/',
  // Nothing to copy verbatim; without this Vite would look for harness/console/public.
  publicDir: false,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
  },
});
