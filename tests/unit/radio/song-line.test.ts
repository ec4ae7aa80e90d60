// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createAttachRegistry } from '../../../src/core/attach';
import { createContext, disposeContext } from '../../../src/context';
import { songLine } from '../../../src/radio/song-line';
import { findScenario } from '../../../harness/scenarios';
import { mockServer } from '../../support/msw';
import { SONG_LINE_CASES } from '../../support/song-line-cases';
import { recordingLogger } from '../../support/test-context';

type Win = Window & { lfmWidgetSettings?: unknown };

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  delete (window as Win).lfmWidgetSettings;
  document.body.replaceChildren();
});

/** Boot the song line alone on a page, in a harness scenario, and wait for its first text. */
async function bootIn(scenario: string, markup = '<div id="b80er-songinfo">Lade aktuellen Song …</div>') {
  mockServer.use(...(findScenario(scenario)?.handlers ?? []));
  (window as Win).lfmWidgetSettings = { stations: 'b80er', timeout: '300', api_base: 'https://api.laut.fm' };
  document.body.innerHTML = markup;
  const element = document.getElementById('b80er-songinfo')!;
  const printed = element.textContent?.trim();
  const log = recordingLogger();
  const ctx = createContext(window, { log });
  const registry = createAttachRegistry(document, [songLine], ctx, log);
  registry.start();
  stop = () => {
    registry.stop();
    disposeContext(ctx);
  };
  await expect.poll(() => element.textContent, { timeout: 3000 }).not.toMatch(new RegExp(`^(${printed}|)$`));
  return { element, log };
}

describe('song line', () => {
  it.each(SONG_LINE_CASES)('in scenario %s shows %j', async (scenario, text) => {
    const { element } = await bootIn(scenario);
    expect(element.textContent).toBe(text);
    // Song changes are said by the page's one announcer, so the line itself is no live region.
    expect(element.hasAttribute('aria-live')).toBe(false);
  });

  it('logs a warning with the status when the call fails', async () => {
    const { log } = await bootIn('last-songs-500');
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'warn', message: expect.stringContaining('HTTP 500') }));
  });

  it('shows hostile text as text', async () => {
    const { element } = await bootIn('song-hostile');
    expect(element.querySelector('img, script')).toBeNull();
    expect(element.textContent).toContain('<img src=x onerror=');
  });

  it('prefers the element’s data-station', async () => {
    const { element } = await bootIn('default', '<div id="b80er-songinfo" data-station="radiohayom">…</div>');
    expect(element.textContent).toBe('National Anthem - Hatikvah (Israel)');
  });

  it('warns and leaves the element as printed without any station', () => {
    (window as Win).lfmWidgetSettings = undefined;
    document.body.innerHTML = '<div id="b80er-songinfo">printed</div>';
    const log = recordingLogger();
    const ctx = createContext(window, { log });
    const registry = createAttachRegistry(document, [songLine], ctx, log);
    registry.start();
    expect(document.getElementById('b80er-songinfo')!.textContent).toBe('printed');
    expect(log.lines[0]?.message).toContain('no station');
    registry.stop();
    disposeContext(ctx);
  });
});
