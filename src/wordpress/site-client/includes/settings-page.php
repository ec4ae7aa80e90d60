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
