<?php
/**
 * Plugin Name:       Site client
 * Description:       Loads the site-client bundle in place of the Pixwell theme's, Pixwell Core's, Feedback Voting's and Post Views Counter's front-end scripts (and of the subscriptions provider's swg.js), and hands their settings over to it.
 * Version:           0.0.0-dev
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       site-client
 * Domain Path:       /languages
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

define( 'SITE_CLIENT_VERSION', '0.0.0-dev' );

/** The plugin's main file: the bundle, site-client.user.js, sits next to it. */
define( 'SITE_CLIENT_FILE', __FILE__ );

/** The script handle of the bundle. */
define( 'SITE_CLIENT_HANDLE', 'site-client' );

/** The option holding the settings (autoloaded). */
define( 'SITE_CLIENT_SETTINGS_OPTION', 'site_client_settings' );

/** The option holding the report of scripts that depended on a replaced script (not autoloaded). */
define( 'SITE_CLIENT_DEPENDENTS_OPTION', 'site_client_dependents' );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/validation.php';
require_once __DIR__ . '/includes/client-config.php';
require_once __DIR__ . '/includes/replaced-handles.php';
require_once __DIR__ . '/includes/class-site-client-print-order.php';
require_once __DIR__ . '/includes/hand-over.php';
require_once __DIR__ . '/includes/hand-over-delivery.php';
require_once __DIR__ . '/includes/dependents-report.php';
require_once __DIR__ . '/includes/head-style.php';
require_once __DIR__ . '/includes/enqueue.php';
require_once __DIR__ . '/includes/lifecycle.php';

add_action( 'init', 'site_client_load_textdomain' );
register_deactivation_hook( SITE_CLIENT_FILE, 'site_client_deactivate' );

// Saving the settings starts the dependents report afresh (also when saved through WP-CLI).
add_filter( 'pre_update_option_' . SITE_CLIENT_SETTINGS_OPTION, 'site_client_reset_dependents_on_save' );

if ( is_admin() ) {
	require_once __DIR__ . '/includes/settings-labels.php';
	require_once __DIR__ . '/includes/settings-sanitize.php';
	require_once __DIR__ . '/includes/settings-page.php';
	require_once __DIR__ . '/includes/admin-notices.php';

	add_action( 'admin_menu', 'site_client_add_settings_page' );
	add_action( 'admin_init', 'site_client_register_settings' );
	add_filter( 'plugin_action_links_' . plugin_basename( SITE_CLIENT_FILE ), 'site_client_plugin_action_links' );
	add_action( 'admin_notices', 'site_client_admin_notices' );
} else {
	add_action( 'wp_enqueue_scripts', 'site_client_enqueue_bundle', 20 );

	/*
	 * When the replaced scripts are handed over to the bundle (includes/hand-over.php explains
	 * each step):
	 *
	 * - Not on wp_enqueue_scripts: their data keeps growing after it. The theme adds
	 *   themeSettings to pixwell-global during wp_head, a shortcode enqueues
	 *   feedback-voting-script while the content renders, and Post Views Counter 1.7 adds its
	 *   inline data for a head script.
	 * - 'wp_print_scripts' fires right before WordPress resolves and prints the head queue
	 *   (wp_print_head_scripts(), wp_head priority 9) and before any wp_print_scripts() call a
	 *   theme makes itself. The order of the queue is resolved only after it, so dependencies
	 *   rewritten here are the ones WordPress follows. Priority 20 runs after the callbacks that
	 *   still localize scripts on this action (core's own at 10). Head scripts are handed over
	 *   here; footer scripts are only taken off the page, their data waits for the footer.
	 * - 'wp_print_footer_scripts' at 9 runs right before _wp_footer_scripts() (priority 10)
	 *   resolves and prints the footer queue: the content has rendered, every shortcode has
	 *   enqueued what it needs and every late wp_localize_script() call has happened.
	 * - 'print_scripts_array' runs inside WP_Scripts::all_deps() after the order and the
	 *   head/footer groups are settled, too late to rewrite a dependency. It is used only as a
	 *   guard: a replaced script that still reaches a print list (enqueued after a hand-over and
	 *   printed at once, or printed by handle) is taken out and handed over right there.
	 * - 'script_loader_tag' of the bundle: if the bundle prints before the footer after all (a
	 *   theme's own wp_print_scripts() call mid-page prints the whole queue), the data still
	 *   waiting for the footer goes in front of it.
	 */
	add_action( 'wp_print_scripts', 'site_client_hand_over_head', 20 );
	add_action( 'wp_print_footer_scripts', 'site_client_hand_over_footer', 9 );
	add_filter( 'print_scripts_array', 'site_client_keep_replaced_scripts_out' );
	add_filter( 'script_loader_tag', 'site_client_flush_before_bundle', 10, 2 );
}
