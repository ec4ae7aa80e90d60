/**
 * Coexistence with the site's own scripts. A site may still load Pixwell's jQuery scripts or the
 * plugins' scripts while the bundle is tried out (or keep them on purpose: the WordPress plugin's
 * compatibility mode); both would then bind the same markup and every click would run twice.
 * A script is on the page when it left its global (`PIXWELL_MAIN_SCRIPTS` from the theme's
 * global.js, `PIXWELL_CORE_SCRIPT` from Pixwell Core's core.js) or when WordPress printed its tag:
 * WordPress gives every script it prints the id `{handle}-js` (the plugins' scripts set no global).
 * The features a present script handles are left to it, with one log line naming the handle an
 * integrator hands over to the bundle.
 */
import type { Logger } from './log';

/** The WordPress script handles whose features the bundle also has (what `wp_dequeue_script` takes). */
export type SiteScript = 'pixwell-global' | 'pixwell-core-script' | 'feedback-voting-script' | 'post-views-counter-frontend';

/** The global each theme script sets when it runs; the plugins' scripts set none. */
const SITE_SCRIPT_GLOBALS: Readonly<Partial<Record<SiteScript, string>>> = {
  'pixwell-global': 'PIXWELL_MAIN_SCRIPTS',
  'pixwell-core-script': 'PIXWELL_CORE_SCRIPT',
};

const SITE_SCRIPTS: readonly SiteScript[] = [
  'pixwell-global',
  'pixwell-core-script',
  'feedback-voting-script',
  'post-views-counter-frontend',
];

/** Whatever carries a name and, when one of the site's scripts does the same, that script. */
export interface HandledFeature {
  name: string;
  handledBy?: SiteScript;
}

/** Marks features as ones `script` handles too (a copy each; the originals stay as they are). */
export function handledBy<F extends HandledFeature>(script: SiteScript, features: readonly F[]): F[] {
  return features.map((feature) => ({ ...feature, handledBy: script }));
}

/** How a present script shows itself, for the log line; null when it is not on the page. */
function presence(win: Window, script: SiteScript): string | null {
  const global = SITE_SCRIPT_GLOBALS[script];
  try {
    const value: unknown = global === undefined ? undefined : (win as unknown as Record<string, unknown>)[global];
    if (global !== undefined && value !== undefined && value !== null) return global;
    // `document` may be missing on a bare window object (unit tests of the global rule).
    if (win.document?.getElementById(`${script}-js`)?.tagName === 'SCRIPT') return `script#${script}-js`;
  } catch {
    // A hostile getter on the global: treat the script as absent.
  }
  return null;
}

/**
 * The features to run on this page: those no present site script handles. Logs once per
 * present script which features it keeps, so nothing runs twice and the integrator knows why.
 */
export function featuresBesideThemeScripts<F extends HandledFeature>(win: Window, features: readonly F[], log: Logger): F[] {
  const present = new Set<SiteScript>();
  for (const script of SITE_SCRIPTS) {
    const shownBy = presence(win, script);
    if (shownBy === null) continue;
    present.add(script);
    const names = features.filter((feature) => feature.handledBy === script).map((feature) => feature.name);
    if (names.length === 0) continue;
    log.info(
      `the site's script "${script}" is on the page (${shownBy}): leaving ${names.join(', ')} to it. ` +
        `Hand "${script}" over to the bundle (the WordPress plugin's replaced handles, or dequeue it) to have the bundle do them.`,
    );
  }
  return features.filter((feature) => feature.handledBy === undefined || !present.has(feature.handledBy));
}
