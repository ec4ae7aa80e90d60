<?php
/**
 * Checks what the settings screen submits: a bad field keeps its previous value, with a message.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

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
