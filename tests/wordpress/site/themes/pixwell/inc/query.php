<?php
/**
 * The theme's block query (Pixwell 9.2 includes/query.php, `pixwell_query`): block settings as the
 * list blocks send them in `data[…]` become a WP_Query over published posts, newest first unless
 * the block names another order.
 *
 * @package SiteClientTests
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

if ( ! function_exists( 'pixwell_query' ) ) {
	/**
	 * @param array|string $data  Block settings (a query string is parsed as wp_parse_args does).
	 * @param int|null     $paged The page to fetch (pagination), or null.
	 * @return WP_Query
	 */
	function pixwell_query( $data = array(), $paged = null ) {
		$data = wp_parse_args(
			$data,
			array(
				'categories'          => '',
				'category'            => '',
				'author'              => '',
				'format'              => '',
				'tags'                => '',
				'tag_in'              => '',
				'posts_per_page'      => '',
				'paged'               => '',
				'no_found_rows'       => false,
				'offset'              => '',
				'order'               => 'date_post',
				'post_type'           => 'post',
				'meta_key'            => '',
				'post_in'             => '',
				'post_not_in'         => '',
				'tag_not_in'          => '',
				'tax_query'           => array(),
				'ignore_sticky_posts' => 1,
			)
		);

		$params = array(
			'post_status'         => 'publish',
			'ignore_sticky_posts' => $data['ignore_sticky_posts'],
			'post_type'           => $data['post_type'],
			'no_found_rows'       => (bool) $data['no_found_rows'],
			'tax_query'           => array(),
		);

		if ( ! empty( $data['posts_per_page'] ) ) {
			$params['posts_per_page'] = intval( $data['posts_per_page'] );
		}

		// An explicit list wins over an exclusion list.
		if ( ! empty( $data['post_in'] ) ) {
			$params['post__in'] = is_array( $data['post_in'] ) ? $data['post_in'] : explode( ',', (string) $data['post_in'] );
		} elseif ( ! empty( $data['post_not_in'] ) ) {
			$params['post__not_in'] = is_array( $data['post_not_in'] ) ? $data['post_not_in'] : explode( ',', (string) $data['post_not_in'] );
		}

		// `categories` (several) before `category` (one); "all" means no restriction.
		if ( ! empty( $data['categories'] ) && 'all' !== $data['categories'] ) {
			$params['cat'] = is_array( $data['categories'] ) ? implode( ',', $data['categories'] ) : trim( (string) $data['categories'] );
		} elseif ( ! empty( $data['category'] ) && 'all' !== $data['category'] ) {
			$params['cat'] = $data['category'];
		}

		if ( ! empty( $data['author'] ) ) {
			$params['author'] = $data['author'];
		}

		if ( ! empty( $data['format'] ) && 'post' === $data['post_type'] ) {
			if ( 'default' === $data['format'] ) {
				$params['tax_query'][] = array(
					'taxonomy' => 'post_format',
					'field'    => 'slug',
					'terms'    => array( 'post-format-gallery', 'post-format-video', 'post-format-audio' ),
					'operator' => 'NOT IN',
				);
			} else {
				$params['tax_query'][] = array(
					'taxonomy' => 'post_format',
					'field'    => 'slug',
					'terms'    => array( 'post-format-' . trim( (string) $data['format'] ) ),
				);
			}
		}

		if ( ! empty( $data['tax_query'] ) ) {
			$params['tax_query'][] = $data['tax_query'];
		}

		if ( ! empty( $paged ) ) {
			$params['paged'] = intval( $paged );
		} elseif ( ! empty( $data['paged'] ) ) {
			$params['paged'] = intval( $data['paged'] );
		}

		// An offset replaces paging: the page's first post is counted from the offset.
		if ( ! empty( $data['offset'] ) ) {
			$params['offset'] = intval( $data['offset'] );
			if ( $paged > 1 ) {
				$params['offset'] += intval( ( $paged - 1 ) * intval( $data['posts_per_page'] ) );
			}
			unset( $params['paged'] );
		}

		if ( ! empty( $data['tags'] ) ) {
			$params['tag'] = preg_replace( '/\s+/', '', (string) $data['tags'] );
		} elseif ( ! empty( $data['tag_not_in'] ) ) {
			$excluded = is_array( $data['tag_not_in'] ) ? $data['tag_not_in'] : explode( ',', (string) $data['tag_not_in'] );
			foreach ( array_unique( $excluded ) as $tag_slug ) {
				$params['tax_query'][] = array(
					'taxonomy' => 'post_tag',
					'field'    => 'slug',
					'terms'    => trim( $tag_slug ),
					'operator' => 'NOT IN',
				);
			}
		}

		if ( ! empty( $data['tag_in'] ) && is_array( $data['tag_in'] ) ) {
			$params['tag__in'] = $data['tag_in'];
		}

		if ( ! empty( $data['meta_key'] ) ) {
			$params['meta_key'] = $data['meta_key'];
			$params['orderby']  = 'meta_value_num';
		}

		switch ( $data['order'] ) {
			case 'update':
				$params['orderby'] = 'modified';
				$params['order']   = 'DESC';
				break;
			case 'comment_count':
				$params['orderby'] = 'comment_count';
				break;
			case 'post_type':
				$params['orderby'] = 'type';
				break;
			case 'rand':
				$params['orderby'] = 'rand';
				break;
			case 'alphabetical_order_decs':
				$params['orderby'] = 'title';
				$params['order']   = 'DESC';
				break;
			case 'alphabetical_order_asc':
				$params['orderby'] = 'title';
				$params['order']   = 'ASC';
				break;
			case 'by_input':
				$params['orderby'] = 'post__in';
				break;
			case 'top_review':
				$params['meta_key'] = 'pixwell_review_stars';
				$params['orderby']  = 'meta_value_num';
				$params['order']    = 'DESC';
				break;
			case 'last_review':
				$params['meta_key'] = 'pixwell_review_stars';
				$params['orderby']  = 'date';
				$params['order']    = 'DESC';
				break;
			case 'date_post':
				$params['orderby'] = 'date';
				$params['order']   = 'DESC';
				break;
			default:
				// Includes the "popular" orders, which need Post Views Counter's query support
				// (not doubled): newest first.
				$params['orderby'] = 'date';
				break;
		}

		$query_data = new WP_Query( $params );
		do_action( 'pixwell_after_post_query', $query_data );
		return $query_data;
	}
}
