<?php
/**
 * The report of scripts that depended on a replaced script.
 *
 * Option site_client_dependents (not autoloaded): dependent handle => the replaced handles it
 * depended on, e.g. array( 'my-slider' => array( 'pixwell-global' ) ). Front-end pages add
 * what they find; the option is written only when that adds something. Saving the settings and
 * deactivating the plugin clear it, so it only ever names what pages showed since.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stored report, with anything that is not a pair of handles left out.
 *
 * @return array<string, string[]>
 */
function site_client_get_dependents_report() {
	$stored = get_option( SITE_CLIENT_DEPENDENTS_OPTION, array() );
	$report = array();
	if ( ! is_array( $stored ) ) {
		return $report;
	}
	foreach ( $stored as $dependent => $replaced ) {
		if ( ! site_client_is_handle( (string) $dependent ) || ! is_array( $replaced ) ) {
			continue;
		}
		$handles = array_values( array_unique( array_filter( $replaced, 'site_client_is_handle' ) ) );
		if ( $handles ) {
			$report[ (string) $dependent ] = $handles;
		}
	}
	return $report;
}

/**
 * Adds what a page found to the report, writing the option only when that changes it.
 *
 * @param array<string, string[]> $dependents Dependent handle => replaced handles.
 */
function site_client_record_dependents( array $dependents ) {
	$report = site_client_get_dependents_report();
	$merged = $report;
	foreach ( $dependents as $dependent => $replaced ) {
		$known                = isset( $merged[ $dependent ] ) ? $merged[ $dependent ] : array();
		$merged[ $dependent ] = array_values( array_unique( array_merge( $known, $replaced ) ) );
	}
	if ( $merged !== $report ) {
		update_option( SITE_CLIENT_DEPENDENTS_OPTION, $merged, false );
	}
}

/**
 * Clears the report when the settings are saved ('pre_update_option_site_client_settings'): what
 * is replaced may have changed, and the pages fill it again with what is still true.
 *
 * @param mixed $value The new settings, returned unchanged.
 * @return mixed
 */
function site_client_reset_dependents_on_save( $value ) {
	delete_option( SITE_CLIENT_DEPENDENTS_OPTION );
	return $value;
}
