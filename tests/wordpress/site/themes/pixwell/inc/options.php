<?php
/**
 * The theme's options and texts, and what the list layouts read of a post.
 *
 * The real theme keeps its options in the option `pixwell_theme_options` (Redux); setup-content.php
 * writes the few this double reads. Its texts (`pixwell_translate`) are the German ones the fixture
 * sites print.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The fixture sites' addresses. Links in the AJAX answers use them, as the fixture pages and the
 * harness's mock admin-ajax do, so that the same request gets the same answer from both.
 */
const PIXWELL_DOUBLE_MAGAZINE_ORIGIN = 'https://www.magazin.example';
const PIXWELL_DOUBLE_RADIO_ORIGIN    = 'https://www.b80er.de';

/** Post meta: the CSS class of the post's gradient thumbnail (the fixtures load no images). */
const PIXWELL_DOUBLE_THUMB_META = '_pixwell_double_thumb';
/** Post meta: the path of the post's link in live search results (below the magazine's origin). */
const PIXWELL_DOUBLE_SEARCH_PATH_META = '_pixwell_double_search_path';
/**
 * Post meta: the category a post shows (`id`, `name`, `slug`) when it is not in that category's
 * term. setup-content.php keeps the magazine's categories 2–7 for the list blocks' catalogue, so
 * that the blocks' page counts printed on magazine-home stay this WordPress's (README.md).
 */
const PIXWELL_DOUBLE_CATEGORY_META = '_pixwell_double_category';

if ( ! function_exists( 'pixwell_get_option' ) ) {
	/**
	 * One theme option.
	 *
	 * @param string $name    Option key.
	 * @param mixed  $default What a missing key gives.
	 * @return mixed
	 */
	function pixwell_get_option( $name, $default = false ) {
		$settings = get_option( 'pixwell_theme_options', array() );
		return ( is_array( $settings ) && array_key_exists( $name, $settings ) ) ? $settings[ $name ] : $default;
	}
}

if ( ! function_exists( 'pixwell_translate' ) ) {
	/**
	 * The theme's text for a key, in the sites' language.
	 *
	 * `read_later_block` is not a real key: the fixtures print "Später lesen" on the magazine's list
	 * blocks and "Für später merken" everywhere else (one text in the real theme), and the double
	 * keeps both so its answers agree with the fixture pages and the mock.
	 *
	 * @param string $key Text key.
	 * @return string
	 */
	function pixwell_translate( $key ) {
		$texts = array(
			'read_later'       => 'Für später merken',
			'read_later_block' => 'Später lesen',
			'nothing_found'    => 'Nichts gefunden',
			'bookmark_empty'   => 'Du hast dir noch keine Beiträge gemerkt.',
			'end_list'         => 'Sie haben das Ende der Liste erreicht!',
			'no_search_result' => 'Leider passt nichts zu Ihren Suchbegriffen. Bitte versuchen Sie es mit anderen Stichwörtern.',
			'view_all_results' => 'ALLE ERGEBNISSE ANZEIGEN',
			'by'               => 'von ',
		);
		return isset( $texts[ $key ] ) ? $texts[ $key ] : $key;
	}
}

/**
 * A post's publication date as the theme prints it: ISO 8601 in the site's time zone, and the
 * German date text ("26. November 2020").
 *
 * @param WP_Post $post The post.
 * @return array{iso: string, text: string}
 */
function pixwell_double_post_date( $post ) {
	$months = array( 'Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember' );
	$date   = get_post_datetime( $post );
	if ( ! $date ) {
		return array(
			'iso'  => '',
			'text' => '',
		);
	}
	return array(
		'iso'  => $date->format( 'c' ),
		'text' => $date->format( 'j' ) . '. ' . $months[ (int) $date->format( 'n' ) - 1 ] . ' ' . $date->format( 'Y' ),
	);
}

/**
 * What the list layouts print of a post, read from WordPress: title, excerpt, first category,
 * author, date, thumbnail class.
 *
 * @param WP_Post $post The post.
 * @return array<string, mixed>
 */
function pixwell_double_post_fields( $post ) {
	$shown      = get_post_meta( $post->ID, PIXWELL_DOUBLE_CATEGORY_META, true );
	$categories = get_the_category( $post->ID );
	$category   = ( is_array( $categories ) && ! empty( $categories ) ) ? $categories[0] : null;
	if ( is_array( $shown ) && isset( $shown['id'], $shown['name'], $shown['slug'] ) ) {
		$category = (object) array(
			'term_id' => $shown['id'],
			'name'    => $shown['name'],
			'slug'    => $shown['slug'],
		);
	}
	$author     = get_userdata( (int) $post->post_author );
	$date       = pixwell_double_post_date( $post );
	return array(
		'id'            => (int) $post->ID,
		'title'         => $post->post_title,
		'summary'       => $post->post_excerpt,
		'date'          => $date['iso'],
		'date_text'     => $date['text'],
		'thumb'         => (string) get_post_meta( $post->ID, PIXWELL_DOUBLE_THUMB_META, true ),
		'category_id'   => $category ? (int) $category->term_id : 0,
		'category_name' => $category ? $category->name : '',
		'category_slug' => $category ? $category->slug : '',
		'author_name'   => $author ? $author->display_name : '',
		'author_slug'   => $author ? $author->user_nicename : '',
		'search_path'   => (string) get_post_meta( $post->ID, PIXWELL_DOUBLE_SEARCH_PATH_META, true ),
	);
}
