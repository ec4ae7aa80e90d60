<?php
/**
 * The only template: the fixture page of this request (inc/fixtures.php), a next-post document
 * for a post that has one but no fixture page, or a list of the fixture pages.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

$site_client_fixture = site_client_current_fixture();
if ( '' !== $site_client_fixture ) {
	site_client_print_fixture_page( $site_client_fixture );
} elseif ( is_single() && '' !== site_client_next_post_file( get_queried_object_id() ) ) {
	site_client_print_bare_fixture( site_client_next_post_file( get_queried_object_id() ) );
} else {
	site_client_print_index();
}
