/**
 * Keeps keyboard focus inside an open modal dialog and gives it back afterwards. Every dialog the
 * bundle opens (the newsletter popup now; subscription prompts and others later) needs the same
 * three things: Tab and Shift+Tab wrap around inside, Escape closes when the dialog is closable,
 * and focus returns to where the reader was. Traps stack: only the newest one acts, so a dialog
 * opened over another does not fight it for focus.
 */
import { listen } from './listen';

export interface FocusTrapOptions {
  /** Called on Escape while this trap is the newest; omit for dialogs that must not close that way. */
  onEscape?: () => void;
  /** What gets focus first; default the first focusable element inside, else the container. */
  initialFocus?: HTMLElement | null;
}

export interface FocusTrap {
  /** Stop trapping and move focus back to where it was before (if that element is still there). */
  release(): void;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/**
 * Pure: which focusable element Tab should move to, given the index of the focused one (-1 when
 * focus is outside them, e.g. on the container itself). -1 means "the container" (nothing inside
 * can take focus).
 */
export function wrapFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards) return current === 0 ? count - 1 : current - 1;
  return current === count - 1 ? 0 : current + 1;
}

/** The elements inside `container` that take focus with Tab, in document order. */
export function focusableWithin(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) return false;
    // Chromium and Firefox know checkVisibility (display:none, content-visibility); jsdom does not.
    return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
  });
}

/** Active traps per document, newest last: only the newest handles keys and focus. */
const stacks = new WeakMap<Document, object[]>();

export function trapFocus(container: HTMLElement, options: FocusTrapOptions = {}): FocusTrap {
  const doc = container.ownerDocument;
  const previous = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
  const token = {};
  const stack = stacks.get(doc) ?? [];
  stacks.set(doc, stack);
  stack.push(token);
  const isNewest = () => stack[stack.length - 1] === token;

  const focusContainer = () => {
    if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
    container.focus();
  };
  const focusInside = (backwards: boolean) => {
    const focusables = focusableWithin(container);
    const active = doc.activeElement;
    const index = wrapFocusIndex(
      focusables.findIndex((element) => element === active),
      focusables.length,
      backwards,
    );
    const target = index < 0 ? undefined : focusables[index];
    if (target) target.focus();
    else focusContainer();
  };

  const onKeydown = (event: KeyboardEvent) => {
    if (!isNewest()) return;
    if (event.key === 'Escape' && options.onEscape) {
      // Escape closes the innermost popup first: an open combobox (the live search in the
      // off-canvas menu) handles it itself, and the dialog stays.
      if (event.target instanceof Element && event.target.closest('[role="combobox"][aria-expanded="true"]')) return;
      event.preventDefault();
      event.stopPropagation();
      options.onEscape();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      focusInside(event.shiftKey);
    }
  };
  // Focus that escapes anyway (a click on the page behind, assistive technology) is brought back.
  const onFocusin = (event: FocusEvent) => {
    if (!isNewest() || !(event.target instanceof Node) || container.contains(event.target)) return;
    focusInside(false);
  };

  const unlisten = listen(doc, { keydown: onKeydown, focusin: onFocusin }, true);
  const first = options.initialFocus ?? focusableWithin(container)[0];
  if (first) first.focus();
  else focusContainer();

  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      unlisten();
      const at = stack.indexOf(token);
      if (at >= 0) stack.splice(at, 1);
      if (previous?.isConnected) previous.focus();
    },
  };
}
