<?php
/**
 * Installs a fresh WordPress site, as wp-admin/install.php would, then runs the test doubles'
 * set-up (content, theme, plugins). Run by wordpress-site.ts through PHP's CLI:
 * php install.php SITE_DIR ADMIN_USER ADMIN_PASSWORD ADMIN_EMAIL SETUP_SCRIPT SITE_DATA
 *
 * @package SiteClientTests
 */

if ( 'cli' !== PHP_SAPI || $argc < 7 ) {
	fwrite( STDERR, "usage: php install.php SITE_DIR USER PASSWORD EMAIL SETUP_SCRIPT SITE_DATA\n" );
	exit( 2 );
}

list( , $site_dir, $admin_user, $admin_password, $admin_email, $setup_script, $site_data ) = $argv;

// The mocks' archive as JSON (site-data.ts), read by the set-up script.
define( 'SITE_CLIENT_SITE_DATA', $site_data );

// What a web request would have set; WordPress reads them while it installs.
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';

define( 'WP_INSTALLING', true );
require $site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$site_client_result = wp_install( 'Site client test', $admin_user, $admin_email, false, '', wp_slash( $admin_password ) );
if ( is_wp_error( $site_client_result ) || empty( $site_client_result['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}

// Pretty permalinks, as the live sites have them (the router sends every path to index.php).
update_option( 'permalink_structure', '/%postname%/' );
flush_rewrite_rules( true );

wp_set_current_user( $site_client_result['user_id'] );
require $setup_script;
echo "installed\n";
