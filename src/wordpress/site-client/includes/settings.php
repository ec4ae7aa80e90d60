<?php
/**
 * The settings: their defaults and how they are read.
 *
 * One option, site_client_settings:
 *
 *     array(
 *         'handles'          => array( 'pixwell-global' => true, 'pixwell-core-script' => true,
 *                                      'feedback-voting-script' => true,
 *                                      'post-views-counter-frontend' => true ),
 *         'extra_handles'    => array( 'other-handle', ... ),
 *         'replace_provider' => true,
 *         'compat_mode'      => false,
 *         'ajax_actions'     => array( 'quickFilter' => '', ... ),  // '' = the default name.
 *         'urls'             => array( 'adScriptUrl' => '', ... ),  // '' = the default address.
 *     )
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * The handles replaced by default, in the order the settings screen lists them.
 *
 * @return string[]
 */
function site_client_default_handles() {
	return array(
		'pixwell-global',
		'pixwell-core-script',
		'feedback-voting-script',
		'post-views-counter-frontend',
	);
}

/**
 * The theme's own scripts, which compatibility mode keeps on the page.
 *
 * @return string[]
 */
function site_client_theme_handles() {
	return array( 'pixwell-global', 'pixwell-core-script' );
}

/**
 * The admin-ajax action names the bundle uses by default (src/core/ajax-actions.ts), keyed by
 * their siteClientConfig.ajaxActions key.
 *
 * @return array<string, string>
 */
function site_client_default_ajax_actions() {
	return array(
		'quickFilter'    => 'pixwell_quick_filter',
		'livePagination' => 'pixwell_live_pagination',
		'liveSearch'     => 'pixwell_live_search',
		'bookmarks'      => 'rb_bookmark',
		'newsletter'     => 'rb_submit_newsletter',
		'loadReaction'   => 'rb_load_reaction',
		'addReaction'    => 'rb_add_reaction',
		'feedbackVote'   => 'my_feedback_plugin_vote',
		'postViews'      => 'pvc-check-post',
	);
}

/**
 * The addresses the bundle uses by default, keyed by their siteClientConfig key.
 *
 * @return array<string, string>
 */
function site_client_default_urls() {
	return array(
		'adScriptUrl'      => 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
		'embedProxy'       => '',
		'providerOrigin'   => 'https://news.google.com',
		'propensityOrigin' => 'https://pubads.g.doubleclick.net',
		'payOrigin'        => 'https://pay.google.com',
	);
}

/**
 * What each address setting must look like (see site_client_check_url()).
 *
 * @return array<string, string> 'url', 'prefix' or 'base', keyed like site_client_default_urls().
 */
function site_client_url_kinds() {
	return array(
		'adScriptUrl'      => 'url',
		'embedProxy'       => 'prefix',
		'providerOrigin'   => 'base',
		'propensityOrigin' => 'base',
		'payOrigin'        => 'base',
	);
}

/**
 * The settings as they are before anyone saves them.
 *
 * @return array
 */
function site_client_default_settings() {
	return array(
		'handles'          => array_fill_keys( site_client_default_handles(), true ),
		'extra_handles'    => array(),
		'replace_provider' => true,
		'compat_mode'      => false,
		'ajax_actions'     => array_fill_keys( array_keys( site_client_default_ajax_actions() ), '' ),
		'urls'             => array_fill_keys( array_keys( site_client_default_urls() ), '' ),
	);
}

/**
 * The stored settings, complete and checked again: a value of the wrong type or one that does
 * not pass validation (say, written into the database by other means) is read as its default,
 * so nothing unchecked ever reaches the page.
 *
 * @return array Same layout as site_client_default_settings().
 */
function site_client_get_settings() {
	return site_client_normalize_settings( get_option( SITE_CLIENT_SETTINGS_OPTION, array() ) );
}

/**
 * Brings any value into the settings layout, keeping only what is valid.
 *
 * @param mixed $raw The stored option.
 * @return array
 */
function site_client_normalize_settings( $raw ) {
	$settings = site_client_default_settings();
	if ( ! is_array( $raw ) ) {
		return $settings;
	}

	if ( isset( $raw['handles'] ) && is_array( $raw['handles'] ) ) {
		foreach ( site_client_default_handles() as $handle ) {
			if ( array_key_exists( $handle, $raw['handles'] ) ) {
				$settings['handles'][ $handle ] = (bool) $raw['handles'][ $handle ];
			}
		}
	}

	if ( isset( $raw['extra_handles'] ) && is_array( $raw['extra_handles'] ) ) {
		foreach ( $raw['extra_handles'] as $handle ) {
			if ( site_client_is_handle( $handle ) && SITE_CLIENT_HANDLE !== $handle && ! in_array( $handle, $settings['extra_handles'], true ) ) {
				$settings['extra_handles'][] = $handle;
			}
		}
	}

	foreach ( array( 'replace_provider', 'compat_mode' ) as $flag ) {
		if ( array_key_exists( $flag, $raw ) ) {
			$settings[ $flag ] = (bool) $raw[ $flag ];
		}
	}

	if ( isset( $raw['ajax_actions'] ) && is_array( $raw['ajax_actions'] ) ) {
		foreach ( array_keys( $settings['ajax_actions'] ) as $key ) {
			if ( isset( $raw['ajax_actions'][ $key ] ) && site_client_is_action_name( $raw['ajax_actions'][ $key ] ) ) {
				$settings['ajax_actions'][ $key ] = $raw['ajax_actions'][ $key ];
			}
		}
	}

	if ( isset( $raw['urls'] ) && is_array( $raw['urls'] ) ) {
		$kinds = site_client_url_kinds();
		foreach ( array_keys( $settings['urls'] ) as $key ) {
			if ( ! isset( $raw['urls'][ $key ] ) || ! is_string( $raw['urls'][ $key ] ) || '' === $raw['urls'][ $key ] ) {
				continue;
			}
			$checked = site_client_check_url( $raw['urls'][ $key ], $kinds[ $key ] );
			if ( ! is_wp_error( $checked ) ) {
				$settings['urls'][ $key ] = $checked;
			}
		}
	}

	return $settings;
}
