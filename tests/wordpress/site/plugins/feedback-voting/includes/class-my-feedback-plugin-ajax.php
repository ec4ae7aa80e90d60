<?php
/**
 * The vote action, as Feedback Voting 1.16.5 answers it (includes/class-my-feedback-plugin-ajax.php):
 * `my_feedback_plugin_vote`, nonce `security` of the action `feedback_nonce_action`
 * (check_ajax_referer: a bad or missing nonce ends with `-1` and status 403), fields from `$_POST`.
 *
 * - No `vote_id` (or one that intval() makes 0): a new vote. `question` and `vote` must not be
 *   empty (any text is taken, not only yes/no), else `{"success":false,"data":{"message":
 *   "Ungültige Daten übermittelt."}}`; answers `{"success":true,"data":{"message":"Bewertung
 *   erfolgreich gespeichert.","vote_id":N}}` with the new vote's id.
 * - A `vote_id`: the vote's feedback text is replaced by `feedback` (nothing else is checked, and a
 *   vote_id nobody has succeeds too, as an UPDATE of no row does); `{"success":true,"data":
 *   {"message":"Feedback erfolgreich aktualisiert.","vote_id":N}}`.
 *
 * The real plugin keeps the votes in its table `{prefix}feedback_votes`; the double keeps each in
 * an option `feedback_voting_vote_{id}` and the last id in `feedback_voting_last_vote_id`, which
 * setup-content.php starts at 16 (the first vote gets the id 17, the mock's).
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The vote action's handler. */
class My_Feedback_Plugin_Ajax {

	/** Option holding the last vote id. */
	const LAST_ID_OPTION = 'feedback_voting_last_vote_id';

	/** Option prefix of one vote. */
	const VOTE_OPTION = 'feedback_voting_vote_';

	/** Hooks the action for visitors and logged-in users. */
	public function __construct() {
		add_action( 'wp_ajax_my_feedback_plugin_vote', array( $this, 'handle_ajax_vote' ) );
		add_action( 'wp_ajax_nopriv_my_feedback_plugin_vote', array( $this, 'handle_ajax_vote' ) );
	}

	/** `my_feedback_plugin_vote`. */
	public function handle_ajax_vote() {
		check_ajax_referer( 'feedback_nonce_action', 'security' );

		// phpcs:disable WordPress.Security.NonceVerification -- checked above.
		$vote_id  = isset( $_POST['vote_id'] ) ? intval( $_POST['vote_id'] ) : 0;
		$question = isset( $_POST['question'] ) ? sanitize_text_field( wp_unslash( $_POST['question'] ) ) : '';
		$vote     = isset( $_POST['vote'] ) ? sanitize_text_field( wp_unslash( $_POST['vote'] ) ) : '';
		$feedback = isset( $_POST['feedback'] ) ? sanitize_textarea_field( wp_unslash( $_POST['feedback'] ) ) : '';
		$post_id  = isset( $_POST['post_id'] ) ? intval( $_POST['post_id'] ) : 0;
		$page_url = isset( $_POST['page_url'] ) ? esc_url_raw( wp_unslash( $_POST['page_url'] ) ) : '';
		// phpcs:enable

		if ( 0 === $vote_id ) {
			if ( empty( $question ) || empty( $vote ) ) {
				wp_send_json_error( array( 'message' => __( 'Ungültige Daten übermittelt.', 'feedback-voting' ) ) );
			}
			$id = $this->next_id();
			if ( ! $id || ! add_option(
				self::VOTE_OPTION . $id,
				array(
					'id'            => $id,
					'question'      => $question,
					'vote'          => $vote,
					'feedback_text' => $feedback,
					'post_id'       => $post_id,
					'page_url'      => $page_url,
					'created_at'    => current_time( 'mysql' ),
				),
				'',
				'no'
			) ) {
				wp_send_json_error( array( 'message' => __( 'Fehler beim Speichern der Bewertung.', 'feedback-voting' ) ) );
			}
			wp_send_json_success(
				array(
					'message' => __( 'Bewertung erfolgreich gespeichert.', 'feedback-voting' ),
					'vote_id' => $id,
				)
			);
		}

		$stored = get_option( self::VOTE_OPTION . $vote_id );
		if ( is_array( $stored ) ) {
			$stored['feedback_text'] = $feedback;
			update_option( self::VOTE_OPTION . $vote_id, $stored, 'no' );
		}
		wp_send_json_success(
			array(
				'message' => __( 'Feedback erfolgreich aktualisiert.', 'feedback-voting' ),
				'vote_id' => $vote_id,
			)
		);
	}

	/**
	 * The next vote id, counted up in the database in one statement (requests may run at once).
	 *
	 * @return int 0 on failure.
	 */
	private function next_id() {
		global $wpdb;
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = LAST_INSERT_ID(option_value + 1) WHERE option_name = %s", self::LAST_ID_OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( 1 === $updated ) {
			wp_cache_delete( self::LAST_ID_OPTION, 'options' );
			return (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		return add_option( self::LAST_ID_OPTION, 1, '', 'no' ) ? 1 : 0;
	}
}
