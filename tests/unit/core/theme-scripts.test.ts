import { describe, expect, it } from 'vitest';
import { featuresBesideThemeScripts, handledBy, type HandledFeature } from '../../../src/core/theme-scripts';
import { recordingLogger } from '../../support/test-context';

const features: HandledFeature[] = [
  ...handledBy('pixwell-global', [{ name: 'list block' }, { name: 'live search' }]),
  ...handledBy('pixwell-core-script', [{ name: 'bookmarks' }]),
  ...handledBy('feedback-voting-script', [{ name: 'feedback vote' }]),
  { name: 'song line' },
];

const names = (list: readonly HandledFeature[]) => list.map((feature) => feature.name);

function pageWith(globals: Record<string, unknown>, scriptIds: string[] = []): Window {
  // Only what the rule reads: the globals and the ids of the script tags WordPress printed.
  const document = {
    getElementById: (id: string) => (scriptIds.includes(id) ? { tagName: 'SCRIPT' } : id === 'not-a-script-js' ? { tagName: 'DIV' } : null),
  };
  return { ...globals, document } as unknown as Window;
}

describe('featuresBesideThemeScripts', () => {
  it("runs every feature when none of the theme's scripts is on the page, quietly", () => {
    const log = recordingLogger();
    expect(names(featuresBesideThemeScripts(pageWith({}), features, log))).toEqual([
      'list block',
      'live search',
      'bookmarks',
      'feedback vote',
      'song line',
    ]);
    expect(log.lines).toEqual([]);
  });

  it("leaves the theme script's features to it and says once which handle to dequeue", () => {
    const log = recordingLogger();
    const kept = featuresBesideThemeScripts(pageWith({ PIXWELL_MAIN_SCRIPTS: { _init() {} } }), features, log);
    expect(names(kept)).toEqual(['bookmarks', 'feedback vote', 'song line']);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.level).toBe('info');
    expect(log.lines[0]?.message).toContain(
      '"pixwell-global" is on the page (PIXWELL_MAIN_SCRIPTS): leaving list block, live search to it',
    );
    expect(log.lines[0]?.message).toContain('Hand "pixwell-global" over to the bundle');
  });

  it('with both scripts only the features of neither run, one line per script', () => {
    const log = recordingLogger();
    const kept = featuresBesideThemeScripts(pageWith({ PIXWELL_MAIN_SCRIPTS: {}, PIXWELL_CORE_SCRIPT: {} }), features, log);
    expect(names(kept)).toEqual(['feedback vote', 'song line']);
    expect(log.lines.map((line) => line.message)).toEqual([
      expect.stringContaining('pixwell-global'),
      expect.stringContaining('pixwell-core-script'),
    ]);
  });

  it('a plugin script WordPress printed (its tag id "{handle}-js") keeps its feature; the rest run', () => {
    const log = recordingLogger();
    const kept = featuresBesideThemeScripts(pageWith({}, ['feedback-voting-script-js']), features, log);
    expect(names(kept)).toEqual(['list block', 'live search', 'bookmarks', 'song line']);
    expect(log.lines.map((line) => line.message)).toEqual([
      expect.stringContaining('"feedback-voting-script" is on the page (script#feedback-voting-script-js): leaving feedback vote to it'),
    ]);
  });

  it('a theme script is found by its tag too, before it has run', () => {
    const log = recordingLogger();
    expect(names(featuresBesideThemeScripts(pageWith({}, ['pixwell-core-script-js']), features, log))).toEqual([
      'list block',
      'live search',
      'feedback vote',
      'song line',
    ]);
  });

  it("only a script element counts: another element with that id, or the data block's id, does not", () => {
    const log = recordingLogger();
    const withData = pageWith({}, ['feedback-voting-script-js-extra', 'post-views-counter-frontend-js-before']);
    expect(names(featuresBesideThemeScripts(withData, features, log))).toHaveLength(5);
    expect(log.lines).toEqual([]);
  });

  it('a global that throws when read counts as absent', () => {
    const log = recordingLogger();
    const hostile = Object.defineProperty(pageWith({}), 'PIXWELL_MAIN_SCRIPTS', {
      get() {
        throw new Error('no');
      },
    });
    expect(names(featuresBesideThemeScripts(hostile, features, log))).toHaveLength(5);
  });

  it('handledBy copies: the original features stay unmarked', () => {
    const original: HandledFeature = { name: 'x' };
    const [marked] = handledBy('pixwell-core-script', [original]);
    expect(marked?.handledBy).toBe('pixwell-core-script');
    expect(original).toEqual({ name: 'x' });
  });
});
