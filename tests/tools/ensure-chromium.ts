/**
 * End-to-end tests and the bench need Debian's Chromium (Playwright cannot download browsers on
 * these machines). Installs it when running as root, otherwise says exactly what to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

export function ensureChromium(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's package: ${INSTALL_COMMAND}`);
    execSync(INSTALL_COMMAND, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return existsSync(CHROMIUM_PATH);
  }
  console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package, then run the tests again:\n  sudo sh -c '${INSTALL_COMMAND}'`);
  return false;
}
