<?php
/**
 * Plugin Name: Post Views Counter
 * Description: TEST DOUBLE of Post Views Counter 1.7.0 for the site client's WordPress test stage: enqueues the real plugin's front-end script (post-views-counter-frontend, in the head, with pvcArgsFrontend as an inline script before it) on countable posts, and counts views as the real plugin does through admin-ajax (pvc-check-post) and its REST route (post-views-counter/view-post/{id}), with the visitor's cookie data. Views are counted in post meta, not in the plugin's table. Its script implements nothing. Not the real plugin; see tests/wordpress/site/README.md.
 * Version: 1.7.0
 * Requires PHP: 8.0
 * Text Domain: post-views-counter
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'POST_VIEWS_COUNTER_URL', plugins_url( '', __FILE__ ) );
define( 'POST_VIEWS_COUNTER_PATH', plugin_dir_path( __FILE__ ) );

require_once POST_VIEWS_COUNTER_PATH . 'includes/class-counter.php';
require_once POST_VIEWS_COUNTER_PATH . 'includes/class-frontend.php';

/** The plugin: its settings (as stored by the real one) and its two parts. */
final class Post_Views_Counter {

	/** The real plugin's defaults of the settings this double reads. */
	const DEFAULTS = array(
		'post_types_count'    => array( 'post' ),
		'data_storage'        => 'cookies',
		'counter_mode'        => 'php',
		'time_between_counts' => array(
			'number' => 24,
			'type'   => 'hours',
		),
		'exclude'             => array(
			'groups' => array(),
			'roles'  => array(),
		),
		'exclude_ips'         => array(),
	);

	/** Plugin version. */
	const VERSION = '1.7.0';

	/**
	 * Post meta holding a post's total views (the real plugin counts in its table {prefix}post_views).
	 */
	const VIEWS_META = 'post_views_counter_total';

	/** @var Post_Views_Counter|null */
	private static $instance = null;

	/** @var Post_Views_Counter_Counter */
	public $counter;

	/** @var Post_Views_Counter_Frontend */
	public $frontend;

	/** @return Post_Views_Counter */
	public static function instance() {
		if ( null === self::$instance ) {
			self::$instance           = new self();
			self::$instance->counter  = new Post_Views_Counter_Counter();
			self::$instance->frontend = new Post_Views_Counter_Frontend();
		}
		return self::$instance;
	}

	/**
	 * The general settings (option `post_views_counter_settings_general` over the defaults), read
	 * when asked: a page may be served with other values (the theme double's fixture options).
	 *
	 * @return array
	 */
	public function general() {
		$stored = get_option( 'post_views_counter_settings_general', array() );
		return array_merge( self::DEFAULTS, is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Whether the site answers a counter mode. The real plugin answers only its `counter_mode`;
	 * this one WordPress serves both the radio's article (mode `js`) and its REST variant, so the
	 * modes listed in the option `post_views_counter_double_extra_modes` are answered as well.
	 *
	 * @param string $mode `php`, `js` or `rest_api`.
	 * @return bool
	 */
	public function answers_mode( $mode ) {
		$extra = get_option( 'post_views_counter_double_extra_modes', array() );
		return $this->general()['counter_mode'] === $mode || ( is_array( $extra ) && in_array( $mode, $extra, true ) );
	}
}

/**
 * The plugin's instance.
 *
 * @return Post_Views_Counter
 */
function Post_Views_Counter() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName -- the real plugin's name.
	return Post_Views_Counter::instance();
}

/**
 * A post's total views.
 *
 * @param int $post_id Post id (0: the current post).
 * @return int
 */
function pvc_get_post_views( $post_id = 0 ) {
	$post_id = $post_id ? (int) $post_id : (int) get_the_ID();
	return (int) get_post_meta( $post_id, Post_Views_Counter::VIEWS_META, true );
}

Post_Views_Counter();
