<?php
/**
 * Counting, as Post Views Counter 1.7.0's includes/class-counter.php counts with cookie storage.
 *
 * The visitor's cookies `pvc_visits[0]`, `[1]` … hold `{expiry}b{postId}` pairs joined by `a`; the
 * script sends them joined by `a` as `storage_data` (`storage_type=cookies`). A post whose pair has
 * not expired is not counted again; otherwise it is counted and gets expiry = now + 24 hours
 * (setting `time_between_counts`). Expired pairs are dropped. The answer names the cookies to
 * write: `{"post_id":…,"counted":…,"storage":{"name":["pvc_visits[0]"],"value":[…],
 * "expiry":[…]},"type":"post"}` (chunks of at most 3980 bytes; every expiry is the latest pair's).
 * Storage data that is not wholly such pairs counts as no cookie; pairs with the same expiry are
 * kept once (array_unique), both as the real plugin does.
 *
 * admin-ajax `pvc-check-post` (mode `js`): fields from `$_POST` (action, id, storage_type,
 * storage_data, pvc_nonce of the action `pvc-check-post`). Anything wrong (a missing field, a bad
 * nonce, an id that is not a countable post, another storage type) ends the request with an
 * EMPTY body (status 200); the answer is echoed with wp_json_encode, so it goes out as admin-ajax's
 * text/html.
 *
 * REST `POST /wp-json/post-views-counter/view-post/{id}` (mode `rest_api`): WordPress checks the
 * X-WP-Nonce (`wp_rest`) of a cookie request; fields `storage_type` (default cookies) and
 * `storage_data` (default ""). Errors are WP_Errors with status 404.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The counter. */
class Post_Views_Counter_Counter {

	/** @var string The storage type of the request being answered. */
	private $storage_type = 'cookies';

	/** @var array What the visitor's cookies are to become. */
	private $storage = array();

	/** Hooks. */
	public function __construct() {
		add_action( 'init', array( $this, 'init_counter' ) );
	}

	/** The admin-ajax action (mode js) and the REST routes. */
	public function init_counter() {
		if ( is_admin() && ! wp_doing_ajax() ) {
			return;
		}
		if ( Post_Views_Counter()->answers_mode( 'js' ) ) {
			add_action( 'wp_ajax_pvc-check-post', array( $this, 'check_post_js' ) );
			add_action( 'wp_ajax_nopriv_pvc-check-post', array( $this, 'check_post_js' ) );
		}
		add_action( 'rest_api_init', array( $this, 'rest_api_init' ) );
	}

	/** `pvc-check-post`. */
	public function check_post_js() {
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.Security.NonceVerification -- as the real plugin.
		if ( ! isset( $_POST['action'], $_POST['id'], $_POST['storage_type'], $_POST['storage_data'], $_POST['pvc_nonce'] ) || ! wp_verify_nonce( $_POST['pvc_nonce'], 'pvc-check-post' ) ) {
			exit;
		}
		$post_id = (int) $_POST['id'];
		if ( $post_id <= 0 || ! Post_Views_Counter()->answers_mode( 'js' ) ) {
			exit;
		}
		$settings = Post_Views_Counter()->general();
		$post     = get_post( $post_id );
		if ( empty( $settings['post_types_count'] ) || empty( $post ) || ! in_array( $post->post_type, (array) $settings['post_types_count'], true ) ) {
			exit;
		}
		$storage_type = sanitize_key( $_POST['storage_type'] );
		if ( ! in_array( $storage_type, array( 'cookies', 'cookieless' ), true ) ) {
			exit;
		}
		$storage_data = $this->storage_data( $storage_type, $_POST['storage_data'] );
		// phpcs:enable

		echo wp_json_encode(
			array(
				'post_id' => $post_id,
				'counted' => null !== $this->check_post( $post_id, $storage_data ),
				'storage' => $this->storage,
				'type'    => 'post',
			)
		);
		exit;
	}

	/** The REST route of a view (and none else of the real plugin's). */
	public function rest_api_init() {
		register_rest_route(
			'post-views-counter',
			'/view-post/(?P<id>\d+)|/view-post/',
			array(
				'methods'             => array( 'POST' ),
				'callback'            => array( $this, 'check_post_rest_api' ),
				'permission_callback' => array( $this, 'view_post_permissions_check' ),
				'args'                => apply_filters(
					'pvc_rest_api_view_post_args',
					array(
						'id'           => array(
							'default'           => 0,
							'sanitize_callback' => 'absint',
						),
						'storage_type' => array( 'default' => 'cookies' ),
						'storage_data' => array( 'default' => '' ),
					)
				),
			)
		);
	}

	/**
	 * Whoever may post a view (filter `pvc_rest_api_view_post_check`, default everyone).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return bool
	 */
	public function view_post_permissions_check( $request ) {
		return (bool) apply_filters( 'pvc_rest_api_view_post_check', true, $request );
	}

	/**
	 * The REST route's callback.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array|WP_Error|WP_REST_Response
	 */
	public function check_post_rest_api( $request ) {
		$post_id = $request->get_param( 'id' );
		if ( ! Post_Views_Counter()->answers_mode( 'rest_api' ) ) {
			return new WP_Error( 'pvc_rest_api_disabled', __( 'REST API method is disabled.', 'post-views-counter' ), array( 'status' => 404 ) );
		}
		$post = get_post( $post_id );
		if ( ! $post ) {
			return new WP_Error( 'pvc_post_invalid_id', __( 'Invalid post ID.', 'post-views-counter' ), array( 'status' => 404 ) );
		}
		$post_types = Post_Views_Counter()->general()['post_types_count'];
		if ( empty( $post_types ) || ! in_array( $post->post_type, (array) $post_types, true ) ) {
			return new WP_Error( 'pvc_post_type_excluded', __( 'Post type excluded.', 'post-views-counter' ), array( 'status' => 404 ) );
		}
		$type         = $request->get_param( 'storage_type' );
		$storage_type = sanitize_key( is_string( $type ) ? $type : '' );
		if ( ! in_array( $storage_type, array( 'cookies', 'cookieless' ), true ) ) {
			return new WP_Error( 'pvc_invalid_storage_type', __( 'Invalid storage type.', 'post-views-counter' ), array( 'status' => 404 ) );
		}
		if ( ! apply_filters( 'pvc_rest_api_count_post_check', true, $request, $post_id ) ) {
			return new WP_REST_Response(
				array(
					'post_id' => $post_id,
					'counted' => false,
					'reason'  => 'filtered',
					'storage' => array(),
					'type'    => 'post',
				),
				200
			);
		}
		$data = $request->get_param( 'storage_data' );
		return array(
			'post_id' => $post_id,
			'counted' => null !== $this->check_post( $post_id, $this->storage_data( $storage_type, is_string( $data ) ? $data : '' ) ),
			'storage' => $this->storage,
			'type'    => 'post',
		);
	}

	/**
	 * The storage data of a request, for the site's storage (the double stores in cookies only: a
	 * `cookieless` request of a cookie site gets nothing, and is not counted, as in the real plugin).
	 *
	 * @param string $storage_type `cookies` or `cookieless`.
	 * @param mixed  $raw          The field as sent.
	 * @return array
	 */
	private function storage_data( $storage_type, $raw ) {
		$this->storage_type = $storage_type;
		if ( 'cookies' === $storage_type && 'cookies' === Post_Views_Counter()->general()['data_storage'] ) {
			return $this->sanitize_cookies_data( is_string( $raw ) ? $raw : '' );
		}
		return array();
	}

	/**
	 * The pairs of a cookie value: `visited` (post id => expiry) and the latest `expiration`.
	 *
	 * @param string $storage_data `{expiry}b{id}` pairs joined by `a`.
	 * @return array{visited: array<int, int>, expiration: int}
	 */
	public function sanitize_cookies_data( $storage_data ) {
		$visited     = array();
		$expirations = array();
		if ( 1 === preg_match( '/^(([0-9]+b[0-9]+a?)+)$/', $storage_data ) ) {
			foreach ( explode( 'a', $storage_data ) as $pair ) {
				$pair = explode( 'b', $pair );
				if ( 2 !== count( $pair ) ) {
					continue;
				}
				$expirations[]             = (int) $pair[0];
				$visited[ (int) $pair[1] ] = (int) $pair[0];
			}
		}
		return array(
			'visited'    => array_unique( $visited, SORT_NUMERIC ),
			'expiration' => empty( $expirations ) ? 0 : max( $expirations ),
		);
	}

	/**
	 * Counts a view unless the visitor's storage says the post was seen within the interval.
	 *
	 * @param int   $post_id      Post id.
	 * @param array $content_data Sanitized storage data.
	 * @return int|null The post id when counted.
	 */
	private function check_post( $post_id, $content_data ) {
		$post_id = (int) $post_id;
		if ( ! $post_id ) {
			return null;
		}
		if ( ! $this->conditions_met( $post_id ) ) {
			return null;
		}
		$count = false;
		if ( 'cookies' === Post_Views_Counter()->general()['data_storage'] && 'cookies' === $this->storage_type ) {
			$count = $this->save_cookie_storage( $post_id, $content_data );
		}
		$count = (bool) apply_filters( 'pvc_count_visit', $count, $post_id, get_current_user_id(), '', 'post', $content_data );
		return $count ? $this->count_visit( $post_id ) : null;
	}

	/**
	 * The setting `exclude`: logged-in users, guests or roles; `exclude_ips`: exact addresses
	 * (the real plugin also takes `*` ranges and can exclude robots).
	 *
	 * @param int $post_id Post id.
	 * @return bool
	 */
	private function conditions_met( $post_id ) {
		$settings = Post_Views_Counter()->general();
		$address  = isset( $_SERVER['REMOTE_ADDR'] ) ? (string) $_SERVER['REMOTE_ADDR'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		if ( ! empty( $settings['exclude_ips'] ) && in_array( $address, (array) $settings['exclude_ips'], true ) ) {
			return false;
		}
		$groups = isset( $settings['exclude']['groups'] ) ? (array) $settings['exclude']['groups'] : array();
		$user   = get_current_user_id();
		if ( $user ) {
			if ( in_array( 'users', $groups, true ) ) {
				return false;
			}
			if ( in_array( 'roles', $groups, true ) ) {
				$roles = isset( $settings['exclude']['roles'] ) ? (array) $settings['exclude']['roles'] : array();
				$data  = get_userdata( $user );
				if ( $data && array_intersect( $roles, (array) $data->roles ) ) {
					return false;
				}
			}
		} elseif ( in_array( 'guests', $groups, true ) ) {
			return false;
		}
		return (bool) apply_filters( 'pvc_count_conditions_met', true, $post_id, $user, $address, 'post', array() );
	}

	/**
	 * Decides from the visitor's pairs whether to count, and sets the cookies to write.
	 *
	 * @param int   $post_id      Post id.
	 * @param array $content_data Sanitized storage data.
	 * @return bool
	 */
	private function save_cookie_storage( $post_id, $content_data ) {
		$settings   = Post_Views_Counter()->general();
		$expiration = $this->timestamp( $settings['time_between_counts'] );
		$name       = 'pvc_visits' . ( is_multisite() ? '_' . get_current_blog_id() : '' );
		$cookies    = array(
			'name'   => array(),
			'value'  => array(),
			'expiry' => array(),
		);
		$count      = true;

		if ( empty( $content_data['visited'] ) ) {
			$cookies['name'][]   = $name . '[0]';
			$cookies['value'][]  = $expiration . 'b' . $post_id;
			$cookies['expiry'][] = $expiration;
			$this->storage       = $cookies;
			return true;
		}

		$now     = time();
		$visited = $content_data['visited'];
		if ( array_key_exists( $post_id, $visited ) && $now < $visited[ $post_id ] ) {
			$count = false;
		} else {
			$visited[ $post_id ] = $expiration;
		}
		foreach ( $visited as $id => $expiry ) {
			if ( $now > $expiry ) {
				unset( $visited[ $id ] );
			}
		}
		$latest = empty( $visited ) ? 0 : max( $visited );

		$pairs = array();
		foreach ( $visited as $id => $expiry ) {
			$pairs[] = $expiry . 'b' . $id;
		}
		foreach ( $this->chunks( implode( 'a', $pairs ) ) as $key => $value ) {
			$cookies['name'][]   = $name . '[' . $key . ']';
			$cookies['value'][]  = $value;
			$cookies['expiry'][] = $latest;
		}
		$this->storage = $cookies;
		return $count;
	}

	/**
	 * A cookie value in pieces of at most 3980 bytes, each cut after a whole pair (the part of a
	 * pair cut off moves to the next piece).
	 *
	 * @param string $value Pairs joined by `a`.
	 * @return string[]
	 */
	private function chunks( $value ) {
		$pieces = str_split( $value, 3980 );
		if ( count( $pieces ) < 2 ) {
			return $pieces;
		}
		$chunks = array();
		$carry  = '';
		foreach ( $pieces as $index => $piece ) {
			$chunk = $carry . $piece;
			if ( 3980 === strlen( $piece ) ) {
				$last             = strrchr( $chunk, 'a' );
				$carry            = substr( $last, 1 );
				$chunks[ $index ] = substr( $chunk, 0, strlen( $chunk ) - strlen( $last ) );
			} else {
				$chunks[ $index ] = $chunk;
			}
		}
		return $chunks;
	}

	/**
	 * Now plus the interval (Unix seconds).
	 *
	 * @param array $interval `number` and `type` (minutes … years).
	 * @return int
	 */
	private function timestamp( $interval ) {
		$seconds = array(
			'minutes' => MINUTE_IN_SECONDS,
			'hours'   => HOUR_IN_SECONDS,
			'days'    => DAY_IN_SECONDS,
			'weeks'   => WEEK_IN_SECONDS,
			'months'  => MONTH_IN_SECONDS,
			'years'   => YEAR_IN_SECONDS,
		);
		$type = isset( $interval['type'], $seconds[ $interval['type'] ] ) ? $interval['type'] : 'hours';
		return (int) ( time() + (int) $interval['number'] * $seconds[ $type ] );
	}

	/**
	 * Adds one view to the post's total, in one statement (requests may run at once).
	 *
	 * @param int $post_id Post id.
	 * @return int|null The post id, or null when the count failed.
	 */
	private function count_visit( $post_id ) {
		global $wpdb;
		$amount = max( 1, (int) apply_filters( 'pvc_views_increment_amount', 1, $post_id, 'post' ) );
		$done   = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = meta_value + %d WHERE post_id = %d AND meta_key = %s", $amount, $post_id, Post_Views_Counter::VIEWS_META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( ! $done ) {
			$done = add_post_meta( $post_id, Post_Views_Counter::VIEWS_META, $amount, true );
		}
		wp_cache_delete( $post_id, 'post_meta' );
		if ( ! $done ) {
			return null;
		}
		do_action( 'pvc_after_count_visit', $post_id, 'post' );
		return $post_id;
	}
}
