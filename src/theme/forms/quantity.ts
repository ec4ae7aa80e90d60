/**
 * WooCommerce quantity buttons (REAL-MARKUP §26): `div.quantity > input.qty[type=number][step]
 * [min][max] + span.quantity-btn.up + span.quantity-btn.down`; the two spans come from the theme's
 * `woocommerce_after_quantity_input_field` hook, so the server prints them and the bundle creates
 * nothing. One delegated click listener for the page (spans of fields added later included), as
 * the theme's: `up`/`down` move the value one `step` within `min` and `max` (defaults 1, 1 and
 * 9999; quantity-rules.ts) and dispatch bubbling `input` and `change` events, so the shop's own
 * scripts (cart update, variation forms) see it as typed. A disabled or read-only input does not
 * change.
 *
 * Kept from our accessibility: each span becomes a button for assistive technology and the
 * keyboard (`role=button`, `tabindex=0`, a name, `aria-controls`, Enter and Space), and is
 * `aria-disabled` at its limit or while the input is disabled; each field watches its own
 * attributes (variation forms change max and disabled).
 */
import type { Feature } from '../../core/attach';
import { listen } from '../../core/listen';
import { strings } from '../../core/strings';
import type { AppContext } from '../../context';
import { quantityButtonState, quantityLimits, stepQuantity, type QuantityLimits } from './quantity-rules';

const FIELD = '.quantity';
const INPUT = 'input.qty';
const BUTTON = '.quantity-btn';

type Kind = 'up' | 'down';

function inputOf(field: Element): HTMLInputElement | null {
  return field.querySelector<HTMLInputElement>(INPUT);
}

function limitsOf(input: HTMLInputElement): QuantityLimits {
  return quantityLimits({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });
}

/** `up`/`down` (the theme's classes); `plus`/`minus` as other shop themes print them. */
function kindOf(button: Element): Kind | null {
  if (button.classList.contains('up') || button.classList.contains('plus')) return 'up';
  if (button.classList.contains('down') || button.classList.contains('minus')) return 'down';
  return null;
}

function buttonsOf(field: Element): HTMLElement[] {
  return [...field.querySelectorAll<HTMLElement>(BUTTON)].filter((button) => button.closest(FIELD) === field && kindOf(button) !== null);
}

/** Brings the buttons' states in line with the input's value, limits and disabled state. */
function refresh(field: Element): void {
  const input = inputOf(field);
  if (!input) return;
  const inert = input.disabled || input.readOnly;
  const state = quantityButtonState(input.value, limitsOf(input), inert);
  for (const button of buttonsOf(field)) {
    const off = kindOf(button) === 'up' ? state.plusDisabled : state.minusDisabled;
    button.setAttribute('aria-disabled', String(off || inert));
    if (button.tagName === 'BUTTON') (button as HTMLButtonElement).disabled = inert;
  }
}

export const quantityFields: Feature<AppContext> = {
  name: 'theme-quantity',
  selector: FIELD,
  mount(field) {
    const input = inputOf(field);
    if (!input) return;
    const enhanced: HTMLElement[] = [];
    for (const button of buttonsOf(field)) {
      const kind = kindOf(button);
      if (button.tagName === 'BUTTON') (button as HTMLButtonElement).type = 'button';
      else if (!button.hasAttribute('role')) {
        button.setAttribute('role', 'button');
        button.tabIndex = 0;
        enhanced.push(button);
      }
      if (!button.hasAttribute('aria-label'))
        button.setAttribute('aria-label', kind === 'down' ? strings.themeForms.quantityDecrease : strings.themeForms.quantityIncrease);
      if (input.id && !button.hasAttribute('aria-controls')) button.setAttribute('aria-controls', input.id);
    }
    refresh(field);
    const watcher = new MutationObserver(() => refresh(field));
    watcher.observe(input, { attributes: true, attributeFilter: ['disabled', 'readonly', 'min', 'max', 'step', 'value'] });
    return () => {
      watcher.disconnect();
      for (const button of enhanced) {
        button.removeAttribute('role');
        button.removeAttribute('tabindex');
      }
    };
  },
};

export const quantityEvents: Feature<AppContext> = {
  name: 'theme-quantity-events',
  selector: FIELD,
  scope: 'page',
  mount(_root, ctx) {
    const press = (button: HTMLElement, event: Event) => {
      const field = button.closest(FIELD);
      const input = field ? inputOf(field) : null;
      const kind = kindOf(button);
      if (!field || !input || !kind) return;
      event.preventDefault();
      if (input.disabled || input.readOnly) return;
      const next = String(stepQuantity(input.value, kind === 'up' ? 1 : -1, limitsOf(input)));
      if (next !== input.value) {
        input.value = next;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      refresh(field);
    };
    const buttonFrom = (event: Event): HTMLElement | null =>
      event.target instanceof Element ? event.target.closest<HTMLElement>(`${FIELD} ${BUTTON}`) : null;
    const onClick = (event: MouseEvent) => {
      const button = buttonFrom(event);
      if (button) press(button, event);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const button = buttonFrom(event);
      // Real buttons get their click from the browser.
      if (button && button.tagName !== 'BUTTON') press(button, event);
    };
    // Typed values (and other scripts' changes) move the buttons' limits too.
    const onInput = (event: Event) => {
      const field = event.target instanceof HTMLInputElement && event.target.matches(INPUT) ? event.target.closest(FIELD) : null;
      if (field) refresh(field);
    };
    return listen(ctx.doc, { click: onClick, keydown: onKeydown, input: onInput, change: onInput });
  },
};
