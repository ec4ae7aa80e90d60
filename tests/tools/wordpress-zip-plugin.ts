/** Build plugin: once the bundle is written, writes the WordPress plugin zip beside it (wordpress-zip.ts). */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PLUGIN_BUNDLE_NAME, PLUGIN_SOURCE, PLUGIN_ZIP, pluginEntries, pluginZip } from './wordpress-zip.ts';

export function wordpressZipPlugin(version: string): Plugin {
  let root = process.cwd();
  return {
    name: 'site-client:wordpress-zip',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // closeBundle: the userscript (vite-plugin-monkey's output) is complete on disk only now.
    closeBundle() {
      const bundle = readFileSync(join(root, 'dist', PLUGIN_BUNDLE_NAME));
      const zip = pluginZip(pluginEntries(join(root, PLUGIN_SOURCE), bundle, version));
      writeFileSync(join(root, PLUGIN_ZIP), zip);
      console.log(`WordPress plugin: ${PLUGIN_ZIP} (${Math.round(statSync(join(root, PLUGIN_ZIP)).size / 1024)} KB, version ${version})`);
    },
  };
}
