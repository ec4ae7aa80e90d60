<?php
/**
 * Runs a piece of PHP with the test WordPress loaded, as its admin: the tests read and change
 * the site's state with WordPress's own API. php run-php.php SITE_DIR CODE
 *
 * @package SiteClientTests
 */

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	fwrite( STDERR, "usage: php run-php.php SITE_DIR CODE\n" );
	exit( 2 );
}

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_set_current_user( 1 );
eval( $argv[2] ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- test tool: the tests' own code.
