// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createAttachRegistry } from '../../../src/core/attach';
import { createContext, disposeContext } from '../../../src/context';
import { songLine } from '../../../src/radio/song-line';
import { stationPlaceholders } from '../../../src/radio/station-placeholders';
import { recordingLogger } from '../../support/test-context';

type Win = Window & { lfmWidgetSettings?: unknown };
let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  delete (window as Win).lfmWidgetSettings;
  document.body.replaceChildren();
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
    boot({ stations: 'b80er', timeout: '2000' }, '<div id="b80er-songinfo">…</div><span class="api_lfm_listeners">…</span><span class="api_lfm_display_name">…</span>');
    await expect.poll(() => document.querySelector('.api_lfm_listeners')?.textContent, { timeout: 3000 }).toBe('42');
    await expect.poll(() => document.querySelector('.api_lfm_display_name')?.textContent).toBe('B80er – Die Hits der 80er');
    await expect.poll(() => document.getElementById('b80er-songinfo')?.textContent).toBe('Nena - 99 Luftballons');
  });
});
