/* Test double of Feedback Voting 1.16.5's js/script.js (feedback-voting-script): implements nothing, only records that it ran and which of its globals it found. */
(function () {
	'use strict';
	window.siteClientTestScripts = (window.siteClientTestScripts || []).concat({
		handle: 'feedback-voting-script',
		globals: { feedbackVoting: typeof feedbackVoting, jQuery: typeof jQuery }
	});
}());
