<?php
/**
 * Hands the replaced scripts over to the bundle.
 *
 * A replaced script is taken off the page, and everything WordPress would have printed with it
 * (its wp_localize_script() data, its "before" and its "after" inline scripts, in that order)
 * moves in front of the bundle as "before" inline scripts of site-client, each text unchanged,
 * the scripts in the order WordPress would have printed them. Scripts that depend on a
 * replaced script depend on the bundle instead, and are reported (includes/dependents-report.php).
 *
 * Why these moments: see the comment where the hooks are added in site-client.php. In short,
 * head scripts are handed over just before the head is printed, footer scripts just before the
 * footer is printed, a guard on print_scripts_array keeps any replaced script that slips
 * through off every print list, and whatever is still waiting when the bundle's own tag prints
 * goes in front of it.
 *
 * A script's data is read again at every moment and only what was added since is moved, so
 * data added late (themeSettings during wp_head) is not lost and nothing is moved twice. The
 * replaced scripts stay registered so that such late calls still succeed. If the bundle has
 * already been printed when more data arrives (a head script depended on it, so it moved to
 * the head), that data is printed at once in a script element of its own, still ahead of the
 * scripts that follow; the bundle reads the globals only at DOMContentLoaded.
 *
 * The libraries a replaced script brought from its own theme or plugin folder leave the queue
 * with it (site_client_own_libraries()).
 *
 * Nothing happens unless the bundle itself is on the page: without it the replaced scripts stay.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * The hand-over's state for this request.
 *
 * 'handed':    handle => array( 'group' => 0|1, 'data' => the data text already moved,
 *              'before' => inline scripts already moved, 'after' => likewise ), in hand-over
 *              order.
 * 'rewritten': handle => its dependencies as registered, for every script whose
 *              dependencies were rewritten.
 * 'printed':   how many script elements of their own handed-over texts got
 *              (site-client-js-handover-1, -2, ...).
 *
 * @return array Reference to the state.
 */
function &site_client_hand_over_state() {
	static $state = array(
		'handed'    => array(),
		'rewritten' => array(),
		'printed'   => 0,
	);
	return $state;
}

/**
 * Whether the bundle is on this page (queued, or already printed).
 *
 * @param WP_Scripts $scripts The script registry.
 * @return bool
 */
function site_client_bundle_on_page( WP_Scripts $scripts ) {
	return isset( $scripts->registered[ SITE_CLIENT_HANDLE ] )
		&& ( in_array( SITE_CLIENT_HANDLE, $scripts->queue, true ) || in_array( SITE_CLIENT_HANDLE, $scripts->done, true ) );
}

/**
 * Before the head scripts print ('wp_print_scripts'): takes every replaced script off the
 * page and hands over those WordPress would print in the head.
 */
function site_client_hand_over_head() {
	site_client_hand_over( false );
}

/**
 * Before the footer scripts print ('wp_print_footer_scripts', priority 9): takes the scripts
 * enqueued since off the page and hands over everything not handed over yet.
 */
function site_client_hand_over_footer() {
	site_client_hand_over( true );
}

/**
 * One hand-over.
 *
 * @param bool $footer Whether the footer is about to print (then every replaced script's data
 *                     goes; before the head only that of head scripts).
 */
function site_client_hand_over( $footer ) {
	global $wp_scripts;

	if ( ! ( $wp_scripts instanceof WP_Scripts ) || ! site_client_bundle_on_page( $wp_scripts ) ) {
		return;
	}

	$state    = &site_client_hand_over_state();
	$replaced = site_client_replaced_handles( site_client_get_settings(), $wp_scripts );

	if ( $replaced ) {
		// What WordPress would print, with the dependencies as registered.
		$order = Site_Client_Print_Order::resolve( $wp_scripts, $state['rewritten'] );

		site_client_take_off_page( $wp_scripts, $order, $replaced );

		$dependents = site_client_redirect_dependents( $wp_scripts, $order, $replaced );
		if ( $dependents ) {
			site_client_record_dependents( $dependents );
		}
	}

	$handles = array();
	foreach ( $state['handed'] as $handle => $taken ) {
		if ( $footer || 0 === $taken['group'] ) {
			$handles[] = $handle;
		}
	}
	site_client_deliver( $wp_scripts, $handles );
}

/**
 * Takes the replaced scripts WordPress would print off the page and notes them for the
 * hand-over, head scripts first, each group in WordPress's order. Scripts WordPress would not
 * print (not queued, not needed by a queued script, already printed, missing a dependency) are
 * left alone.
 *
 * @param WP_Scripts              $scripts  The script registry.
 * @param Site_Client_Print_Order $order    What WordPress would print.
 * @param string[]                $replaced The replaced handles.
 */
function site_client_take_off_page( WP_Scripts $scripts, Site_Client_Print_Order $order, array $replaced ) {
	$state = &site_client_hand_over_state();

	$found = array();
	foreach ( array_values( $order->to_do ) as $position => $handle ) {
		if ( in_array( $handle, $replaced, true ) && ! isset( $state['handed'][ $handle ] ) ) {
			$found[] = array(
				'handle'   => $handle,
				'group'    => isset( $order->groups[ $handle ] ) ? (int) $order->groups[ $handle ] : 0,
				'position' => $position,
			);
		}
	}

	usort(
		$found,
		static function ( $a, $b ) {
			return array( $a['group'], $a['position'] ) <=> array( $b['group'], $b['position'] );
		}
	);

	foreach ( $found as $item ) {
		site_client_note_handed( $item['handle'], $item['group'] );
		// Registered it stays, so late wp_localize_script() and wp_add_inline_script() calls still land.
		$scripts->dequeue( $item['handle'] );
		$own = site_client_own_libraries( $scripts, $item['handle'] );
		if ( $own ) {
			$scripts->dequeue( $own );
		}
	}
}

/**
 * The theme's or plugin's folder a script's file lives in ("themes/pixwell"), or '' when it is
 * not a theme's or plugin's file (WordPress's own scripts, other hosts).
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string     $handle  The handle.
 * @return string
 */
function site_client_script_package( WP_Scripts $scripts, $handle ) {
	if ( ! isset( $scripts->registered[ $handle ] ) || ! is_string( $scripts->registered[ $handle ]->src ) ) {
		return '';
	}
	return preg_match( '#/wp-content/(themes|plugins)/([^/]+)/#', $scripts->registered[ $handle ]->src, $match ) ? $match[1] . '/' . $match[2] : '';
}

/**
 * The libraries a replaced script brought along from its own theme or plugin (Pixwell enqueues
 * Owl Carousel, Waypoints, tipsy and the others from its assets/js/ for global.js alone): its
 * dependencies, and theirs, whose files live in the same theme's or plugin's folder. They leave
 * the queue with it. Only the queue: a script still on the page that depends on one of them
 * makes WordPress print it as that script's dependency, as always; and WordPress's own scripts
 * (jQuery) are never touched, they are printed only while something still needs them.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string     $handle  The replaced handle.
 * @return string[]
 */
function site_client_own_libraries( WP_Scripts $scripts, $handle ) {
	$package = site_client_script_package( $scripts, $handle );
	if ( '' === $package ) {
		return array();
	}
	$own     = array();
	$pending = (array) $scripts->registered[ $handle ]->deps;
	while ( $pending ) {
		$dep = array_shift( $pending );
		if ( in_array( $dep, $own, true ) || site_client_script_package( $scripts, $dep ) !== $package ) {
			continue;
		}
		$own[]   = $dep;
		$pending = array_merge( $pending, (array) $scripts->registered[ $dep ]->deps );
	}
	return $own;
}

/**
 * Notes a script as handed over (once).
 *
 * @param string $handle The handle.
 * @param int    $group  0 for the head, 1 for the footer.
 */
function site_client_note_handed( $handle, $group ) {
	$state = &site_client_hand_over_state();
	if ( ! isset( $state['handed'][ $handle ] ) ) {
		$state['handed'][ $handle ] = array(
			'group'  => $group > 0 ? 1 : 0,
			'data'   => '',
			'before' => 0,
			'after'  => 0,
		);
	}
}

/**
 * Makes every registered script that depends on a replaced script depend on the bundle
 * instead, so WordPress prints it after the bundle (and its data) rather than printing the
 * replaced script again as a dependency. Scripts not on the page yet are rewritten too, so a
 * later enqueue pulls in the bundle.
 *
 * @param WP_Scripts              $scripts  The script registry.
 * @param Site_Client_Print_Order $order    What WordPress would print.
 * @param string[]                $replaced The replaced handles.
 * @return array<string, string[]> The scripts on this page that depended on replaced scripts:
 *                                 dependent handle => the replaced handles it depended on.
 */
function site_client_redirect_dependents( WP_Scripts $scripts, Site_Client_Print_Order $order, array $replaced ) {
	$state = &site_client_hand_over_state();

	$dependents = array();
	foreach ( $order->to_do as $handle ) {
		if ( SITE_CLIENT_HANDLE === $handle || in_array( $handle, $replaced, true ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$deps = isset( $state['rewritten'][ $handle ] ) ? $state['rewritten'][ $handle ] : (array) $scripts->registered[ $handle ]->deps;
		$hits = array_values( array_intersect( $deps, $replaced ) );
		if ( $hits ) {
			$dependents[ $handle ] = $hits;
		}
	}

	foreach ( $scripts->registered as $handle => $dependency ) {
		if ( SITE_CLIENT_HANDLE === $handle || in_array( $handle, $replaced, true ) || empty( $dependency->deps ) || ! is_array( $dependency->deps ) ) {
			continue;
		}
		if ( ! array_intersect( $dependency->deps, $replaced ) ) {
			continue;
		}
		if ( ! isset( $state['rewritten'][ $handle ] ) ) {
			$state['rewritten'][ $handle ] = $dependency->deps;
		}
		$deps = array();
		foreach ( $dependency->deps as $dep ) {
			$deps[] = in_array( $dep, $replaced, true ) ? SITE_CLIENT_HANDLE : $dep;
		}
		$dependency->deps = array_values( array_unique( $deps ) );
	}

	return $dependents;
}

/**
 * Moves what was added to the given handed-over scripts since the last move in front of the
 * bundle: as "before" inline scripts of site-client while it is still to print, else printed
 * here and now.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string[]   $handles Handed-over handles, in hand-over order.
 */
function site_client_deliver( WP_Scripts $scripts, array $handles ) {
	$pieces = site_client_collect_pieces( $scripts, $handles );
	if ( ! $pieces ) {
		return;
	}

	if ( isset( $scripts->registered[ SITE_CLIENT_HANDLE ] ) && ! in_array( SITE_CLIENT_HANDLE, $scripts->done, true ) ) {
		foreach ( $pieces as $piece ) {
			// WP_Scripts::add_inline_script() itself, so each text arrives exactly as it was added.
			$scripts->add_inline_script( SITE_CLIENT_HANDLE, $piece, 'before' );
		}
		return;
	}

	echo site_client_handover_tag( $pieces ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- script text handed over as WordPress would have printed it.
}

/**
 * The last chance ('script_loader_tag' of the bundle): data still waiting for the footer when
 * the bundle prints earlier (a theme's own wp_print_scripts() call in the middle of the page
 * prints the whole queue at once, footer scripts included) goes in front of the bundle's tag,
 * so that the scripts printed right after the bundle find it. In the usual order of things
 * nothing is waiting by then.
 *
 * @param string $tag    The bundle's script elements.
 * @param string $handle The script's handle.
 * @return string
 */
function site_client_flush_before_bundle( $tag, $handle ) {
	global $wp_scripts;

	if ( SITE_CLIENT_HANDLE !== $handle || ! ( $wp_scripts instanceof WP_Scripts ) ) {
		return $tag;
	}

	$state  = &site_client_hand_over_state();
	$pieces = site_client_collect_pieces( $wp_scripts, array_keys( $state['handed'] ) );

	return $pieces ? site_client_handover_tag( $pieces ) . $tag : $tag;
}

/**
 * What was added to the given handed-over scripts since the last move, in order; marks it as
 * moved.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string[]   $handles Handed-over handles, in hand-over order.
 * @return string[]
 */
function site_client_collect_pieces( WP_Scripts $scripts, array $handles ) {
	$state = &site_client_hand_over_state();

	$pieces = array();
	foreach ( $handles as $handle ) {
		if ( isset( $state['handed'][ $handle ] ) ) {
			$pieces = array_merge( $pieces, site_client_take_new_pieces( $scripts, $handle, $state['handed'][ $handle ] ) );
		}
	}
	return $pieces;
}

/**
 * A script element of its own for handed-over texts, for when the bundle has printed already
 * (or is printing): site-client-js-handover-1, -2, ...
 *
 * @param string[] $pieces The texts.
 * @return string HTML.
 */
function site_client_handover_tag( array $pieces ) {
	$state = &site_client_hand_over_state();
	++$state['printed'];
	return wp_get_inline_script_tag( implode( "\n", $pieces ), array( 'id' => SITE_CLIENT_HANDLE . '-js-handover-' . $state['printed'] ) );
}

/**
 * What a handed-over script got since the last move: the new part of its data, then its new
 * "before" and "after" inline scripts.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string     $handle  The handle.
 * @param array      $taken   What was moved so far (updated).
 * @return string[]
 */
function site_client_take_new_pieces( WP_Scripts $scripts, $handle, array &$taken ) {
	$pieces = array();

	$data = $scripts->get_data( $handle, 'data' );
	if ( is_string( $data ) && '' !== $data && $data !== $taken['data'] ) {
		// wp_localize_script() appends ("old\nnew"); anything else replaced the whole text.
		if ( '' !== $taken['data'] && 0 === strpos( $data, $taken['data'] . "\n" ) ) {
			$new = substr( $data, strlen( $taken['data'] ) + 1 );
		} else {
			$new = $data;
		}
		if ( '' !== trim( $new ) ) {
			$pieces[] = $new;
		}
		$taken['data'] = $data;
	}

	foreach ( array( 'before', 'after' ) as $position ) {
		$list = $scripts->get_data( $handle, $position );
		if ( ! is_array( $list ) ) {
			continue;
		}
		$list = array_values( $list );
		if ( count( $list ) < $taken[ $position ] ) {
			$taken[ $position ] = 0; // The list was replaced: all of it is new.
		}
		foreach ( array_slice( $list, $taken[ $position ] ) as $piece ) {
			if ( is_string( $piece ) && '' !== trim( $piece ) ) {
				$pieces[] = $piece;
			}
		}
		$taken[ $position ] = count( $list );
	}

	return $pieces;
}

/**
 * The guard ('print_scripts_array'): takes any replaced script off a list WordPress is about to
 * print, and hands over its data right away.
 *
 * @param mixed $to_do The handles WordPress is about to print, in order.
 * @return mixed The list without the replaced handles.
 */
function site_client_keep_replaced_scripts_out( $to_do ) {
	global $wp_scripts;

	if ( ! is_array( $to_do ) || ! ( $wp_scripts instanceof WP_Scripts ) || ! site_client_bundle_on_page( $wp_scripts ) ) {
		return $to_do;
	}

	$replaced = site_client_replaced_handles( site_client_get_settings(), $wp_scripts );
	if ( ! $replaced ) {
		return $to_do;
	}

	$kept   = array();
	$caught = array();
	foreach ( $to_do as $handle ) {
		if ( in_array( $handle, $replaced, true ) ) {
			$caught[] = $handle;
			site_client_note_handed( $handle, isset( $wp_scripts->groups[ $handle ] ) ? (int) $wp_scripts->groups[ $handle ] : 0 );
			continue;
		}
		$kept[] = $handle;
	}

	if ( $caught ) {
		site_client_deliver( $wp_scripts, $caught );
	}

	return $kept;
}
