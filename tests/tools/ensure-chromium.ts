/**
 * Debian's Chromium builds (Playwright cannot download browsers on these machines), in two kinds:
 * - the headless shell (`chromium-headless-shell`) drives the end-to-end tests and the gallery:
 *   the same Blink and V8 without the browser's own window and interface, which cost a third of
 *   the CPU of every page the full browser opens headless; Playwright's own default for headless
 *   runs. Its pictures are the full browser's, pixel for pixel (checked on every twelfth gallery
 *   state when the switch was made: 93 of 94 identical, one 22 pixels off, within a run's jitter);
 * - the full browser (`chromium`) for the bench, which measures what a reader's Chrome does.
 * `ensureChromium()` installs the missing one when running as root, otherwise says exactly what to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export type ChromiumKind = 'headless-shell' | 'browser';

const DEBIAN: Record<ChromiumKind, { path: string; pkg: string }> = {
  'headless-shell': { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  browser: { path: '/usr/bin/chromium', pkg: 'chromium' },
};

/** CHROMIUM_PATH, when set, replaces both (another build, or a test against the full browser). */
export function chromiumPath(kind: ChromiumKind): string {
  return process.env.CHROMIUM_PATH ?? DEBIAN[kind].path;
}

export function installCommand(kind: ChromiumKind): string {
  return `apt-get update && apt-get install -y ${DEBIAN[kind].pkg}`;
}

export function ensureChromium(kind: ChromiumKind): boolean {
  const path = chromiumPath(kind);
  if (existsSync(path)) return true;
  const command = installCommand(kind);
  if (process.getuid?.() === 0 && process.env.CHROMIUM_PATH === undefined) {
    console.log(`Chromium (${kind}) is missing at ${path}; installing Debian's package: ${command}`);
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return existsSync(path);
  }
  console.error(`Chromium (${kind}) is missing at ${path}. Install Debian's package, then run again:\n  sudo sh -c '${command}'`);
  return false;
}
