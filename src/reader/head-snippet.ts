/**
 * Not part of the bundle. The lines an integrator of a site WITH dark mode pastes into <head> (as
 * early as possible) when the bundle is loaded as a footer script, which runs after the page has
 * been painted: the reader's stored mode (localStorage, else the 11.x cookie), else the server's
 * printed body[data-theme], else the system's preference, goes onto <body> as soon as it exists,
 * as the userscript's early run does. It repeats the rules of theme-mode.ts in plain ES5; the e2e
 * test runs this exact text, and docs/integrating.md quotes it. Replace 'RubyDarkMode' with the site's
 * `pixwellCoreParams.darkModeID` if it differs (multisite). The cookie notice and header strips
 * need nothing: the theme's CSS keeps them hidden until the bundle reveals them.
 */
export const HEAD_SNIPPET = `<script>/* site-client: the reader's dark mode before first paint */
(function (d, key) {
  var m = null, c = '';
  try { m = localStorage.getItem(key); c = d.cookie; } catch (e) {}
  if (m !== 'dark' && m !== 'default') {
    m = null;
    c.split(/;\\s*/).forEach(function (p) {
      var v = p.slice(p.indexOf('=') + 1);
      if (p.slice(0, p.indexOf('=')) === key && (v === 'dark' || v === 'default')) m = v;
    });
  }
  function put(b) {
    var s = b.getAttribute('data-theme');
    if (m || !s) b.setAttribute('data-theme', m || (window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'default'));
  }
  if (d.body) put(d.body);
  else new MutationObserver(function (r, o) { if (d.body) { o.disconnect(); put(d.body); } }).observe(d.documentElement, { childList: true });
})(document, 'RubyDarkMode');
</script>`;
