/**
 * The autoplay countdown of one slider: advances every `intervalMs` while autoplayRuns allows it,
 * restarts after every move by the reader, and stops for each pause reason (hover, focus inside,
 * hidden tab) until the last one ends. Timers go through the context clock, so tests drive it.
 */
import type { Clock } from '../../core/clock';
import { autoplayRuns, type PauseReason } from './autoplay-rules';

export interface SliderAutoplayOptions {
  clock: Clock;
  enabled: boolean;
  intervalMs: number;
  reducedMotion: () => boolean;
  movable: () => boolean;
  step: () => void;
}

export interface SliderAutoplay {
  /** Whether the slider moves by itself right now. */
  runs(): boolean;
  pause(reason: PauseReason, on: boolean): void;
  /** Plan the next step from now (after a move, or when the conditions changed). */
  restart(): void;
  stop(): void;
}

export function createSliderAutoplay(options: SliderAutoplayOptions): SliderAutoplay {
  const paused = new Set<PauseReason>();
  let cancel: (() => void) | undefined;
  const runs = () => autoplayRuns({ enabled: options.enabled, reducedMotion: options.reducedMotion(), movable: options.movable(), paused });
  const restart = () => {
    cancel?.();
    cancel = undefined;
    if (!runs()) return;
    cancel = options.clock.after(options.intervalMs, () => {
      cancel = undefined;
      options.step();
      restart();
    });
  };
  return {
    runs,
    pause(reason, on) {
      if (on === paused.has(reason)) return;
      if (on) paused.add(reason);
      else paused.delete(reason);
      restart();
    },
    restart,
    stop() {
      cancel?.();
      cancel = undefined;
      options.enabled = false;
    },
  };
}
