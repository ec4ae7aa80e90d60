/**
 * The portfolio filter (REAL-MARKUP §22): `div.pp-terms-filter > button.pp-filter-el(.active)
 * [data-filter="*"|".portfolio-category-{slug}"]` inside the `.fw-portfolio-1` block. A click moves
 * `.active` to the clicked button (aria-pressed follows, for assistive technology) and shows only
 * the items carrying its classes; the others get inline `display:none` (as Isotope left them) and
 * the grid is laid out again. One listener per filter bar, owned by the grid's mount.
 */
import { listen } from '../../core/listen';
import type { Logger } from '../../core/log';
import { matchesFilter, parseGridFilter } from './grid-filter';

export function connectFilters(block: HTMLElement, itemsOf: () => HTMLElement[], log: Logger, relayout: () => void): () => void {
  const bar = block.querySelector<HTMLElement>('.pp-terms-filter');
  if (!bar) return () => undefined;
  const buttons = () => [...bar.querySelectorAll<HTMLElement>('.pp-filter-el[data-filter]')];

  const apply = (button: HTMLElement) => {
    const filter = parseGridFilter(button.getAttribute('data-filter'));
    if (!filter) log.warn(`portfolio filter ${JSON.stringify(button.getAttribute('data-filter'))} is not a class list; showing all items`);
    for (const item of itemsOf()) {
      if (matchesFilter([...item.classList], filter ?? { kind: 'all' })) item.style.removeProperty('display');
      else item.style.display = 'none';
    }
    for (const other of buttons()) {
      other.classList.toggle('active', other === button);
      other.setAttribute('aria-pressed', String(other === button));
    }
    relayout();
  };

  const initial = buttons().find((button) => button.classList.contains('active')) ?? buttons()[0];
  if (initial) apply(initial);

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('.pp-filter-el[data-filter]') : null;
    if (!button || !bar.contains(button)) return;
    event.preventDefault();
    apply(button);
  };
  const unlisten = listen(bar, { click: onClick });
  return () => {
    unlisten();
    for (const item of itemsOf()) item.style.removeProperty('display');
    for (const button of buttons()) button.removeAttribute('aria-pressed');
  };
}
