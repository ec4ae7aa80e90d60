/**
 * `npx tsx tests/wordpress/serve.ts [--port N] [--keep]`: a fresh test WordPress (the same one the
 * WordPress test stage starts) for trying things by hand. Prints its URL, the admin login and its
 * folder; Ctrl-C stops MariaDB and PHP and removes the folder (unless --keep).
 */
import { ensureDebianPackages } from '../tools/debian-packages';
import { ADMIN, startWordPress, WORDPRESS_PACKAGES } from './wordpress-site';

const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = portArg >= 0 ? Number(args[portArg + 1]) : Number(process.env.WP_PORT ?? 4290);

if (!ensureDebianPackages(WORDPRESS_PACKAGES)) process.exit(1);
const site = await startWordPress({ port, keep: args.includes('--keep'), verbose: true });
console.log(`WordPress: ${site.url}  (wp-admin: ${site.url}/wp-admin/, user ${ADMIN.user}, password ${ADMIN.password})`);
console.log(`folder: ${site.runDir}  (site files in ${site.siteDir}, logs: debug.log, php-server.log, mysqld.log)`);
const shutdown = () => {
  void site.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
