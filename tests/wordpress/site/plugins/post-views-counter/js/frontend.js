/* Test double of Post Views Counter 1.7.0's js/frontend.js (post-views-counter-frontend): implements nothing, only records that it ran and which of its globals it found. */
(function () {
	'use strict';
	window.siteClientTestScripts = (window.siteClientTestScripts || []).concat({
		handle: 'post-views-counter-frontend',
		globals: { pvcArgsFrontend: typeof pvcArgsFrontend }
	});
}());
