// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAttachRegistry } from '../../../src/core/attach';
import { createContext, disposeContext } from '../../../src/context';
import { HOLD_LINE_CSS } from '../../../src/radio/hold-line';
import { songLine } from '../../../src/radio/song-line';
import { stationPlaceholders } from '../../../src/radio/station-placeholders';
import { recordingLogger } from '../../support/test-context';
import { PLUGIN_SOURCE } from '../../tools/wordpress-zip';

type Win = Window & { lfmWidgetSettings?: unknown };
let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  delete (window as Win).lfmWidgetSettings;
  document.body.replaceChildren();
  document.head.replaceChildren();
});

function boot(settings: unknown, markup: string) {
  (window as Win).lfmWidgetSettings = settings;
  document.body.innerHTML = markup;
  const log = recordingLogger();
  const ctx = createContext(window, { log });
  const registry = createAttachRegistry(document, [songLine, stationPlaceholders], ctx, log);
  registry.start();
  stop = () => {
    registry.stop();
    disposeContext(ctx);
  };
  return log;
}

describe('station placeholders: configuration', () => {
  it("logs 'Database entry does not exist' once and leaves every placeholder as printed", () => {
    const log = boot(undefined, '<span class="api_lfm_genres">x</span><span class="api_lfm_djs">y</span>');
    expect(log.lines.filter((line) => line.message === 'Database entry does not exist')).toHaveLength(1);
    expect(document.body.textContent).toBe('xy');
  });

  it('logs an error for an empty station name and stops', () => {
    const log = boot({ stations: ' , ' }, '<span class="api_lfm_genres">x</span>');
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'error', message: expect.stringContaining('stations is empty') }));
    expect(document.body.textContent).toBe('x');
  });

  it('fills placeholders from the shared store, with the song line still working beside them', async () => {
    boot(
      { stations: 'b80er', timeout: '2000' },
      '<div id="b80er-songinfo">…</div><span class="api_lfm_listeners">…</span><span class="api_lfm_display_name">…</span>',
    );
    await expect.poll(() => document.querySelector('.api_lfm_listeners')?.textContent, { timeout: 3000 }).toBe('42');
    await expect.poll(() => document.querySelector('.api_lfm_display_name')?.textContent).toBe('B80er – Die Hits der 80er');
    await expect.poll(() => document.getElementById('b80er-songinfo')?.textContent).toBe('Nena - 99 Luftballons');
  });
});

describe('station placeholders: the held line', () => {
  const holdRules = () => [...document.head.querySelectorAll('style')].filter((style) => style.textContent === HOLD_LINE_CSS);

  it('adds the rule that keeps the space before an empty inline placeholder while one is bound, once, and takes it away after', () => {
    boot(
      { stations: 'b80er', timeout: '2000' },
      '<li>Titel: <span class="api_lfm_current_title"></span></li><li>Hörer: <span class="api_lfm_listeners"></span></li>',
    );
    expect(holdRules()).toHaveLength(1);
    stop();
    stop = () => undefined;
    expect(holdRules()).toHaveLength(0);
  });

  it('the rule is for empty spans among the placeholders only (a block placeholder would gain a line)', () => {
    document.head.insertAdjacentHTML('beforeend', `<style>${HOLD_LINE_CSS}</style>`);
    document.body.innerHTML =
      '<span class="api_lfm_current_title"></span><span class="api_lfm_listeners">42</span><div class="api_lfm_genres"></div><span class="other"></span>';
    const selector = HOLD_LINE_CSS.slice(0, HOLD_LINE_CSS.indexOf('::before'));
    expect([...document.querySelectorAll(selector)].map((element) => element.className)).toEqual(['api_lfm_current_title']);
  });

  it('is the rule the WordPress plugin prints in the head', () => {
    const php = readFileSync(join(PLUGIN_SOURCE, 'includes/head-style.php'), 'utf8');
    expect(php).toContain(`define( 'SITE_CLIENT_HEAD_CSS', '${HOLD_LINE_CSS}' );`);
  });
});
