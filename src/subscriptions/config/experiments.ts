/**
 * Client-side experiments (spec widget §5, §9): a spec `id`, `id:fraction` or `id:fraction:c`
 * turns an experiment on for a share of page sessions. The draw is kept in session storage so a
 * reader stays in one arm while browsing, and a control arm of the same size exists only for small
 * fractions, so that experiment and control together stay a minority of readers.
 */
import type { SafeStorage } from '../../core/storage';

/** Spec widget §5: "Experiment fraction must be a number, otherwise the error is invalid fraction." */
export const INVALID_FRACTION = 'invalid fraction';

/** Session storage key prefix; the fraction is part of the key so a changed rollout re-draws. */
const EXPERIMENT_KEY_PREFIX = 'subscribe.google.com:e:';

/** Spec widget §9: "a control variant is allowed only when the fraction is at most 20". */
const MAX_CONTROL_FRACTION = 20;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * `id` (fraction 100), `id:fraction`, `id:fraction:c`. The provider's own short form
 * `id:fractionc` is read as a control request too.
 */
export function parseExperimentSpec(spec: string): { id: string; fraction: number; control: boolean } {
  const colon = spec.indexOf(':');
  if (colon === -1) return { id: spec.trim(), fraction: 100, control: false };
  const id = spec.slice(0, colon).trim();
  let rest = spec.slice(colon + 1).trim();
  let control = false;
  if (/:\s*c$/i.test(rest)) {
    control = true;
    rest = rest.replace(/:\s*c$/i, '').trim();
  } else if (/^[^:]*\dc$/i.test(rest)) {
    control = true;
    rest = rest.slice(0, -1);
  }
  if (!NUMBER.test(rest)) throw new Error(INVALID_FRACTION);
  return { id, fraction: Number(rest), control };
}

/** The experiment specs of the page hash `swg.experiments=a,b:50` (comma or semicolon separated). */
export function experimentsFromHash(hash: string): string[] {
  const query = hash.replace(/^#/, '');
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(pair.slice(0, eq));
      value = decodeURIComponent(pair.slice(eq + 1));
    } catch {
      continue;
    }
    if (key !== 'swg.experiments') continue;
    return value
      .split(/[,;]/)
      .map((spec) => spec.trim())
      .filter((spec) => spec !== '');
  }
  return [];
}

type Selection = 'e' | 'c' | 'n';
const isSelection = (value: string | null): value is Selection => value === 'e' || value === 'c' || value === 'n';

/** The session storage key of one experiment draw: `subscribe.google.com:e:{id}:{fraction}[:c]`. */
export function experimentStorageKey(id: string, fraction: number, control: boolean): string {
  return `${EXPERIMENT_KEY_PREFIX}${id}:${fraction}${control ? ':c' : ''}`;
}

/**
 * Whether the experiment of `spec` is on for this session. Over 99 is always on, below 1 always
 * off; in between, one draw per session: `e` (experiment, on), `c` (control, off) or `n` (not
 * selected, off). Throws Error('invalid fraction') for a spec whose fraction is not a number. When
 * the draw cannot be kept (storage unavailable), the experiment stays off rather than flip between
 * page views.
 */
export function isExperimentOn(spec: string, session: SafeStorage, random: () => number): boolean {
  const { id, fraction, control: wantsControl } = parseExperimentSpec(spec);
  if (fraction > 99) return true;
  if (fraction < 1) return false;
  const control = wantsControl && fraction <= MAX_CONTROL_FRACTION;
  const key = experimentStorageKey(id, fraction, control);
  try {
    const stored = session.get(key);
    if (isSelection(stored)) return stored === 'e';
    // The control group is a second sample of the same size, drawn from the same range.
    const inRange = random() * 100 < fraction * (control ? 2 : 1);
    const selection: Selection = !inRange ? 'n' : control && random() >= 0.5 ? 'c' : 'e';
    return session.set(key, selection) && selection === 'e';
  } catch {
    return false;
  }
}
