/* Test double of Pixwell Core 9.2's assets/core.js (pixwell-core-script): implements nothing, only records that it ran and which of its globals it found. */
(function () {
	'use strict';
	window.siteClientTestScripts = (window.siteClientTestScripts || []).concat({
		handle: 'pixwell-core-script',
		globals: { pixwellCoreParams: typeof pixwellCoreParams, pixwellParams: typeof pixwellParams, jQuery: typeof jQuery }
	});
	// The marker the real script leaves (its module object): Pixwell Core's features are running.
	window.PIXWELL_CORE_SCRIPT = {};
}());
