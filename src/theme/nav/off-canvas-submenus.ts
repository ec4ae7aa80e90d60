/**
 * Sub-menus of the off-canvas menu (REAL-MARKUP §16). As the theme's script: inside the link of
 * each parent item (`li.menu-item-has-children > a`) it appends `aside.explain-menu >
 * i.rbi.rbi-angle-down`; a click on it (not following the link) slides the item's `.sub-menu`
 * open or shut in 200 ms (the theme's CSS keeps `.off-canvas-menu .sub-menu` at display:none), and
 * 150 ms later toggles `hovering-menu` on the item; closing adds `no-delay` and hides the nested
 * sub-menus. Beyond the theme: the icon is a keyboard button (`role=button` on the `i`, Enter and
 * Space, `aria-expanded`, `aria-controls`, a name; the `aside` itself is `role=none`, no landmark
 * inside a link), the link keeps its own name, and the slide is instant under
 * prefers-reduced-motion. Everything added goes away with the cleanup.
 */
import type { Clock } from '../../core/clock';
import { buildElement } from '../../core/element';
import { prefersReducedMotion } from '../../core/motion';
import { strings } from '../../core/strings';

const PARENT = 'li.menu-item-has-children';
const TOGGLE = '.explain-menu';
/** The theme's slideToggle(200). */
const SUB_MENU_SLIDE_MS = 200;
/** The theme toggled `hovering-menu` this long after the click. */
const SUB_MENU_CLASS_DELAY_MS = 150;
let subMenuCount = 0;

const childOf = (item: Element, test: (child: Element) => boolean): HTMLElement | undefined =>
  [...item.children].find((child): child is HTMLElement => child instanceof HTMLElement && test(child));

export interface SubMenus {
  /** Part of the off-canvas's one click listener; true when it handled the click. */
  onClick(event: MouseEvent): boolean;
  /** Part of the off-canvas's keydown listener: Enter and Space on a toggle. */
  onKeydown(event: KeyboardEvent): boolean;
  destroy(): void;
}

export function enhanceSubMenus(panel: HTMLElement, doc: Document, clock: Clock): SubMenus {
  const win = doc.defaultView;
  const added: {
    toggle: HTMLElement;
    button: HTMLElement;
    link: HTMLElement;
    subMenu: HTMLElement;
    item: HTMLElement;
    labelled: boolean;
    addedId: boolean;
  }[] = [];
  const timers = new Set<() => void>();
  for (const item of panel.querySelectorAll<HTMLElement>(`.off-canvas-menu ${PARENT}`)) {
    const link = childOf(item, (child) => child.tagName === 'A');
    const subMenu = childOf(item, (child) => child.classList.contains('sub-menu'));
    if (!link || !subMenu || link.querySelector(TOGGLE)) continue;
    const addedId = subMenu.id === '';
    if (addedId) subMenu.id = `off-canvas-sub-menu-${(subMenuCount += 1)}`;
    const name = link.textContent?.trim() ?? '';
    // The toggle sits inside the link: without a label of its own the link's name would take in the toggle's.
    const labelled = !link.hasAttribute('aria-label') && name !== '';
    if (labelled) link.setAttribute('aria-label', name);
    const button = buildElement(doc, 'i', {
      class: 'rbi rbi-angle-down',
      role: 'button',
      tabindex: '0',
      'aria-expanded': 'false',
      'aria-controls': subMenu.id,
      'aria-label': strings.themeNav.subMenuToggle.replace('{name}', name),
    });
    const toggle = buildElement(doc, 'aside', { class: 'explain-menu', role: 'none' }, button);
    link.append(toggle);
    added.push({ toggle, button, link, subMenu, item, labelled, addedId });
  }

  const slide = (subMenu: HTMLElement, open: boolean) => {
    for (const running of subMenu.getAnimations?.() ?? []) running.cancel();
    subMenu.style.display = 'block';
    const animate = typeof subMenu.animate === 'function' && !(win && prefersReducedMotion(win));
    if (!animate) {
      if (!open) subMenu.style.display = 'none';
      return;
    }
    const full = `${subMenu.scrollHeight}px`;
    const frames = [
      { height: open ? '0px' : full, overflow: 'hidden' },
      { height: open ? full : '0px', overflow: 'hidden' },
    ];
    const animation = subMenu.animate(frames, { duration: SUB_MENU_SLIDE_MS, easing: 'ease' });
    if (!open) animation.addEventListener('finish', () => (subMenu.style.display = 'none'));
  };

  const setOpen = (entry: (typeof added)[number], open: boolean) => {
    entry.button.setAttribute('aria-expanded', String(open));
    slide(entry.subMenu, open);
    const cancel = clock.after(SUB_MENU_CLASS_DELAY_MS, () => {
      timers.delete(cancel);
      entry.item.classList.toggle('hovering-menu', open);
      entry.item.classList.toggle('no-delay', !open);
      if (open) return;
      // Closing a parent shuts everything below it, as the theme's `item.find('.sub-menu').hide()`.
      for (const nested of added) {
        if (nested === entry || !entry.subMenu.contains(nested.item)) continue;
        nested.button.setAttribute('aria-expanded', 'false');
        nested.subMenu.style.display = 'none';
        nested.item.classList.remove('hovering-menu');
      }
    });
    timers.add(cancel);
  };

  const toggleFrom = (target: EventTarget | null): boolean => {
    const toggle = target instanceof Element ? target.closest<HTMLElement>(TOGGLE) : null;
    const entry = toggle ? added.find((candidate) => candidate.toggle === toggle) : undefined;
    if (!entry) return false;
    setOpen(entry, entry.button.getAttribute('aria-expanded') !== 'true');
    return true;
  };

  return {
    onClick(event) {
      if (!toggleFrom(event.target)) return false;
      // The toggle is inside the link: the click must not follow it.
      event.preventDefault();
      event.stopPropagation();
      return true;
    },
    onKeydown(event) {
      if (event.key !== 'Enter' && event.key !== ' ') return false;
      if (!(event.target instanceof Element) || !event.target.matches(`${TOGGLE} > [role=button]`)) return false;
      if (!toggleFrom(event.target)) return false;
      event.preventDefault();
      return true;
    },
    destroy() {
      for (const cancel of timers) cancel();
      timers.clear();
      for (const { toggle, link, subMenu, item, labelled, addedId } of added) {
        toggle.remove();
        if (labelled) link.removeAttribute('aria-label');
        for (const running of subMenu.getAnimations?.() ?? []) running.cancel();
        subMenu.style.removeProperty('display');
        if (addedId) subMenu.removeAttribute('id');
        item.classList.remove('hovering-menu', 'no-delay');
      }
    },
  };
}
