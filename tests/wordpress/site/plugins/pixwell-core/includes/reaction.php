<?php
/**
 * Reactions, as Pixwell Core 9.2's includes/reaction.php stores and answers them (`$_POST`, no
 * nonce). The post meta `rb_reaction_data` of the post `uid` maps each reaction name to the
 * visitors who gave it: a logged-in user by id, anyone else by IP address with its last part
 * masked (`127.0.0.x`; the first of the Client-IP, X-Forwarded-For, X-Forwarded,
 * Forwarded-For, Forwarded headers, else the connection's address).
 *
 * - `rb_load_reaction`: `""` without a `uid`; else the list of this visitor's reactions (only the
 *   first in unique mode, theme option `unique_reaction`).
 * - `rb_add_reaction`: `""` when `uid`, `reaction` or `push` is empty (PHP's empty(): "0" too);
 *   else adds (push > 0) or removes the visitor's reaction and answers `true`, or `2` in unique mode
 *   (the visitor's other reactions of the post are removed first). Nothing else is checked: any
 *   reaction name and any uid are stored as sent.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_ajax_nopriv_rb_add_reaction', 'rb_add_reaction' );
add_action( 'wp_ajax_rb_add_reaction', 'rb_add_reaction' );
add_action( 'wp_ajax_nopriv_rb_load_reaction', 'rb_load_user_reaction' );
add_action( 'wp_ajax_rb_load_reaction', 'rb_load_user_reaction' );

if ( ! function_exists( 'rb_get_user_ip' ) ) {
	/**
	 * The visitor's masked address: IPv4 `a.b.c.x`, IPv6 with the last two groups `xxxx:xxxx`;
	 * `127.0.0.1` when the address found is not one.
	 *
	 * @return string
	 */
	function rb_get_user_ip() {
		$address = '';
		foreach ( array( 'HTTP_CLIENT_IP', 'HTTP_X_FORWARDED_FOR', 'HTTP_X_FORWARDED', 'HTTP_FORWARDED_FOR', 'HTTP_FORWARDED' ) as $header ) {
			$value = getenv( $header );
			if ( ! $value && ! empty( $_SERVER[ $header ] ) ) {
				$value = $_SERVER[ $header ]; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			}
			if ( $value ) {
				$address = $value;
				break;
			}
		}
		if ( '' === $address ) {
			$address = isset( $_SERVER['REMOTE_ADDR'] ) ? $_SERVER['REMOTE_ADDR'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		}
		if ( ! filter_var( $address, FILTER_VALIDATE_IP ) ) {
			return '127.0.0.1';
		}
		return strpos( $address, '.' ) ? preg_replace( '~[0-9]+$~', 'x', $address ) : preg_replace( '~[0-9]*:[0-9]+$~', 'xxxx:xxxx', $address );
	}
}

/**
 * Who the visitor is for the reaction data: the user id when logged in, else the masked address.
 *
 * @return int|string
 */
function rb_reaction_visitor() {
	$user = get_current_user_id();
	return $user ? $user : rb_get_user_ip();
}

if ( ! function_exists( 'rb_load_user_reaction' ) ) {
	/** `rb_load_reaction`. */
	function rb_load_user_reaction() {
		// phpcs:disable WordPress.Security.NonceVerification -- the plugin checks no nonce.
		if ( empty( $_POST['uid'] ) ) {
			wp_send_json( '', null );
		}
		$uid = esc_attr( $_POST['uid'] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		// phpcs:enable
		$visitor  = rb_reaction_visitor();
		$data     = get_post_meta( (int) $uid, 'rb_reaction_data', true );
		$response = array();
		if ( is_array( $data ) ) {
			foreach ( $data as $reaction => $visitors ) {
				if ( is_array( $visitors ) && in_array( $visitor, $visitors ) ) { // phpcs:ignore WordPress.PHP.StrictInArray -- an id may be stored as a string.
					$response[] = $reaction;
					if ( pixwell_core_option( 'unique_reaction' ) ) {
						break;
					}
				}
			}
		}
		wp_send_json( $response, null );
	}
}

if ( ! function_exists( 'rb_add_reaction' ) ) {
	/** `rb_add_reaction`. */
	function rb_add_reaction() {
		// phpcs:disable WordPress.Security.NonceVerification, WordPress.Security.ValidatedSanitizedInput -- as the plugin.
		if ( empty( $_POST['uid'] ) || empty( $_POST['reaction'] ) || empty( $_POST['push'] ) ) {
			wp_send_json( '', null );
		}
		$uid      = esc_attr( $_POST['uid'] );
		$reaction = esc_attr( $_POST['reaction'] );
		$push     = esc_attr( $_POST['push'] );
		// phpcs:enable
		$visitor = rb_reaction_visitor();
		$unique  = pixwell_core_option( 'unique_reaction' );
		$data    = get_post_meta( (int) $uid, 'rb_reaction_data', true );
		if ( ! is_array( $data ) ) {
			$data = array();
		}
		if ( empty( $data[ $reaction ] ) || ! is_array( $data[ $reaction ] ) ) {
			$data[ $reaction ] = array();
		}
		if ( $unique ) {
			foreach ( $data as $name => $visitors ) {
				if ( $name !== $reaction ) {
					$data[ $name ] = array_diff( (array) $visitors, array( $visitor ) );
				}
			}
		}
		if ( $push > 0 ) {
			$data[ $reaction ][] = $visitor;
			$data[ $reaction ]   = array_unique( $data[ $reaction ] );
		} else {
			$key = array_search( $visitor, $data[ $reaction ] ); // phpcs:ignore WordPress.PHP.StrictInArray
			if ( false !== $key ) {
				unset( $data[ $reaction ][ $key ] );
			}
		}
		update_post_meta( (int) $uid, 'rb_reaction_data', $data );
		wp_send_json( $unique ? 2 : true, null );
	}
}
