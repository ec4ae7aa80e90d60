/**
 * The HTML of a mock provider page: plain, German, phone-sized, with its buttons and texts in the
 * markup and, beside them, the JSON its host script acts on (host.ts). Conditional parts (those
 * that depend on the client's arguments) start hidden; the host shows them once it knows the
 * arguments. Pure: page, address and options in, HTML out.
 */
import { escapeHtml } from '../mocks/bookmark-fragment';
import { inlineJson } from '../inline-json';
import type { HostConfig } from './page-types';
import { resolveByUrl, type ProviderPage } from './page-parts';

/** Where the provider origin serves the host script (harness/server.ts). */
export const HOST_SCRIPT_PATH = '/__harness/provider-pages/host.js';

export interface RenderOptions {
  /** The page reports this failure right after connecting (scenario swg-frames-fail). */
  fail?: string;
  /**
   * Shows the harness details (status line, "Anfrage", "Nachrichten", the mock note): off, they
   * stay in the document, hidden, so tests and the host script still read them (debug-switch.ts).
   */
  debug?: boolean;
}

/** What the page's host script is told: everything resolved for this address. */
export function hostConfig(page: ProviderPage, url: URL, options: RenderOptions = {}): HostConfig {
  return {
    page: page.id,
    actions: resolveByUrl(page.actions, url),
    onStart: page.onStart ? resolveByUrl(page.onStart, url) : [],
    reactions: page.reactions ?? [],
    texts: resolveByUrl(page.texts, url),
    ...(options.fail !== undefined ? { fail: options.fail } : {}),
  };
}

const STYLE = `
:root{color-scheme:light;--ink:#1a1a1a;--muted:#4a4f5a;--line:#c9ced6;--brand:#1a56a8;--brand-dark:#123f7c;--focus:#b35c00}
*{box-sizing:border-box}
html,body{margin:0;background:#fff;color:var(--ink);font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:20px 20px 16px;max-width:40rem;margin:0 auto}
h1{font-size:1.25rem;line-height:1.3;margin:0 0 8px}
h2{font-size:.9375rem;margin:12px 0 4px}
p{margin:0 0 10px}
.pp-status{font-size:.875rem;color:var(--muted)}
.pp-notice{padding:8px 12px;border-left:4px solid var(--brand);background:#eef3fb}
.pp-actions{display:flex;flex-wrap:wrap;gap:8px;margin:14px 0}
.pp-actions button{min-height:44px;padding:10px 16px;border-radius:6px;border:1px solid var(--muted);background:#fff;color:var(--ink);font:inherit;font-weight:600;cursor:pointer}
.pp-actions button[data-main]{background:var(--brand);border-color:var(--brand);color:#fff}
.pp-actions button[data-main]:hover{background:var(--brand-dark)}
.pp-actions button:disabled{opacity:.55;cursor:not-allowed}
button:focus-visible,summary:focus-visible,a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
a{color:var(--brand)}
details{border-top:1px solid var(--line);padding:6px 0}
summary{cursor:pointer;font-size:.875rem;color:var(--muted);padding:6px 0}
pre,code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0;font-size:.875rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
ol{margin:0;padding-left:20px;font-size:.875rem}
li{margin:4px 0}
.pp-dir{font-weight:600}
.pp-mock{font-size:.75rem;color:var(--muted);margin:8px 0 0}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:479px){.pp-actions button{width:100%}}
body.pp-bar main{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;padding:6px 12px;max-width:none}
body.pp-bar p,body.pp-bar .pp-actions{margin:0}
body.pp-bar .pp-status,body.pp-bar .pp-mock{display:none}
body.pp-bar details{border:0;padding:0}
body.pp-bar details[open]{flex-basis:100%}
body.pp-bar summary{padding:2px 0;font-size:.75rem}
`;

const conditionAttributes = (hidden: boolean) => (hidden ? ' hidden' : '');

/** A prompt that cannot be closed offers the way back to the site's home page (its `origin`), in the top window. */
function backToHome(page: ProviderPage, url: URL): string {
  const origin = url.searchParams.get('origin') ?? '';
  if (!page.backToHome || url.searchParams.get('isClosable') === 'true' || !/^https?:\/\/[^/]+$/.test(origin)) return '';
  return `  <p><a id="pp-home" href="${escapeHtml(origin)}/" target="_top">Zurück zur Startseite</a></p>\n`;
}

/** The page's document. */
export function renderProviderPage(page: ProviderPage, url: URL, options: RenderOptions = {}): string {
  const config = hostConfig(page, url, options);
  const texts = config.texts
    .map((text, index) => `  <p data-text="${index}"${conditionAttributes(text.onlyIf !== undefined)}>${escapeHtml(text.text)}</p>`)
    .join('\n');
  const buttons = config.actions
    .map(
      (action) =>
        `    <button type="button" data-action="${escapeHtml(action.id)}"${action.main ? ' data-main' : ''} disabled${conditionAttributes(action.onlyIf !== undefined)}>${escapeHtml(action.label)}</button>`,
    )
    .join('\n');
  const bar = page.layout === 'bar';
  const details = options.debug === true ? '' : ' hidden';
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} – Abo-Anbieter (Nachbildung)</title>
<style>${STYLE}</style>
<script type="application/json" id="provider-page-config">${inlineJson(config)}</script>
<script src="${HOST_SCRIPT_PATH}" defer></script>
</head>
<body class="pp-${bar ? 'bar' : 'dialog'}">
<main id="pp" data-page="${escapeHtml(page.id)}" data-state="connecting" aria-labelledby="pp-title">
  <h1 id="pp-title"${bar ? ' class="visually-hidden"' : ''}>${escapeHtml(page.title)}</h1>
${texts}
  <p id="pp-status" class="pp-status" role="status"${details}>Verbindung zum Client wird aufgebaut …</p>
  <p id="pp-notice" class="pp-notice" role="status" hidden></p>
${config.actions.length > 0 ? `  <div class="pp-actions">\n${buttons}\n  </div>\n` : ''}${backToHome(page, url)}  <details id="pp-request"${details}>
    <summary>Anfrage</summary>
    <h2>Adresse</h2>
    <p><code id="pp-path"></code></p>
    <dl id="pp-params"></dl>
    <h2>Argumente</h2>
    <pre id="pp-args">(noch keine)</pre>
  </details>
  <details id="pp-log"${details}>
    <summary>Nachrichten (<span id="pp-log-count">0</span>)</summary>
    <ol id="pp-log-list"></ol>
  </details>
  <p class="pp-mock"${details}>Nachbildung der Anbieterseite im Test-Harness.</p>
</main>
</body>
</html>
`;
}
