/**
 * The WordPress plugin as site owners install it: `dist/site-client-wordpress.zip` holds one
 * folder, `site-client/`, with the plugin's PHP (src/wordpress/site-client/) and the bundle next
 * to `site-client.php`. The PHP carries a placeholder version; the zip gets package.json's, so the
 * plugin header, the script's `?ver=` and the userscript header always agree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

export const PLUGIN_SOURCE = 'src/wordpress/site-client';
export const PLUGIN_ZIP = 'dist/site-client-wordpress.zip';
/** The folder name inside the zip: WordPress installs the plugin under wp-content/plugins/site-client/. */
const PLUGIN_FOLDER = 'site-client';
/** The bundle's name inside the plugin folder (site-client.php enqueues it by this name). */
export const PLUGIN_BUNDLE_NAME = 'site-client.user.js';
/** The version the PHP source carries until the build stamps it. */
export const DEV_VERSION = '0.0.0-dev';

/** The plugin header's `Version:` line and the SITE_CLIENT_VERSION constant with `version`; throws when either is missing. */
export function stampVersion(php: string, version: string): string {
  if (!/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`not a version: ${version}`);
  const header = /^(\s*\*\s*Version:\s*)\S+$/m;
  const constant = /(define\(\s*'SITE_CLIENT_VERSION',\s*')[^']*(')/;
  if (!header.test(php) || !constant.test(php))
    throw new Error(`site-client.php has no "Version:" header line or no SITE_CLIENT_VERSION constant to stamp`);
  return php.replace(header, `$1${version}`).replace(constant, `$1${version}$2`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  );
}

/** The zip's entries: path inside the zip → bytes. */
export function pluginEntries(sourceDir: string, bundle: Uint8Array, version: string): Map<string, Uint8Array> {
  const entries = new Map<string, Uint8Array>();
  for (const file of filesUnder(sourceDir).sort()) {
    const path = relative(sourceDir, file).split(sep).join('/');
    const bytes = readFileSync(file);
    entries.set(
      `${PLUGIN_FOLDER}/${path}`,
      path === 'site-client.php' ? new TextEncoder().encode(stampVersion(bytes.toString('utf8'), version)) : bytes,
    );
  }
  if (!entries.has(`${PLUGIN_FOLDER}/site-client.php`)) throw new Error(`${sourceDir} has no site-client.php`);
  entries.set(`${PLUGIN_FOLDER}/${PLUGIN_BUNDLE_NAME}`, bundle);
  return entries;
}

/** The zip file; the same inputs give the same bytes (fixed dates), so a rebuild changes nothing. */
export function pluginZip(entries: Map<string, Uint8Array>): Uint8Array {
  const tree: Zippable = {};
  // A fixed date in the zip's range (1980 onwards): reproducible builds.
  for (const [path, bytes] of entries) tree[path] = [bytes, { mtime: new Date('2020-01-01T00:00:00Z'), level: 9 }];
  return zipSync(tree);
}
