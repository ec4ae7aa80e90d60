/**
 * The shipped bundle: `dist/site-client.user.js`, a userscript whose body is a plain IIFE, so
 * the same file works in Tampermonkey/Violentmonkey and as a footer `<script src>`; and the
 * WordPress plugin that installs it, `dist/site-client-wordpress.zip`.
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import monkey from 'vite-plugin-monkey';
// With its extension: Vite's config loader warns at every build about a local import without one.
import { bundleSizePlugin } from './tests/tools/bundle-size-plugin.ts';
import { wordpressZipPlugin } from './tests/tools/wordpress-zip-plugin.ts';

interface PackageJson {
  version: string;
  description: string;
  siteClient: { namespace: string; match: string[] };
}
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as PackageJson;

export default defineConfig({
  // The harness's public files (the MSW worker, the console) must never ship next to the bundle.
  publicDir: false,
  define: { __SITE_CLIENT_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // Terser: about 900 bytes (gzip) smaller than the default minifier on this bundle.
    minify: 'terser',
    sourcemap: false,
  },
  plugins: [
    monkey({
      entry: 'src/main.ts',
      userscript: {
        name: 'site-client',
        namespace: pkg.siteClient.namespace,
        version: pkg.version,
        description: pkg.description,
        match: pkg.siteClient.match,
        grant: 'none',
        // Early enough to act before first paint; features still wait for DOMContentLoaded.
        'run-at': 'document-start',
        noframes: true,
      },
      build: {
        fileName: 'site-client.user.js',
        autoGrant: false,
        // Dynamic import() would make the plugin fetch SystemJS at run time; keep it inline.
        systemjs: 'inline',
      },
    }),
    // Prints the size against the budget and the largest parts; writes reports/bundle-size.json.
    bundleSizePlugin(),
    // dist/site-client-wordpress.zip: the WordPress plugin with this bundle (tests/tools/wordpress-zip.ts).
    wordpressZipPlugin(pkg.version),
  ],
});
