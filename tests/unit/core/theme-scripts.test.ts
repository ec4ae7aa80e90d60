import { describe, expect, it } from 'vitest';
import { featuresBesideThemeScripts, handledBy, type HandledFeature } from '../../../src/core/theme-scripts';
import { recordingLogger } from '../../support/test-context';

const features: HandledFeature[] = [
  ...handledBy('pixwell-global', [{ name: 'list block' }, { name: 'live search' }]),
  ...handledBy('pixwell-core-script', [{ name: 'bookmarks' }]),
  { name: 'feedback vote' },
];

const names = (list: readonly HandledFeature[]) => list.map((feature) => feature.name);

function pageWith(globals: Record<string, unknown>): Window {
  return globals as unknown as Window;
}

describe('featuresBesideThemeScripts', () => {
  it('runs every feature when none of the theme\'s scripts is on the page, quietly', () => {
    const log = recordingLogger();
    expect(names(featuresBesideThemeScripts(pageWith({}), features, log))).toEqual(['list block', 'live search', 'bookmarks', 'feedback vote']);
    expect(log.lines).toEqual([]);
  });

  it('leaves the theme script\'s features to it and says once which handle to dequeue', () => {
    const log = recordingLogger();
    const kept = featuresBesideThemeScripts(pageWith({ PIXWELL_MAIN_SCRIPTS: { _init() {} } }), features, log);
    expect(names(kept)).toEqual(['bookmarks', 'feedback vote']);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.level).toBe('info');
    expect(log.lines[0]?.message).toContain('"pixwell-global" is on the page (PIXWELL_MAIN_SCRIPTS): leaving list block, live search to it');
    expect(log.lines[0]?.message).toContain('Dequeue "pixwell-global"');
  });

  it('with both scripts only the features of neither run, one line per script', () => {
    const log = recordingLogger();
    const kept = featuresBesideThemeScripts(pageWith({ PIXWELL_MAIN_SCRIPTS: {}, PIXWELL_CORE_SCRIPT: {} }), features, log);
    expect(names(kept)).toEqual(['feedback vote']);
    expect(log.lines.map((line) => line.message)).toEqual([expect.stringContaining('pixwell-global'), expect.stringContaining('pixwell-core-script')]);
  });

  it('handledBy copies: the original features stay unmarked', () => {
    const original: HandledFeature = { name: 'x' };
    const [marked] = handledBy('pixwell-core-script', [original]);
    expect(marked?.handledBy).toBe('pixwell-core-script');
    expect(original).toEqual({ name: 'x' });
  });
});
