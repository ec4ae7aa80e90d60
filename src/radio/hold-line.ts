/**
 * Keeps the line of an empty inline placeholder as it will be once filled. Printed as
 * `<span class="live-label">Titel:</span> <span class="api_lfm_current_title"></span>`, the
 * space before the empty placeholder ends its line, and a space at the end of a line is removed
 * (CSS Text, white-space processing). When the title arrives the space comes back, and Chromium
 * counts its text as moved by the line's half-leading (about 3 px): 0.015 to 0.03 of layout shift
 * at 375 px on the radio pages, for a space no reader sees. An empty inline-block after it (no
 * text, zero by zero, sitting on the baseline) keeps the space inside the line and changes no
 * box; the rule stops matching as soon as the placeholder has content. Only `<span>`s: a block
 * placeholder (the genres' `<div>`) would gain a line from it.
 *
 * To hold from the first paint the rule must be in the page before the footer script runs: the
 * WordPress plugin prints it in `<head>` (site-client/includes/head-style.php, the same text),
 * and the harness adds it where the plugin would. The bundle adds it too, for pages without the
 * plugin (a userscript runs before the first paint).
 */
import { addStyles } from '../core/styles';

export const HOLD_LINE_CSS = 'span[class*="api_lfm_"]:empty::before{content:"";display:inline-block}';

/** Adds the rule to `doc` while a placeholder is bound; returns what takes it away. */
export const holdLines = (doc: Document): (() => void) => addStyles(doc, 'lfm-hold-line', HOLD_LINE_CSS);
