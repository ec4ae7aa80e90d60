<?php
/**
 * Admin notices: scripts that depended on a replaced script, and a missing bundle file.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the current screen is one that shows the plugin's notices: the dashboard, the
 * plugins screen and the plugin's settings screen.
 *
 * @return bool
 */
function site_client_is_notice_screen() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	return $screen instanceof WP_Screen
		&& in_array( $screen->id, array( 'dashboard', 'plugins', 'settings_page_' . SITE_CLIENT_PAGE ), true );
}

/**
 * Prints the notices ('admin_notices').
 */
function site_client_admin_notices() {
	if ( ! current_user_can( 'manage_options' ) || ! site_client_is_notice_screen() ) {
		return;
	}

	if ( ! site_client_bundle_exists() ) {
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			sprintf(
				/* translators: %s: the bundle's file name. */
				esc_html__( 'Site client: the bundle file %s is missing from the plugin folder. Until it is there, Site client loads nothing and replaces no script.', 'site-client' ),
				'<code>site-client.user.js</code>'
			)
		);
	}

	$report = site_client_get_dependents_report();
	if ( ! $report ) {
		return;
	}

	echo '<div class="notice notice-warning"><p><strong>' . esc_html__( 'Site client', 'site-client' ) . '</strong></p><ul class="ul-disc">';
	foreach ( $report as $dependent => $replaced_handles ) {
		foreach ( $replaced_handles as $replaced ) {
			echo '<li>';
			printf(
				/* translators: 1: the dependent script's handle, 2: the replaced script's handle. */
				esc_html__( 'The script %1$s depends on %2$s, which Site client replaces. It now loads after Site client; check that it still works, or stop replacing %2$s.', 'site-client' ),
				'<code>' . esc_html( $dependent ) . '</code>',
				'<code>' . esc_html( $replaced ) . '</code>'
			);
			echo '</li>';
		}
	}
	echo '</ul><p>' . esc_html__( 'This list is gathered from the pages visitors open. Saving the Site client settings clears it; pages where a script still depends on a replaced one add it again.', 'site-client' ) . '</p></div>';
}
