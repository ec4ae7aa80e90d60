<?php
/**
 * Uninstall: removes the plugin's two options, which is all it ever writes to the database.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

$site_client_options = array( 'site_client_settings', 'site_client_dependents' );

if ( is_multisite() ) {
	$site_client_offset = 0;
	do {
		$site_client_site_ids = get_sites(
			array(
				'fields' => 'ids',
				'number' => 100,
				'offset' => $site_client_offset,
			)
		);
		foreach ( $site_client_site_ids as $site_client_site_id ) {
			switch_to_blog( $site_client_site_id );
			foreach ( $site_client_options as $site_client_option ) {
				delete_option( $site_client_option );
			}
			restore_current_blog();
		}
		$site_client_offset += 100;
	} while ( 100 === count( $site_client_site_ids ) );

	foreach ( $site_client_options as $site_client_option ) {
		delete_site_option( $site_client_option );
	}
} else {
	foreach ( $site_client_options as $site_client_option ) {
		delete_option( $site_client_option );
	}
}
