<?php
/**
 * Plugin Name: Feedback Voting
 * Description: TEST DOUBLE of Feedback Voting 1.16.5 for the site client's WordPress test stage: enqueues the real plugin's script (feedback-voting-script with feedbackVoting) on every page as the real plugin does, and answers its admin-ajax action my_feedback_plugin_vote with the real nonce check. Votes are stored in options, not in the plugin's table. Its script implements nothing. Not the real plugin; see tests/wordpress/site/README.md.
 * Version: 1.16.5
 * Requires PHP: 8.0
 * Text Domain: feedback-voting
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'FEEDBACK_VOTING_VERSION', '1.16.5' );
define( 'FEEDBACK_VOTING_PLUGIN_DIR', plugin_dir_path( __FILE__ ) );
define( 'FEEDBACK_VOTING_PLUGIN_URL', plugin_dir_url( __FILE__ ) );

require_once FEEDBACK_VOTING_PLUGIN_DIR . 'includes/class-my-feedback-plugin-ajax.php';

add_action( 'plugins_loaded', 'feedback_voting_init' );
add_action( 'wp_enqueue_scripts', 'feedback_voting_enqueue_scripts' );

/** The AJAX handler, created once the plugins are loaded (as the real plugin does). */
function feedback_voting_init() {
	new My_Feedback_Plugin_Ajax();
}

/**
 * Styles and the script of every front-end page (the real plugin does not look for its shortcode
 * first). The script is in the footer; `feedbackVoting` holds strings only (wp_localize_script):
 * the admin-ajax URL, the options `feedback_voting_enable_feedback_field` (default "1") and
 * `feedback_voting_prevent_multiple` (default "0"), a nonce of the action
 * `feedback_nonce_action` and the thank-you text. Versions are the files' modification times.
 */
function feedback_voting_enqueue_scripts() {
	wp_enqueue_style( 'dashicons' );
	wp_enqueue_style( 'wp-block-library' );

	$css = FEEDBACK_VOTING_PLUGIN_DIR . 'css/style.css';
	$js  = FEEDBACK_VOTING_PLUGIN_DIR . 'js/script.js';
	wp_enqueue_style( 'feedback-voting-style', FEEDBACK_VOTING_PLUGIN_URL . 'css/style.css', array(), file_exists( $css ) ? filemtime( $css ) : FEEDBACK_VOTING_VERSION );

	$primary = get_option( 'feedback_voting_primary_color', '#0073aa' );
	$rules   = array(
		'--fv-primary'            => $primary,
		'--fv-button-color'       => get_option( 'feedback_voting_button_color', $primary ),
		'--fv-button-hover-color' => get_option( 'feedback_voting_button_hover_color', '#005b8d' ),
		'--fv-border-radius'      => get_option( 'feedback_voting_border_radius', '9999px' ),
		'--fv-container-radius'   => get_option( 'feedback_voting_container_radius', '6rem' ),
		'--fv-score-radius'       => get_option( 'feedback_voting_score_radius', '6px' ),
		'--fv-text-color'         => get_option( 'feedback_voting_text_color', '#1b1c1c' ),
		'--fv-box-width'          => absint( get_option( 'feedback_voting_box_width', 100 ) ) . '%',
	);
	$css_vars = '';
	foreach ( $rules as $name => $value ) {
		$css_vars .= $name . ':' . $value . ';';
	}
	wp_add_inline_style( 'feedback-voting-style', ':root{' . $css_vars . '}' );

	wp_enqueue_script( 'feedback-voting-script', FEEDBACK_VOTING_PLUGIN_URL . 'js/script.js', array( 'jquery' ), file_exists( $js ) ? filemtime( $js ) : FEEDBACK_VOTING_VERSION, true );
	wp_localize_script(
		'feedback-voting-script',
		'feedbackVoting',
		array(
			'ajaxUrl'             => admin_url( 'admin-ajax.php' ),
			'enableFeedbackField' => get_option( 'feedback_voting_enable_feedback_field', '1' ),
			'preventMultiple'     => get_option( 'feedback_voting_prevent_multiple', '0' ),
			'nonce'               => wp_create_nonce( 'feedback_nonce_action' ),
			'thankYouMsg'         => get_option( 'feedback_voting_thankyou_text', 'Vielen Dank für Ihr Feedback! Jede Antwort hilft uns, uns zu verbessern.' ),
		)
	);
}
