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
 *   magazine's (magazine.json), the list blocks' catalogue (harness/mocks/theme-lists-data.ts) and
 *   the magazine front page's feature posts (harness/mocks/theme-search-data.ts);
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

// The list blocks' categories (theme-lists-data.ts), then the invented categories of the front
// page's feature posts (theme-search-data.ts): their ids are printed (cat-info-id-N, data-category),
// so they must come out as 2 … 10 on the fresh database (1 is WordPress's "Uncategorized").
$site_client_categories = array(
	2  => array( 'Politik', 'politik' ),
	3  => array( 'Wirtschaft', 'wirtschaft' ),
	4  => array( 'Wissen', 'wissen' ),
	5  => array( 'Kultur', 'kultur' ),
	6  => array( 'Reise', 'reise' ),
	7  => array( 'Sport', 'sport' ),
	8  => array( 'Gesundheit', 'gesundheit' ),
	9  => array( 'Digital', 'digital' ),
	10 => array( 'Umwelt', 'umwelt' ),
);
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

$site_client_tags    = array(
	'klima'   => 'Klima',
	'energie' => 'Energie',
	'bahn'    => 'Bahn',
	'stadt'   => 'Stadtleben',
	'ki'      => 'Künstliche Intelligenz',
);
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

// The list blocks' authors with the user ids `data-author` names (theme-lists-data.ts LIST_AUTHORS).
$site_client_authors = array(
	11 => 'Miriam Koch',
	12 => 'Jonas Weber',
	13 => 'Lena Hoffmann',
	14 => 'Tobias Brandt',
	15 => 'Sophie Lange',
	16 => 'Felix Neumann',
);
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
$site_client_search_paths = array(
	2841 => '2024/05/02/hitzeschutz-staedte/',
	2837 => '2024/05/01/rueckkehr-der-nachtzuege/',
	2833 => '2024/05/01/was-der-wald-verraet/',
	2829 => '2024/04/30/mieten-in-mittelstaedten/',
);

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

// The magazine's list blocks' catalogue (harness/mocks/theme-lists-data.ts, kept in step by hand):
// id, category, tags, title, summary, author, date, thumbnail class. Newest first.
$site_client_catalogue = array(
	array( 3163, 'politik', array( 'klima' ), 'Klimageld: Wie die Rückzahlung beim Bürger ankommen soll', 'Die Koalition streitet über Auszahlungsweg und Höhe. Ein Überblick über die Modelle, die jetzt auf dem Tisch liegen.', 'Miriam Koch', '2024-05-20T18:00:00+02:00', 'thumb-politik-1' ),
	array( 3161, 'wissen', array( 'ki' ), 'Wie Sprachmodelle lernen, was sie nicht wissen', 'Forschende in Tübingen bringen KI-Systemen bei, Unsicherheit zuzugeben – ein Schritt gegen erfundene Antworten.', 'Jonas Weber', '2024-05-20T07:00:00+02:00', 'thumb-wissen-2' ),
	array( 3159, 'reise', array( 'bahn' ), 'Mit dem Nachtzug nach Split: Ein Selbstversuch', 'Vierzehn Stunden, drei Länder, ein Liegewagen: Wie sich die neue Verbindung an die Adria tatsächlich anfühlt.', 'Lena Hoffmann', '2024-05-19T18:00:00+02:00', 'thumb-reise-3' ),
	array( 3157, 'wirtschaft', array( 'energie' ), 'Strompreise: Warum die Netzentgelte jetzt steigen', 'Der Ausbau der Leitungen kostet Milliarden. Wer die Rechnung bezahlt und was Haushalte tun können.', 'Tobias Brandt', '2024-05-19T07:00:00+02:00', 'thumb-wirtschaft-1' ),
	array( 3155, 'kultur', array(), 'Documenta-Nachfolge: Kassel sucht eine neue Leitung', 'Nach den Debatten der letzten Ausgabe soll eine Findungskommission Vertrauen zurückgewinnen.', 'Sophie Lange', '2024-05-18T18:00:00+02:00', 'thumb-kultur-2' ),
	array( 3153, 'politik', array( 'stadt' ), 'Bürgerräte in Kommunen: Mehr als ein Feigenblatt?', 'Immer mehr Städte losen Einwohner aus, um über Verkehr und Bauen zu beraten. Was bleibt von den Empfehlungen?', 'Miriam Koch', '2024-05-18T07:00:00+02:00', 'thumb-politik-3' ),
	array( 3151, 'wissen', array( 'klima' ), 'Hitzerekorde im Mittelmeer: Was mit den Seegraswiesen passiert', 'Meeresbiologen beobachten ein großflächiges Absterben – mit Folgen für Fischbestände und Küstenschutz.', 'Jonas Weber', '2024-05-17T18:00:00+02:00', 'thumb-wissen-1' ),
	array( 3149, 'sport', array(), 'Frauen-Bundesliga: Die neue Saison beginnt mit Rekordkulisse', 'Über 38.000 Zuschauer zum Auftakt: Wie der Frauenfußball seine Stadien füllt.', 'Felix Neumann', '2024-05-17T07:00:00+02:00', 'thumb-sport-2' ),
	array( 3147, 'wirtschaft', array( 'ki' ), 'Mittelstand und KI: Zwischen Neugier und Datenschutz', 'Eine Umfrage unter 800 Betrieben zeigt, wo künstliche Intelligenz schon hilft – und wo sie scheitert.', 'Tobias Brandt', '2024-05-16T18:00:00+02:00', 'thumb-wirtschaft-3' ),
	array( 3145, 'reise', array(), 'Wandern im Elbsandstein: Neue Regeln für die Kernzone', 'Der Nationalpark sperrt Pfade und lenkt Besucher um. Was Wanderer im Sommer wissen müssen.', 'Lena Hoffmann', '2024-05-16T07:00:00+02:00', 'thumb-reise-1' ),
	array( 3143, 'kultur', array( 'stadt' ), 'Clubsterben in Berlin: Wenn die Bässe leiser werden', 'Steigende Mieten und Lärmschutz-Klagen setzen der Clubszene zu. Ein Rundgang durch eine bedrohte Kultur.', 'Sophie Lange', '2024-05-15T18:00:00+02:00', 'thumb-kultur-2' ),
	array( 3141, 'politik', array( 'energie' ), 'Wärmeplanung: Was Kommunen bis 2026 vorlegen müssen', 'Fernwärme, Wärmepumpe oder Wasserstoff? Die Pläne der Städte entscheiden, wie Millionen Haushalte heizen.', 'Miriam Koch', '2024-05-15T07:00:00+02:00', 'thumb-politik-3' ),
	array( 3139, 'wissen', array(), 'Der Wald im Frühjahr: Was Knospen über den Sommer verraten', 'Förster zählen Knospen, Forscher messen Saftströme: Ein Besuch im Messwald bei Göttingen.', 'Jonas Weber', '2024-05-14T18:00:00+02:00', 'thumb-wissen-1' ),
	array( 3137, 'wirtschaft', array( 'stadt' ), 'Mieten in Mittelstädten: Der neue Engpass', 'Nicht mehr nur München und Hamburg: Warum die Mieten jetzt auch in Mittelstädten stark steigen.', 'Tobias Brandt', '2024-05-14T07:00:00+02:00', 'thumb-wirtschaft-2' ),
	array( 3135, 'reise', array( 'bahn', 'klima' ), 'Die Rückkehr der Nachtzüge: Was Europas Bahnen planen', 'Neue Linien, neue Wagen, alte Probleme: Wie die Nachtzüge zurückkehren – und warum sie oft ausgebucht sind.', 'Lena Hoffmann', '2024-05-13T18:00:00+02:00', 'thumb-reise-3' ),
	array( 3133, 'kultur', array(), 'Lesesommer: Zehn Romane für lange Abende', 'Von der Familiensaga bis zum Krimi aus der Uckermark: Die Empfehlungen unserer Redaktion.', 'Sophie Lange', '2024-05-13T07:00:00+02:00', 'thumb-kultur-1' ),
	array( 3131, 'politik', array( 'klima' ), 'Hitzeschutzpläne: Wie Städte sich auf heiße Sommer vorbereiten', 'Trinkbrunnen, Schattenplätze, Hitzeaktionspläne: Was deutsche Städte gegen die Sommerhitze tun.', 'Miriam Koch', '2024-05-12T18:00:00+02:00', 'thumb-politik-2' ),
	array( 3129, 'wissen', array( 'energie' ), 'Feststoffbatterien: Der lange Weg aus dem Labor', 'Mehr Reichweite, weniger Brandgefahr: Warum der Durchbruch trotzdem noch Jahre dauern dürfte.', 'Jonas Weber', '2024-05-12T07:00:00+02:00', 'thumb-wissen-3' ),
	array( 3127, 'sport', array( 'stadt' ), 'Bolzplätze unter Druck: Wo Kinder noch kicken können', 'In vielen Städten verschwinden freie Spielflächen. Vereine und Initiativen halten dagegen.', 'Felix Neumann', '2024-05-11T18:00:00+02:00', 'thumb-sport-1' ),
	array( 3125, 'wirtschaft', array( 'klima' ), 'Grüner Stahl: Die Milliardenwette im Ruhrgebiet', 'Ein Hochofen soll auf Wasserstoff umgestellt werden. Ob die Rechnung aufgeht, hängt am Strompreis.', 'Tobias Brandt', '2024-05-11T07:00:00+02:00', 'thumb-wirtschaft-2' ),
	array( 3123, 'reise', array(), 'Ostsee im Herbst: Die Inseln nach der Saison', 'Leere Strände, volle Kräne: Warum sich Usedom und Rügen gerade im Oktober lohnen.', 'Lena Hoffmann', '2024-05-10T18:00:00+02:00', 'thumb-reise-3' ),
	array( 3121, 'kultur', array( 'ki' ), 'Ausstellung in Karlsruhe: Wenn Maschinen malen', 'Das ZKM zeigt Kunst aus neuronalen Netzen – und fragt, wem ein Bild gehört, das niemand gemalt hat.', 'Sophie Lange', '2024-05-10T07:00:00+02:00', 'thumb-kultur-1' ),
	array( 3119, 'politik', array(), 'Wahlrecht ab 16: Erste Erfahrungen aus den Ländern', 'Gehen junge Menschen wählen, wenn sie dürfen? Zahlen aus Brandenburg, Bremen und Hamburg.', 'Miriam Koch', '2024-05-09T18:00:00+02:00', 'thumb-politik-2' ),
	array( 3117, 'wissen', array( 'klima' ), 'Moore als Klimaschützer: Wiedervernässung im Praxistest', 'Landwirte im Emsland probieren aus, wie sich nasse Flächen bewirtschaften lassen.', 'Jonas Weber', '2024-05-09T07:00:00+02:00', 'thumb-wissen-3' ),
	array( 3115, 'wirtschaft', array( 'bahn' ), 'Güterverkehr: Warum die Schiene Marktanteile verliert', 'Baustellen, Personalmangel, Preise: Spediteure erklären, warum sie wieder auf den Lkw setzen.', 'Tobias Brandt', '2024-05-08T18:00:00+02:00', 'thumb-wirtschaft-1' ),
	array( 3113, 'kultur', array(), 'Theater auf dem Land: Ein Sommer mit der Wanderbühne', 'Zwölf Dörfer, ein Bus, ein Stück: Unterwegs mit einem Ensemble, das zu seinem Publikum fährt.', 'Sophie Lange', '2024-05-08T07:00:00+02:00', 'thumb-kultur-2' ),
	array( 3111, 'sport', array(), 'Marathon-Boom: Warum so viele plötzlich laufen', 'Die Startplätze in Berlin sind in Minuten vergeben. Sportmediziner erklären den Trend – und seine Risiken.', 'Felix Neumann', '2024-05-07T18:00:00+02:00', 'thumb-sport-3' ),
	array( 3109, 'reise', array( 'stadt' ), 'Städtereise Leipzig: Drei Tage zwischen Kanälen und Kunst', 'Von der Spinnerei bis zum Karl-Heine-Kanal: Unsere Route durch eine Stadt, die sich neu erfindet.', 'Lena Hoffmann', '2024-05-07T07:00:00+02:00', 'thumb-reise-1' ),
	array( 3107, 'politik', array( 'bahn' ), 'Deutschlandticket: Wer die Finanzierung nach 2025 trägt', 'Bund und Länder ringen um Milliarden. Was ein höherer Preis für Pendler bedeuten würde.', 'Miriam Koch', '2024-05-06T18:00:00+02:00', 'thumb-politik-2' ),
	array( 3105, 'wissen', array(), 'Schlafforschung: Warum Teenager später müde werden', 'Die innere Uhr verschiebt sich in der Pubertät. Schulen experimentieren mit späterem Unterrichtsbeginn.', 'Jonas Weber', '2024-05-06T07:00:00+02:00', 'thumb-wissen-3' ),
	array( 3103, 'wirtschaft', array(), 'Fachkräfte aus Indien: Eine Pflegeschule macht es vor', 'Sprachkurs, Anerkennung, Wohnung: Wie ein Klinikverbund in Franken Pflegekräfte gewinnt und hält.', 'Tobias Brandt', '2024-05-05T18:00:00+02:00', 'thumb-wirtschaft-1' ),
	array( 3101, 'wissen', array( 'ki' ), 'Proteinfaltung: Was die KI-Revolution der Biologie gebracht hat', 'Vorhergesagte Strukturen beschleunigen die Medikamentenforschung – doch die Experimente bleiben unverzichtbar.', 'Jonas Weber', '2024-05-05T07:00:00+02:00', 'thumb-wissen-2' ),
);
foreach ( $site_client_catalogue as $site_client_row ) {
	list( $site_client_id, $site_client_slug, $site_client_tag_slugs, $site_client_title, $site_client_summary, $site_client_author, $site_client_date, $site_client_thumb ) = $site_client_row;
	site_client_setup_post(
		array(
			'id'       => $site_client_id,
			'type'     => 'post',
			'title'    => $site_client_title,
			'excerpt'  => $site_client_summary,
			'date'     => $site_client_date,
			'author'   => $site_client_author_ids[ $site_client_author ],
			'category' => $site_client_term_ids[ $site_client_slug ],
			'tags'     => array_map(
				static function ( $slug ) use ( $site_client_tag_ids ) {
					return $site_client_tag_ids[ $slug ];
				},
				$site_client_tag_slugs
			),
			'meta'     => array( '_pixwell_double_thumb' => $site_client_thumb ),
		)
	);
}

// The magazine front page's feature posts the live search finds (theme-search-data.ts FEATURE_ROWS,
// kept in step by hand): id, path of its link, title, category, date, summary. The slider's post
// 104 ("Das Jahr der leisen Filme") is post 105 here: 104 is the radio's post.
$site_client_features = array(
	array( 304, '2024/05/13/fokus-4/', 'Die Ostsee erwärmt sich schneller', 'umwelt', '2024-05-13T07:30:00+02:00', 'Meeresforscher messen Rekordwerte vor Rügen.' ),
	array( 303, '2024/05/12/fokus-3/', 'Ein Dorf baut sein Netz selbst', 'digital', '2024-05-12T07:30:00+02:00', 'Glasfaser in Eigenregie: 300 Haushalte, ein Bagger, viel Geduld.' ),
	array( 302, '2024/05/11/fokus-2/', 'Wie gesund ist Intervallfasten?', 'gesundheit', '2024-05-11T07:30:00+02:00', 'Was Studien sagen – und was nicht.' ),
	array( 301, '2024/05/10/fokus-1/', 'Was Wale singen', 'wissen', '2024-05-10T07:30:00+02:00', 'Forscherinnen entschlüsseln die Lieder der Buckelwale.' ),
	array( 207, 'meistgelesen/7/', 'Kommunalwahl: die Ergebnisse', 'politik', '2024-05-08T09:00:00+02:00', '' ),
	array( 204, 'meistgelesen/4/', 'Der Streit um die Grundsteuer', 'politik', '2024-05-05T09:00:00+02:00', '' ),
	array( 203, 'meistgelesen/3/', 'Rückkehr der Nachtzüge', 'reise', '2024-05-04T09:00:00+02:00', '' ),
	array( 105, '2024/05/04/aufmacher-4/', 'Das Jahr der leisen Filme', 'kultur', '2024-05-04T08:00:00+02:00', 'Warum die besten Filme dieses Festivals ohne große Effekte auskamen.' ),
	array( 202, 'meistgelesen/2/', 'Zehn Jahre Mietpreisbremse', 'wirtschaft', '2024-05-03T09:00:00+02:00', '' ),
	array( 103, '2024/05/03/aufmacher-3/', 'Mit dem Nachtzug nach Rom', 'reise', '2024-05-03T08:00:00+02:00', 'Die neue Verbindung im Test: 14 Stunden, ein Schlafwagen und viel Espresso.' ),
	array( 201, 'meistgelesen/1/', 'Was ein Hitzeaktionsplan regelt', 'politik', '2024-05-02T09:00:00+02:00', '' ),
	array( 102, '2024/05/02/aufmacher-2/', 'Wie der Mittelstand Fachkräfte hält', 'wirtschaft', '2024-05-02T08:00:00+02:00', 'Vier-Tage-Woche, Wohnungen, Weiterbildung: Was kleine Firmen anbieten.' ),
	array( 101, '2024/05/01/aufmacher-1/', 'Bundestag beschließt Klimaanpassungsgesetz', 'politik', '2024-05-01T08:00:00+02:00', 'Kommunen müssen bis 2026 Hitzeaktionspläne vorlegen – der Bund gibt Geld dazu.' ),
);
foreach ( $site_client_features as $site_client_row ) {
	list( $site_client_id, $site_client_path, $site_client_title, $site_client_slug, $site_client_date, $site_client_summary ) = $site_client_row;
	site_client_setup_post(
		array(
			'id'       => $site_client_id,
			'type'     => 'post',
			'title'    => $site_client_title,
			'excerpt'  => $site_client_summary,
			'date'     => $site_client_date,
			'category' => site_client_setup_shown_category( $site_client_slug, $site_client_term_ids, $site_client_categories ),
			'meta'     => array(
				'_pixwell_double_thumb'       => 'thumb-' . $site_client_slug . '-1',
				'_pixwell_double_search_path' => $site_client_path,
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
