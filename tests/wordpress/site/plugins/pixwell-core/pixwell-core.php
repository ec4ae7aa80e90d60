<?php
/**
 * Plugin Name: Pixwell Core
 * Description: TEST DOUBLE of Pixwell Core 9.2 for the site client's WordPress test stage: registers the real plugin's scripts (pixwell-core-script with pixwellCoreParams and its libraries) and answers its admin-ajax actions (rb_bookmark, rb_submit_newsletter, rb_load_reaction, rb_add_reaction) as the real plugin does. Its scripts implement nothing. Not the real plugin; see tests/wordpress/site/README.md.
 * Version: 9.2
 * Requires PHP: 8.0
 * Text Domain: pixwell-core
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PIXWELL_CORE_VERSION', '9.2' );
define( 'PIXWELL_CORE_URL', plugin_dir_url( __FILE__ ) );
define( 'PIXWELL_CORE_PATH', plugin_dir_path( __FILE__ ) );

add_action( 'wp_enqueue_scripts', 'pixwell_core_enqueue', 1 );
add_action( 'wp_footer', 'pixwell_enqueue_shortcode', 1 );

if ( ! function_exists( 'pixwell_core_enqueue' ) ) {
	/**
	 * Pixwell Core's scripts, at priority 1 (before the theme's): its libraries are registered,
	 * core.js is enqueued in the footer with them as dependencies. `imagesloaded` is already
	 * WordPress's, so the plugin's copy is never used, as on the live sites. `pixwellCoreParams`
	 * holds the admin-ajax URL, plus `darkModeID` on a multisite only ('D_' + the site URL without
	 * scheme and www., slashes as underscores).
	 */
	function pixwell_core_enqueue() {
		if ( is_admin() ) {
			return;
		}
		wp_register_style( 'pixwell-shortcode', false, array(), PIXWELL_CORE_VERSION, 'all' );
		wp_register_script( 'imagesloaded', PIXWELL_CORE_URL . 'assets/imagesloaded.min.js', array( 'jquery' ), '4.1.4', true );
		wp_register_script( 'jquery-isotope', PIXWELL_CORE_URL . 'assets/jquery.isotope.min.js', array( 'jquery' ), '3.0.6', true );
		wp_register_script( 'jquery-magnific-popup', PIXWELL_CORE_URL . 'assets/jquery.mp.min.js', array( 'jquery' ), '1.1.0', true );
		wp_register_script( 'rbcookie', PIXWELL_CORE_URL . 'assets/rbcookie.min.js', array( 'jquery' ), '1.0.3', true );
		wp_enqueue_script( 'pixwell-core-script', PIXWELL_CORE_URL . 'assets/core.js', array( 'jquery', 'imagesloaded', 'jquery-isotope', 'rbcookie', 'jquery-magnific-popup' ), PIXWELL_CORE_VERSION, true );

		$params = array( 'ajaxurl' => admin_url( 'admin-ajax.php' ) );
		if ( is_multisite() ) {
			$site                 = preg_replace( '/https?:\/\/(www\.)?/', '', get_site_url() );
			$params['darkModeID'] = 'D_' . trim( str_replace( '/', '_', $site ) );
		}
		wp_localize_script( 'pixwell-core-script', 'pixwellCoreParams', $params );
	}
}

if ( ! function_exists( 'pixwell_enqueue_shortcode' ) ) {
	/** The (empty) shortcode style handle, enqueued in the footer. */
	function pixwell_enqueue_shortcode() {
		wp_enqueue_style( 'pixwell-shortcode' );
	}
}

if ( ! function_exists( 'pixwell_core_option' ) ) {
	/**
	 * A theme option (the real plugin reads them through the theme's pixwell_get_option).
	 *
	 * @param string $name Option key.
	 * @return mixed
	 */
	function pixwell_core_option( $name ) {
		if ( function_exists( 'pixwell_get_option' ) ) {
			return pixwell_get_option( $name );
		}
		$settings = get_option( 'pixwell_theme_options', array() );
		return ( is_array( $settings ) && isset( $settings[ $name ] ) ) ? $settings[ $name ] : false;
	}
}

require_once PIXWELL_CORE_PATH . 'includes/bookmark.php';
require_once PIXWELL_CORE_PATH . 'includes/reaction.php';
require_once PIXWELL_CORE_PATH . 'includes/newsletter.php';
