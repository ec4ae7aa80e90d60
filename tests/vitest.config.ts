/** Unit tests: jsdom for browser code, msw/node with the harness's own handlers for remote calls. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  define: { __SITE_CLIENT_VERSION__: JSON.stringify('test') },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'harness/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
