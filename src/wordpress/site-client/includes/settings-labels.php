<?php
/**
 * The texts the settings screen shows for each field (names and descriptions).
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * The names of the default handles' scripts, for the screen.
 *
 * @return array<string, string>
 */
function site_client_handle_labels() {
	return array(
		'pixwell-global'              => __( 'The Pixwell theme\'s script (prints pixwellParams and themeSettings)', 'site-client' ),
		'pixwell-core-script'         => __( 'Pixwell Core\'s script (prints pixwellCoreParams)', 'site-client' ),
		'feedback-voting-script'      => __( 'Feedback Voting\'s script (prints feedbackVoting)', 'site-client' ),
		'post-views-counter-frontend' => __( 'Post Views Counter\'s script (prints pvcArgsFrontend)', 'site-client' ),
	);
}

/**
 * The names of the action name fields.
 *
 * @return array<string, string>
 */
function site_client_ajax_action_labels() {
	return array(
		'quickFilter'    => __( 'List filter', 'site-client' ),
		'livePagination' => __( 'List pages', 'site-client' ),
		'liveSearch'     => __( 'Live search', 'site-client' ),
		'bookmarks'      => __( 'Bookmarks list', 'site-client' ),
		'newsletter'     => __( 'Newsletter sign-up', 'site-client' ),
		'loadReaction'   => __( 'Load reactions', 'site-client' ),
		'addReaction'    => __( 'Add a reaction', 'site-client' ),
		'feedbackVote'   => __( 'Feedback vote', 'site-client' ),
		'postViews'      => __( 'Post view count', 'site-client' ),
	);
}

/**
 * The names of the address fields.
 *
 * @return array<string, string>
 */
function site_client_url_labels() {
	return array(
		'adScriptUrl'      => __( 'Ad script for the ad-block check', 'site-client' ),
		'embedProxy'       => __( 'Video player proxy', 'site-client' ),
		'providerOrigin'   => __( 'Subscriptions provider', 'site-client' ),
		'propensityOrigin' => __( 'Propensity endpoints', 'site-client' ),
		'payOrigin'        => __( 'Payment provider', 'site-client' ),
	);
}

/**
 * What each address field is for, printed below it.
 *
 * @return array<string, string>
 */
function site_client_url_descriptions() {
	return array(
		'adScriptUrl'      => __( 'The address the ad-block check requests. An absolute http(s) address.', 'site-client' ),
		'embedProxy'       => __( 'An address prefix under which this site serves the video players itself (a privacy proxy): frames at {prefix}www.youtube.com/embed/… or {prefix}player.vimeo.com/video/… are then kept in loaded content. An absolute http(s) address ending in "/", without query or fragment. Empty: none.', 'site-client' ),
		'providerOrigin'   => __( 'Where the subscriptions client finds the provider\'s API and pages. An absolute http(s) address without query or fragment; it may have a path.', 'site-client' ),
		'propensityOrigin' => __( 'Where the subscriptions client sends propensity requests. An absolute http(s) address without query or fragment.', 'site-client' ),
		'payOrigin'        => __( 'Where the subscriptions client opens the payment provider\'s pages. An absolute http(s) address without query or fragment.', 'site-client' ),
	);
}
