import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { strings } from '../../../../src/core/strings';
import { quantityEvents, quantityFields } from '../../../../src/theme/forms/quantity';
import { reviewRating } from '../../../../src/theme/forms/review-rating';
import { $, bootUi, click, resetPage } from '../../reader/ui-support';

const FIXTURE = readFileSync('fixtures/pages/fragments/theme/product-main.html', 'utf8');

afterEach(resetPage);

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};
const reviewForm = () => $('#commentform') as HTMLFormElement;
const stars = () => [...document.querySelectorAll<HTMLElement>('p.stars a')];
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('review rating', () => {
  it('replaces the select with a named radio group of five stars', () => {
    bootUi(FIXTURE, [reviewRating]);
    const group = $('p.stars');
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.getAttribute('aria-labelledby')).toBe($('label[for="rating"]').id);
    expect(stars().map((star) => star.className)).toEqual(['star-1', 'star-2', 'star-3', 'star-4', 'star-5']);
    expect(stars().every((star) => star.getAttribute('role') === 'radio' && star.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(stars()[3]?.textContent).toBe('4 von 5 Sternen (Gut)');
    expect(stars().map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(($('#rating') as HTMLSelectElement).hidden).toBe(true);
    expect(($('#rating') as HTMLSelectElement).required).toBe(false);
  });

  it('blocks a submit without a star, with the page’s rating-alert text, and focuses the stars', () => {
    bootUi(FIXTURE, [reviewRating]);
    let reachedOthers = false;
    reviewForm().addEventListener('submit', () => (reachedOthers = true));
    expect(submit(reviewForm()).defaultPrevented).toBe(true);
    expect(reachedOthers).toBe(false);
    expect($('.rating-alert-message').textContent).toBe('Bitte wählen Sie eine Bewertung aus.');
    expect($('.rating-alert-message').getAttribute('role')).toBe('alert');
    expect($('p.stars').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(stars()[0]);
  });

  it('falls back to its own text without a rating-alert element', () => {
    bootUi(FIXTURE.replace(/<span class="rating-alert"[^>]*>[^<]*<\/span>/, ''), [reviewRating]);
    submit(reviewForm());
    expect($('.rating-alert-message').textContent).toBe(strings.themeForms.ratingRequired);
  });

  it('sends once a star is picked by click, and clears the alert', () => {
    bootUi(FIXTURE, [reviewRating]);
    submit(reviewForm());
    click(stars()[3] ?? null);
    expect(($('#rating') as HTMLSelectElement).value).toBe('4');
    expect(stars()[3]?.getAttribute('aria-checked')).toBe('true');
    expect($('p.stars').classList.contains('selected')).toBe(true);
    expect($('.rating-alert-message').textContent).toBe('');
    expect(submit(reviewForm()).defaultPrevented).toBe(false);
  });

  it('works with the keyboard like a radio group', () => {
    bootUi(FIXTURE, [reviewRating]);
    const [first] = stars();
    if (!first) throw new Error('no stars');
    key(first, ' ');
    expect(($('#rating') as HTMLSelectElement).value).toBe('1');
    key(first, 'ArrowRight');
    expect(($('#rating') as HTMLSelectElement).value).toBe('2');
    expect(document.activeElement).toBe(stars()[1]);
    key(stars()[1] as HTMLElement, 'End');
    expect(($('#rating') as HTMLSelectElement).value).toBe('5');
    expect(stars().map((star) => star.tabIndex)).toEqual([-1, -1, -1, -1, 0]);
  });

  it('leaves a form without a rating field alone and restores the select when stopped', () => {
    const booted = bootUi(`${FIXTURE}<form id="plain"><textarea name="comment"></textarea></form>`, [reviewRating]);
    expect(submit($('#plain') as HTMLFormElement).defaultPrevented).toBe(false);
    booted.stop();
    expect(document.querySelector('p.stars')).toBeNull();
    expect(($('#rating') as HTMLSelectElement).hidden).toBe(false);
    expect(($('#rating') as HTMLSelectElement).required).toBe(true);
  });
});

describe('quantity buttons', () => {
  const field = (id: string) => {
    const input = $(`#${id}`) as HTMLInputElement;
    const box = input.closest('.quantity');
    const minus = box?.querySelector<HTMLButtonElement>('.quantity-btn.minus');
    const plus = box?.querySelector<HTMLButtonElement>('.quantity-btn.plus');
    if (!minus || !plus) throw new Error('no buttons');
    return { input, minus, plus };
  };

  it('adds labelled minus and plus buttons and steps within min and max', () => {
    bootUi(FIXTURE, [quantityFields, quantityEvents]);
    const { input, minus, plus } = field('quantity_3120');
    expect(minus.getAttribute('aria-label')).toBe(strings.themeForms.quantityDecrease);
    expect(plus.getAttribute('aria-controls')).toBe('quantity_3120');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(`input ${input.value}`));
    input.addEventListener('change', () => seen.push(`change ${input.value}`));
    for (let i = 0; i < 12; i += 1) click(plus);
    expect(input.value).toBe('10');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(seen.slice(0, 2)).toEqual(['input 2', 'change 2']);
    // No events for presses that change nothing.
    expect(seen).toHaveLength(18);
    click(minus);
    expect(input.value).toBe('9');
    expect(plus.getAttribute('aria-disabled')).toBe('false');
  });

  it('steps by the step attribute', () => {
    bootUi(FIXTURE, [quantityFields, quantityEvents]);
    const { input, plus, minus } = field('quantity_3121');
    click(plus);
    expect(input.value).toBe('4');
    click(minus);
    click(minus);
    expect(input.value).toBe('2');
  });

  it('does nothing for a disabled input, and follows it when enabled', () => {
    bootUi(FIXTURE, [quantityFields, quantityEvents]);
    const { input, plus, minus } = field('quantity_3122');
    expect(plus.disabled && minus.disabled).toBe(true);
    plus.disabled = false;
    click(plus);
    expect(input.value).toBe('1');
    input.disabled = false;
    return Promise.resolve().then(() => {
      expect(plus.disabled).toBe(false);
      click(plus);
      expect(input.value).toBe('2');
    });
  });

  it('follows typed values', () => {
    bootUi(FIXTURE, [quantityFields, quantityEvents]);
    const { input, plus } = field('quantity_3120');
    input.value = '10';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(plus.getAttribute('aria-disabled')).toBe('true');
  });

  it('uses buttons the theme printed and removes only its own when stopped', () => {
    const printed = '<div class="quantity"><button class="quantity-btn minus">-</button><input class="qty" type="number" value="3"><button class="quantity-btn plus">+</button></div>';
    const booted = bootUi(printed, [quantityFields, quantityEvents]);
    expect(document.querySelectorAll('.quantity-btn')).toHaveLength(2);
    click($('.quantity-btn.plus'));
    expect(($('.qty') as HTMLInputElement).value).toBe('4');
    booted.stop();
    expect(document.querySelectorAll('.quantity-btn')).toHaveLength(2);
  });
});
