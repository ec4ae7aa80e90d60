<?php
/**
 * The bundle's one rule for the first paint, printed in the head: the bundle is a footer script,
 * and the browser paints the page before it runs. An empty inline laut.fm placeholder lets the
 * space before it collapse, and when its text arrives the space comes back and the line's text
 * counts as moved (layout shift). An empty inline-block after the space holds it; it has no size
 * and stops matching once the placeholder has content. src/radio/hold-line.ts explains it; the
 * bundle adds the same rule itself for pages without this plugin.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/** Equal to HOLD_LINE_CSS in src/radio/hold-line.ts (a unit test compares them). */
define( 'SITE_CLIENT_HEAD_CSS', 'span[class*="api_lfm_"]:empty::before{content:"";display:inline-block}' );

/**
 * Prints the rule in the head through WordPress's style queue (a style handle without a file and
 * its inline style), so caching and optimising plugins treat it as they treat every inline style.
 */
function site_client_enqueue_head_style() {
	wp_register_style( 'site-client-head', false, array(), SITE_CLIENT_VERSION );
	wp_enqueue_style( 'site-client-head' );
	wp_add_inline_style( 'site-client-head', SITE_CLIENT_HEAD_CSS );
}
