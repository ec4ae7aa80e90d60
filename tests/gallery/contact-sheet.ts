/**
 * The contact sheet (reports/gallery/index.html): one static page, every state as a thumbnail,
 * grouped by site and page; each card names the scenario (title, id, description), links each
 * thumbnail to its full screenshot and the state to the harness URL that reproduces it. Pure:
 * manifest in, HTML out. Every text from the catalogue is escaped (scenario texts are hostile on
 * purpose in some scenarios' descriptions).
 */
import type { SiteId } from '../../harness/catalogue-types';
import type { GalleryManifest, GalleryShot, GalleryViewport } from '../../harness/gallery-manifest';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for element content and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** A file path as an `href`/`src`: each segment URL-encoded, so a `#` or `?` in a name stays a name. */
export const fileHref = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

/**
 * Where the "reproduce" links point when the sheet is opened as a file: the harness of
 * `npm start`. Served by a harness (at /gallery/), the root-relative links reach that harness.
 */
const DEFAULT_HARNESS_ORIGIN = 'http://127.0.0.1:4173';

const SITE_NAMES: Record<SiteId, string> = { radio: 'Radio', magazine: 'Magazine' };

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The summary line, said at the end of the run and at the top of the sheet. */
export function summaryLine(manifest: Pick<GalleryManifest, 'shots' | 'durationMs' | 'comparedWith'>): string {
  const pairs = new Set(manifest.shots.map((shot) => `${shot.page}\n${shot.scenario}`)).size;
  const failed = manifest.shots.filter((shot) => shot.error !== undefined).length;
  const unsettled = manifest.shots.filter((shot) => shot.error === undefined && !shot.settled).length;
  const pictured = manifest.shots.length - failed;
  const parts = [`${pictured} states pictured (${pairs} page × scenario pairs)`, `in ${formatDuration(manifest.durationMs)}`];
  if (manifest.comparedWith !== undefined)
    parts.push(`${manifest.shots.filter((shot) => shot.changedPixels !== undefined).length} changed since the last run`);
  if (unsettled > 0) parts.push(`${unsettled} pictured before they settled`);
  if (failed > 0) parts.push(`${failed} failed`);
  return parts.join(', ');
}

/**
 * Scenarios whose pictures equal the page's `default` ones at every viewport: on load they show
 * nothing of their own (their effect needs a click, a scroll or time, or is only in the logs).
 * The run's pixel comparison says so (`sameAsDefault`, default-diff.ts); a manifest written
 * before it had one is judged by equal digests. Key: page + newline + scenario.
 */
export function sameAsDefault(shots: readonly GalleryShot[]): Set<string> {
  const digestOf = new Map(
    shots.filter((shot) => shot.scenario === 'default').map((shot) => [`${shot.page}\n${shot.viewport}`, shot.digest]),
  );
  const differs = new Set<string>();
  const candidates = new Set<string>();
  for (const shot of shots) {
    if (shot.scenario === 'default') continue;
    const key = `${shot.page}\n${shot.scenario}`;
    const base = digestOf.get(`${shot.page}\n${shot.viewport}`);
    const same = shot.sameAsDefault ?? (shot.digest !== undefined && base !== undefined && shot.digest === base);
    if (same && shot.error === undefined) candidates.add(key);
    else differs.add(key);
  }
  return new Set([...candidates].filter((key) => !differs.has(key)));
}

interface PageGroup {
  page: string;
  pageTitle: string;
  /** Scenario id → its shots, one per viewport, in manifest order. */
  scenarios: Map<string, GalleryShot[]>;
}

/** Site → page → scenario, in the manifest's order (the catalogue's). */
export function groupShots(shots: readonly GalleryShot[]): Map<SiteId, Map<string, PageGroup>> {
  const sites = new Map<SiteId, Map<string, PageGroup>>();
  for (const shot of shots) {
    const pages = sites.get(shot.site) ?? new Map<string, PageGroup>();
    sites.set(shot.site, pages);
    const group = pages.get(shot.page) ?? { page: shot.page, pageTitle: shot.pageTitle, scenarios: new Map<string, GalleryShot[]>() };
    pages.set(shot.page, group);
    group.scenarios.set(shot.scenario, [...(group.scenarios.get(shot.scenario) ?? []), shot]);
  }
  return sites;
}

/**
 * The part of a whole-page picture the thumbnail shows, as the image's `object-position`: a
 * screen's height from a little above the rows that differ from the default picture, else the
 * top. The full picture is a click away.
 */
export function thumbnailPosition(shot: Pick<GalleryShot, 'height' | 'changedRows'>, viewport: Pick<GalleryViewport, 'height'>): string {
  const height = shot.height ?? viewport.height;
  const room = height - viewport.height;
  if (shot.changedRows === undefined || room <= 0) return '50% 0%';
  const start = Math.min(Math.max(0, shot.changedRows.top - viewport.height / 4), room);
  return `50% ${Math.round((start / room) * 1000) / 10}%`;
}

function thumbnail(shot: GalleryShot, viewport: GalleryViewport | undefined): string {
  const viewportLabel = viewport?.label ?? shot.viewport;
  const label = `${shot.pageTitle} in ${shot.scenarioTitle}, ${viewportLabel}`;
  if (shot.error !== undefined) {
    return `<span class="thumb failed ${shot.viewport}" role="img" aria-label="${escapeHtml(`${label}: no picture`)}">No picture: ${escapeHtml(shot.error)}</span>`;
  }
  const badge = shot.settled
    ? ''
    : `<span class="badge warn" title="Still loading or moving after ${formatDuration(shot.settleMs)}">not settled</span>`;
  const rows = shot.changedRows ? `; differs from the default in rows ${shot.changedRows.top}–${shot.changedRows.bottom} px` : '';
  const cut =
    shot.pageHeight !== undefined && shot.height !== undefined && shot.pageHeight > shot.height
      ? ` (the first ${shot.height} of ${shot.pageHeight} px)`
      : '';
  const position = viewport ? ` style="object-position:${thumbnailPosition(shot, viewport)}"` : '';
  const picture = `<a class="thumb ${shot.viewport}" href="${fileHref(shot.file)}" title="${escapeHtml(`Full screenshot${cut}: ${label}${rows}`)}"><img loading="lazy" decoding="async" src="${fileHref(shot.file)}" alt="${escapeHtml(label)}"${position}><span class="vp">${escapeHtml(viewportLabel)}</span>${badge}</a>`;
  if (shot.previousFile === undefined) return picture;
  const before = `<a class="before" href="${fileHref(shot.previousFile)}" title="${escapeHtml(`The last run's picture: ${label}`)}">before (${shot.changedPixels ?? 0} pixels changed)</a>`;
  return `<span class="changed-pair">${picture}${before}</span>`;
}

function card(shots: readonly GalleryShot[], viewports: ReadonlyMap<string, GalleryViewport>, likeDefault: boolean): string {
  const first = shots[0]!;
  const changed = shots.some((shot) => shot.changedPixels !== undefined);
  const badges = [
    changed
      ? '<span class="badge changed" title="A picture differs from the last run’s: compare it with “before”">changed since the last run</span>'
      : '',
    first.visibleEffect === false
      ? '<span class="badge" title="The page looks as in the default scenario; see the request log">no visible effect: see the log</span>'
      : '',
    likeDefault
      ? '<span class="badge" title="Every picture is the same as the default scenario’s: on load this state shows nothing of its own">same picture as default</span>'
      : '',
  ];
  const quiet = badges
    .filter((badge) => badge !== '')
    .map((badge) => ` ${badge}`)
    .join('');
  const search = [
    first.page,
    first.pageTitle,
    first.scenario,
    first.scenarioTitle,
    first.scenarioDescription,
    likeDefault ? 'same picture as default' : '',
    changed ? 'changed' : '',
  ]
    .join(' ')
    .toLowerCase();
  return `<article class="card" id="${escapeHtml(`${first.page}--${first.scenario}`)}" data-search="${escapeHtml(search)}"${changed ? ' data-changed' : ''}${likeDefault ? ' data-same hidden' : ''}>
<h4>${escapeHtml(first.scenarioTitle)} <code>${escapeHtml(first.scenario)}</code>${quiet}</h4>
<div class="thumbs">${shots.map((shot) => thumbnail(shot, viewports.get(shot.viewport))).join('')}</div>
<p class="desc">${escapeHtml(first.scenarioDescription)}</p>
<p class="repro"><a data-harness href="${escapeHtml(first.url)}">Reproduce in the harness ↗</a></p>
</article>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f6f6f7}
header{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid #ddd;padding:.6rem 1rem}
h1{font-size:1.2rem;margin:0 0 .3rem}h2{margin:1.5rem 1rem .5rem}h3{margin:1.2rem 1rem .2rem;font-size:1rem}
.page-desc{margin:0 1rem .5rem;color:#555}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(380px,100%),1fr));gap:.8rem;margin:0 1rem}
h3,h4,code,.desc,nav,header p{overflow-wrap:anywhere}
.card{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.5rem}.card h4{margin:0 0 .3rem;font-size:.9rem}
.card{min-width:0}.card code{font-size:.8rem;color:#555}.thumbs{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-start}
.thumb{position:relative;display:block;border:1px solid #ccc;background:#eee}.thumb img{display:block;height:160px;width:auto;object-fit:cover;object-position:50% 0}
.thumb.desktop img{width:256px}.thumb.phone img{width:75px}.thumb.failed{width:256px;height:160px;padding:.3rem;color:#a00;font-size:.8rem;overflow:hidden}
.vp{position:absolute;left:0;bottom:0;background:#000a;color:#fff;font-size:.7rem;padding:0 .3rem}
.badge{display:inline-block;font-size:.7rem;background:#eef;border:1px solid #99c;border-radius:3px;padding:0 .3rem}
.badge.warn{position:absolute;top:0;right:0;background:#fee;border-color:#c66}.badge.changed{background:#fff3cd;border-color:#c90}
.changed-pair{display:flex;flex-direction:column;gap:.2rem}.before{font-size:.75rem}
.desc{font-size:.8rem;color:#444;max-height:5.6em;overflow:auto;margin:.3rem 0}.repro{margin:0;font-size:.8rem}
nav a{margin-right:.6rem}.controls{display:flex;flex-wrap:wrap;gap:.3rem 1rem;align-items:center;margin-top:.3rem}[hidden]{display:none!important}
.controls input[type=search]{max-width:100%}#left-out{margin:.3rem 0 0}
@media (max-width:600px){header{position:static}h2{margin-left:.5rem}h3{margin-left:.5rem}.grid{margin:0 .5rem}}`;

/** Filters cards by text and hides a viewport; rewrites the reproduce links when opened as a file. */
const SCRIPT = `(() => {
  if (location.protocol === 'file:') for (const link of document.querySelectorAll('a[data-harness]')) link.href = ${JSON.stringify(DEFAULT_HARNESS_ORIGIN)} + link.getAttribute('href');
  const filter = document.getElementById('filter');
  const changedOnly = document.getElementById('changed-only');
  const showSame = document.getElementById('show-same');
  const apply = () => {
    const words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
    for (const card of document.querySelectorAll('.card')) {
      card.hidden = !words.every((word) => card.dataset.search.includes(word)) || (changedOnly !== null && changedOnly.checked && !card.hasAttribute('data-changed')) || (card.hasAttribute('data-same') && !(showSame !== null && showSame.checked));
    }
    for (const group of document.querySelectorAll('section.page')) group.hidden = !group.querySelector('.card:not([hidden])');
  };
  filter.addEventListener('input', apply);
  changedOnly?.addEventListener('change', apply);
  showSame?.addEventListener('change', apply);
  for (const box of document.querySelectorAll('input[data-viewport]')) {
    box.addEventListener('change', () => { for (const thumb of document.querySelectorAll('.thumb.' + box.dataset.viewport)) thumb.hidden = !box.checked; });
  }
  apply();
})();`;

/** The states a card left out holds: one per viewport. */
export function leftOutCount(shots: readonly GalleryShot[], likeDefault: ReadonlySet<string>): number {
  return shots.filter((shot) => likeDefault.has(`${shot.page}\n${shot.scenario}`)).length;
}

/** Says how many states the sheet leaves out and offers them: nothing when none is. */
function leftOutLine(shots: readonly GalleryShot[], likeDefault: ReadonlySet<string>): string {
  const count = leftOutCount(shots, likeDefault);
  if (count === 0) return '';
  return `<p id="left-out">${count} ${count === 1 ? 'state' : 'states'} left out: same picture as the default (on load they show nothing of their own). <label><input type="checkbox" id="show-same"> show them</label></p>`;
}

export function contactSheet(manifest: GalleryManifest): string {
  const viewports = new Map(manifest.viewports.map((viewport) => [viewport.id, viewport]));
  const sites = groupShots(manifest.shots);
  const likeDefault = sameAsDefault(manifest.shots);
  const nav = [...sites]
    .map(
      ([site, pages]) =>
        `<strong>${SITE_NAMES[site]}:</strong> ${[...pages.values()].map((group) => `<a href="#page-${escapeHtml(group.page)}">${escapeHtml(group.page)}</a>`).join(' ')}`,
    )
    .join('<br>');
  const sections = [...sites]
    .map(
      ([site, pages]) =>
        `<h2>${SITE_NAMES[site]}</h2>\n${[...pages.values()]
          .map(
            (group) => `<section class="page" id="page-${escapeHtml(group.page)}" aria-labelledby="h-${escapeHtml(group.page)}">
<h3 id="h-${escapeHtml(group.page)}">${escapeHtml(group.pageTitle)} <code>${escapeHtml(group.page)}</code> · ${group.scenarios.size} ${group.scenarios.size === 1 ? 'scenario' : 'scenarios'}</h3>
<div class="grid">${[...group.scenarios.values()].map((shots) => card(shots, viewports, likeDefault.has(`${group.page}\n${shots[0]!.scenario}`))).join('\n')}</div>
</section>`,
          )
          .join('\n')}`,
    )
    .join('\n');
  const viewportBoxes = manifest.viewports
    .map(
      (viewport) =>
        `<label><input type="checkbox" data-viewport="${escapeHtml(viewport.id)}" checked> ${escapeHtml(viewport.label)}</label>`,
    )
    .join(' ');
  const changedBox =
    manifest.comparedWith === undefined
      ? ''
      : ` <label><input type="checkbox" id="changed-only"> only what changed since the last run (${escapeHtml(manifest.comparedWith)})</label>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual gallery — site-client</title><style>${STYLE}</style></head>
<body>
<header>
<h1>Visual gallery</h1>
<p>${escapeHtml(summaryLine(manifest))} · generated ${escapeHtml(manifest.generatedAt)} · fixed clock, animations off, each page settled before its picture.</p>
<nav>${nav}</nav>
<div class="controls"><label>Filter <input id="filter" type="search" placeholder="page, scenario, words of its description"></label> ${viewportBoxes}${changedBox}</div>
${leftOutLine(manifest.shots, likeDefault)}
</header>
<main>
${sections}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
