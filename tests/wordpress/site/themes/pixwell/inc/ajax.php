<?php
/**
 * The theme's admin-ajax actions, answered as Pixwell 9.2's templates/ajax.php answers them
 * (`wp_send_json( …, null )`, no nonce, fields from `$_POST`, which WordPress has slashed), and
 * the single-post infinite load's answer (`?rbsnp=1`).
 *
 * - `pixwell_live_search`: `""` for an empty `s`; else the HTML of up to 3 results as one JSON string.
 * - `pixwell_quick_filter`: `{"page_max":N,"content":"…"}`, `{"page_max":"","content":""}` when nothing matches.
 * - `pixwell_live_pagination`: `{"content":"…","page_max":N,"page_current":"2"}` (+ `notice` on the
 *   last page), `{"content":""}` past the end.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_ajax_nopriv_pixwell_live_search', 'pixwell_ajax_live_search' );
add_action( 'wp_ajax_pixwell_live_search', 'pixwell_ajax_live_search' );
add_action( 'wp_ajax_nopriv_pixwell_quick_filter', 'pixwell_ajax_quick_filter' );
add_action( 'wp_ajax_pixwell_quick_filter', 'pixwell_ajax_quick_filter' );
add_action( 'wp_ajax_nopriv_pixwell_live_pagination', 'pixwell_ajax_pagination' );
add_action( 'wp_ajax_pixwell_live_pagination', 'pixwell_ajax_pagination' );
add_action( 'init', 'pixwell_single_load_next_endpoint', 10 );
add_action( 'template_redirect', 'pixwell_single_load_next_redirect' );

if ( ! function_exists( 'pixwell_validate_variable' ) ) {
	/**
	 * A request field through sanitize_text_field: each value of an array, or the string, or ''.
	 *
	 * @param mixed $settings The field.
	 * @return array|string
	 */
	function pixwell_validate_variable( $settings ) {
		if ( is_array( $settings ) ) {
			foreach ( $settings as $key => $val ) {
				$settings[ sanitize_text_field( $key ) ] = sanitize_text_field( $val );
			}
			return $settings;
		}
		return is_string( $settings ) ? sanitize_text_field( $settings ) : '';
	}
}

if ( ! function_exists( 'pixwell_ajax_live_search' ) ) {
	/**
	 * Live search: WordPress's search over published posts (option `search_post`), 3 a page.
	 * "View all" links to the magazine's search page when there is more than one page.
	 */
	function pixwell_ajax_live_search() {
		if ( empty( $_POST['s'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification -- the theme checks no nonce.
			wp_send_json( '', null );
		}
		$input  = pixwell_validate_variable( $_POST['s'] ); // phpcs:ignore WordPress.Security
		$params = array(
			's'              => $input,
			'post_status'    => 'publish',
			'posts_per_page' => 3,
		);
		if ( pixwell_get_option( 'search_post' ) ) {
			$params['post_type'] = array( 'post' );
		}
		$query_data = new WP_Query( $params );

		if ( $query_data->have_posts() ) {
			$items = array();
			foreach ( $query_data->posts as $post ) {
				$items[] = pixwell_double_list_4_item( $post );
			}
			$inner = "<div class=\"live-search-listing rb-row\">\n" . implode( "\n", $items ) . "\n</div>";
			if ( $query_data->max_num_pages > 1 ) {
				$inner .= "\n" . '<div class="pagination-wrap live-search-more"><a href="' . PIXWELL_DOUBLE_MAGAZINE_ORIGIN . '/?s=' . pixwell_double_search_query( is_string( $input ) ? $input : '' ) . '" class="p-link live-search-submit"><span>' . pixwell_translate( 'view_all_results' ) . '</span><i class="rbi rbi-arrow-right"></i></a></div>';
			}
		} else {
			$inner = '<p class="search-not-found">' . pixwell_translate( 'no_search_result' ) . '</p>';
		}
		wp_send_json( "<div class=\"live-search-content\">\n" . $inner . "\n</div>", null );
	}
}

/**
 * The search text in a URL query, as the magazine's pages write it: percent-encoded like
 * JavaScript's encodeURIComponent, spaces as `+`.
 *
 * @param string $text Search text.
 * @return string
 */
function pixwell_double_search_query( $text ) {
	$encoded = rawurlencode( $text );
	$encoded = strtr(
		$encoded,
		array(
			'%21' => '!',
			'%27' => "'",
			'%28' => '(',
			'%29' => ')',
			'%2A' => '*',
		)
	);
	return str_replace( '%20', '+', $encoded );
}

if ( ! function_exists( 'pixwell_ajax_quick_filter' ) ) {
	/** Quick filter: page 1 of the block's query for the chosen category or tag. */
	function pixwell_ajax_quick_filter() {
		$settings = array();
		$response = array(
			'page_max' => '',
			'content'  => '',
		);
		if ( ! empty( $_POST['data'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			$settings = pixwell_validate_variable( $_POST['data'] ); // phpcs:ignore WordPress.Security
		}
		$query_data = pixwell_query( $settings );
		if ( $query_data->have_posts() ) {
			$response['page_max'] = $query_data->max_num_pages;
			$response['content']  = pixwell_ajax_get_content( is_array( $settings ) ? $settings : array(), $query_data );
			wp_reset_postdata();
		}
		wp_send_json( $response, null );
	}
}

if ( ! function_exists( 'pixwell_ajax_pagination' ) ) {
	/**
	 * Load more, infinite scroll and next/prev: page `data[page_next]` (2 when empty) of the block's
	 * query. `page_current` echoes page_next as sent (a string; the int 2 when it was empty); the
	 * last page adds the end-of-list notice, with the masonry item classes on masonry blocks.
	 * (`fw_related` blocks, which query a post's related posts, are not doubled.)
	 */
	function pixwell_ajax_pagination() {
		$settings = array();
		$response = array( 'content' => '' );
		$notice   = 'end-list';
		if ( ! empty( $_POST['data'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			$settings = pixwell_validate_variable( $_POST['data'] ); // phpcs:ignore WordPress.Security
		}
		if ( ! is_array( $settings ) ) {
			$settings = wp_parse_args( $settings );
		}
		if ( empty( $settings['page_next'] ) ) {
			$settings['page_next'] = 2;
		}
		$name = isset( $settings['name'] ) ? $settings['name'] : '';
		if ( 'ct_masonry_1' === $name ) {
			$notice .= ' ct-mh-1 ct-mh-1--width2';
		} elseif ( 'fw_masonry_1' === $name ) {
			$notice .= ' fw-mh-1 fw-mh-1--width3';
		}

		$query_data = pixwell_query( $settings, intval( $settings['page_next'] ) );
		if ( $query_data->have_posts() ) {
			$response['page_max']     = $query_data->max_num_pages;
			$response['page_current'] = $settings['page_next'];
			// Loose comparison, as the theme's: "3" is the last of 3 pages.
			if ( $response['page_current'] == $response['page_max'] ) { // phpcs:ignore Universal.Operators.StrictComparisons
				$response['notice'] = '<div class="' . $notice . '"><span class="end-list-info">' . pixwell_translate( 'end_list' ) . '</span></div>';
			}
			$response['content'] = pixwell_ajax_get_content( $settings, $query_data );
			wp_reset_postdata();
		}
		wp_send_json( $response, null );
	}
}

if ( ! function_exists( 'pixwell_single_load_next_endpoint' ) ) {
	/** The `rbsnp` query var of the single-post infinite load (option `ajax_next_post`). */
	function pixwell_single_load_next_endpoint() {
		if ( pixwell_get_option( 'ajax_next_post' ) ) {
			add_rewrite_endpoint( 'rbsnp', EP_PERMALINK );
		}
	}
}

if ( ! function_exists( 'pixwell_single_load_next_redirect' ) ) {
	/**
	 * `GET {permalink}?rbsnp=1` of a single post: the bare next-post document (no wp_head, no
	 * header or footer). The double answers the posts the fixtures have such a document for
	 * (fixtures/pages/next/); other posts get their normal page.
	 */
	function pixwell_single_load_next_redirect() {
		if ( ! pixwell_get_option( 'ajax_next_post' ) || ! is_single() || '' === (string) get_query_var( 'rbsnp' ) ) {
			return;
		}
		$file = site_client_next_post_file( get_queried_object_id() );
		if ( '' === $file ) {
			return;
		}
		site_client_print_bare_fixture( $file );
		exit;
	}
}
