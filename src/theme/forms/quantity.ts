/**
 * Minus and plus buttons beside the shop's quantity field (`.quantity` holding `input.qty`).
 * WooCommerce prints only the input; the bundle adds `button.quantity-btn.minus` and `.plus`
 * around it, or uses those buttons when the theme printed them. A press moves the value one step
 * within min and max (quantity-rules.ts) and dispatches `input` and `change`, so the shop's own
 * scripts (cart update, variation forms) see it as typed. A button at its limit is aria-disabled
 * (it keeps focus, so a keyboard user is not thrown to the page top); for a disabled input both
 * are disabled outright. Clicks and typing of all fields go through one listener each for the
 * page; each field only watches its own attributes (variation forms change max and disabled).
 */
import type { Feature } from '../../core/attach';
import { strings } from '../../core/strings';
import type { AppContext } from '../../context';
import { quantityButtonState, quantityLimits, stepQuantity, type QuantityLimits } from './quantity-rules';

const FIELD = '.quantity';
const INPUT = 'input.qty';
const BUTTON = '.quantity-btn';

function inputOf(field: Element): HTMLInputElement | null {
  return field.querySelector<HTMLInputElement>(INPUT);
}

function limitsOf(input: HTMLInputElement): QuantityLimits {
  return quantityLimits({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });
}

function buttonsOf(field: Element): { minus: HTMLButtonElement | null; plus: HTMLButtonElement | null } {
  return {
    minus: field.querySelector<HTMLButtonElement>(`button${BUTTON}.minus`),
    plus: field.querySelector<HTMLButtonElement>(`button${BUTTON}.plus`),
  };
}

/** Brings both buttons in line with the input's value, limits and disabled state. */
function refresh(field: Element): void {
  const input = inputOf(field);
  if (!input) return;
  const inert = input.disabled || input.readOnly;
  const state = quantityButtonState(input.value, limitsOf(input), inert);
  const { minus, plus } = buttonsOf(field);
  for (const [button, off] of [
    [minus, state.minusDisabled],
    [plus, state.plusDisabled],
  ] as const) {
    if (!button) continue;
    button.disabled = inert;
    button.setAttribute('aria-disabled', String(off));
    button.classList.toggle('disabled', off);
  }
}

function makeButton(doc: Document, kind: 'minus' | 'plus', input: HTMLInputElement): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = `quantity-btn ${kind}`;
  button.dataset.siteClient = 'quantity';
  button.textContent = kind === 'minus' ? '−' : '+';
  label(button, kind, input);
  return button;
}

function label(button: HTMLButtonElement, kind: 'minus' | 'plus', input: HTMLInputElement): void {
  if (!button.hasAttribute('aria-label')) button.setAttribute('aria-label', kind === 'minus' ? strings.themeForms.quantityDecrease : strings.themeForms.quantityIncrease);
  if (input.id && !button.hasAttribute('aria-controls')) button.setAttribute('aria-controls', input.id);
}

export const quantityFields: Feature<AppContext> = {
  name: 'theme-quantity',
  selector: FIELD,
  mount(field, ctx) {
    const input = inputOf(field);
    if (!input) return;
    const created: HTMLButtonElement[] = [];
    const printed = buttonsOf(field);
    for (const kind of ['minus', 'plus'] as const) {
      const button = printed[kind];
      if (button) {
        button.type = 'button';
        label(button, kind, input);
        continue;
      }
      const made = makeButton(ctx.doc, kind, input);
      if (kind === 'minus') input.before(made);
      else input.after(made);
      created.push(made);
    }
    refresh(field);
    const watcher = new MutationObserver(() => refresh(field));
    watcher.observe(input, { attributes: true, attributeFilter: ['disabled', 'readonly', 'min', 'max', 'step', 'value'] });
    return () => {
      watcher.disconnect();
      for (const button of created) button.remove();
    };
  },
};

export const quantityEvents: Feature<AppContext> = {
  name: 'theme-quantity-events',
  selector: 'html',
  mount(_root, ctx) {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button${BUTTON}`) : null;
      const field = button?.closest(FIELD);
      const input = field ? inputOf(field) : null;
      if (!button || !field || !input) return;
      event.preventDefault();
      if (input.disabled || input.readOnly || button.getAttribute('aria-disabled') === 'true') return;
      const direction = button.classList.contains('minus') ? -1 : button.classList.contains('plus') ? 1 : 0;
      if (direction === 0) return;
      const next = String(stepQuantity(input.value, direction, limitsOf(input)));
      if (next !== input.value) {
        input.value = next;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      refresh(field);
    };
    // Typed values (and other scripts' changes) move the buttons' limits too.
    const onInput = (event: Event) => {
      const field = event.target instanceof HTMLInputElement && event.target.matches(INPUT) ? event.target.closest(FIELD) : null;
      if (field) refresh(field);
    };
    ctx.doc.addEventListener('click', onClick);
    ctx.doc.addEventListener('input', onInput);
    ctx.doc.addEventListener('change', onInput);
    return () => {
      ctx.doc.removeEventListener('click', onClick);
      ctx.doc.removeEventListener('input', onInput);
      ctx.doc.removeEventListener('change', onInput);
    };
  },
};
