/**
 * Debian packages a test stage needs (Chromium for the browser tests; WordPress, PHP and MariaDB
 * for the WordPress stage). Nothing is downloaded at test time but these packages: run as root,
 * a missing one is installed with apt-get; otherwise the exact command is printed and the stage fails.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianNeed {
  /** What the stage calls it in its messages. */
  label: string;
  /** Files that exist once the packages are installed. */
  paths: readonly string[];
  packages: readonly string[];
  /** Install without the packages' recommendations (WordPress would pull in Apache and a theme). */
  withoutRecommends?: boolean;
}

function installCommand(need: DebianNeed): string {
  const flags = need.withoutRecommends ? '-y --no-install-recommends' : '-y';
  return `apt-get update && apt-get install ${flags} ${need.packages.join(' ')}`;
}

const missingPaths = (need: DebianNeed): string[] => need.paths.filter((path) => !existsSync(path));

/** True when every path exists, after installing the packages if needed and allowed. */
export function ensureDebianPackages(need: DebianNeed, mayInstall = true): boolean {
  const missing = missingPaths(need);
  if (missing.length === 0) return true;
  const command = installCommand(need);
  if (mayInstall && process.getuid?.() === 0) {
    console.log(`${need.label} is missing (${missing.join(', ')}); installing Debian's packages: ${command}`);
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return missingPaths(need).length === 0;
  }
  console.error(`${need.label} is missing (${missing.join(', ')}). Install Debian's packages, then run again:\n  sudo sh -c '${command}'`);
  return false;
}
