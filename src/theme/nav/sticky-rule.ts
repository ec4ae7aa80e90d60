/**
 * When a sticky bar shows (spec §4): past the bottom of the main navigation plus 70 px; in smart
 * mode only while the reader scrolls up, since scrolling down means reading and the bar would
 * cover the text. A frame without movement (resize, content change) keeps what was shown. A bar
 * that holds keyboard focus stays until focus leaves it, so focus never sits on a hidden bar.
 */
import type { ViewportState } from '../../core/frame-loop';

export interface StickyInput {
  scrollY: number;
  /** Document offset past which the bar may show: navigation bottom + STICKY_SHOW_OFFSET. */
  showAt: number;
  direction: ViewportState['direction'];
  smart: boolean;
  wasShown: boolean;
  holdsFocus: boolean;
}

export function stickyShown({ scrollY, showAt, direction, smart, wasShown, holdsFocus }: StickyInput): boolean {
  if (wasShown && holdsFocus) return true;
  if (scrollY <= showAt) return false;
  if (!smart) return true;
  if (direction === 'up') return true;
  if (direction === 'down') return false;
  return wasShown;
}
