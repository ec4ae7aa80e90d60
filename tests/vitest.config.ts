/** Unit tests: jsdom for browser code, msw/node with the harness's own handlers for remote calls. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  define: { __SITE_CLIENT_VERSION__: JSON.stringify('test') },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'harness/**/*.test.{ts,tsx}'],
    // Pure modules run in node; a test file that needs a DOM says so in its first line
    // (`// @vitest-environment jsdom`): building a jsdom costs about a second per file.
    environment: 'node',
    // Both cores: the default leaves one free, which on this two-core machine means one worker.
    maxWorkers: 2,
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
