/**
 * Starts the test WordPress once for the stage and hands its whereabouts to the test workers
 * through the environment (Playwright passes what the set-up puts in process.env on to them);
 * the returned function stops it when the run ends, failed or not.
 */
import { startWordPress } from './wordpress-site';
import { WORDPRESS_PORT } from './playwright.config';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const site = await startWordPress({ port: WORDPRESS_PORT, keep: process.env.WP_KEEP === '1' });
  console.log(`[wordpress] ${site.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (folder ${site.runDir})`);
  process.env.WP_URL = site.url;
  process.env.WP_SITE_DIR = site.siteDir;
  process.env.WP_SOCKET = site.socket;
  process.env.WP_RUN_DIR = site.runDir;
  return () => site.stop();
}
