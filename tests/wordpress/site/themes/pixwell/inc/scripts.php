<?php
/**
 * The theme's styles and scripts, registered as Pixwell 9.2 registers them (functions.php:
 * handles, sources under assets/, dependencies, versions, footer flags), and its two globals:
 * `pixwellParams` (localized on `pixwell-global` while enqueueing) and `themeSettings` (localized
 * on the same handle during `wp_head`, so both print in one footer block). The files are stand-ins
 * that only record that they ran.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_enqueue_scripts', 'pixwell_register_script_frontend', 10 );
add_action( 'wp_head', 'pixwell_script_settings' );

if ( ! function_exists( 'pixwell_register_script_frontend' ) ) {
	/**
	 * Styles and scripts of every front-end page. `jquery-isotope` is registered by Pixwell Core
	 * first (priority 1), so the theme's own copy is never used, as on the live sites; `imagesloaded`
	 * is WordPress's.
	 */
	function pixwell_register_script_frontend() {
		if ( is_admin() ) {
			return;
		}

		wp_enqueue_style( 'pixwell-main', get_theme_file_uri( 'assets/css/main.css' ), array(), PIXWELL_THEME_VERSION, 'all' );
		if ( ! pixwell_get_option( 'disable_default_style' ) ) {
			wp_enqueue_style( 'pixwell-style', get_stylesheet_uri(), array( 'pixwell-main' ), PIXWELL_THEME_VERSION, 'all' );
		}

		wp_enqueue_script( 'html5', get_theme_file_uri( 'assets/js/html5shiv.min.js' ), array(), '3.7.3' );
		wp_script_add_data( 'html5', 'conditional', 'lt IE 9' );

		$libraries = array(
			'jquery-waypoints' => array( 'jquery.waypoints.min.js', '3.1.1' ),
			'owl-carousel'     => array( 'owl.carousel.min.js', '1.8.1' ),
			'pixwell-sticky'   => array( 'rbsticky.min.js', '1.0' ),
			'jquery-tipsy'     => array( 'jquery.tipsy.min.js', '1.0' ),
			'jquery-uitotop'   => array( 'jquery.ui.totop.min.js', 'v1.2' ),
			'jquery-isotope'   => array( 'jquery.isotope.min.js', '3.0.6' ),
		);
		foreach ( $libraries as $handle => $library ) {
			wp_enqueue_script( $handle, get_theme_file_uri( 'assets/js/' . $library[0] ), array( 'jquery' ), $library[1], true );
		}

		wp_enqueue_script(
			'pixwell-global',
			get_theme_file_uri( 'assets/js/global.js' ),
			array( 'jquery', 'imagesloaded', 'jquery-waypoints', 'owl-carousel', 'pixwell-sticky', 'jquery-tipsy', 'jquery-uitotop', 'jquery-isotope' ),
			PIXWELL_THEME_VERSION,
			true
		);
		wp_localize_script( 'pixwell-global', 'pixwellParams', array( 'ajaxurl' => admin_url( 'admin-ajax.php' ) ) );

		if ( is_singular() && comments_open() && get_option( 'thread_comments' ) ) {
			wp_enqueue_script( 'comment-reply' );
		}
	}
}

if ( ! function_exists( 'pixwell_script_settings' ) ) {
	/**
	 * `themeSettings`: the slider options as ONE JSON string inside an array (global.js reads it
	 * with $.parseJSON(themeSettings)). Flags become 0/1; an empty speed 5550, one below 1500 1500
	 * (else the option's text); the texts as set, or false; embedRes is always 0.
	 */
	function pixwell_script_settings() {
		$settings = array(
			'sliderPlay'      => pixwell_get_option( 'slider_play' ) ? 1 : 0,
			'sliderSpeed'     => pixwell_get_option( 'slider_speed' ),
			'textNext'        => pixwell_get_option( 'slider_next' ),
			'textPrev'        => pixwell_get_option( 'slider_prev' ),
			'sliderDot'       => pixwell_get_option( 'slider_dot' ) ? 1 : 0,
			'sliderAnimation' => pixwell_get_option( 'slider_animation' ) ? 1 : 0,
		);
		if ( empty( $settings['sliderSpeed'] ) ) {
			$settings['sliderSpeed'] = 5550;
		}
		if ( intval( $settings['sliderSpeed'] ) < 1500 ) {
			$settings['sliderSpeed'] = 1500;
		}
		// Key order as printed on the sites: embedRes comes last, after sliderAnimation.
		$ordered = array(
			'sliderPlay'      => $settings['sliderPlay'],
			'sliderSpeed'     => $settings['sliderSpeed'],
			'textNext'        => $settings['textNext'],
			'textPrev'        => $settings['textPrev'],
			'sliderDot'       => $settings['sliderDot'],
			'sliderAnimation' => $settings['sliderAnimation'],
			'embedRes'        => 0,
		);
		wp_localize_script( 'pixwell-global', 'themeSettings', array( wp_json_encode( $ordered ) ) );
	}
}
