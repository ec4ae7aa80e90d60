/**
 * The filter buttons of a portfolio grid: `.portfolio-filter [data-filter]` in the same
 * `.portfolio-outer` as the grid (`*` = all, `.cat-x` = items of that category). The pressed
 * button carries aria-pressed="true" (and the theme's `is-active`), hidden items get `hidden`,
 * and the grid is laid out again. One listener per filter bar, owned by the grid's mount.
 */
import type { Logger } from '../../core/log';
import { matchesFilter, parseGridFilter } from './grid-filter';

export function connectFilters(grid: HTMLElement, itemsOf: (grid: Element) => HTMLElement[], log: Logger, relayout: () => void): () => void {
  const bar = grid.closest('.portfolio-outer')?.querySelector<HTMLElement>('.portfolio-filter');
  if (!bar) return () => undefined;
  const buttons = () => [...bar.querySelectorAll<HTMLElement>('[data-filter]')];

  const press = (button: HTMLElement) => {
    for (const other of buttons()) {
      other.setAttribute('aria-pressed', String(other === button));
      other.classList.toggle('is-active', other === button);
    }
  };
  const apply = (button: HTMLElement) => {
    const filter = parseGridFilter(button.getAttribute('data-filter'));
    if (!filter) log.warn(`portfolio filter ${JSON.stringify(button.getAttribute('data-filter'))} is not a class list; showing all items`);
    for (const item of itemsOf(grid)) item.hidden = !matchesFilter([...item.classList], filter ?? { kind: 'all' });
    press(button);
    relayout();
  };

  const initial = buttons().find((button) => button.classList.contains('is-active') || button.getAttribute('aria-pressed') === 'true') ?? buttons()[0];
  if (initial) apply(initial);

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-filter]') : null;
    if (!button || !bar.contains(button)) return;
    event.preventDefault();
    apply(button);
  };
  bar.addEventListener('click', onClick);
  return () => {
    bar.removeEventListener('click', onClick);
    for (const item of itemsOf(grid)) item.hidden = false;
  };
}
