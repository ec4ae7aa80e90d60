<?php
/**
 * Which script handles the bundle replaces on this page.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * The handles to replace: the ticked default handles, the other handles listed, and (when
 * that setting is on) every registered handle whose source is the subscriptions provider's
 * client. Compatibility mode keeps the theme's two scripts, even when listed. The bundle's own
 * handle is never among them.
 *
 * @param array      $settings Settings as returned by site_client_get_settings().
 * @param WP_Scripts $scripts  The registered scripts.
 * @return string[]
 */
function site_client_replaced_handles( array $settings, WP_Scripts $scripts ) {
	$handles = array();

	foreach ( $settings['handles'] as $handle => $replace ) {
		if ( $replace ) {
			$handles[] = $handle;
		}
	}

	foreach ( $settings['extra_handles'] as $handle ) {
		$handles[] = $handle;
	}

	if ( $settings['replace_provider'] ) {
		foreach ( $scripts->registered as $handle => $dependency ) {
			if ( isset( $dependency->src ) && site_client_is_provider_script( $dependency->src ) ) {
				$handles[] = (string) $handle;
			}
		}
	}

	if ( $settings['compat_mode'] ) {
		$handles = array_diff( $handles, site_client_theme_handles() );
	}

	$handles = array_diff( $handles, array( SITE_CLIENT_HANDLE ) );

	return array_values( array_unique( $handles ) );
}

/**
 * Whether a script source is the subscriptions provider's client: host news.google.com, path
 * /swg/js/v1/swg.js or /swg/js/v1/swg-basic.js, over http(s) or protocol-relative; the query
 * does not matter.
 *
 * @param mixed $src The registered source.
 * @return bool
 */
function site_client_is_provider_script( $src ) {
	if ( ! is_string( $src ) || false === stripos( $src, 'news.google.com' ) ) {
		return false;
	}

	$parts = wp_parse_url( trim( $src ) );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || empty( $parts['path'] ) ) {
		return false;
	}

	if ( isset( $parts['scheme'] ) && ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
		return false;
	}

	return 'news.google.com' === strtolower( rtrim( $parts['host'], '.' ) )
		&& in_array( $parts['path'], array( '/swg/js/v1/swg.js', '/swg/js/v1/swg-basic.js' ), true );
}

/**
 * The theme's or plugin's folder a script's file lives in ("themes/pixwell"), or '' when it is
 * not a theme's or plugin's file (WordPress's own scripts, other hosts).
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string     $handle  The handle.
 * @return string
 */
function site_client_script_package( WP_Scripts $scripts, $handle ) {
	if ( ! isset( $scripts->registered[ $handle ] ) || ! is_string( $scripts->registered[ $handle ]->src ) ) {
		return '';
	}
	return preg_match( '#/wp-content/(themes|plugins)/([^/]+)/#', $scripts->registered[ $handle ]->src, $match ) ? $match[1] . '/' . $match[2] : '';
}

/**
 * The libraries a replaced script brought along from its own theme or plugin (Pixwell enqueues
 * Owl Carousel, Waypoints, tipsy and the others from its assets/js/ for global.js alone): its
 * dependencies, and theirs, whose files live in the same theme's or plugin's folder. They leave
 * the queue with it. Only the queue: a script still on the page that depends on one of them
 * makes WordPress print it as that script's dependency, as always; and WordPress's own scripts
 * (jQuery) are never touched, they are printed only while something still needs them.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string     $handle  The replaced handle.
 * @return string[]
 */
function site_client_own_libraries( WP_Scripts $scripts, $handle ) {
	$package = site_client_script_package( $scripts, $handle );
	if ( '' === $package ) {
		return array();
	}
	$own     = array();
	$pending = (array) $scripts->registered[ $handle ]->deps;
	while ( $pending ) {
		$dep = array_shift( $pending );
		if ( in_array( $dep, $own, true ) || site_client_script_package( $scripts, $dep ) !== $package ) {
			continue;
		}
		$own[]   = $dep;
		$pending = array_merge( $pending, (array) $scripts->registered[ $dep ]->deps );
	}
	return $own;
}
