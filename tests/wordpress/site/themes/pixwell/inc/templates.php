<?php
/**
 * The list layouts the AJAX answers are made of. The markup is the one the fixture pages print and
 * the harness's mock admin-ajax builds (harness/mocks/theme-lists.ts, theme-search.ts,
 * bookmark-fragment.ts), not Pixwell's templates (which print images and more meta), so that the
 * same request gets the same answer from the mock and from this WordPress. Every value comes from
 * the WordPress post (pixwell_double_post_fields) and is escaped once.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

if ( ! function_exists( 'pixwell_bookmark' ) ) {
	/**
	 * Pixwell Core's "read later" button after a title's link.
	 *
	 * @param int    $post_id Post id.
	 * @param string $text_key pixwell_translate key of its tooltip.
	 * @return string
	 */
	function pixwell_bookmark( $post_id, $text_key = 'read_later' ) {
		return '<span class="read-it-later bookmark-item" data-title="' . esc_attr( pixwell_translate( $text_key ) ) . '" data-bookmarkid="' . (int) $post_id . '"><i class="rbi rbi-bookmark"></i></span>';
	}
}

/**
 * One post of a `ct_list` block (list layout 3 in a `div.rb-col-m12`), as page 1 of the
 * magazine's blocks prints it: links are the magazine's `?p=` addresses.
 *
 * @param WP_Post $post The post.
 * @return string
 */
function pixwell_double_list_3_item( $post ) {
	$p     = pixwell_double_post_fields( $post );
	$link  = esc_attr( PIXWELL_DOUBLE_MAGAZINE_ORIGIN . '/?p=' . $p['id'] );
	$title = esc_html( $p['title'] );
	return '<div class="rb-col-m12">'
		. '<div class="p-wrap p-list p-list-3 post-' . $p['id'] . ' no-avatar">'
		. '<div class="col-left"><div class="p-feat-holder"><div class="p-feat">'
		. '<a class="p-flink" href="' . $link . '" title="' . $title . '"><span class="rb-iwrap pc-75 ' . esc_attr( $p['thumb'] ) . '"></span></a>'
		. '<aside class="p-cat-info is-absolute"><a class="cat-info-el cat-info-id-' . $p['category_id'] . '" href="' . PIXWELL_DOUBLE_MAGAZINE_ORIGIN . '/category/' . esc_attr( $p['category_slug'] ) . '/" rel="category">' . esc_html( $p['category_name'] ) . '</a></aside>'
		. '</div></div></div>'
		. '<div class="col-right">'
		. '<div class="p-header"><h2 class="entry-title"><a class="p-url" href="' . $link . '" rel="bookmark" title="' . $title . '">' . $title . '</a>' . pixwell_bookmark( $p['id'], 'read_later_block' ) . '</h2></div>'
		. '<p class="entry-summary">' . esc_html( $p['summary'] ) . '</p>'
		. '<div class="p-footer"><aside class="p-meta-info">'
		. '<span class="meta-info-el meta-info-author"><em class="meta-label">' . esc_html( pixwell_translate( 'by' ) ) . '</em><a href="' . PIXWELL_DOUBLE_MAGAZINE_ORIGIN . '/author/' . esc_attr( $p['author_slug'] ) . '/">' . esc_html( $p['author_name'] ) . '</a></span>'
		. '<span class="meta-info-el meta-info-date"><abbr class="date published" title="' . esc_attr( $p['date'] ) . '">' . esc_html( $p['date_text'] ) . '</abbr></span>'
		. '</aside></div>'
		. '</div>'
		. '</div>'
		. '</div>';
}

/**
 * One live search result (list layout 4 in a `div.rb-col-m12`). Its link is the magazine's
 * permalink of the post where the fixtures name one (post meta), else its `?p=` address.
 *
 * @param WP_Post $post The post.
 * @return string
 */
function pixwell_double_list_4_item( $post ) {
	$p     = pixwell_double_post_fields( $post );
	$path  = '' !== $p['search_path'] ? $p['search_path'] : '?p=' . $p['id'];
	$link  = esc_attr( PIXWELL_DOUBLE_MAGAZINE_ORIGIN . '/' . $path );
	$title = esc_html( $p['title'] );
	return '<div class="rb-col-m12"><div class="p-wrap p-list p-list-4 post-' . $p['id'] . " no-avatar\">\n"
		. '<div class="col-left"><div class="p-feat"><a class="p-flink" href="' . $link . '" title="' . $title . '"><span class="rb-iwrap pc-75 ' . esc_attr( $p['thumb'] ) . "\"></span></a></div></div>\n"
		. "<div class=\"col-right\">\n"
		. '<div class="p-header"><h4 class="entry-title h6"><a class="p-url" href="' . $link . '" rel="bookmark" title="' . $title . '">' . $title . "</a></h4></div>\n"
		. '<div class="p-footer"><aside class="p-meta-info"><span class="meta-info-el meta-info-cat"><a href="' . PIXWELL_DOUBLE_MAGAZINE_ORIGIN . '/kategorie/' . esc_attr( $p['category_slug'] ) . '/">' . esc_html( $p['category_name'] ) . '</a></span><span class="meta-info-el meta-info-date"><abbr class="date published">' . esc_html( $p['date_text'] ) . "</abbr></span></aside></div>\n"
		. "</div>\n"
		. '</div></div>';
}

/**
 * One saved post of the bookmark list (list layout 2 in a `div.p-outer`): links are `#post-{id}`
 * fragments, as the radio's fixtures have them; the read-later button follows the title and is
 * repeated in the mobile meta line.
 *
 * @param WP_Post $post The post.
 * @return string
 */
function pixwell_double_list_2_item( $post ) {
	$p      = pixwell_double_post_fields( $post );
	$link   = esc_attr( '#post-' . $p['id'] );
	$title  = esc_html( $p['title'] );
	$button = pixwell_bookmark( $p['id'] );
	return '<div class="p-outer rb-p20-gutter rb-col-m12 rb-col-d6">'
		. '<div class="p-wrap p-list p-list-2 clearfix">'
		. '<div class="col-left"><div class="p-feat-holder"><div class="p-feat"><a class="p-flink" href="' . $link . '" title="' . $title . '"><span class="rb-iwrap ' . esc_attr( $p['thumb'] ) . '"></span></a></div></div></div>'
		. '<div class="col-right">'
		. '<aside class="p-cat-info is-relative"><a class="cat-info-el" href="#kategorie-' . esc_attr( $p['category_slug'] ) . '" rel="category">' . esc_html( $p['category_name'] ) . '</a></aside>'
		. '<div class="p-header"><h2 class="entry-title"><a class="p-url" href="' . $link . '" rel="bookmark" title="' . $title . '">' . $title . '</a>' . $button . '</h2></div>'
		. '<p class="entry-summary">' . esc_html( $p['summary'] ) . '</p>'
		. '<div class="p-footer">'
		. '<aside class="p-meta-info"><span class="meta-info-el meta-info-date"><abbr class="date published" title="' . esc_attr( $p['date'] ) . '">' . esc_html( $p['date_text'] ) . '</abbr></span><span class="meta-info-el mobile-bookmark">' . $button . '</span></aside>'
		. '</div>'
		. '</div>'
		. '</div>'
		. '</div>';
}

if ( ! function_exists( 'pixwell_render_bookmark_list' ) ) {
	/**
	 * The saved posts among `$include_ids` (published posts only, newest first, each once), in the
	 * theme's list block; nothing when none of them is one. Pixwell Core's `rb_bookmark` calls it.
	 *
	 * @param int[] $include_ids Post ids (absint'ed).
	 */
	function pixwell_render_bookmark_list( $include_ids ) {
		$query_data = pixwell_query(
			array(
				'post_in'        => $include_ids,
				'posts_per_page' => '-1',
			)
		);
		if ( ! $query_data->have_posts() ) {
			return;
		}
		$items = array();
		foreach ( $query_data->posts as $post ) {
			$items[] = pixwell_double_list_2_item( $post );
		}
		echo '<div class="content-wrap"><div class="content-inner rb-row rb-n20-gutter">' . implode( '', $items ) . '</div></div>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in the item.
	}
}

if ( ! function_exists( 'pixwell_ajax_get_content' ) ) {
	/**
	 * The items of a block page, without the block's `.content-inner` wrapper. Every layout the
	 * real theme knows is printed as list layout 3 (the only layout the fixtures use); a block name
	 * the theme does not know gives nothing, as in the real theme.
	 *
	 * @param array    $settings   Block settings.
	 * @param WP_Query $query_data The page's query.
	 * @return string
	 */
	function pixwell_ajax_get_content( $settings, $query_data ) {
		$known = array( 'fw_grid_1', 'fw_grid_2', 'fw_grid_3', 'fw_grid_4', 'fw_list_1', 'fw_list_2', 'fw_mix_1', 'fw_mix_2', 'fw_masonry_1', 'fw_feat_8', 'ct_grid_1', 'ct_grid_2', 'ct_list', 'ct_classic', 'ct_masonry_1', 'mega_category', 'fw_related' );
		$name  = empty( $settings['name'] ) ? 'ct_classic' : $settings['name'];
		if ( ! in_array( $name, $known, true ) ) {
			return '';
		}
		$items = array();
		foreach ( $query_data->posts as $post ) {
			$items[] = pixwell_double_list_3_item( $post );
		}
		return implode( "\n", $items );
	}
}
