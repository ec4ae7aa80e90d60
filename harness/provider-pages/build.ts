/**
 * The two browser scripts of the provider pages, bundled in memory with Vite (the project's own
 * bundler; no network, nothing written to disk): `host` for every mock provider page (served by
 * the provider origin) and `client` for the test client (served by the site origin). Built once,
 * on first request or when the harness starts, in well under a second.
 */
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const PROVIDER_PAGE_SCRIPTS = {
  host: 'harness/provider-pages/host.ts',
  client: 'harness/provider-pages/test-client.ts',
} as const;

export type ProviderPageScript = keyof typeof PROVIDER_PAGE_SCRIPTS;

async function bundle(entry: string): Promise<string> {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: `${ROOT}/${entry}`, formats: ['iife'], name: 'providerPage' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error(`provider pages: no script built from ${entry}`);
}

let built: Promise<Record<ProviderPageScript, string>> | undefined;

/** Both scripts, built once per process (a failed build is tried again on the next call). */
export function providerPageScripts(): Promise<Record<ProviderPageScript, string>> {
  built ??= Promise.all([bundle(PROVIDER_PAGE_SCRIPTS.host), bundle(PROVIDER_PAGE_SCRIPTS.client)])
    .then(([host, client]) => ({ host, client }))
    .catch((caught: unknown) => {
      built = undefined;
      throw caught;
    });
  return built;
}
