// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../../src/core/strings';
import { quantityEvents, quantityFields } from '../../../../src/theme/forms/quantity';
import { reviewRating } from '../../../../src/theme/forms/review-rating';
import { commentReply } from '../../../../src/theme/forms/comment-reply';
import { $, bootUi, click, resetPage } from '../../reader/ui-support';

const PRODUCT = readFileSync('fixtures/pages/fragments/theme/product-main.html', 'utf8');
const ANSWER = readFileSync('fixtures/pages/next/rueckkehr-der-nachtzuege.html', 'utf8');
const REVIEWS = /<aside id="rb-user-reviews-2837"[^]*?<\/aside>/.exec(ANSWER)?.[0] ?? '';
const RATING_ALERT = 'Bitte wählen Sie eine Bewertung aus.';

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

const form = () => $('#rb-user-reviews-2837 form') as HTMLFormElement;
const select = () => $('select.rb-rating-selection') as HTMLSelectElement;
const row = () => $('.rb-form-rating');
const stars = () => [...document.querySelectorAll<HTMLElement>('.rb-review-stars > span > a.star')];
const submitButton = () => $('.form-submit [type="submit"]');
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const submit = (target: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('Pixwell user reviews', () => {
  it('the fixture is the theme’s markup: the rating row opens the form, the alert hidden by is-hidden', () => {
    expect(REVIEWS).not.toBe('');
    bootUi(REVIEWS, []);
    expect(form().firstElementChild?.className).toBe('rb-form-rating');
    expect($('.rb-form-rating > span.rating-alert.is-hidden + label + select.rb-rating-selection[name="rbrating"]').id).toBe('rating-2837');
    expect([...select().options].map((option) => option.value)).toEqual(['', '5', '4', '3', '2', '1']);
  });

  it('once per form (is-loaded): the select is hidden and the stars go before it', () => {
    const booted = bootUi(REVIEWS, [reviewRating]);
    expect($('.rb-reviews-form').classList.contains('is-loaded')).toBe(true);
    expect(select().style.display).toBe('none');
    expect(select().previousElementSibling?.className).toBe('rb-review-stars');
    expect(stars().map((star) => [star.getAttribute('href'), star.dataset.rating])).toEqual([1, 2, 3, 4, 5].map((n) => ['#', String(n)]));
    expect(stars()[3]?.getAttribute('aria-label')).toBe('4 von 5 Sternen (Gut)');
    expect($('.rb-review-stars > span').getAttribute('role')).toBe('radiogroup');
    expect(stars().map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    booted.stop();
    expect(document.querySelector('.rb-review-stars')).toBeNull();
    expect(select().style.display).toBe('');
  });

  it('a star click sets the select, marks the star active and the row selected', () => {
    bootUi(REVIEWS, [reviewRating]);
    const event = click(stars()[2] ?? null);
    expect(event.defaultPrevented).toBe(true);
    expect(select().value).toBe('3');
    expect(stars()[2]?.classList.contains('active')).toBe(true);
    expect(stars().filter((star) => star.classList.contains('active'))).toHaveLength(1);
    expect(row().classList.contains('selected')).toBe(true);
    click(stars()[4] ?? null);
    expect(select().value).toBe('5');
    expect(stars()[2]?.classList.contains('active')).toBe(false);
  });

  it('submit without a rating: alert with the .rating-alert text, and cancelled; with one it goes', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    bootUi(REVIEWS, [reviewRating]);
    expect(click(submitButton()).defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith(RATING_ALERT);
    expect(document.activeElement).toBe(stars()[0]);
    // Enter in a field (no submitter): checked too.
    expect(submit(form()).defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledTimes(2);
    click(stars()[3] ?? null);
    expect(click(submitButton()).defaultPrevented).toBe(false);
    expect(submit(form()).defaultPrevented).toBe(false);
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('without a .rating-alert element the bundle’s own text is used', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    bootUi(REVIEWS.replace(/<span class="rating-alert[^]*?<\/span>/, ''), [reviewRating]);
    click(submitButton());
    expect(alert).toHaveBeenCalledWith(strings.themeForms.ratingRequired);
  });

  it('keyboard: arrows, Home and End move like a radio group', () => {
    bootUi(REVIEWS, [reviewRating]);
    const first = stars()[0] as HTMLElement;
    first.focus();
    key(first, 'ArrowRight');
    expect(select().value).toBe('2');
    expect(document.activeElement).toBe(stars()[1]);
    key(stars()[1] as HTMLElement, 'End');
    expect(select().value).toBe('5');
    key(stars()[4] as HTMLElement, 'ArrowRight');
    expect(select().value).toBe('1');
  });

  it('a reply hides the rating row (no rating needed); cancel shows it again', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    bootUi(REVIEWS, [reviewRating, commentReply]);
    click($('#comment-41 .comment-reply-link'));
    expect(row().classList.contains('is-hidden')).toBe(true);
    expect(($('input[name="comment_parent"]') as HTMLInputElement).value).toBe('41');
    expect(click(submitButton()).defaultPrevented).toBe(false);
    expect(alert).not.toHaveBeenCalled();
    click($('#cancel-comment-reply-link'));
    expect(row().classList.contains('is-hidden')).toBe(false);
  });
});

describe('quantity buttons (the theme’s printed spans)', () => {
  const field = (id: string) => $(`.quantity:has(#${id})`);
  const input = (id: string) => $(`#${id}`) as HTMLInputElement;
  const up = (id: string) => field(id).querySelector('span.quantity-btn.up') as HTMLElement;
  const down = (id: string) => field(id).querySelector('span.quantity-btn.down') as HTMLElement;

  it('the fixture prints input.qty + span.up + span.down; the bundle creates nothing and makes them buttons', () => {
    bootUi(PRODUCT, [quantityFields, quantityEvents]);
    expect(document.querySelectorAll('.quantity input.qty + span.quantity-btn.up + span.quantity-btn.down')).toHaveLength(3);
    expect(document.querySelectorAll('.quantity-btn')).toHaveLength(6);
    expect(up('quantity_3120').getAttribute('role')).toBe('button');
    expect(up('quantity_3120').tabIndex).toBe(0);
    expect(up('quantity_3120').getAttribute('aria-label')).toBe(strings.themeForms.quantityIncrease);
    expect(down('quantity_3120').getAttribute('aria-label')).toBe(strings.themeForms.quantityDecrease);
    expect(up('quantity_3120').getAttribute('aria-controls')).toBe('quantity_3120');
    expect(down('quantity_3120').getAttribute('aria-disabled')).toBe('true');
  });

  it('steps within min and max with one bubbling change each', () => {
    bootUi(PRODUCT, [quantityFields, quantityEvents]);
    const changes: string[] = [];
    document.addEventListener('change', (event) => changes.push((event.target as HTMLInputElement).value));
    click(up('quantity_3120'));
    expect(input('quantity_3120').value).toBe('2');
    for (let i = 0; i < 12; i += 1) click(up('quantity_3120'));
    expect(input('quantity_3120').value).toBe('10');
    expect(up('quantity_3120').getAttribute('aria-disabled')).toBe('true');
    click(down('quantity_3120'));
    expect(input('quantity_3120').value).toBe('9');
    expect(changes).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '9']);
  });

  it('steps by the step attribute; Enter and Space on a span press it', () => {
    bootUi(PRODUCT, [quantityFields, quantityEvents]);
    click(up('quantity_3121'));
    expect(input('quantity_3121').value).toBe('4');
    key(down('quantity_3121'), 'Enter');
    expect(input('quantity_3121').value).toBe('2');
    key(up('quantity_3121'), ' ');
    expect(input('quantity_3121').value).toBe('4');
  });

  it('does nothing for a disabled input, and follows it when enabled', async () => {
    bootUi(PRODUCT, [quantityFields, quantityEvents]);
    click(up('quantity_3122'));
    expect(input('quantity_3122').value).toBe('1');
    expect(up('quantity_3122').getAttribute('aria-disabled')).toBe('true');
    input('quantity_3122').disabled = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(up('quantity_3122').getAttribute('aria-disabled')).toBe('false');
    click(up('quantity_3122'));
    expect(input('quantity_3122').value).toBe('2');
  });

  it('follows typed values, and gives the spans back when stopped', () => {
    const booted = bootUi(PRODUCT, [quantityFields, quantityEvents]);
    input('quantity_3120').value = '10';
    input('quantity_3120').dispatchEvent(new Event('input', { bubbles: true }));
    expect(up('quantity_3120').getAttribute('aria-disabled')).toBe('true');
    booted.stop();
    expect(up('quantity_3120').hasAttribute('role')).toBe(false);
    expect(document.querySelectorAll('.quantity-btn')).toHaveLength(6);
  });
});
