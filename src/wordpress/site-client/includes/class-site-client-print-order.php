<?php
/**
 * The order and the groups in which WordPress would print the queued scripts.
 *
 * @package SiteClient
 */

defined( 'ABSPATH' ) || exit;

/**
 * Works out, on a copy of the script registry, what WordPress would print: the queue with its
 * dependencies, each after what it depends on, and for each script its group (0 = head,
 * 1 = footer; a footer script that a head script depends on moves to the head). It uses
 * WordPress's own dependency walk (WP_Dependencies::all_deps()), so scripts with missing
 * dependencies are left out as WordPress leaves them out. Nothing is printed and the real
 * registry is not changed; the print_scripts_array filter is not applied.
 */
class Site_Client_Print_Order extends WP_Dependencies {

	/**
	 * Resolves the queue of a script registry.
	 *
	 * @param WP_Scripts $scripts       The real registry.
	 * @param array      $original_deps Dependencies to use instead of the registered ones, by
	 *                                  handle (the lists as they were before the hand-over
	 *                                  rewrote them).
	 * @return Site_Client_Print_Order Its to_do holds the handles in print order, its groups
	 *                                 the group of each.
	 */
	public static function resolve( WP_Scripts $scripts, array $original_deps = array() ) {
		$order             = new self();
		$order->registered = $scripts->registered;
		foreach ( $original_deps as $handle => $deps ) {
			if ( isset( $order->registered[ $handle ] ) ) {
				$copy                         = clone $order->registered[ $handle ];
				$copy->deps                   = $deps;
				$order->registered[ $handle ] = $copy;
			}
		}
		$order->done = $scripts->done;
		$order->all_deps( $scripts->queue );
		return $order;
	}

	/**
	 * The group of a script, as WP_Scripts decides it: 1 for a script registered for the
	 * footer, else 0, but never later than the script that depends on it.
	 *
	 * @param string    $handle    The handle.
	 * @param bool      $recursion Whether a dependent asked.
	 * @param int|false $group     The dependent's group, or false.
	 * @return bool Whether the group was set or lowered.
	 */
	public function set_group( $handle, $recursion, $group = false ) {
		$own = 0;
		if ( isset( $this->registered[ $handle ] ) ) {
			$dependency = $this->registered[ $handle ];
			if ( 1 === $dependency->args ) {
				$own = 1;
			} elseif ( isset( $dependency->extra['group'] ) ) {
				$own = (int) $dependency->extra['group'];
			}
		}

		if ( false !== $group && $own > $group ) {
			$own = $group;
		}

		return parent::set_group( $handle, $recursion, $own );
	}
}
