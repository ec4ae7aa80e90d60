/**
 * Arrows and dots of a slider or carousel, rendered by the bundle below the slides. The arrows
 * carry the theme's own names (`themeSettings.textPrev/textNext`); each dot names the slide or
 * page it shows and marks the current one with aria-current.
 */
import type { ReactNode } from 'react';

export interface SliderControlsProps {
  prevLabel: string;
  nextLabel: string;
  dotsLabel: string;
  /** One label per dot; empty: no dots. */
  dotLabels: readonly string[];
  currentDot: number;
  onPrev(): void;
  onNext(): void;
  onDot(dot: number): void;
}

export function SliderControls(props: SliderControlsProps): ReactNode {
  return (
    <>
      <button type="button" className="rb-slider-prev" aria-label={props.prevLabel} onClick={props.onPrev}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="rb-slider-next" aria-label={props.nextLabel} onClick={props.onNext}>
        <span aria-hidden="true">›</span>
      </button>
      {props.dotLabels.length > 1 && (
        <div className="rb-slider-dots" role="group" aria-label={props.dotsLabel}>
          {props.dotLabels.map((label, dot) => (
            <button
              key={label}
              type="button"
              className={dot === props.currentDot ? 'rb-slider-dot is-active' : 'rb-slider-dot'}
              aria-label={label}
              aria-current={dot === props.currentDot ? 'true' : undefined}
              onClick={() => props.onDot(dot)}
            />
          ))}
        </div>
      )}
    </>
  );
}
