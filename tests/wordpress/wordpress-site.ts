/**
 * A real WordPress on loopback for the WordPress test stage: Debian's `wordpress` package (6.1)
 * run by PHP's built-in server against a MariaDB of its own, both started here and stopped by
 * `stop()`, in a fresh temporary folder per run (the WordPress files copied from Debian's, the
 * database created empty, the site installed, the test doubles of the theme and plugins
 * activated). Nothing is written outside that folder and nothing is left running.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DebianNeed } from '../tools/debian-packages';
import { writeSiteData } from './site-data';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '../..');

/** Debian's WordPress, the PHP it runs on and the database server. */
export const WORDPRESS_PACKAGES: DebianNeed = {
  label: 'WordPress (Debian 6.1 with PHP and MariaDB)',
  paths: ['/usr/share/wordpress/wp-load.php', '/usr/bin/php', '/usr/sbin/mariadbd', '/usr/bin/mariadb-install-db', '/usr/bin/mariadb'],
  // php8.2-cli for the built-in server; php8.2-mysql for mysqli; no Apache (the recommends).
  packages: ['wordpress', 'php8.2-cli', 'php8.2-mysql', 'mariadb-server'],
  withoutRecommends: true,
};

const DEBIAN_WORDPRESS = '/usr/share/wordpress';

export const ADMIN = { user: 'admin', password: 'site-client-admin', email: 'admin@example.org' } as const;

export interface WordPressSite {
  /** `http://127.0.0.1:{port}`, without a trailing slash. */
  url: string;
  /** The temporary folder: `site/` (WordPress), `db/`, the logs. */
  runDir: string;
  /** The site's document root (`{runDir}/site`). */
  siteDir: string;
  /** MariaDB's socket (the server listens on no port). */
  socket: string;
  /** Runs PHP code with WordPress loaded (as the admin user) and returns what it printed. */
  php(code: string): string;
  /** Runs SQL on the site's database and returns the tab-separated rows. */
  sql(query: string): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  /** Keep the run folder after stop() (to read its logs). */
  keep?: boolean;
  /** Print each step. */
  verbose?: boolean;
  /** The test doubles: `themes/`, `plugins/` and `setup-content.php` (default tests/wordpress/site). */
  doublesDir?: string;
}

function run(command: string, args: string[], what: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} failed (${command} exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function waitFor(what: string, child: ChildProcess, ready: () => Promise<boolean> | boolean, seconds = 30): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}) before it was ready`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${seconds} s`);
}

/** Sends `signal` to the child's whole process group (PHP's server forks its workers into it). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGKILL');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      // Workers that outlived their parent.
      signalGroup(child, 'SIGKILL');
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

/** PHP string literal. */
const phpString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function wpConfig(url: string, socket: string, runDir: string): string {
  const salts = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ]
    .map((name) => `define( '${name}', '${randomBytes(32).toString('hex')}' );`)
    .join('\n');
  return `<?php
// Written by tests/wordpress/wordpress-site.ts for one test run.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${phpString(`localhost:${socket}`)} );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${salts}
$table_prefix = 'wp_';
define( 'WP_HOME', ${phpString(url)} );
define( 'WP_SITEURL', ${phpString(url)} );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${phpString(join(runDir, 'debug.log'))} );
define( 'WP_DEBUG_DISPLAY', false );
// Plugin uploads in wp-admin write the files directly (no FTP form).
define( 'FS_METHOD', 'direct' );
// No network here: no update checks, no cron requests, no calls to other hosts.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_DEFAULT_THEME', 'pixwell' );
// The test theme prints the fixture pages from here.
define( 'SITE_CLIENT_FIXTURES', ${phpString(join(ROOT, 'fixtures'))} );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/** The WordPress files: Debian's, copied (symlinks kept), with our config and a wp-content of test doubles. */
function prepareSiteFiles(siteDir: string, doublesDir: string, url: string, socket: string, runDir: string): void {
  cpSync(DEBIAN_WORDPRESS, siteDir, { recursive: true, verbatimSymlinks: true });
  // Debian's wp-config.php reads /etc/wordpress; ours is self-contained. Its wp-content is replaced.
  rmSync(join(siteDir, 'wp-config.php'));
  rmSync(join(siteDir, '.htaccess'), { force: true });
  rmSync(join(siteDir, 'wp-content'), { recursive: true, force: true });
  writeFileSync(join(siteDir, 'wp-config.php'), wpConfig(url, socket, runDir));
  const content = join(siteDir, 'wp-content');
  for (const folder of ['plugins', 'themes', 'uploads', 'upgrade']) mkdirSync(join(content, folder), { recursive: true });
  cpSync(join(doublesDir, 'themes'), join(content, 'themes'), { recursive: true });
  cpSync(join(doublesDir, 'plugins'), join(content, 'plugins'), { recursive: true });
}

async function startDatabase(runDir: string, log: (line: string) => void): Promise<{ socket: string; server: ChildProcess }> {
  const dataDir = join(runDir, 'db');
  const socket = join(runDir, 'mysqld.sock');
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  log('creating the database files');
  run(
    'mariadb-install-db',
    ['--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot],
    'mariadb-install-db',
  );
  log('starting MariaDB');
  const server = spawn(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${join(runDir, 'mysqld.pid')}`,
      `--log-error=${join(runDir, 'mysqld.log')}`,
      '--innodb-buffer-pool-size=32M',
      ...asRoot,
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitFor(
      'MariaDB',
      server,
      () => spawnSync('mariadb-admin', ['--no-defaults', `--socket=${socket}`, '-uroot', 'ping'], { stdio: 'ignore' }).status === 0,
    );
    run(
      'mariadb',
      ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4'],
      'creating the database',
    );
  } catch (caught) {
    await stopProcess(server);
    throw new Error(
      `${(caught as Error).message}\n${existsSync(join(runDir, 'mysqld.log')) ? readFileSync(join(runDir, 'mysqld.log'), 'utf8') : ''}`,
      { cause: caught },
    );
  }
  return { socket, server };
}

/** True when something already answers on the port (another run's site would answer our readiness check). */
async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function startPhpServer(siteDir: string, port: number, runDir: string): Promise<ChildProcess> {
  if (await portAnswers(port))
    throw new Error(`port ${port} is taken (another WordPress run?); choose another with WP_E2E_PORT or WP_PORT`);
  const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', siteDir, join(HERE, 'router.php')], {
    // Several requests at once, as a real server: a page's assets while admin-ajax answers.
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // A process group of its own, so stop() reaches the workers too.
    detached: true,
  });
  // The built-in server logs every request on stderr; keep it for a failed run.
  const serverLog: Buffer[] = [];
  server.stderr?.on('data', (chunk: Buffer) => serverLog.push(chunk));
  server.once('exit', () => writeFileSync(join(runDir, 'php-server.log'), Buffer.concat(serverLog)));
  await waitFor(`PHP's server on port ${port}`, server, async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/wp-login.php`)).status === 200;
    } catch {
      return false;
    }
  });
  return server;
}

/** Reading and changing a running site's state with WordPress's own API or SQL (also from test workers). */
export function siteTools(siteDir: string, socket: string): Pick<WordPressSite, 'php' | 'sql'> {
  return {
    php: (code) => run('php', [join(HERE, 'run-php.php'), siteDir, code], 'PHP with WordPress loaded'),
    sql: (query) =>
      run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '--batch', '--skip-column-names', 'wordpress', '-e', query], 'SQL'),
  };
}

/** Starts MariaDB and WordPress, installs a fresh site with the test doubles, and serves it. */
export async function startWordPress({
  port,
  keep = false,
  verbose = false,
  doublesDir = join(HERE, 'site'),
}: StartOptions): Promise<WordPressSite> {
  const log = (line: string) => {
    if (verbose) console.log(`[wordpress] ${line}`);
  };
  const url = `http://127.0.0.1:${port}`;
  const runDir = mkdtempSync(join(tmpdir(), 'site-client-wp-'));
  const siteDir = join(runDir, 'site');
  const started: ChildProcess[] = [];
  const stop = async () => {
    for (const child of started.reverse()) await stopProcess(child);
    if (!keep) rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const { socket, server: database } = await startDatabase(runDir, log);
    started.push(database);
    log('copying WordPress');
    prepareSiteFiles(siteDir, doublesDir, url, socket, runDir);
    log('installing the site');
    const siteData = join(runDir, 'site-data.json');
    writeSiteData(siteData);
    run(
      'php',
      [join(HERE, 'install.php'), siteDir, ADMIN.user, ADMIN.password, ADMIN.email, join(doublesDir, 'setup-content.php'), siteData],
      'installing WordPress',
    );
    log(`serving ${url}`);
    started.push(await startPhpServer(siteDir, port, runDir));
    return {
      url,
      runDir,
      siteDir,
      socket,
      ...siteTools(siteDir, socket),
      stop,
    };
  } catch (caught) {
    await stop();
    throw caught;
  }
}
