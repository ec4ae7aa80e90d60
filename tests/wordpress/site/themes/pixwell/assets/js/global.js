/* Test double of Pixwell 9.2's assets/js/global.js (pixwell-global): implements nothing, only records that it ran and which of its globals it found. */
(function () {
	'use strict';
	window.siteClientTestScripts = (window.siteClientTestScripts || []).concat({
		handle: 'pixwell-global',
		globals: { pixwellParams: typeof pixwellParams, themeSettings: typeof themeSettings, pixwellCoreParams: typeof pixwellCoreParams, jQuery: typeof jQuery }
	});
	// The marker the real script leaves (its module object): the theme's features are running.
	window.PIXWELL_MAIN_SCRIPTS = {};
}());
