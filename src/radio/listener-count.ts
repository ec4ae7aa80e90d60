/**
 * '1.234': a listener count as German text, thousands grouped with a dot. Written out rather
 * than through Intl: building a NumberFormat loads the locale's data, a 17 ms task on a laptop
 * (more on a phone) in the first render of every radio page that shows listeners. laut.fm counts
 * whole listeners; anything else is rounded first.
 */
export function formatListenerCount(count: number): string {
  const digits = String(Math.abs(Math.round(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return count <= -0.5 ? `-${grouped}` : grouped;
}
