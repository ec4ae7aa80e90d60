/**
 * Sub-menus of the off-canvas menu: the theme appended a clickable icon to each parent item and
 * slid its `.sub-menu` open; here each parent item gets a real button after its link
 * (`.explain-menu`, the theme's name) with `aria-expanded`, and the sub-menu is `hidden` until
 * opened. The buttons are the bundle's and go away with its cleanup.
 */
import { strings } from '../../core/strings';

const PARENT = '.menu-item-has-children';
let subMenuCount = 0;

export function enhanceSubMenus(panel: HTMLElement, doc: Document): () => void {
  const added: HTMLElement[] = [];
  for (const item of panel.querySelectorAll<HTMLElement>(PARENT)) {
    const subMenu = [...item.children].find((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('sub-menu'));
    const link = [...item.children].find((child) => child.tagName === 'A');
    if (!subMenu || item.querySelector(':scope > .explain-menu')) continue;
    if (!subMenu.id) subMenu.id = `off-canvas-sub-menu-${(subMenuCount += 1)}`;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'explain-menu';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', subMenu.id);
    button.setAttribute('aria-label', strings.themeNav.subMenuToggle.replace('{name}', link?.textContent?.trim() ?? ''));
    (link ?? subMenu).after(button);
    subMenu.hidden = true;
    added.push(button);
  }
  return () => {
    for (const button of added) {
      const subMenu = button.parentElement?.querySelector<HTMLElement>(':scope > .sub-menu');
      if (subMenu) subMenu.hidden = false;
      button.remove();
    }
  };
}

/** Part of the off-canvas's one click listener: opens or closes the sub-menu of a clicked toggle. */
export function onSubMenuClick(event: MouseEvent, panel: HTMLElement): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('.explain-menu') : null;
  if (!button || !panel.contains(button)) return;
  event.preventDefault();
  const subMenu = button.parentElement?.querySelector<HTMLElement>(':scope > .sub-menu');
  if (!subMenu) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  button.parentElement?.classList.toggle('is-open', open);
  subMenu.hidden = !open;
}
