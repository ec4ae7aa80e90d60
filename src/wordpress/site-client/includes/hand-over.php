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
 * with it (site_client_own_libraries() in includes/replaced-handles.php); the texts are delivered by
 * includes/hand-over-delivery.php.
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
