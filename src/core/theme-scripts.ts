/**
 * Coexistence with the theme's own scripts. A site may still load Pixwell's jQuery scripts while
 * the bundle is tried out; both would then bind the same markup and every click would run twice.
 * Each script leaves a global when it runs (`PIXWELL_MAIN_SCRIPTS` from the theme's global.js,
 * `PIXWELL_CORE_SCRIPT` from Pixwell Core's core.js): the features a present script handles are
 * left to it, with one log line naming the script handle an integrator dequeues to hand them over.
 */
import type { Logger } from './log';

/** The WordPress script handles of the theme's scripts (what `wp_dequeue_script` takes). */
export type ThemeScript = 'pixwell-global' | 'pixwell-core-script';

/** The global each script sets when it runs. */
export const THEME_SCRIPT_GLOBALS: Readonly<Record<ThemeScript, string>> = {
  'pixwell-global': 'PIXWELL_MAIN_SCRIPTS',
  'pixwell-core-script': 'PIXWELL_CORE_SCRIPT',
};

/** Whatever carries a name and, when one of the theme's scripts does the same, that script. */
export interface HandledFeature {
  name: string;
  handledBy?: ThemeScript;
}

/** Marks features as ones `script` handles too (a copy each; the originals stay as they are). */
export function handledBy<F extends HandledFeature>(script: ThemeScript, features: readonly F[]): F[] {
  return features.map((feature) => ({ ...feature, handledBy: script }));
}

function scriptIsPresent(win: Window, script: ThemeScript): boolean {
  try {
    const value: unknown = (win as unknown as Record<string, unknown>)[THEME_SCRIPT_GLOBALS[script]];
    return value !== undefined && value !== null;
  } catch {
    return false;
  }
}

/**
 * The features to run on this page: those no present theme script handles. Logs once per
 * present script which features it keeps, so nothing runs twice and the integrator knows why.
 */
export function featuresBesideThemeScripts<F extends HandledFeature>(win: Window, features: readonly F[], log: Logger): F[] {
  const present = (Object.keys(THEME_SCRIPT_GLOBALS) as ThemeScript[]).filter((script) => scriptIsPresent(win, script));
  for (const script of present) {
    const names = features.filter((feature) => feature.handledBy === script).map((feature) => feature.name);
    if (names.length === 0) continue;
    log.info(
      `the theme's script "${script}" is on the page (${THEME_SCRIPT_GLOBALS[script]}): leaving ${names.join(', ')} to it. ` +
        `Dequeue "${script}" to hand them to the bundle.`,
    );
  }
  return features.filter((feature) => feature.handledBy === undefined || !present.includes(feature.handledBy));
}
