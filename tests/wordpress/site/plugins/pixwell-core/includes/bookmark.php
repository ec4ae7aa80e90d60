<?php
/**
 * Bookmarks ("read it later"), as Pixwell Core 9.2's includes/bookmark.php answers them:
 * `rb_bookmark` with `ids[]=…` (`$_POST`, no nonce) answers the theme's list of those published
 * posts as one JSON string (`""` when none of the ids is one); without an `ids` list (missing,
 * empty or not an array) the theme's empty block.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_ajax_nopriv_rb_bookmark', 'pixwell_bookmark_list' );
add_action( 'wp_ajax_rb_bookmark', 'pixwell_bookmark_list' );

if ( ! function_exists( 'pixwell_bookmark_list' ) ) {
	/** `rb_bookmark`. */
	function pixwell_bookmark_list() {
		if ( empty( $_POST['ids'] ) || ! is_array( $_POST['ids'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification -- the plugin checks no nonce.
			pixwell_bookmark_list_empty();
		}
		$ids      = array_map( 'absint', $_POST['ids'] ); // phpcs:ignore WordPress.Security
		$response = '';
		if ( function_exists( 'pixwell_render_bookmark_list' ) ) {
			ob_start();
			pixwell_render_bookmark_list( $ids );
			$response = ob_get_clean();
		}
		wp_send_json( $response, null );
	}
}

if ( ! function_exists( 'pixwell_bookmark_list_empty' ) ) {
	/** The theme's block for an empty list. */
	function pixwell_bookmark_list_empty() {
		$text = function_exists( 'pixwell_translate' ) ? 'pixwell_translate' : 'strval';
		wp_send_json(
			'<div class="bookmark-empty"><div class="bookmark-empty-icon"><i class="rbi rbi-warning"></i></div>'
			. '<h6 class="h3">' . esc_html( $text( 'nothing_found' ) ) . '</h6>'
			. '<p>' . esc_html( $text( 'bookmark_empty' ) ) . '</p></div>',
			null
		);
	}
}
