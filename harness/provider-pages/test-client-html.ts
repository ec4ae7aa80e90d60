/**
 * The test client of the provider pages, a harness page on the site origin
 * (`/__harness/provider-pages`): it lists every mock provider page and opens any of them as the
 * provider's client does, over Web Activities (an iframe, or a pop-up for the pop-up pages), with
 * editable query and arguments, showing every message and the result (test-client.ts). QA uses it
 * to click through the pages before the bundle's dialogs exist; the end-to-end tests drive it.
 */
import { escapeHtml } from '../mocks/bookmark-fragment';
import { inlineJson } from '../inline-json';
import type { Scenario } from '../scenario-types';
import { PROVIDER_DEBUG_PREFIX } from './debug-switch';
import { CLIENT_REQUESTS } from './messages';
import type { TestClientData } from './page-types';
import { pageSummaries } from './pages';

export const TEST_CLIENT_PATH = '/__harness/provider-pages';
export const TEST_CLIENT_SCRIPT_PATH = '/__harness/provider-pages/client.js';

/** The client's data: `providerOrigin` is the harness's provider origin; `scenarios` those offered. */
export function testClientData(providerOrigin: string, scenarios: readonly Pick<Scenario, 'id' | 'title'>[]): TestClientData {
  return {
    // The test client is a debugging tool: its pages show the harness details (debug-switch.ts).
    mockBase: `${providerOrigin}${PROVIDER_DEBUG_PREFIX}/mock`,
    pages: pageSummaries(),
    scenarios: scenarios.map(({ id, title }) => ({ id, title })),
    requests: CLIENT_REQUESTS,
  };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,sans-serif;color:#1a1a1a;background:#f5f6f8}
header{padding:12px 20px;background:#fff;border-bottom:1px solid #c9ced6}
h1{font-size:1.25rem;margin:0 0 4px}h2{font-size:1.05rem;margin:0 0 8px}h3{font-size:.95rem;margin:14px 0 4px}
header p{margin:0;color:#4a4f5a}
main{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px;padding:16px 20px}
@media (max-width:1000px){main{grid-template-columns:minmax(0,1fr)}}
section{background:#fff;border:1px solid #c9ced6;border-radius:6px;padding:12px 14px;min-width:0}
@media (min-width:1001px){#session-panel{position:sticky;top:8px;align-self:start;max-height:calc(100vh - 16px);overflow:auto}}
table{border-collapse:collapse;width:100%;table-layout:fixed;font-size:.875rem}
th:nth-child(1){width:28%}th:nth-child(2){width:30%}th:nth-child(3){width:9%}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #e3e6ea;vertical-align:top;overflow-wrap:anywhere}
td code{overflow-wrap:anywhere}
label{display:block;margin:8px 0 2px;font-weight:600;font-size:.875rem}
input[type=text],select,textarea{width:100%;font:13px/1.4 ui-monospace,monospace;padding:6px;border:1px solid #8a909b;border-radius:4px}
textarea{min-height:9rem}
fieldset{border:0;padding:0;margin:8px 0}legend{font-weight:600;font-size:.875rem}
fieldset label,.check{display:inline-flex;gap:6px;align-items:center;font-weight:400;margin-right:14px}
button{font:inherit;padding:6px 12px;border-radius:4px;border:1px solid #1a56a8;background:#1a56a8;color:#fff;cursor:pointer}
td button{background:#fff;color:#1a56a8;padding:2px 8px;margin:1px 0;text-align:left;max-width:100%}
button:focus-visible,select:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #b35c00;outline-offset:1px}
#frame-box{margin:10px 0;min-height:40px;background:repeating-linear-gradient(45deg,#fafafa,#fafafa 8px,#f0f1f3 8px,#f0f1f3 16px);padding:8px;overflow:auto}
#frame-box iframe{display:block;border:1px solid #8a909b;background:#fff;height:60px;max-width:100%}
#session{font-weight:600}
ol{padding-left:22px;margin:0;font-size:.8125rem}li{margin:3px 0}
code,pre{font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
pre{margin:0;background:#f5f6f8;padding:8px}
.dir{font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** The page; its script reads `data` from `script#test-client-data`. */
export function renderTestClient(data: TestClientData): string {
  const rows = data.pages
    .map((page) => {
      const presets = page.presets
        .map(
          (preset) =>
            `<button type="button" data-open="${escapeHtml(page.id)}" data-preset="${escapeHtml(preset.id)}" aria-label="Open ${escapeHtml(page.id)}: ${escapeHtml(preset.name)}">${escapeHtml(preset.name)}</button>`,
        )
        .join('<br>');
      return `<tr data-page="${escapeHtml(page.id)}"><td>${escapeHtml(page.screen)}<br><small>${escapeHtml(page.listedIn)}</small></td><td><code>${escapeHtml(page.path).replaceAll('/', '/<wbr>')}</code></td><td>${page.mode}</td><td>${presets}</td></tr>`;
    })
    .join('\n');
  const pageOptions = data.pages
    .map((page) => `<option value="${escapeHtml(page.id)}">${escapeHtml(page.id)}: ${escapeHtml(page.screen)}</option>`)
    .join('');
  const scenarioOptions = data.scenarios
    .map((scenario) => `<option value="${escapeHtml(scenario.id)}">${escapeHtml(scenario.id)}: ${escapeHtml(scenario.title)}</option>`)
    .join('');
  const requestOptions = data.requests
    .map((request, index) => `<option value="${index}">${escapeHtml(request.label)}: ${escapeHtml(request.when)}</option>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Provider pages – harness test client</title>
<style>${STYLE}</style>
<script type="application/json" id="test-client-data">${inlineJson(data)}</script>
<script src="${TEST_CLIENT_SCRIPT_PATH}" defer></script>
</head>
<body>
<header>
  <h1>Provider pages</h1>
  <p>Mocks of the subscriptions provider’s hosted pages, served by the provider origin and opened here over Web Activities 1.24 as the provider’s client opens them. <a href="/">QA console</a></p>
</header>
<main>
  <section aria-labelledby="pages-title">
    <h2 id="pages-title">Pages</h2>
    <table>
      <caption class="visually-hidden">Every provider page and the ways the client opens it</caption>
      <thead><tr><th scope="col">Screen</th><th scope="col">Path</th><th scope="col">Opens as</th><th scope="col">Open with</th></tr></thead>
      <tbody>
${rows}
      </tbody>
    </table>
  </section>
  <section id="session-panel" aria-labelledby="session-title">
    <h2 id="session-title">Session</h2>
    <form id="open-form">
      <label for="page">Page</label>
      <select id="page">${pageOptions}</select>
      <label for="scenario">Scenario</label>
      <select id="scenario">${scenarioOptions}</select>
      <label for="query">Query</label>
      <input type="text" id="query" spellcheck="false">
      <label for="args">Arguments (JSON)</label>
      <textarea id="args" spellcheck="false"></textarea>
      <fieldset>
        <legend>Open as</legend>
        <label><input type="radio" name="mode" value="iframe" checked> iframe</label>
        <label><input type="radio" name="mode" value="popup"> pop-up</label>
      </fieldset>
      <label for="width">Frame width</label>
      <select id="width"><option value="375">375 px (phone)</option><option value="480" selected>480 px (tablet dialog)</option><option value="630">630 px (desktop dialog)</option><option value="870">870 px (wide dialog)</option></select>
      <p><label class="check"><input type="checkbox" id="auto-reply" checked> Answer as the provider’s client would (survey data, link-save token, rewarded ad loaded)</label></p>
      <button type="submit">Open</button>
    </form>
    <h3>State</h3>
    <p id="session" role="status" data-state="idle">Nothing open.</p>
    <p><code id="session-url"></code></p>
    <p id="sizes"></p>
    <div id="frame-box"></div>
    <form id="request-form">
      <label for="request">Send to the page</label>
      <select id="request">${requestOptions}</select>
      <p><button type="submit">Send REQUEST</button></p>
    </form>
    <h3>Messages</h3>
    <ol id="messages"></ol>
    <h3>Result</h3>
    <pre id="result" data-code="">none yet</pre>
  </section>
</main>
</body>
</html>
`;
}
