<?php
/**
 * The siteClientConfig global the bundle reads.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * The siteClientConfig keys whose setting differs from the bundle's default.
 *
 * @param array $settings Settings as returned by site_client_get_settings().
 * @return array Keys ajaxActions, adScriptUrl, embedProxy, providerOrigin, propensityOrigin,
 *               payOrigin, each only when it differs from the default; empty when none does.
 */
function site_client_client_config( array $settings ) {
	$config = array();

	$actions = array();
	foreach ( site_client_default_ajax_actions() as $key => $default ) {
		$name = isset( $settings['ajax_actions'][ $key ] ) ? $settings['ajax_actions'][ $key ] : '';
		if ( '' !== $name && $default !== $name && site_client_is_action_name( $name ) ) {
			$actions[ $key ] = $name;
		}
	}
	if ( $actions ) {
		$config['ajaxActions'] = $actions;
	}

	foreach ( site_client_default_urls() as $key => $default ) {
		$url = isset( $settings['urls'][ $key ] ) ? $settings['urls'][ $key ] : '';
		if ( '' !== $url && $default !== $url ) {
			$config[ $key ] = $url;
		}
	}

	return $config;
}

/**
 * The inline script that defines siteClientConfig, or '' when there is nothing to say.
 *
 * JSON_HEX_TAG turns every "<" and ">" into \u003C and \u003E, so no value can close the
 * <script> element or open a comment in it; JSON_HEX_AMP, JSON_HEX_APOS and JSON_HEX_QUOT do
 * the same for the other characters HTML gives a meaning.
 *
 * @param array $config As returned by site_client_client_config().
 * @return string
 */
function site_client_client_config_script( array $config ) {
	if ( empty( $config ) ) {
		return '';
	}

	$json = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
	if ( false === $json ) {
		return '';
	}

	return 'var siteClientConfig = ' . $json . ';';
}
