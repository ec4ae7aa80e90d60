<?php
/**
 * The front-end part, as Post Views Counter 1.7.0's includes/class-frontend.php: on a singular
 * page of a countable post type (setting `post_types_count`, default posts) in mode `js` or
 * `rest_api`, the script `post-views-counter-frontend` (js/frontend.js, no dependencies, in the
 * head) with `var pvcArgsFrontend = {…};` printed before it (wp_add_inline_script, wp_json_encode:
 * postID is a number, multisite false or the blog id). Mode `js` posts to admin-ajax with a nonce
 * of `pvc-check-post`; mode `rest_api` to the REST route of the post with a `wp_rest` nonce.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Styles and the counting script. */
class Post_Views_Counter_Frontend {

	/** @var array The arguments printed as pvcArgsFrontend. */
	private $script_args = array();

	/** Hooks. */
	public function __construct() {
		add_action( 'wp_enqueue_scripts', array( $this, 'wp_enqueue_scripts' ), 1 );
	}

	/** @return array */
	public function get_frontend_script_args() {
		return $this->script_args;
	}

	/** Enqueues the styles everywhere and the script on countable posts. */
	public function wp_enqueue_scripts() {
		if ( (bool) apply_filters( 'pvc_enqueue_styles', true ) ) {
			wp_enqueue_style( 'dashicons' );
			wp_enqueue_style( 'post-views-counter-frontend', POST_VIEWS_COUNTER_URL . '/css/frontend.css', array(), Post_Views_Counter::VERSION );
		}

		if ( is_preview() || is_feed() || is_trackback() || ( function_exists( 'is_favicon' ) && is_favicon() ) || is_customize_preview() ) {
			return;
		}

		$settings   = Post_Views_Counter()->general();
		$post_types = $settings['post_types_count'];
		if ( empty( $post_types ) || ! is_singular( $post_types ) ) {
			return;
		}

		$post_id = (int) get_the_ID();
		if ( ! (bool) apply_filters( 'pvc_run_check_post', true, $post_id ) ) {
			return;
		}

		$mode = $settings['counter_mode'];
		if ( ! in_array( $mode, array( 'js', 'rest_api' ), true ) ) {
			return;
		}

		wp_enqueue_script( 'post-views-counter-frontend', POST_VIEWS_COUNTER_URL . '/js/frontend.js', array(), Post_Views_Counter::VERSION, false );

		$args = array(
			'mode'        => $mode,
			'postID'      => $post_id,
			'requestURL'  => '',
			'nonce'       => '',
			'dataStorage' => $settings['data_storage'],
			'multisite'   => is_multisite() ? (int) get_current_blog_id() : false,
			'path'        => ( empty( COOKIEPATH ) || ! is_string( COOKIEPATH ) ) ? '/' : COOKIEPATH,
			'domain'      => ( empty( COOKIE_DOMAIN ) || ! is_string( COOKIE_DOMAIN ) ) ? '' : COOKIE_DOMAIN,
		);
		if ( 'rest_api' === $mode ) {
			$args['requestURL'] = rest_url( 'post-views-counter/view-post/' . $post_id );
			$args['nonce']      = wp_create_nonce( 'wp_rest' );
		} else {
			$args['requestURL'] = admin_url( 'admin-ajax.php' );
			$args['nonce']      = wp_create_nonce( 'pvc-check-post' );
		}
		$args['requestURL'] = esc_url_raw( $args['requestURL'] );

		$this->script_args = apply_filters( 'pvc_frontend_script_args', $args, 'standard' );
		wp_add_inline_script( 'post-views-counter-frontend', 'var pvcArgsFrontend = ' . wp_json_encode( $this->script_args ) . ";\n", 'before' );
	}
}
