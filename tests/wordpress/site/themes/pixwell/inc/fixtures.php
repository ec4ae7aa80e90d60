<?php
/**
 * The fixture pages as this WordPress serves them. /{id}/ is the post or page whose slug is the
 * fixture id (or an alias of one, inc/fixture-pages.php); index.php prints the fixture file with
 * its server-side includes resolved (as harness/page-html.ts resolves them), minus the inline
 * <script> blocks of the handles WordPress now prints itself (the theme's, Pixwell Core's and the
 * two plugins' globals), with wp_head() right before </head> and wp_footer() right before </body>.
 * Everything else of the fixture is printed byte for byte, its <body> tag included (no
 * body_class(), no wp_body_open()).
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Handles whose inline data the fixtures print and WordPress prints now (`{handle}-js-{extra|before|after}`). */
const SITE_CLIENT_REPLACED_HANDLES = array( 'pixwell-core-script', 'pixwell-global', 'pixwell-script', 'post-views-counter-frontend', 'feedback-voting', 'feedback-voting-script' );

/** The fixture sites' origins, replaced by this WordPress's in the inline scripts the page keeps. */
const SITE_CLIENT_FIXTURE_ORIGINS = array( 'https://www.b80er.de', 'https://www.magazin.example' );

add_filter( 'request', 'site_client_route_fixture_alias' );
add_action( 'wp', 'site_client_apply_fixture_options', 0 );
// The magazine's fixtures print their own canonical link (the client hashes the first one).
remove_action( 'wp_head', 'rel_canonical' );

/**
 * The fixture page map (inc/fixture-pages.php).
 *
 * @return array{pages: array<string, array>, next: array<int, string>}
 */
function site_client_fixture_map() {
	static $map = null;
	if ( null === $map ) {
		$map = require __DIR__ . '/fixture-pages.php';
	}
	return $map;
}

/**
 * `request` filter: /{alias}/ is served as the post the alias names (radio-article-rest as post
 * 123, magazine-single as post 2841 …), so that the page's object is the post its markup prints.
 *
 * @param array $query_vars Parsed query vars.
 * @return array
 */
function site_client_route_fixture_alias( $query_vars ) {
	$slug = '';
	if ( isset( $query_vars['name'] ) && is_string( $query_vars['name'] ) ) {
		$slug = $query_vars['name'];
	} elseif ( isset( $query_vars['pagename'] ) && is_string( $query_vars['pagename'] ) ) {
		$slug = $query_vars['pagename'];
	}
	$pages = site_client_fixture_map()['pages'];
	if ( '' === $slug || ! isset( $pages[ $slug ] ) || 'alias' !== $pages[ $slug ]['object'] ) {
		return $query_vars;
	}
	$target = get_post( $pages[ $slug ]['id'] );
	if ( ! $target || 'publish' !== $target->post_status ) {
		return $query_vars;
	}
	$GLOBALS['site_client_fixture_alias'] = $slug;
	unset( $query_vars['name'], $query_vars['pagename'] );
	if ( 'page' === $target->post_type ) {
		$query_vars['page_id'] = $target->ID;
	} else {
		$query_vars['p'] = $target->ID;
	}
	// The alias is the address of this page: WordPress's canonical redirect would send it to the
	// post's own permalink; only a missing trailing slash is still added.
	add_filter(
		'redirect_canonical',
		static function ( $redirect, $requested ) use ( $slug ) {
			$own = home_url( user_trailingslashit( $slug ) );
			if ( wp_parse_url( $requested, PHP_URL_PATH ) === wp_parse_url( $own, PHP_URL_PATH ) ) {
				return false;
			}
			$query = wp_parse_url( $requested, PHP_URL_QUERY );
			return $own . ( $query ? '?' . $query : '' );
		},
		10,
		2
	);
	return $query_vars;
}

/**
 * The fixture page of this request: an alias, or the fixture named by the queried post's slug;
 * '' when there is none.
 *
 * @return string
 */
function site_client_current_fixture() {
	if ( ! empty( $GLOBALS['site_client_fixture_alias'] ) ) {
		return $GLOBALS['site_client_fixture_alias'];
	}
	if ( ! is_singular() ) {
		return '';
	}
	$post  = get_queried_object();
	$pages = site_client_fixture_map()['pages'];
	if ( ! ( $post instanceof WP_Post ) || ! isset( $pages[ $post->post_name ] ) ) {
		return '';
	}
	$entry = $pages[ $post->post_name ];
	return ( 'alias' !== $entry['object'] && (int) $entry['id'] === (int) $post->ID ) ? $post->post_name : '';
}

/** `wp` action: the option values the current fixture page is served with. */
function site_client_apply_fixture_options() {
	$id    = site_client_current_fixture();
	$pages = site_client_fixture_map()['pages'];
	if ( '' === $id || empty( $pages[ $id ]['options'] ) ) {
		return;
	}
	foreach ( $pages[ $id ]['options'] as $name => $values ) {
		add_filter(
			'option_' . $name,
			static function ( $stored ) use ( $values ) {
				return array_merge( is_array( $stored ) ? $stored : array(), $values );
			}
		);
	}
}

/**
 * The bare next-post document of a post (fixtures/pages/next/), or ''.
 *
 * @param int $post_id Post id.
 * @return string Path below fixtures/pages/.
 */
function site_client_next_post_file( $post_id ) {
	$next = site_client_fixture_map()['next'];
	return isset( $next[ (int) $post_id ] ) ? $next[ (int) $post_id ] : '';
}

/**
 * A file of fixtures/pages/ with its `<!--#include file="…" -->` lines replaced by the included
 * files (paths from fixtures/pages/, nested includes too, one trailing newline dropped), as
 * harness/page-html.ts does.
 *
 * @param string $path  Path below fixtures/pages/.
 * @param int    $depth Include depth.
 * @return string
 * @throws RuntimeException When the fixtures are missing or an include is wrong.
 */
function site_client_fixture_file( $path, $depth = 0 ) {
	if ( ! defined( 'SITE_CLIENT_FIXTURES' ) ) {
		throw new RuntimeException( 'SITE_CLIENT_FIXTURES (the path of the repository\'s fixtures/ folder) is not defined in wp-config.php' );
	}
	if ( $depth > 8 ) {
		throw new RuntimeException( esc_html( $path ) . ': includes nest deeper than 8 (a cycle?)' );
	}
	if ( in_array( '..', explode( '/', $path ), true ) ) {
		throw new RuntimeException( esc_html( $path ) . ': includes stay inside fixtures/pages' );
	}
	$file = rtrim( SITE_CLIENT_FIXTURES, '/' ) . '/pages/' . $path;
	$text = is_file( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions
	if ( false === $text ) {
		throw new RuntimeException( esc_html( $file ) . ' cannot be read' );
	}
	return preg_replace_callback(
		'/<!--#include file="([^"]+)" -->/',
		static function ( $directive ) use ( $depth ) {
			$included = site_client_fixture_file( $directive[1], $depth + 1 );
			return "\n" === substr( $included, -1 ) ? substr( $included, 0, -1 ) : $included;
		},
		$text
	);
}

/**
 * A fixture page's HTML as recorded (a variant: its base page with the fragment inserted).
 *
 * @param string $id Fixture id.
 * @return string
 * @throws RuntimeException When a file is missing or the variant's marker is not in its base.
 */
function site_client_fixture_page_html( $id ) {
	$entry = site_client_fixture_map()['pages'][ $id ];
	if ( empty( $entry['fragment'] ) ) {
		return site_client_fixture_file( $id . '.html' );
	}
	$base = site_client_fixture_page_html( $entry['base'] );
	$at   = strpos( $base, $entry['before'] );
	if ( false === $at ) {
		throw new RuntimeException( esc_html( $id . ': "' . $entry['before'] . '" is not in ' . $entry['base'] . '.html' ) );
	}
	$fragment_file = rtrim( SITE_CLIENT_FIXTURES, '/' ) . '/pages/fragments/' . $entry['fragment'] . '.html';
	$fragment      = is_file( $fragment_file ) ? file_get_contents( $fragment_file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions
	if ( false === $fragment ) {
		throw new RuntimeException( esc_html( $fragment_file ) . ' cannot be read' );
	}
	return substr( $base, 0, $at ) . $fragment . substr( $base, $at );
}

/**
 * Removes the inline scripts of the handles WordPress prints now (with the line break after each).
 *
 * @param string $html Page.
 * @return string
 */
function site_client_strip_replaced_globals( $html ) {
	$handles = implode( '|', array_map( 'preg_quote', SITE_CLIENT_REPLACED_HANDLES ) );
	return preg_replace( '#<script id=["\'](?:' . $handles . ')-js-(?:extra|before|after)["\'][^>]*>.*?</script>\n?#s', '', $html );
}

/**
 * Points the fixture sites' origins in the page's remaining inline scripts (JavaScript only, not
 * JSON-LD) at this WordPress, in both spellings (`https://…` and JSON's `https:\/\/…`).
 *
 * @param string $html Page.
 * @return string
 */
function site_client_localize_inline_scripts( $html ) {
	$home = untrailingslashit( home_url() );
	$map  = array();
	foreach ( SITE_CLIENT_FIXTURE_ORIGINS as $origin ) {
		$map[ $origin ]                          = $home;
		$map[ str_replace( '/', '\\/', $origin ) ] = str_replace( '/', '\\/', $home );
	}
	return preg_replace_callback(
		'#<script(\s[^>]*)?>(.*?)</script>#s',
		static function ( $script ) use ( $map ) {
			$attributes = isset( $script[1] ) ? $script[1] : '';
			if ( preg_match( '/\ssrc=/i', $attributes ) || ( preg_match( '/\stype=["\']?([^"\'\s>]+)/i', $attributes, $type ) && ! preg_match( '/javascript|ecmascript|^module$/i', $type[1] ) ) ) {
				return $script[0];
			}
			return '<script' . $attributes . '>' . strtr( $script[2], $map ) . '</script>';
		},
		$html
	);
}

/**
 * Prints a fixture page (see the file comment).
 *
 * @param string $id Fixture id.
 */
function site_client_print_fixture_page( $id ) {
	try {
		$html = site_client_fixture_page_html( $id );
	} catch ( RuntimeException $error ) {
		wp_die( esc_html( $error->getMessage() ), 'Fixture page', array( 'response' => 500 ) );
	}
	$html     = site_client_localize_inline_scripts( site_client_strip_replaced_globals( $html ) );
	$head_end = stripos( $html, '</head>' );
	$body_end = strripos( $html, '</body>' );
	if ( false === $head_end || false === $body_end || $body_end < $head_end ) {
		wp_die( esc_html( $id . '.html has no </head> … </body>' ), 'Fixture page', array( 'response' => 500 ) );
	}
	echo substr( $html, 0, $head_end ); // phpcs:ignore WordPress.Security.EscapeOutput -- the recorded page.
	wp_head();
	echo substr( $html, $head_end, $body_end - $head_end ); // phpcs:ignore WordPress.Security.EscapeOutput
	wp_footer();
	echo substr( $html, $body_end ); // phpcs:ignore WordPress.Security.EscapeOutput
}

/**
 * Prints a bare document of fixtures/pages/ as it is (no wp_head, no wp_footer).
 *
 * @param string $path Path below fixtures/pages/.
 */
function site_client_print_bare_fixture( $path ) {
	try {
		$html = site_client_fixture_file( $path );
	} catch ( RuntimeException $error ) {
		wp_die( esc_html( $error->getMessage() ), 'Fixture page', array( 'response' => 500 ) );
	}
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput -- the recorded page.
}

/** Any other address: a plain list of the fixture pages (the home page, a 404, an archive). */
function site_client_print_index() {
	$title = is_404() ? 'Nicht gefunden' : get_bloginfo( 'name' );
	echo "<!DOCTYPE html>\n<html lang=\"de-DE\">\n<head>\n<meta charset=\"utf-8\">\n<title>" . esc_html( $title ) . "</title>\n";
	wp_head();
	echo "</head>\n<body class=\"site-client-index\">\n<h1>" . esc_html( $title ) . "</h1>\n<p>Testdoppel des Pixwell-Themes. Die Fixture-Seiten:</p>\n<ul>\n";
	foreach ( array_keys( site_client_fixture_map()['pages'] ) as $id ) {
		echo '<li><a href="' . esc_url( home_url( '/' . $id . '/' ) ) . '">' . esc_html( $id ) . "</a></li>\n";
	}
	echo "</ul>\n";
	wp_footer();
	echo "</body>\n</html>\n";
}
