/**
 * The Google "G" of the provider's buttons and mini prompt, drawn here: the bundle loads nothing
 * from the network, and the provider's stylesheets take it from Google's font servers. A ring of
 * four arcs open at the upper right, and the bar; in colour on light backgrounds, in the text's
 * colour (white) on dark ones. Decorative: the text beside it names the control.
 */
import type { ReactNode } from 'react';

/** Arcs of radius 8 around (12, 12), clockwise: blue from the bar down, green, yellow, red over the top. */
const ARCS: readonly (readonly [colour: string, path: string])[] = [
  ['#4285f4', 'M20 12A8 8 0 0 1 17.66 17.66'],
  ['#34a853', 'M17.66 17.66A8 8 0 0 1 5.07 16'],
  ['#fbbc05', 'M5.07 16A8 8 0 0 1 5.07 8'],
  ['#ea4335', 'M5.07 8A8 8 0 0 1 18.13 6.86'],
];

export function GoogleIcon({ className, mono }: { className: string; mono: boolean }): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" strokeWidth="4">
        {ARCS.map(([colour, path]) => (
          <path key={colour} d={path} stroke={mono ? 'currentColor' : colour} />
        ))}
      </g>
      <path d="M12 10h10v4H12z" fill={mono ? 'currentColor' : '#4285f4'} />
    </svg>
  );
}
