<?php
/**
 * The settings screen: Settings → Site client, built with the Settings API.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * The screen's slug (options-general.php?page=site-client).
 */
const SITE_CLIENT_PAGE = 'site-client';

/**
 * The option group (settings_fields() prints its nonce).
 */
const SITE_CLIENT_OPTION_GROUP = 'site_client';

/**
 * Adds the screen under Settings ('admin_menu').
 */
function site_client_add_settings_page() {
	add_options_page(
		__( 'Site client', 'site-client' ),
		__( 'Site client', 'site-client' ),
		'manage_options',
		SITE_CLIENT_PAGE,
		'site_client_render_settings_page'
	);
}

/**
 * Adds a "Settings" link to the plugin's row on the plugins screen.
 *
 * @param string[] $links The row's links.
 * @return string[]
 */
function site_client_plugin_action_links( $links ) {
	if ( ! current_user_can( 'manage_options' ) ) {
		return $links;
	}
	$settings = sprintf(
		'<a href="%s">%s</a>',
		esc_url( admin_url( 'options-general.php?page=' . SITE_CLIENT_PAGE ) ),
		esc_html__( 'Settings', 'site-client' )
	);
	array_unshift( $links, $settings );
	return $links;
}

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

/**
 * Registers the option, its sections and its fields ('admin_init').
 */
function site_client_register_settings() {
	register_setting(
		SITE_CLIENT_OPTION_GROUP,
		SITE_CLIENT_SETTINGS_OPTION,
		array(
			'type'              => 'array',
			'description'       => __( 'Site client settings', 'site-client' ),
			'sanitize_callback' => 'site_client_sanitize_settings',
			'default'           => site_client_default_settings(),
			'show_in_rest'      => false,
		)
	);

	add_settings_section( 'site_client_scripts', __( 'Scripts', 'site-client' ), 'site_client_render_scripts_section', SITE_CLIENT_PAGE );
	add_settings_field( 'site_client_handles', esc_html__( 'Replace these scripts', 'site-client' ), 'site_client_render_handles_field', SITE_CLIENT_PAGE, 'site_client_scripts' );
	add_settings_field(
		'site_client_extra_handles',
		esc_html__( 'Other handles to replace', 'site-client' ),
		'site_client_render_extra_handles_field',
		SITE_CLIENT_PAGE,
		'site_client_scripts',
		array( 'label_for' => 'site-client-extra-handles' )
	);
	add_settings_field( 'site_client_replace_provider', esc_html__( 'Subscriptions provider\'s script', 'site-client' ), 'site_client_render_replace_provider_field', SITE_CLIENT_PAGE, 'site_client_scripts' );
	add_settings_field( 'site_client_compat_mode', esc_html__( 'Compatibility mode', 'site-client' ), 'site_client_render_compat_mode_field', SITE_CLIENT_PAGE, 'site_client_scripts' );

	add_settings_section( 'site_client_actions', __( 'admin-ajax action names', 'site-client' ), 'site_client_render_actions_section', SITE_CLIENT_PAGE );
	foreach ( site_client_ajax_action_labels() as $key => $label ) {
		add_settings_field(
			'site_client_action_' . $key,
			esc_html( $label ),
			'site_client_render_action_field',
			SITE_CLIENT_PAGE,
			'site_client_actions',
			array(
				'label_for' => 'site-client-action-' . $key,
				'key'       => $key,
			)
		);
	}

	add_settings_section( 'site_client_urls', __( 'Addresses', 'site-client' ), 'site_client_render_urls_section', SITE_CLIENT_PAGE );
	foreach ( site_client_url_labels() as $key => $label ) {
		add_settings_field(
			'site_client_url_' . $key,
			esc_html( $label ),
			'site_client_render_url_field',
			SITE_CLIENT_PAGE,
			'site_client_urls',
			array(
				'label_for' => 'site-client-url-' . $key,
				'key'       => $key,
			)
		);
	}
}

/**
 * Prints the screen.
 */
function site_client_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<p>
			<?php esc_html_e( 'Site client loads its bundle (site-client.user.js) in the footer of every front-end page and takes the scripts it replaces off the page. Their settings (the wp_localize_script data and the inline scripts printed with them) are printed before the bundle instead, so it finds the same globals.', 'site-client' ); ?>
		</p>
		<form action="options.php" method="post">
			<?php
			settings_fields( SITE_CLIENT_OPTION_GROUP );
			do_settings_sections( SITE_CLIENT_PAGE );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/**
 * Prints the introduction of the scripts section.
 */
function site_client_render_scripts_section() {
	echo '<p>' . esc_html__( 'Script handles as WordPress registers them. A replaced script is only taken off pages that would load it; a script that depends on it then loads after the bundle.', 'site-client' ) . '</p>';
}

/**
 * Prints the introduction of the action names section.
 */
function site_client_render_actions_section() {
	echo '<p>' . esc_html__( 'The admin-ajax actions the bundle calls. Leave a field empty for the name the theme and the plugins register (shown in grey). A name has 1 to 100 letters, digits, "_" or "-".', 'site-client' ) . '</p>';
}

/**
 * Prints the introduction of the addresses section.
 */
function site_client_render_urls_section() {
	echo '<p>' . esc_html__( 'Leave a field empty for the default (shown in grey).', 'site-client' ) . '</p>';
}

/**
 * Prints the checkboxes of the default handles.
 */
function site_client_render_handles_field() {
	$settings = site_client_get_settings();
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Replace these scripts', 'site-client' ) . '</legend>';
	foreach ( site_client_handle_labels() as $handle => $label ) {
		printf(
			'<label for="%1$s"><input type="checkbox" id="%1$s" name="%2$s" value="1"%3$s /> <code>%4$s</code> %5$s</label><br />',
			esc_attr( 'site-client-handle-' . $handle ),
			esc_attr( SITE_CLIENT_SETTINGS_OPTION . '[handles][' . $handle . ']' ),
			checked( ! empty( $settings['handles'][ $handle ] ), true, false ),
			esc_html( $handle ),
			esc_html( $label )
		);
	}
	echo '</fieldset>';
}

/**
 * Prints the textarea of the other handles.
 */
function site_client_render_extra_handles_field() {
	$settings = site_client_get_settings();
	printf(
		'<textarea id="site-client-extra-handles" name="%1$s" rows="4" cols="40" class="code" spellcheck="false" aria-describedby="site-client-extra-handles-description">%2$s</textarea>',
		esc_attr( SITE_CLIENT_SETTINGS_OPTION . '[extra_handles]' ),
		esc_textarea( implode( "\n", $settings['extra_handles'] ) )
	);
	echo '<p class="description" id="site-client-extra-handles-description">' . esc_html__( 'One handle per line: letters, digits, "_", "." and "-".', 'site-client' ) . '</p>';
}

/**
 * Prints the checkbox of the subscriptions provider's script.
 */
function site_client_render_replace_provider_field() {
	$settings = site_client_get_settings();
	printf(
		'<label for="site-client-replace-provider"><input type="checkbox" id="site-client-replace-provider" name="%1$s" value="1"%2$s /> %3$s</label>',
		esc_attr( SITE_CLIENT_SETTINGS_OPTION . '[replace_provider]' ),
		checked( $settings['replace_provider'], true, false ),
		esc_html__( 'Replace the subscriptions provider\'s script (swg.js / swg-basic.js)', 'site-client' )
	);
	echo '<p class="description">' . esc_html__( 'Any registered script loaded from news.google.com/swg/js/v1/swg.js or swg-basic.js. A script tag the theme prints itself cannot be replaced: remove it from the theme.', 'site-client' ) . '</p>';
}

/**
 * Prints the checkbox of compatibility mode.
 */
function site_client_render_compat_mode_field() {
	$settings = site_client_get_settings();
	printf(
		'<label for="site-client-compat-mode"><input type="checkbox" id="site-client-compat-mode" name="%1$s" value="1"%2$s /> %3$s</label>',
		esc_attr( SITE_CLIENT_SETTINGS_OPTION . '[compat_mode]' ),
		checked( $settings['compat_mode'], true, false ),
		esc_html__( 'Keep the theme\'s scripts', 'site-client' )
	);
	echo '<p class="description">' . esc_html__( 'pixwell-global and pixwell-core-script stay on the page even when ticked or listed above, and the bundle leaves their features to them. The plugins\' scripts are still replaced unless unticked.', 'site-client' ) . '</p>';
}

/**
 * Prints one action name field.
 *
 * @param array $args The field's arguments: 'key' and 'label_for'.
 */
function site_client_render_action_field( $args ) {
	$key      = $args['key'];
	$settings = site_client_get_settings();
	$defaults = site_client_default_ajax_actions();
	printf(
		'<input type="text" id="%1$s" name="%2$s" value="%3$s" placeholder="%4$s" class="regular-text code" spellcheck="false" autocomplete="off" /> <code>%5$s</code>',
		esc_attr( $args['label_for'] ),
		esc_attr( SITE_CLIENT_SETTINGS_OPTION . '[ajax_actions][' . $key . ']' ),
		esc_attr( $settings['ajax_actions'][ $key ] ),
		esc_attr( $defaults[ $key ] ),
		esc_html( 'ajaxActions.' . $key )
	);
}

/**
 * Prints one address field.
 *
 * @param array $args The field's arguments: 'key' and 'label_for'.
 */
function site_client_render_url_field( $args ) {
	$key          = $args['key'];
	$settings     = site_client_get_settings();
	$defaults     = site_client_default_urls();
	$descriptions = site_client_url_descriptions();
	printf(
		'<input type="text" id="%1$s" name="%2$s" value="%3$s" placeholder="%4$s" class="large-text code" spellcheck="false" autocomplete="off" inputmode="url" aria-describedby="%1$s-description" />',
		esc_attr( $args['label_for'] ),
		esc_attr( SITE_CLIENT_SETTINGS_OPTION . '[urls][' . $key . ']' ),
		esc_url( $settings['urls'][ $key ] ),
		esc_attr( $defaults[ $key ] )
	);
	printf(
		'<p class="description" id="%1$s-description"><code>%2$s</code> %3$s</p>',
		esc_attr( $args['label_for'] ),
		esc_html( $key ),
		esc_html( $descriptions[ $key ] )
	);
}

/**
 * Shows a value the user entered inside a message: checked for UTF-8, shortened, escaped.
 *
 * @param mixed $value The value.
 * @return string HTML.
 */
function site_client_quote_input( $value ) {
	if ( ! is_string( $value ) ) {
		return esc_html__( '(not text)', 'site-client' );
	}
	$value = wp_check_invalid_utf8( $value, true );
	if ( mb_strlen( $value, 'UTF-8' ) > 80 ) {
		$value = mb_substr( $value, 0, 79, 'UTF-8' ) . '…';
	}
	return '&#8220;' . esc_html( $value ) . '&#8221;';
}

/**
 * Checks the submitted settings ('sanitize_callback'). A field with a bad value keeps its
 * previous value and gets a message naming it and the reason; the other fields are saved.
 *
 * Also called with the already cleaned value (WordPress sanitizes again when it adds the option
 * on the first save), which passes unchanged.
 *
 * @param mixed $input The submitted value.
 * @return array The settings to store.
 */
function site_client_sanitize_settings( $input ) {
	$previous = site_client_get_settings();

	if ( ! is_array( $input ) ) {
		add_settings_error( SITE_CLIENT_SETTINGS_OPTION, 'site_client_settings', esc_html__( 'The settings could not be read; nothing was changed.', 'site-client' ) );
		return $previous;
	}

	$clean  = site_client_default_settings();
	$errors = 0;

	// The default handles.
	$handles = isset( $input['handles'] ) && is_array( $input['handles'] ) ? $input['handles'] : array();
	foreach ( site_client_default_handles() as $handle ) {
		$clean['handles'][ $handle ] = ! empty( $handles[ $handle ] );
	}

	// Other handles: one per line (an array when WordPress sanitizes the cleaned value again).
	$clean['extra_handles'] = $previous['extra_handles'];
	$raw                    = isset( $input['extra_handles'] ) ? $input['extra_handles'] : '';
	$field                  = esc_html__( 'Other handles to replace', 'site-client' );
	if ( is_string( $raw ) ) {
		$lines = preg_split( '/\R/u', $raw );
		if ( false === $lines ) {
			$lines = array( $raw );
		}
	} elseif ( is_array( $raw ) ) {
		$lines = $raw;
	} else {
		$lines = array( $raw );
	}
	$list = array();
	$bad  = array();
	$own  = false;
	foreach ( $lines as $line ) {
		$line = is_string( $line ) ? trim( $line ) : $line;
		if ( '' === $line ) {
			continue;
		}
		if ( ! site_client_is_handle( $line ) ) {
			$bad[] = site_client_quote_input( $line );
		} elseif ( SITE_CLIENT_HANDLE === $line ) {
			$own = true;
		} elseif ( ! in_array( $line, $list, true ) ) {
			$list[] = $line;
		}
	}
	if ( $bad ) {
		++$errors;
		add_settings_error(
			SITE_CLIENT_SETTINGS_OPTION,
			'site_client_extra_handles',
			sprintf(
				esc_html(
					/* translators: 1: field name, 2: the rejected lines, comma separated. */
					_n(
						'%1$s: %2$s is not a script handle (a handle has only letters, digits, "_", "." and "-"). The previous list was kept.',
						'%1$s: %2$s are not script handles (a handle has only letters, digits, "_", "." and "-"). The previous list was kept.',
						count( $bad ),
						'site-client'
					)
				),
				$field,
				implode( ', ', array_slice( $bad, 0, 5 ) ) . ( count( $bad ) > 5 ? ', …' : '' )
			)
		);
	} elseif ( $own ) {
		++$errors;
		add_settings_error(
			SITE_CLIENT_SETTINGS_OPTION,
			'site_client_extra_handles',
			sprintf(
				/* translators: 1: field name, 2: the bundle's handle. */
				esc_html__( '%1$s: %2$s is the bundle itself and cannot be replaced. The previous list was kept.', 'site-client' ),
				$field,
				'<code>' . esc_html( SITE_CLIENT_HANDLE ) . '</code>'
			)
		);
	} else {
		$clean['extra_handles'] = $list;
	}

	// The two switches.
	$clean['replace_provider'] = ! empty( $input['replace_provider'] );
	$clean['compat_mode']      = ! empty( $input['compat_mode'] );

	// Action names.
	$actions = isset( $input['ajax_actions'] ) && is_array( $input['ajax_actions'] ) ? $input['ajax_actions'] : array();
	$labels  = site_client_ajax_action_labels();
	foreach ( site_client_default_ajax_actions() as $key => $default ) {
		$value = isset( $actions[ $key ] ) ? $actions[ $key ] : '';
		$value = is_string( $value ) ? trim( $value ) : $value;
		if ( '' === $value || $default === $value ) {
			$clean['ajax_actions'][ $key ] = '';
		} elseif ( site_client_is_action_name( $value ) ) {
			$clean['ajax_actions'][ $key ] = $value;
		} else {
			++$errors;
			$clean['ajax_actions'][ $key ] = $previous['ajax_actions'][ $key ];
			add_settings_error(
				SITE_CLIENT_SETTINGS_OPTION,
				'site_client_action_' . $key,
				sprintf(
					/* translators: 1: field name, 2: the rejected value. */
					esc_html__( '%1$s: %2$s is not an admin-ajax action name (1 to 100 letters, digits, "_" or "-"). The previous value was kept.', 'site-client' ),
					esc_html( $labels[ $key ] ),
					site_client_quote_input( $value )
				)
			);
		}
	}

	// Addresses.
	$urls     = isset( $input['urls'] ) && is_array( $input['urls'] ) ? $input['urls'] : array();
	$labels   = site_client_url_labels();
	$kinds    = site_client_url_kinds();
	$defaults = site_client_default_urls();
	foreach ( $defaults as $key => $default ) {
		$value = isset( $urls[ $key ] ) ? $urls[ $key ] : '';
		$value = is_string( $value ) ? trim( $value ) : $value;
		if ( '' === $value ) {
			$clean['urls'][ $key ] = '';
			continue;
		}
		$checked = is_string( $value ) ? site_client_check_url( $value, $kinds[ $key ] ) : new WP_Error( 'site_client_url_scheme', __( 'it is not an absolute address starting with http:// or https://', 'site-client' ) );
		if ( is_wp_error( $checked ) ) {
			++$errors;
			$clean['urls'][ $key ] = $previous['urls'][ $key ];
			add_settings_error(
				SITE_CLIENT_SETTINGS_OPTION,
				'site_client_url_' . $key,
				sprintf(
					/* translators: 1: field name, 2: the rejected address, 3: the reason, such as "it must end with "/"". */
					esc_html__( '%1$s: %2$s was not saved because %3$s. The previous value was kept.', 'site-client' ),
					esc_html( $labels[ $key ] ),
					site_client_quote_input( $value ),
					esc_html( $checked->get_error_message() )
				)
			);
			continue;
		}
		$clean['urls'][ $key ] = $default === $checked ? '' : $checked;
	}

	if ( $errors ) {
		add_settings_error( SITE_CLIENT_SETTINGS_OPTION, 'site_client_saved', esc_html__( 'The other settings were saved.', 'site-client' ), 'info' );
	}

	return $clean;
}
