<?php
/**
 * Creates the test WordPress's content and activates the test doubles. Run once, through PHP's
 * CLI, right after wp_install() with WordPress loaded (tests/wordpress/install.php), on a fresh
 * database. Any step that fails ends the run with a message on stderr and exit code 1.
 *
 * What it creates (README.md next to this file has the whole map):
 * - terms with the ids the fixtures print: categories 2 Politik … 7 Sport, 8 Gesundheit,
 *   9 Digital, 10 Umwelt, then the radio's categories; the magazine's tags;
 * - the magazine's authors as users 11–16 (the list blocks' `data-author`);
 * - posts with the ids the fixtures print: the radio's (fixtures/wordpress/radio.json), the
 *   magazine's (magazine.json), the list blocks' catalogue and the magazine front page's feature
 *   posts (harness/mocks/theme-lists-data.ts and theme-search-data.ts, through SITE_CLIENT_SITE_DATA);
 * - a page for every fixture page that is not a single post (themes/pixwell/inc/fixture-pages.php);
 * - the options of the theme and plugins as the fixture sites have them, the reactions the
 *   articles print, one subscribed newsletter address.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) || 'cli' !== PHP_SAPI ) {
	fwrite( STDERR, "setup-content.php runs inside tests/wordpress/install.php (WordPress loaded, PHP's CLI)\n" );
	exit( 1 );
}

/**
 * Ends the set-up with a message.
 *
 * @param string $message What failed.
 */
function site_client_setup_fail( $message ) {
	fwrite( STDERR, "setup-content.php: {$message}\n" );
	exit( 1 );
}

/**
 * A WordPress result that must be neither a WP_Error nor empty.
 *
 * @param mixed  $result The result.
 * @param string $what   What was done.
 * @return mixed The result.
 */
function site_client_setup_check( $result, $what ) {
	if ( is_wp_error( $result ) ) {
		site_client_setup_fail( $what . ': ' . $result->get_error_message() );
	}
	if ( empty( $result ) ) {
		site_client_setup_fail( $what . ' failed' );
	}
	return $result;
}

/**
 * A fixture file's text.
 *
 * @param string $path Path below fixtures/.
 * @return string
 */
function site_client_setup_fixture( $path ) {
	$file = rtrim( SITE_CLIENT_FIXTURES, '/' ) . '/' . $path;
	$text = is_file( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions
	if ( false === $text ) {
		site_client_setup_fail( "{$file} cannot be read" );
	}
	return $text;
}

/**
 * A JavaScript global as a page or fragment prints it (`var name = {…};` on one line), decoded.
 *
 * @param string $path Path below fixtures/.
 * @param string $name The global.
 * @return mixed
 */
function site_client_setup_global( $path, $name ) {
	if ( ! preg_match( '/var ' . preg_quote( $name, '/' ) . ' = (.+);\n/', site_client_setup_fixture( $path ), $match ) ) {
		site_client_setup_fail( "{$path} prints no {$name}" );
	}
	$value = json_decode( $match[1], true );
	if ( null === $value ) {
		site_client_setup_fail( "{$path}: {$name} is not JSON" );
	}
	return $value;
}

/**
 * An ISO 8601 date as WordPress's post_date (site time) and post_date_gmt.
 *
 * @param string $iso E.g. 2024-05-20T18:00:00+02:00.
 * @return string[]
 */
function site_client_setup_dates( $iso ) {
	$date = new DateTimeImmutable( $iso );
	return array(
		$date->setTimezone( wp_timezone() )->format( 'Y-m-d H:i:s' ),
		$date->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' ),
	);
}

/**
 * Creates a published post or page with exactly the id `$post['id']`.
 *
 * @param array $post id, type, title, slug (optional), excerpt, date (ISO), author, category
 *                    (term id, or [id, name, slug] of a category the post shows without being in
 *                    it), tags (term ids), meta.
 */
function site_client_setup_post( $post ) {
	$postarr = array(
		'import_id'      => $post['id'],
		'post_type'      => $post['type'],
		'post_status'    => 'publish',
		'post_title'     => $post['title'],
		'post_excerpt'   => isset( $post['excerpt'] ) ? $post['excerpt'] : '',
		'post_content'   => '',
		'post_author'    => isset( $post['author'] ) ? $post['author'] : 1,
		'comment_status' => 'post' === $post['type'] ? 'open' : 'closed',
	);
	if ( ! empty( $post['slug'] ) ) {
		$postarr['post_name'] = $post['slug'];
	}
	if ( ! empty( $post['date'] ) ) {
		list( $postarr['post_date'], $postarr['post_date_gmt'] ) = site_client_setup_dates( $post['date'] );
	}
	if ( ! empty( $post['category'] ) && is_int( $post['category'] ) ) {
		$postarr['post_category'] = array( $post['category'] );
	} elseif ( ! empty( $post['category'] ) ) {
		list( $shown_id, $shown_name, $shown_slug ) = $post['category'];
		$post['meta']['_pixwell_double_category']   = array(
			'id'   => $shown_id,
			'name' => $shown_name,
			'slug' => $shown_slug,
		);
	}
	$id = wp_insert_post( wp_slash( $postarr ), true );
	site_client_setup_check( $id, "creating {$post['type']} {$post['id']} ({$post['title']})" );
	if ( (int) $id !== (int) $post['id'] ) {
		site_client_setup_fail( "{$post['type']} {$post['id']} ({$post['title']}) got the id {$id}" );
	}
	if ( ! empty( $post['slug'] ) && get_post_field( 'post_name', $id ) !== $post['slug'] ) {
		site_client_setup_fail( "{$post['type']} {$id} got the slug " . get_post_field( 'post_name', $id ) . " instead of {$post['slug']}" );
	}
	if ( ! empty( $post['tags'] ) ) {
		site_client_setup_check( wp_set_object_terms( $id, $post['tags'], 'post_tag' ), "tagging post {$id}" );
	}
	foreach ( isset( $post['meta'] ) ? $post['meta'] : array() as $key => $value ) {
		site_client_setup_check( add_post_meta( $id, $key, wp_slash( $value ), true ), "post meta {$key} of {$id}" );
	}
}

if ( ! defined( 'SITE_CLIENT_FIXTURES' ) || ! is_dir( SITE_CLIENT_FIXTURES . '/pages' ) ) {
	site_client_setup_fail( 'SITE_CLIENT_FIXTURES (the repository\'s fixtures/ folder) is not defined in wp-config.php, or has no pages/' );
}

$site_client_map = require __DIR__ . '/themes/pixwell/inc/fixture-pages.php';

/* ------------------------------------------------------------------ site options */

update_option( 'timezone_string', 'Europe/Berlin' );
update_option( 'gmt_offset', '' );
update_option( 'date_format', 'j. F Y' );
update_option( 'time_format', 'H:i' );
update_option( 'blogdescription', 'Testdoppel der Radio- und Magazinseiten' );

/* ------------------------------------------------------------------ WordPress's sample content */

// Post 1 "Hello world!", page 2 "Sample Page", page 3 (draft) "Privacy Policy": ids 2 is a fixture
// page's. Only the sample content is deleted (its slugs are WordPress's, in any language).
foreach ( get_posts(
	array(
		'post__in'    => array( 1, 2, 3 ),
		'post_type'   => array( 'post', 'page' ),
		'post_status' => 'any',
		'numberposts' => -1,
	)
) as $site_client_default ) {
	if ( ! in_array( $site_client_default->post_name, array( 'hello-world', 'sample-page', 'privacy-policy', 'hallo-welt', 'beispiel-seite', 'datenschutzerklaerung' ), true ) ) {
		site_client_setup_fail( "post {$site_client_default->ID} ({$site_client_default->post_name}) is not WordPress's sample content: not a fresh site?" );
	}
	site_client_setup_check( wp_delete_post( $site_client_default->ID, true ), "deleting the sample post {$site_client_default->ID}" );
}
update_option( 'wp_page_for_privacy_policy', 0 );

/* ------------------------------------------------------------------ categories and tags */

// The magazine's archive as the harness's mocks hold it (tests/wordpress/site-data.ts writes it
// from harness/mocks/theme-lists-data.ts and theme-search-data.ts): categories, tags, authors, the
// list blocks' catalogue, the front page's feature posts and the permalinks of the magazine's posts.
$site_client_data = json_decode( (string) file_get_contents( SITE_CLIENT_SITE_DATA ), true );
if ( ! is_array( $site_client_data ) ) {
	site_client_setup_fail( 'the site data ' . SITE_CLIENT_SITE_DATA . ' is not JSON' );
}

// The list blocks' categories, then the invented categories of the front page's feature posts:
// their ids are printed (cat-info-id-N, data-category), so they must come out as 2 … 10 on the
// fresh database (1 is WordPress's "Uncategorized"). id => [name, slug].
$site_client_categories = array();
foreach ( $site_client_data['categories'] as $site_client_category ) {
	$site_client_categories[ $site_client_category['id'] ] = array( $site_client_category['name'], $site_client_category['slug'] );
}
$site_client_term_ids   = array();
foreach ( $site_client_categories as $site_client_id => $site_client_category ) {
	$site_client_term = site_client_setup_check( wp_insert_term( $site_client_category[0], 'category', array( 'slug' => $site_client_category[1] ) ), "category {$site_client_category[0]}" );
	if ( (int) $site_client_term['term_id'] !== $site_client_id ) {
		site_client_setup_fail( "category {$site_client_category[0]} got the id {$site_client_term['term_id']} instead of {$site_client_id}" );
	}
	$site_client_term_ids[ $site_client_category[1] ] = $site_client_id;
}

$site_client_radio    = json_decode( site_client_setup_fixture( 'wordpress/radio.json' ), true );
$site_client_magazine = json_decode( site_client_setup_fixture( 'wordpress/magazine.json' ), true );
if ( ! is_array( $site_client_radio ) || ! is_array( $site_client_magazine ) ) {
	site_client_setup_fail( 'fixtures/wordpress/radio.json or magazine.json is not JSON' );
}
foreach ( array_merge( $site_client_radio['posts'], $site_client_magazine['posts'] ) as $site_client_post ) {
	$site_client_slug = $site_client_post['category']['slug'];
	if ( ! isset( $site_client_term_ids[ $site_client_slug ] ) ) {
		$site_client_term                        = site_client_setup_check( wp_insert_term( $site_client_post['category']['name'], 'category', array( 'slug' => $site_client_slug ) ), "category {$site_client_slug}" );
		$site_client_term_ids[ $site_client_slug ] = (int) $site_client_term['term_id'];
	}
}

$site_client_tags    = $site_client_data['tags'];
$site_client_tag_ids = array();
foreach ( $site_client_tags as $site_client_slug => $site_client_name ) {
	$site_client_term                        = site_client_setup_check( wp_insert_term( $site_client_name, 'post_tag', array( 'slug' => $site_client_slug ) ), "tag {$site_client_name}" );
	$site_client_tag_ids[ $site_client_slug ] = (int) $site_client_term['term_id'];
}

/**
 * The category argument of a magazine post outside the list blocks' catalogue: its term, unless
 * that is one of the catalogue's categories 2–7. Those hold the catalogue only, as the page counts
 * the magazine's front page prints for its blocks say (Aktuelles 2–5: 6 pages of 4, Wissen: 3 of
 * 3, Kultur & Reise: 4 of 3); such a post shows its category (post meta) without being in it.
 *
 * @param string $slug       Category slug.
 * @param int[]  $term_ids   Category ids by slug.
 * @param array  $categories The magazine's categories by id: [name, slug].
 * @return int|array
 */
function site_client_setup_shown_category( $slug, $term_ids, $categories ) {
	$id = $term_ids[ $slug ];
	return ( $id >= 2 && $id <= 7 ) ? array( $id, $categories[ $id ][0], $slug ) : $id;
}

/* ------------------------------------------------------------------ authors */

// The list blocks' authors with the user ids `data-author` names: id => name.
$site_client_authors = array_flip( $site_client_data['authors'] );
$wpdb->query( "ALTER TABLE {$wpdb->users} AUTO_INCREMENT = 11" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
$site_client_author_ids = array();
foreach ( $site_client_authors as $site_client_id => $site_client_name ) {
	$site_client_login = sanitize_title( $site_client_name );
	$site_client_user  = wp_insert_user(
		array(
			'user_login'   => $site_client_login,
			'user_pass'    => wp_generate_password( 24 ),
			'user_email'   => $site_client_login . '@magazin.example',
			'user_url'     => '',
			'display_name' => $site_client_name,
			'nickname'     => $site_client_name,
			'first_name'   => strtok( $site_client_name, ' ' ),
			'last_name'    => substr( $site_client_name, strpos( $site_client_name, ' ' ) + 1 ),
			'user_nicename' => $site_client_login,
			'role'         => 'author',
		)
	);
	site_client_setup_check( $site_client_user, "user {$site_client_name}" );
	if ( (int) $site_client_user !== $site_client_id ) {
		site_client_setup_fail( "user {$site_client_name} got the id {$site_client_user} instead of {$site_client_id}" );
	}
	$site_client_author_ids[ $site_client_name ] = $site_client_id;
}

/* ------------------------------------------------------------------ posts */

// Which fixture page shows which post (its slug), and the posts' other addresses.
$site_client_slugs = array();
foreach ( $site_client_map['pages'] as $site_client_page => $site_client_entry ) {
	if ( 'post' === $site_client_entry['object'] ) {
		$site_client_slugs[ $site_client_entry['id'] ] = $site_client_page;
	}
}
// The magazine's next posts have no fixture page; 2833 is served at its permalink's slug.
$site_client_slugs += array( 2833 => 'was-der-wald-verraet' );

// The magazine's own permalinks of its posts, as the live search links them (theme-posts.ts).
$site_client_search_paths = $site_client_data['searchPaths'];

foreach ( array(
	'radio'    => $site_client_radio['posts'],
	'magazine' => $site_client_magazine['posts'],
) as $site_client_site => $site_client_posts ) {
	foreach ( $site_client_posts as $site_client_post ) {
		$site_client_meta = array( '_pixwell_double_thumb' => $site_client_post['thumb'] );
		if ( isset( $site_client_search_paths[ $site_client_post['id'] ] ) ) {
			$site_client_meta['_pixwell_double_search_path'] = $site_client_search_paths[ $site_client_post['id'] ];
		}
		site_client_setup_post(
			array(
				'id'       => $site_client_post['id'],
				'type'     => 'post',
				'title'    => $site_client_post['title'],
				'slug'     => isset( $site_client_slugs[ $site_client_post['id'] ] ) ? $site_client_slugs[ $site_client_post['id'] ] : '',
				'excerpt'  => $site_client_post['summary'],
				'date'     => $site_client_post['date'],
				'category' => 'magazine' === $site_client_site ? site_client_setup_shown_category( $site_client_post['category']['slug'], $site_client_term_ids, $site_client_categories ) : $site_client_term_ids[ $site_client_post['category']['slug'] ],
				'meta'     => $site_client_meta,
			)
		);
	}
}

// The magazine's list blocks' catalogue, newest first.
foreach ( $site_client_data['listPosts'] as $site_client_row ) {
	site_client_setup_post(
		array(
			'id'       => $site_client_row['id'],
			'type'     => 'post',
			'title'    => $site_client_row['title'],
			'excerpt'  => $site_client_row['summary'],
			'date'     => $site_client_row['date'],
			'author'   => $site_client_author_ids[ $site_client_row['author'] ],
			'category' => $site_client_term_ids[ $site_client_row['category'] ],
			'tags'     => array_map(
				static function ( $slug ) use ( $site_client_tag_ids ) {
					return $site_client_tag_ids[ $slug ];
				},
				$site_client_row['tags']
			),
			'meta'     => array( '_pixwell_double_thumb' => $site_client_row['thumb'] ),
		)
	);
}

// The magazine front page's feature posts the live search finds (the slider's post 104, "Das Jahr
// der leisen Filme", comes as 105: 104 is the radio's post).
foreach ( $site_client_data['featurePosts'] as $site_client_row ) {
	site_client_setup_post(
		array(
			'id'       => $site_client_row['id'],
			'type'     => 'post',
			'title'    => $site_client_row['title'],
			'excerpt'  => $site_client_row['summary'],
			'date'     => $site_client_row['date'],
			'category' => site_client_setup_shown_category( $site_client_row['category'], $site_client_term_ids, $site_client_categories ),
			'meta'     => array(
				'_pixwell_double_thumb'       => $site_client_row['thumb'],
				'_pixwell_double_search_path' => $site_client_row['path'],
			),
		)
	);
}

/* ------------------------------------------------------------------ pages */

foreach ( $site_client_map['pages'] as $site_client_page => $site_client_entry ) {
	if ( 'page' !== $site_client_entry['object'] ) {
		continue;
	}
	site_client_setup_post(
		array(
			'id'    => $site_client_entry['id'],
			'type'  => 'page',
			'title' => $site_client_entry['title'],
			'slug'  => $site_client_page,
		)
	);
}
foreach ( $site_client_map['pages'] as $site_client_page => $site_client_entry ) {
	if ( 'alias' === $site_client_entry['object'] && 'publish' !== get_post_status( $site_client_entry['id'] ) ) {
		site_client_setup_fail( "{$site_client_page} names post {$site_client_entry['id']}, which was not created" );
	}
}

/* ------------------------------------------------------------------ reactions */

// The articles print their reactions' counts; store as many (invented) visitors for each, so the
// counts WordPress keeps are the ones the pages print. Visitors are masked addresses, as Pixwell
// Core stores them: 10.0.N.x, none of them a test's 127.0.0.x.
foreach ( array(
	'pages/radio-article.html'    => 123,
	'pages/magazine-article.html' => 2841,
) as $site_client_file => $site_client_id ) {
	preg_match_all( '/data-reaction="([a-z]+)" data-reaction_uid="' . $site_client_id . '">.*?<span class="reaction-count">(\d+)<\/span>/s', site_client_setup_fixture( $site_client_file ), $site_client_counts, PREG_SET_ORDER );
	if ( 7 !== count( $site_client_counts ) ) {
		site_client_setup_fail( "{$site_client_file}: found " . count( $site_client_counts ) . " reactions of post {$site_client_id}, not 7" );
	}
	$site_client_data = array();
	foreach ( $site_client_counts as $site_client_count ) {
		$site_client_data[ $site_client_count[1] ] = array();
		for ( $site_client_n = 1; $site_client_n <= (int) $site_client_count[2]; $site_client_n++ ) {
			$site_client_data[ $site_client_count[1] ][] = "10.0.{$site_client_n}.x";
		}
	}
	site_client_setup_check( add_post_meta( $site_client_id, 'rb_reaction_data', $site_client_data, true ), "reactions of {$site_client_id}" );
}

/* ------------------------------------------------------------------ theme and plugin options */

// Pixwell's options (Redux array): the slider settings the magazine prints in themeSettings, live
// search over posts only, the single-post infinite load, several reactions per visitor.
$site_client_theme_settings = site_client_setup_global( 'pages/fragments/theme/footer.html', 'themeSettings' );
$site_client_theme_settings = is_array( $site_client_theme_settings ) && isset( $site_client_theme_settings[0] ) ? json_decode( $site_client_theme_settings[0], true ) : null;
if ( ! is_array( $site_client_theme_settings ) ) {
	site_client_setup_fail( 'fragments/theme/footer.html: themeSettings is not an array holding one JSON string' );
}
update_option(
	'pixwell_theme_options',
	array(
		'slider_play'      => $site_client_theme_settings['sliderPlay'],
		// 5550 is what an empty speed prints.
		'slider_speed'     => 5550 === $site_client_theme_settings['sliderSpeed'] ? '' : (string) $site_client_theme_settings['sliderSpeed'],
		'slider_next'      => $site_client_theme_settings['textNext'],
		'slider_prev'      => $site_client_theme_settings['textPrev'],
		'slider_dot'       => $site_client_theme_settings['sliderDot'],
		'slider_animation' => $site_client_theme_settings['sliderAnimation'],
		'search_post'      => 1,
		'ajax_next_post'   => 1,
		'unique_reaction'  => 0,
	)
);

// Feedback Voting as the radio's article prints it.
$site_client_feedback = site_client_setup_global( 'pages/radio-article.html', 'feedbackVoting' );
update_option( 'feedback_voting_enable_feedback_field', $site_client_feedback['enableFeedbackField'] );
update_option( 'feedback_voting_prevent_multiple', $site_client_feedback['preventMultiple'] );
update_option( 'feedback_voting_thankyou_text', $site_client_feedback['thankYouMsg'] );
// The double's vote ids: the first vote gets 17, the id the mock hands out.
add_option( 'feedback_voting_last_vote_id', 16, '', 'no' );


// Pixwell Core's newsletter list: the address the tests use for "already subscribed".
update_option( 'rb_subscribed_emails', array( 'bekannt@example.de' ) );

/* ------------------------------------------------------------------ theme and plugins */

$site_client_theme = wp_get_theme( 'pixwell' );
if ( ! $site_client_theme->exists() || $site_client_theme->errors() ) {
	site_client_setup_fail( 'the theme double pixwell is missing or broken: ' . ( $site_client_theme->errors() ? $site_client_theme->errors()->get_error_message() : 'not found' ) );
}
switch_theme( 'pixwell' );
if ( 'pixwell' !== get_option( 'stylesheet' ) ) {
	site_client_setup_fail( 'the theme pixwell was not activated' );
}

foreach ( array( 'pixwell-core/pixwell-core.php', 'feedback-voting/feedback-voting.php', 'post-views-counter/post-views-counter.php' ) as $site_client_plugin ) {
	$site_client_result = activate_plugin( $site_client_plugin );
	if ( is_wp_error( $site_client_result ) ) {
		site_client_setup_fail( "activating {$site_client_plugin}: " . $site_client_result->get_error_message() );
	}
	if ( ! is_plugin_active( $site_client_plugin ) ) {
		site_client_setup_fail( "{$site_client_plugin} is not active" );
	}
}

// After the activation, which loaded the plugin's defaults (Post_Views_Counter::DEFAULTS).
// Post Views Counter: the radio's article counts in mode js with cookies; its REST variant
// (radio-article-rest) is served in mode rest_api, so the REST route answers too.
$site_client_pvc = site_client_setup_global( 'pages/radio-article.html', 'pvcArgsFrontend' );
update_option(
	'post_views_counter_settings_general',
	array_merge(
		Post_Views_Counter::DEFAULTS,
		array(
			'data_storage' => $site_client_pvc['dataStorage'],
			'counter_mode' => $site_client_pvc['mode'],
		)
	)
);
update_option( 'post_views_counter_double_extra_modes', array( 'rest_api' ) );
