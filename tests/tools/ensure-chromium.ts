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
import { ensureDebianPackages } from './debian-packages';

export type ChromiumKind = 'headless-shell' | 'browser';

const DEBIAN: Record<ChromiumKind, { path: string; pkg: string }> = {
  'headless-shell': { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  browser: { path: '/usr/bin/chromium', pkg: 'chromium' },
};

/** CHROMIUM_PATH, when set, replaces both (another build, or a test against the full browser). */
export function chromiumPath(kind: ChromiumKind): string {
  return process.env.CHROMIUM_PATH ?? DEBIAN[kind].path;
}

export function ensureChromium(kind: ChromiumKind): boolean {
  const need = { label: `Chromium (${kind})`, paths: [chromiumPath(kind)], packages: [DEBIAN[kind].pkg] };
  // Another build named by CHROMIUM_PATH is the caller's to provide.
  return ensureDebianPackages(need, process.env.CHROMIUM_PATH === undefined);
}
