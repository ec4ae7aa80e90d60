/**
 * The contact sheet: thumbnails grouped by site and page, each linked to its full screenshot and
 * the state to its harness URL, with the scenario's title and description; every catalogue text
 * escaped; the summary line counts states, pairs, time and trouble.
 */
import { describe, expect, it } from 'vitest';
import { GALLERY_VIEWPORTS, type GalleryManifest, type GalleryShot } from '../../../harness/gallery-manifest';
import {
  contactSheet,
  escapeHtml,
  fileHref,
  formatDuration,
  groupShots,
  leftOutCount,
  sameAsDefault,
  summaryLine,
  thumbnailPosition,
} from '../../../tests/gallery/contact-sheet';
import { progressLine } from '../../../tests/gallery/progress';
import { galleryShot } from '../../support/gallery-shot';

const shot = (page: string, scenario: string, viewport: GalleryShot['viewport'], extra: Partial<GalleryShot> = {}): GalleryShot =>
  galleryShot(page, scenario, viewport, {
    pageTitle: `Title ${page}`,
    scenarioTitle: `Scenario ${scenario}`,
    scenarioDescription: `What ${scenario} does`,
    settleMs: 700,
    ...extra,
  });

const manifest = (shots: GalleryShot[], durationMs = 185_000): GalleryManifest => ({
  generatedAt: '2024-05-02T06:00:00.000Z',
  durationMs,
  viewports: GALLERY_VIEWPORTS,
  shots,
});

const HOSTILE = `<img src=x onerror="alert(1)">&'"</script><script>alert(2)</script>`;

describe('contactSheet', () => {
  it('groups by site, then page, then scenario with one thumbnail per viewport', () => {
    const groups = groupShots([
      shot('radio-home', 'default', 'desktop'),
      shot('radio-home', 'default', 'phone'),
      shot('magazine-article', 'default', 'desktop'),
      shot('radio-home', 'station-404', 'desktop'),
    ]);
    expect([...groups.keys()]).toEqual(['radio', 'magazine']);
    const radio = groups.get('radio')!.get('radio-home')!;
    expect([...radio.scenarios.keys()]).toEqual(['default', 'station-404']);
    expect(radio.scenarios.get('default')!.map((entry) => entry.viewport)).toEqual(['desktop', 'phone']);
  });

  it('links each thumbnail to its full screenshot and the card to the harness URL that reproduces the state', () => {
    const html = contactSheet(manifest([shot('radio-home', 'station-404', 'desktop'), shot('radio-home', 'station-404', 'phone')]));
    expect(html).toContain('<a class="thumb desktop" href="shots/radio-home/station-404.desktop.jpg"');
    expect(html).toContain('src="shots/radio-home/station-404.phone.jpg"');
    expect(html).toContain('<a data-harness href="/pages/radio-home?scenario=station-404">');
    expect(html).toContain('<h4>Scenario station-404 <code>station-404</code></h4>');
    expect(html).toContain('<p class="desc">What station-404 does</p>');
    expect(html).toContain('<h2>Radio</h2>');
    expect(html).toContain('Title radio-home <code>radio-home</code> · 1 scenario<');
  });

  it('escapes hostile scenario and page texts everywhere they appear', () => {
    const hostile = shot('radio-home', 'song-hostile', 'desktop', {
      scenarioTitle: HOSTILE,
      scenarioDescription: HOSTILE,
      pageTitle: HOSTILE,
      error: undefined,
    });
    const html = contactSheet(manifest([hostile, { ...hostile, viewport: 'phone', file: 'shots/x.jpg', error: HOSTILE }]));
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('onerror="alert');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;&quot;&lt;/script&gt;');
    // The only scripts are the sheet's own: one block at the end.
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('escapes ids and encodes file paths, so a name cannot end an attribute or a URL', () => {
    expect(escapeHtml(`a"b'c<d>&`)).toBe('a&quot;b&#39;c&lt;d&gt;&amp;');
    expect(fileHref('shots/a#b/c?d.jpg')).toBe('shots/a%23b/c%3Fd.jpg');
  });

  it('marks states pictured before they settled, failed ones and scenarios with no visible effect', () => {
    const html = contactSheet(
      manifest([
        shot('magazine-article', 'swg-article-get-timeout', 'desktop', { settled: false, settleMs: 9000 }),
        shot('magazine-article', 'swg-article-get-timeout', 'phone', { error: 'net::ERR_CONNECTION_REFUSED' }),
        shot('magazine-article', 'swg-hostile', 'desktop', { visibleEffect: false }),
      ]),
    );
    expect(html).toContain('not settled');
    expect(html).toContain('No picture: net::ERR_CONNECTION_REFUSED');
    expect(html).toContain('no visible effect: see the log');
  });
});

describe('sameAsDefault', () => {
  it('finds the scenarios whose every picture equals the page’s default ones', () => {
    const shots = [
      shot('radio-home', 'default', 'desktop', { digest: 'd1' }),
      shot('radio-home', 'default', 'phone', { digest: 'p1' }),
      shot('radio-home', 'swg-hostile', 'desktop', { digest: 'd1' }),
      shot('radio-home', 'swg-hostile', 'phone', { digest: 'p1' }),
      // Equal on a phone only: it shows something at 1280 px.
      shot('radio-home', 'station-404', 'desktop', { digest: 'd2' }),
      shot('radio-home', 'station-404', 'phone', { digest: 'p1' }),
      // No digest (a failed picture) is never "the same".
      shot('radio-home', 'api-down', 'desktop'),
      // Another page's default is not this page's.
      shot('radio-article', 'swg-hostile', 'desktop', { digest: 'd1' }),
    ];
    expect([...sameAsDefault(shots)]).toEqual(['radio-home\nswg-hostile']);
    const html = contactSheet(manifest(shots));
    expect(html.match(/same picture as default<\/span>/g)).toHaveLength(1);
  });

  it('takes the run’s pixel comparison over the digests where there is one', () => {
    const shots = [
      shot('radio-home', 'default', 'desktop', { digest: 'd1' }),
      // A few anti-aliased pixels apart: other bytes, the same picture.
      shot('radio-home', 'swg-hostile', 'desktop', { digest: 'd9', sameAsDefault: true }),
      shot('radio-home', 'station-404', 'desktop', { digest: 'd1', sameAsDefault: false }),
    ];
    expect([...sameAsDefault(shots)]).toEqual(['radio-home\nswg-hostile']);
  });

  it('leaves those states out by default, says how many, and offers a switch that shows them', () => {
    const shots = [
      shot('radio-home', 'default', 'desktop', { digest: 'd1' }),
      shot('radio-home', 'default', 'phone', { digest: 'p1' }),
      shot('radio-home', 'swg-hostile', 'desktop', { sameAsDefault: true }),
      shot('radio-home', 'swg-hostile', 'phone', { sameAsDefault: true }),
      shot('radio-home', 'station-404', 'desktop', { sameAsDefault: false, changedRows: { top: 1900, bottom: 2100 }, height: 3000 }),
      shot('radio-home', 'station-404', 'phone', { sameAsDefault: true }),
    ];
    expect(leftOutCount(shots, sameAsDefault(shots))).toBe(2);
    const html = contactSheet(manifest(shots));
    expect(html).toContain('<p id="left-out">2 states left out: same picture as the default');
    expect(html).toContain('<input type="checkbox" id="show-same"> show them');
    expect(html).toMatch(/id="radio-home--swg-hostile" data-search="[^"]*" data-same hidden>/);
    expect(html).toMatch(/id="radio-home--station-404" data-search="[^"]*">/);
    // No line when nothing is left out.
    expect(contactSheet(manifest(shots.slice(0, 2)))).not.toContain('left out');
  });
});

describe('whole-page pictures', () => {
  const desktop = GALLERY_VIEWPORTS[0]!;

  it('show in the thumbnail a screen from a little above the rows that differ from the default', () => {
    expect(thumbnailPosition({ height: 3000 }, desktop)).toBe('50% 0%');
    expect(thumbnailPosition({ height: 3000, changedRows: { top: 100, bottom: 300 } }, desktop)).toBe('50% 0%');
    // 1900 − 800 / 4 = 1700 of the 2200 px the window can move.
    expect(thumbnailPosition({ height: 3000, changedRows: { top: 1900, bottom: 2100 } }, desktop)).toBe('50% 77.3%');
    expect(thumbnailPosition({ height: 3000, changedRows: { top: 2900, bottom: 2999 } }, desktop)).toBe('50% 100%');
    expect(thumbnailPosition({ height: 800, changedRows: { top: 400, bottom: 500 } }, desktop)).toBe('50% 0%');
  });

  it('say in the link’s title where a long page was cut and which rows differ', () => {
    const html = contactSheet(
      manifest([
        shot('magazine-single', 'theme-single-last', 'desktop', {
          height: 8000,
          pageHeight: 9780,
          sameAsDefault: false,
          changedRows: { top: 5000, bottom: 7999 },
        }),
      ]),
    );
    expect(html).toContain(
      'title="Full screenshot (the first 8000 of 9780 px): Title magazine-single in Scenario theme-single-last, 1280 × 800; differs from the default in rows 5000–7999 px"',
    );
    expect(html).toContain('style="object-position:50% 66.7%"');
  });
});

describe('summaryLine and progress', () => {
  it('counts states, pairs and time, and says what went wrong', () => {
    expect(summaryLine(manifest([shot('radio-home', 'default', 'desktop'), shot('radio-home', 'default', 'phone')]))).toBe(
      '2 states pictured (1 page × scenario pairs), in 3 min 05 s',
    );
    const troubled = manifest(
      [shot('radio-home', 'default', 'desktop', { settled: false }), shot('radio-home', 'default', 'phone', { error: 'x' })],
      42_000,
    );
    expect(summaryLine(troubled)).toBe('1 states pictured (1 page × scenario pairs), in 42 s, 1 pictured before they settled, 1 failed');
  });

  it('formats durations in seconds, then minutes', () => {
    expect(formatDuration(800)).toBe('1 s');
    expect(formatDuration(59_400)).toBe('59 s');
    expect(formatDuration(61_000)).toBe('1 min 01 s');
  });

  it('draws a bar with the count, the share, the time so far and the estimate', () => {
    expect(progressLine(0, 10, 0)).toBe('[------------------------------] 0/10 (0 %) 0 s');
    expect(progressLine(5, 10, 20_000, 'radio-home · default · phone')).toBe(
      '[###############---------------] 5/10 (50 %) 20 s, about 20 s left  radio-home · default · phone',
    );
    expect(progressLine(10, 10, 40_000)).toBe('[##############################] 10/10 (100 %) 40 s, about 0 s left');
  });
});

describe('changes since the last run', () => {
  const changed = shot('radio-home', 'station-404', 'desktop', {
    changedPixels: 2345,
    previousFile: 'previous/shots/radio-home/station-404.desktop.jpg',
  });
  const compared = {
    ...manifest([changed, shot('radio-home', 'station-404', 'phone'), shot('radio-home', 'default', 'desktop')]),
    comparedWith: '2024-05-01T06:00:00.000Z',
  };

  it('marks the card, links the last picture beside the new one and offers "only what changed"', () => {
    const html = contactSheet(compared);
    expect(html.match(/changed since the last run<\/span>/g)).toHaveLength(1);
    expect(html).toContain('<a class="before" href="previous/shots/radio-home/station-404.desktop.jpg"');
    expect(html).toContain('before (2345 pixels changed)');
    expect(html).toContain(
      'id="radio-home--station-404" data-search="radio-home title radio-home station-404 scenario station-404 what station-404 does  changed" data-changed>',
    );
    expect(html).toContain('<input type="checkbox" id="changed-only"> only what changed since the last run (2024-05-01T06:00:00.000Z)');
  });

  it('counts changed pictures in the summary only when the run was compared with another', () => {
    expect(summaryLine(compared)).toBe('3 states pictured (2 page × scenario pairs), in 3 min 05 s, 1 changed since the last run');
    const first = manifest([shot('radio-home', 'default', 'desktop')]);
    expect(summaryLine(first)).not.toContain('changed');
    expect(contactSheet(first)).not.toContain('id="changed-only"');
  });
});
