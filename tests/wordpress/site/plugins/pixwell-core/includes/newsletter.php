<?php
/**
 * The newsletter form's action, as Pixwell Core 9.2's includes/newsletter.php answers it:
 * `rb_submit_newsletter` (`$_POST`, no nonce) stores the address in the option
 * `rb_subscribed_emails` and answers `{"notice":"success"}`; `email-error` for a missing or
 * invalid address (is_email, on the address as sent), `privacy-error` for a `privacy` field that
 * is sent but empty, `email-exists` for an address stored before.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_ajax_nopriv_rb_submit_newsletter', 'rb_submit_newsletter' );
add_action( 'wp_ajax_rb_submit_newsletter', 'rb_submit_newsletter' );

if ( ! function_exists( 'rb_submit_newsletter' ) ) {
	/** `rb_submit_newsletter`. */
	function rb_submit_newsletter() {
		// phpcs:disable WordPress.Security.NonceVerification -- the plugin checks no nonce.
		if ( empty( $_POST['email'] ) || ! is_string( $_POST['email'] ) || ! is_email( $_POST['email'] ) ) {
			wp_send_json( array( 'notice' => 'email-error' ) );
		}
		if ( isset( $_POST['privacy'] ) && empty( $_POST['privacy'] ) ) {
			wp_send_json( array( 'notice' => 'privacy-error' ) );
		}
		$email = sanitize_email( $_POST['email'] );
		// phpcs:enable
		$subscribed = get_option( 'rb_subscribed_emails' );
		if ( ! is_array( $subscribed ) ) {
			$subscribed = array();
		}
		if ( in_array( $email, $subscribed, true ) ) {
			wp_send_json( array( 'notice' => 'email-exists' ) );
		}
		$subscribed[] = $email;
		update_option( 'rb_subscribed_emails', $subscribed );
		wp_send_json( array( 'notice' => 'success' ) );
	}
}
