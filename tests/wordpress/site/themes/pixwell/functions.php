<?php
/**
 * Test double of the Pixwell 9.2 theme (slug `pixwell`): the real theme's script handles and
 * localized data, its three admin-ajax actions, and the fixture pages printed for the posts and
 * pages that setup-content.php created. See README.md next to setup-content.php.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PIXWELL_THEME_VERSION', '9.2' );

require_once __DIR__ . '/inc/options.php';
require_once __DIR__ . '/inc/scripts.php';
require_once __DIR__ . '/inc/query.php';
require_once __DIR__ . '/inc/templates.php';
require_once __DIR__ . '/inc/ajax.php';
require_once __DIR__ . '/inc/fixtures.php';

add_action( 'after_setup_theme', 'pixwell_theme_setup', 1 );

// Not Pixwell's: WordPress's emoji script is left out. Where the browser lacks an emoji glyph it
// replaces the page's emoji (the reactions' titles, the review stars) with images from s.w.org,
// and the fixture pages change nothing and load nothing from other hosts.
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'wp_print_styles', 'print_emoji_styles' );

if ( ! function_exists( 'pixwell_theme_setup' ) ) {
	/**
	 * The theme supports of the real setup that change what WordPress prints. Not `title-tag`:
	 * every fixture page prints its own <title>, and a second one would follow it.
	 */
	function pixwell_theme_setup() {
		add_theme_support( 'automatic-feed-links' );
		add_theme_support( 'html5', array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'script', 'style' ) );
		add_theme_support( 'post-formats', array( 'gallery', 'video', 'audio' ) );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'responsive-embeds' );
	}
}
