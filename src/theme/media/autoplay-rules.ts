/**
 * When a slider may advance by itself. The theme's library paused on hover only; a reader who
 * tabs into a slide, reads in another tab or asked the system for less motion must not have the
 * content move away either (WCAG 2.2.2).
 */

export type PauseReason = 'hover' | 'focus' | 'hidden' | 'dragging';

export interface AutoplayState {
  /** `themeSettings.sliderPlay`, and the block does not opt out. */
  enabled: boolean;
  reducedMotion: boolean;
  /** Fewer items than fill the view: nothing to move to. */
  movable: boolean;
  paused: ReadonlySet<PauseReason>;
}

export function autoplayRuns(state: AutoplayState): boolean {
  return state.enabled && !state.reducedMotion && state.movable && state.paused.size === 0;
}
