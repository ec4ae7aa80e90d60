<?php
/**
 * Translations and deactivation.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * Loads the translations ('init').
 */
function site_client_load_textdomain() {
	load_plugin_textdomain( 'site-client', false, dirname( plugin_basename( SITE_CLIENT_FILE ) ) . '/languages' );
}

/**
 * Deactivation: the hand-over happens only while the plugin runs, so the replaced scripts are
 * back by themselves. Only the dependents report goes, so that no stale notice shows; the
 * settings stay for a later activation (uninstall.php removes them).
 *
 * @param bool $network_wide Whether the plugin is deactivated for the whole network.
 */
function site_client_deactivate( $network_wide = false ) {
	if ( ! is_multisite() || ! $network_wide ) {
		delete_option( SITE_CLIENT_DEPENDENTS_OPTION );
		return;
	}

	$offset = 0;
	do {
		$site_ids = get_sites(
			array(
				'fields' => 'ids',
				'number' => 100,
				'offset' => $offset,
			)
		);
		foreach ( $site_ids as $site_id ) {
			switch_to_blog( $site_id );
			delete_option( SITE_CLIENT_DEPENDENTS_OPTION );
			restore_current_blog();
		}
		$offset += 100;
	} while ( 100 === count( $site_ids ) );
}
