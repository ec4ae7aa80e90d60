<?php
/**
 * Where the handed-over texts go: in front of the bundle, as "before" inline scripts of
 * site-client while it is still to print, else in a script element of their own right away
 * (includes/hand-over.php says when each moment comes).
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * Moves what was added to the given handed-over scripts since the last move in front of the
 * bundle: as "before" inline scripts of site-client while it is still to print, else printed
 * here and now.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string[]   $handles Handed-over handles, in hand-over order.
 */
function site_client_deliver( WP_Scripts $scripts, array $handles ) {
	$pieces = site_client_collect_pieces( $scripts, $handles );
	if ( ! $pieces ) {
		return;
	}

	if ( isset( $scripts->registered[ SITE_CLIENT_HANDLE ] ) && ! in_array( SITE_CLIENT_HANDLE, $scripts->done, true ) ) {
		foreach ( $pieces as $piece ) {
			// WP_Scripts::add_inline_script() itself, so each text arrives exactly as it was added.
			$scripts->add_inline_script( SITE_CLIENT_HANDLE, $piece, 'before' );
		}
		return;
	}

	echo site_client_handover_tag( $pieces ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- script text handed over as WordPress would have printed it.
}

/**
 * The last chance ('script_loader_tag' of the bundle): data still waiting for the footer when
 * the bundle prints earlier (a theme's own wp_print_scripts() call in the middle of the page
 * prints the whole queue at once, footer scripts included) goes in front of the bundle's tag,
 * so that the scripts printed right after the bundle find it. In the usual order of things
 * nothing is waiting by then.
 *
 * @param string $tag    The bundle's script elements.
 * @param string $handle The script's handle.
 * @return string
 */
function site_client_flush_before_bundle( $tag, $handle ) {
	global $wp_scripts;

	if ( SITE_CLIENT_HANDLE !== $handle || ! ( $wp_scripts instanceof WP_Scripts ) ) {
		return $tag;
	}

	$state  = &site_client_hand_over_state();
	$pieces = site_client_collect_pieces( $wp_scripts, array_keys( $state['handed'] ) );

	return $pieces ? site_client_handover_tag( $pieces ) . $tag : $tag;
}

/**
 * What was added to the given handed-over scripts since the last move, in order; marks it as
 * moved.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string[]   $handles Handed-over handles, in hand-over order.
 * @return string[]
 */
function site_client_collect_pieces( WP_Scripts $scripts, array $handles ) {
	$state = &site_client_hand_over_state();

	$pieces = array();
	foreach ( $handles as $handle ) {
		if ( isset( $state['handed'][ $handle ] ) ) {
			$pieces = array_merge( $pieces, site_client_take_new_pieces( $scripts, $handle, $state['handed'][ $handle ] ) );
		}
	}
	return $pieces;
}

/**
 * A script element of its own for handed-over texts, for when the bundle has printed already
 * (or is printing): site-client-js-handover-1, -2, ...
 *
 * @param string[] $pieces The texts.
 * @return string HTML.
 */
function site_client_handover_tag( array $pieces ) {
	$state = &site_client_hand_over_state();
	++$state['printed'];
	return wp_get_inline_script_tag( implode( "\n", $pieces ), array( 'id' => SITE_CLIENT_HANDLE . '-js-handover-' . $state['printed'] ) );
}

/**
 * What a handed-over script got since the last move: the new part of its data, then its new
 * "before" and "after" inline scripts.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string     $handle  The handle.
 * @param array      $taken   What was moved so far (updated).
 * @return string[]
 */
function site_client_take_new_pieces( WP_Scripts $scripts, $handle, array &$taken ) {
	$pieces = array();

	$data = $scripts->get_data( $handle, 'data' );
	if ( is_string( $data ) && '' !== $data && $data !== $taken['data'] ) {
		// wp_localize_script() appends ("old\nnew"); anything else replaced the whole text.
		if ( '' !== $taken['data'] && 0 === strpos( $data, $taken['data'] . "\n" ) ) {
			$new = substr( $data, strlen( $taken['data'] ) + 1 );
		} else {
			$new = $data;
		}
		if ( '' !== trim( $new ) ) {
			$pieces[] = $new;
		}
		$taken['data'] = $data;
	}

	foreach ( array( 'before', 'after' ) as $position ) {
		$list = $scripts->get_data( $handle, $position );
		if ( ! is_array( $list ) ) {
			continue;
		}
		$list = array_values( $list );
		if ( count( $list ) < $taken[ $position ] ) {
			$taken[ $position ] = 0; // The list was replaced: all of it is new.
		}
		foreach ( array_slice( $list, $taken[ $position ] ) as $piece ) {
			if ( is_string( $piece ) && '' !== trim( $piece ) ) {
				$pieces[] = $piece;
			}
		}
		$taken[ $position ] = count( $list );
	}

	return $pieces;
}
