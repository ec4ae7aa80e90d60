<?php
/**
 * Router of PHP's built-in server for the test WordPress: files that exist (scripts, styles,
 * wp-admin's PHP files) are served as they are; every other path goes to WordPress's index.php,
 * as Apache's rewrite rules do for pretty permalinks.
 *
 * @package SiteClientTests
 */

$site_client_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$site_client_file = $_SERVER['DOCUMENT_ROOT'] . $site_client_path;

if ( is_file( $site_client_file ) || ( is_dir( $site_client_file ) && is_file( rtrim( $site_client_file, '/' ) . '/index.php' ) ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
