import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEV_VERSION, pluginEntries, pluginZip, stampVersion } from '../../tools/wordpress-zip';

const MAIN = `<?php
/**
 * Plugin Name:       Site client
 * Version:           ${DEV_VERSION}
 * Requires at least: 6.1
 */
define( 'SITE_CLIENT_VERSION', '${DEV_VERSION}' );
`;

function pluginSource(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-client-zip-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('stampVersion', () => {
  it('writes the version into the header line and the constant, nothing else', () => {
    const stamped = stampVersion(MAIN, '1.4.2');
    expect(stamped).toContain(' * Version:           1.4.2\n');
    expect(stamped).toContain(`define( 'SITE_CLIENT_VERSION', '1.4.2' );`);
    expect(stamped).toContain(' * Requires at least: 6.1');
    expect(stamped.replace(/1\.4\.2/g, DEV_VERSION)).toBe(MAIN);
  });

  it('refuses a file without either place, or a version that is not one', () => {
    expect(() => stampVersion(MAIN.replace(/ \* Version:.*\n/, ''), '1.0.0')).toThrow(/Version:/);
    expect(() => stampVersion(MAIN.replace(/define.*\n/, ''), '1.0.0')).toThrow(/SITE_CLIENT_VERSION/);
    expect(() => stampVersion(MAIN, "1.0.0'); evil(); //")).toThrow(/not a version/);
  });
});

describe('pluginEntries and pluginZip', () => {
  it('one folder site-client/ with the PHP, its subfolders, and the bundle beside site-client.php', () => {
    const dir = pluginSource({ 'site-client.php': MAIN, 'uninstall.php': '<?php // u', 'includes/settings.php': '<?php // s' });
    const zip = unzipSync(pluginZip(pluginEntries(dir, new TextEncoder().encode('/* bundle */'), '2.0.1')));
    expect(Object.keys(zip).sort()).toEqual([
      'site-client/includes/settings.php',
      'site-client/site-client.php',
      'site-client/site-client.user.js',
      'site-client/uninstall.php',
    ]);
    expect(strFromU8(zip['site-client/site-client.php']!)).toContain('Version:           2.0.1');
    expect(strFromU8(zip['site-client/site-client.user.js']!)).toBe('/* bundle */');
    expect(strFromU8(zip['site-client/uninstall.php']!)).toBe('<?php // u');
  });

  it('the same inputs give the same bytes', () => {
    const dir = pluginSource({ 'site-client.php': MAIN });
    const bundle = new TextEncoder().encode('x');
    expect(pluginZip(pluginEntries(dir, bundle, '1.0.0'))).toEqual(pluginZip(pluginEntries(dir, bundle, '1.0.0')));
  });

  it('a source without site-client.php is an error, not an empty plugin', () => {
    const dir = pluginSource({ 'readme.txt': 'x' });
    expect(() => pluginEntries(dir, new Uint8Array(), '1.0.0')).toThrow(/site-client\.php/);
  });
});
