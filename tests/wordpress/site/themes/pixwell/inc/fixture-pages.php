<?php
/**
 * Which WordPress object serves which fixture page (fixtures/pages/{id}.html at /{id}/), read by
 * the theme (to print the page) and by setup-content.php (to create the objects). One list, so the
 * two cannot drift apart.
 *
 * - `post` / `page`: the object with that id has the fixture id as its slug (post_name).
 * - `alias`: a second fixture page of the same post, which keeps its own slug elsewhere: the
 *   request for /{id}/ is served as that post (the theme maps it in the `request` filter).
 * - `options`: option values the page is served with (merged into the stored arrays): the live site
 *   of that page is configured differently, e.g. Post Views Counter in REST mode.
 * - `base` / `fragment` / `before`: a variant page, built as harness/page-html.ts builds it.
 * - `title`: the title of a page object (posts take theirs from fixtures/wordpress/*.json).
 * - `next`: the bare documents of the single-post infinite load, by post id (fixtures/pages/next/).
 *
 * @package SiteClientTests
 */

return array(
	'pages' => array(
		'radio-home'                 => array(
			'object' => 'page',
			'id'     => 2,
			'title'  => 'Startseite',
		),
		'radio-schedule'             => array(
			'object' => 'page',
			'id'     => 5,
			'title'  => 'Sendeplan',
		),
		'radio-stations'             => array(
			'object' => 'page',
			'id'     => 7,
			'title'  => 'Unsere Sender',
		),
		'radio-bookmarks'            => array(
			'object' => 'page',
			'id'     => 9,
			'title'  => 'Merkliste',
		),
		'radio-article'              => array(
			'object' => 'post',
			'id'     => 123,
		),
		'radio-article-rest'         => array(
			'object'  => 'alias',
			'id'      => 123,
			'options' => array(
				'post_views_counter_settings_general' => array( 'counter_mode' => 'rest_api' ),
			),
		),
		'radio-newsletter-popup'     => array(
			'object'   => 'alias',
			'id'       => 123,
			'base'     => 'radio-article',
			'fragment' => 'newsletter-popup',
			'before'   => '<aside id="rb-cookie"',
		),
		'magazine-home'              => array(
			'object' => 'page',
			'id'     => 10,
			'title'  => 'Startseite',
		),
		'magazine-article'           => array(
			'object' => 'post',
			'id'     => 2841,
		),
		'magazine-single'            => array(
			'object' => 'alias',
			'id'     => 2841,
		),
		'magazine-article-locked'    => array(
			'object' => 'post',
			'id'     => 2837,
		),
		'magazine-article-microdata' => array(
			'object' => 'post',
			'id'     => 2829,
		),
		'magazine-no-config'         => array(
			'object' => 'page',
			'id'     => 13,
			'title'  => 'Wissen',
		),
		'magazine-category'          => array(
			'object' => 'page',
			'id'     => 11,
			'title'  => 'Wissen',
		),
		'magazine-portfolio'         => array(
			'object' => 'page',
			'id'     => 12,
			'title'  => 'Fotoprojekte',
		),
		'magazine-product'           => array(
			'object' => 'page',
			'id'     => 3120,
			'title'  => 'Magazin-Tasse „Morgenlage“',
		),
	),
	'next'  => array(
		2837 => 'next/rueckkehr-der-nachtzuege.html',
		2833 => 'next/was-der-wald-verraet.html',
		2829 => 'next/mieten-in-mittelstaedten.html',
	),
);
