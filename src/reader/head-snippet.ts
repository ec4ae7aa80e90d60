/**
 * Not part of the bundle. The lines an integrator pastes into <head> (as early as possible) when
 * the bundle is loaded as a footer script, which runs after the page has been painted: the stored
 * dark mode and the dismissed cookie notice and header strips then apply before first paint, as
 * the userscript's early run does. It repeats the rules of theme-mode.ts and dismissal-rules.ts in
 * plain ES5; the e2e test runs this exact text, and the README quotes it. Replace 'RubyDarkMode'
 * with the site's `pixwellCoreParams.darkModeID` if it differs.
 */
export const HEAD_SNIPPET = `<script>/* site-client: stored dark mode and dismissed notices before first paint */
(function (d, key) {
  var h = d.documentElement, c = '', m = null, css = [];
  try { c = d.cookie; m = localStorage.getItem(key); } catch (e) {}
  c.split(/;\\s*/).forEach(function (p) {
    var i = p.indexOf('='), n = p.slice(0, i), v = p.slice(i + 1);
    try { v = decodeURIComponent(v); } catch (e) { return; }
    if (n === key && m !== 'dark' && m !== 'default') m = v;
    if (v !== '1') return;
    if (n === 'ruby_cookie_popup') css.push('#rb-cookie');
    else if (/^[A-Za-z][\\w-]*$/.test(n)) css.push('.rb-headerstrip#' + n);
  });
  if (m !== 'dark' && m !== 'default') m = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'default';
  h.setAttribute('data-theme', m);
  if (d.body) d.body.setAttribute('data-theme', m);
  else new MutationObserver(function (r, o) { if (d.body) { d.body.setAttribute('data-theme', m); o.disconnect(); } }).observe(h, { childList: true });
  if (css.length) { var s = d.createElement('style'); s.textContent = css.join(',') + '{display:none!important}'; (d.head || h).appendChild(s); }
})(document, 'RubyDarkMode');
</script>`;
