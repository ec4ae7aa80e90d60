<?php
/**
 * Puts the bundle on the front-end pages.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the bundle file is in the plugin folder. Without it nothing is replaced.
 *
 * @return bool
 */
function site_client_bundle_exists() {
	static $exists = null;
	if ( null === $exists ) {
		$exists = is_readable( plugin_dir_path( SITE_CLIENT_FILE ) . 'site-client.user.js' );
	}
	return $exists;
}

/**
 * Enqueues the bundle in the footer, with siteClientConfig (only the settings that differ from
 * the bundle's defaults) as its first "before" inline script, and the rule the first paint needs
 * in the head (head-style.php) ('wp_enqueue_scripts').
 */
function site_client_enqueue_bundle() {
	if ( ! site_client_bundle_exists() ) {
		return;
	}

	wp_enqueue_script( SITE_CLIENT_HANDLE, plugins_url( 'site-client.user.js', SITE_CLIENT_FILE ), array(), SITE_CLIENT_VERSION, true );
	site_client_enqueue_head_style();

	$config = site_client_client_config_script( site_client_client_config( site_client_get_settings() ) );
	if ( '' !== $config ) {
		wp_add_inline_script( SITE_CLIENT_HANDLE, $config, 'before' );
	}
}
