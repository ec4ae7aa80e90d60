<?php
/**
 * Validation of handles, action names and addresses.
 *
 * The rules mirror what the bundle itself accepts (src/core/ajax-actions.ts,
 * src/core/embed-sources.ts, src/subscriptions/provider-settings.ts,
 * src/theme/forms/adblock-rules.ts, src/subscriptions/payments/pay-urls.ts) or are stricter,
 * so a value the settings screen accepts is never one the bundle ignores.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a value is a script handle the settings accept.
 *
 * @param mixed $value The value.
 * @return bool
 */
function site_client_is_handle( $value ) {
	return is_string( $value ) && 1 === preg_match( '/^[a-zA-Z0-9_.\-]+$/', $value );
}

/**
 * Whether a value is an admin-ajax action name the bundle accepts: 1 to 100 letters, digits,
 * underscores or hyphens, as in src/core/ajax-actions.ts.
 *
 * @param mixed $value The value.
 * @return bool
 */
function site_client_is_action_name( $value ) {
	return is_string( $value ) && 1 === preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $value );
}

/**
 * Checks an address and returns it in the form that is stored and printed.
 *
 * Every kind must be an absolute http:// or https:// address made of URL characters only (no
 * spaces, quotes, angle brackets or backslashes), with a valid host name or IP address, an
 * optional port and no user name or password. Then:
 * - 'url' (the ad script): a path, query and fragment are allowed;
 * - 'prefix' (the video player proxy): no query or fragment, and the path ends with "/";
 * - 'base' (the provider, propensity and payment origins): no query or fragment; the
 *   trailing slashes are dropped, as the bundle drops them.
 * The scheme and the host are stored in lower case.
 *
 * @param string $value The address as entered.
 * @param string $kind  'url', 'prefix' or 'base'.
 * @return string|WP_Error The address, or why it is not accepted.
 */
function site_client_check_url( $value, $kind ) {
	$value = trim( (string) $value );

	if ( strlen( $value ) > 2000 ) {
		return new WP_Error( 'site_client_url_length', __( 'it is longer than 2000 characters', 'site-client' ) );
	}

	if ( 1 !== preg_match( '#^(https?)://([^/?\#]*)(.*)$#is', $value, $parts ) ) {
		return new WP_Error( 'site_client_url_scheme', __( 'it is not an absolute address starting with http:// or https://', 'site-client' ) );
	}

	// URL characters only: this leaves out spaces, quotes, angle brackets, backslashes and braces.
	if ( 1 === preg_match( '/[^A-Za-z0-9\-._~:\/?#\[\]@!$&()*+,;=%]/', $value ) ) {
		return new WP_Error( 'site_client_url_characters', __( 'it contains characters that do not belong in an address (such as spaces, quotes, angle brackets or backslashes)', 'site-client' ) );
	}

	if ( 1 === preg_match( '/%(?![0-9A-Fa-f]{2})/', $value ) ) {
		return new WP_Error( 'site_client_url_percent', __( 'it contains a "%" that is not followed by two hexadecimal digits', 'site-client' ) );
	}

	$scheme    = strtolower( $parts[1] );
	$authority = $parts[2];
	$rest      = $parts[3];

	if ( false !== strpos( $authority, '@' ) ) {
		return new WP_Error( 'site_client_url_userinfo', __( 'it contains a user name or password', 'site-client' ) );
	}

	$host = site_client_check_host( $authority );
	if ( null === $host ) {
		return new WP_Error( 'site_client_url_host', __( 'its host name or port is not valid', 'site-client' ) );
	}

	if ( false !== strpbrk( $rest, '[]' ) ) {
		return new WP_Error( 'site_client_url_characters', __( 'it contains characters that do not belong in an address (such as spaces, quotes, angle brackets or backslashes)', 'site-client' ) );
	}

	// Browsers resolve "." and ".." segments, so the address would not be the one stored.
	$path = preg_replace( '/[?#].*$/s', '', $rest );
	if ( 1 === preg_match( '#/(?:\.|%2e){1,2}(?:/|$)#i', $path ) ) {
		return new WP_Error( 'site_client_url_dots', __( 'its path contains "." or ".." segments', 'site-client' ) );
	}

	if ( 'url' !== $kind && false !== strpbrk( $rest, '?#' ) ) {
		return new WP_Error( 'site_client_url_query', __( 'it must not have a query (?…) or a fragment (#…)', 'site-client' ) );
	}

	if ( 'prefix' === $kind && '/' !== substr( $rest, -1 ) ) {
		return new WP_Error( 'site_client_url_slash', __( 'it must end with "/"', 'site-client' ) );
	}

	if ( 'base' === $kind ) {
		$rest = rtrim( $rest, '/' );
	}

	return $scheme . '://' . $host . $rest;
}

/**
 * Checks the host part of an address (host name, IPv4 or bracketed IPv6 address, optional
 * port) and returns it with the host name in lower case.
 *
 * @param string $authority The part between "//" and the path.
 * @return string|null The host part, or null when it is not valid.
 */
function site_client_check_host( $authority ) {
	$label = '[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?';
	if ( 1 !== preg_match( '/^(\[[0-9A-Fa-f:.]+\]|' . $label . '(?:\.' . $label . ')*\.?)(?::([0-9]{1,5}))?$/', $authority, $parts ) ) {
		return null;
	}

	$host = strtolower( $parts[1] );
	$port = isset( $parts[2] ) ? $parts[2] : '';

	if ( '[' === $host[0] ) {
		if ( false === filter_var( substr( $host, 1, -1 ), FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
			return null;
		}
	} else {
		// A host whose last label is a number is read as an IPv4 address by browsers: it must be one.
		$labels = explode( '.', rtrim( $host, '.' ) );
		$last   = end( $labels );
		if ( 1 === preg_match( '/^(?:[0-9]+|0x[0-9a-f]*)$/', $last ) && false === filter_var( rtrim( $host, '.' ), FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
			return null;
		}
		if ( strlen( $host ) > 253 ) {
			return null;
		}
	}

	if ( '' !== $port ) {
		if ( (int) $port < 1 || (int) $port > 65535 ) {
			return null;
		}
		return $host . ':' . $port;
	}

	return $host;
}
