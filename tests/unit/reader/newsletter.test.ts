// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { findScenario } from '../../../harness/scenarios';
import { strings } from '../../../src/core/strings';
import { newsletterForm } from '../../../src/reader/newsletter-form';
import { newsletterPopup } from '../../../src/reader/newsletter-popup';
import { mockServer } from '../../support/msw';
import { $, AJAX_URL, bootUi, click, resetPage, warnings } from './ui-support';

afterEach(() => {
  resetPage();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

/** rb_render_newsletter: the notices are the block's, beside the form's wrapper, shown by is-show + showing. */
const FORM = `<div class="rb-newsletter"><div class="rb-newsletter-inner"><div class="newsletter-cover"></div><div class="newsletter-content">
<form class="rb-newsletter-form" action="#" method="post">
  <div class="newsletter-input"><input class="newsletter-email" type="email" name="rb_email_subscribe">
  <button type="submit" name="submit" class="newsletter-submit">Abonnieren</button></div>
  PRIVACY
</form></div></div>
<div class="newsletter-response">
  NOTICE
  <span class="response-notice email-error">E</span>
  <span class="response-notice email-exists">X</span>
  <span class="response-notice success">S</span>
</div></div>`;
const withCheckbox = FORM.replace(
  'PRIVACY',
  '<div class="newsletter-privacy"><input type="checkbox" id="rb-privacy-7" name="rb_privacy" class="newsletter-checkbox"><label for="rb-privacy-7">ok</label></div>',
).replace('NOTICE', '<span class="response-notice privacy-error">P</span>');
const withoutCheckbox = FORM.replace('PRIVACY', '').replace('NOTICE', '');

/** Every newsletter request the form sends, as its form fields. */
function recordRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url === AJAX_URL)
      void request
        .clone()
        .text()
        .then((body) => seen.push(new URLSearchParams(body)));
  });
  return seen;
}

const shown = () =>
  [...document.querySelectorAll<HTMLElement>('.response-notice')]
    .filter((notice) => notice.classList.contains('is-show'))
    .map((notice) => notice.className);
const submit = () => $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('newsletter form', () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('a new submit takes the previous notice away', async () => {
    bootUi(withCheckbox, [newsletterForm]);
    submit();
    expect(shown()).toEqual(['response-notice email-error is-show showing']);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    expect(shown()).toEqual(['response-notice privacy-error is-show showing']);
  });

  it('makes its notices a polite status region', () => {
    bootUi(withCheckbox, [newsletterForm]);
    expect($('.newsletter-response').getAttribute('role')).toBe('status');
    expect($('.newsletter-response').getAttribute('aria-live')).toBe('polite');
  });

  it('an empty email shows email-error and sends nothing', async () => {
    const requests = recordRequests();
    bootUi(withCheckbox, [newsletterForm]);
    submit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toEqual(['response-notice email-error is-show showing']);
    expect($('input[type=email]').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('an unchecked privacy checkbox shows privacy-error and sends nothing', async () => {
    const requests = recordRequests();
    bootUi(withCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toEqual(['response-notice privacy-error is-show showing']);
    expect(document.activeElement).toBe($('input[type=checkbox]'));
    expect(requests).toHaveLength(0);
  });

  it('sends email and privacy=true and shows the notice the answer names', async () => {
    const requests = recordRequests();
    bootUi(withCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = ' leser@example.de ';
    ($('input[type=checkbox]') as HTMLInputElement).checked = true;
    submit();
    await expect.poll(shown).toEqual(['response-notice success is-show showing']);
    expect(requests.map((fields) => Object.fromEntries(fields))).toEqual([
      { action: 'rb_submit_newsletter', email: 'leser@example.de', privacy: 'true' },
    ]);
    expect(($('input[type=email]') as HTMLInputElement).value).toBe('');
  });

  it('sends no privacy field when the form has no checkbox', async () => {
    const requests = recordRequests();
    bootUi(withoutCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = 'bekannt@example.de';
    submit();
    await expect.poll(shown).toEqual(['response-notice email-exists is-show showing']);
    expect(requests.map((fields) => Object.fromEntries(fields))).toEqual([{ action: 'rb_submit_newsletter', email: 'bekannt@example.de' }]);
    expect(($('input[type=email]') as HTMLInputElement).value).toBe('bekannt@example.de');
  });

  it.each(['reader-newsletter-500', 'reader-newsletter-malformed'])(
    '%s: no success, the address stays, a warning is logged',
    async (scenario) => {
      mockServer.use(...(findScenario(scenario)?.handlers ?? []));
      const { log } = bootUi(withoutCheckbox, [newsletterForm]);
      ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
      submit();
      await expect.poll(shown).toEqual(['response-notice request-error is-show showing']);
      expect($('.request-error').textContent).toBe(strings.readerUi.newsletterFailed);
      expect(($('input[type=email]') as HTMLInputElement).value).toBe('leser@example.de');
      expect(warnings(log).some((line) => line.startsWith('newsletter: '))).toBe(true);
    },
  );

  it('treats an answer naming an unknown notice as malformed', async () => {
    mockServer.use(http.post(AJAX_URL, () => HttpResponse.json({ notice: 'welcome' })));
    const { log } = bootUi(withoutCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    await expect.poll(shown).toEqual(['response-notice request-error is-show showing']);
    expect(warnings(log)[0]).toContain('unexpected response shape');
  });

  it('ignores a second submit while the first request runs', async () => {
    let calls = 0;
    mockServer.use(
      http.post(AJAX_URL, async () => {
        calls++;
        await delay(50);
        return HttpResponse.json({ notice: 'success' });
      }),
    );
    bootUi(withoutCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    expect($('form').getAttribute('aria-busy')).toBe('true');
    expect($('.newsletter-submit').getAttribute('aria-disabled')).toBe('true');
    submit();
    submit();
    await expect.poll(shown).toEqual(['response-notice success is-show showing']);
    expect(calls).toBe(1);
    expect($('form').hasAttribute('aria-busy')).toBe(false);
  });

  it('without pixwellCoreParams sends nothing and says so', async () => {
    const { log } = bootUi(withoutCheckbox, [newsletterForm], null);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    expect(shown()).toEqual(['response-notice request-error is-show showing']);
    expect(warnings(log)).toContain('newsletter: no admin-ajax URL (pixwellParams / pixwellCoreParams); nothing was sent');
  });
});

const POPUP = `<button id="opener">vorher</button>
<aside id="rb-newsletter-popup" class="rb-newsletter-popup mfp-animation mfp-hide" data-expired="EXPIRED" data-delay="DELAY">
  <div class="rb-newsletter"><h4>Newsletter abonnieren</h4><input type="email" name="rb_email_subscribe"></div>
</aside><p id="after">danach</p>`;
const popupMarkup = (delay = '3000', expired = '7') => POPUP.replace('DELAY', delay).replace('EXPIRED', expired);
const isOpen = () => !$('#rb-newsletter-popup').classList.contains('mfp-hide');

describe('newsletter popup', () => {
  it('opens after data-delay in an overlay, with a created close button, as a named modal dialog with focus inside', async () => {
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    $('#opener').focus();
    expect(document.getElementById('rb-close-newsletter')).toBeNull();
    await clock.advance(2999);
    expect(isOpen()).toBe(false);
    await clock.advance(1);
    const popup = $('#rb-newsletter-popup');
    expect(isOpen()).toBe(true);
    expect(popup.parentElement?.className).toBe('rb-popup-overlay');
    expect(popup.parentElement?.style.position).toBe('fixed');
    const overlay = $('.rb-popup-overlay');
    expect([overlay.getAttribute('role'), overlay.getAttribute('aria-modal'), overlay.getAttribute('aria-labelledby')]).toEqual([
      'dialog',
      'true',
      'rb-newsletter-popup-title',
    ]);
    expect(popup.hasAttribute('role')).toBe(false);
    const close = $('#rb-close-newsletter');
    expect([close.parentElement, close.className, close.getAttribute('aria-label'), close.innerHTML]).toEqual([
      popup,
      'mfp-close',
      strings.readerUi.newsletterClose,
      '<i class="rbi rbi-move" aria-hidden="true"></i>',
    ]);
    expect(document.activeElement).toBe(close);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it.each(['', '0'])('waits 2000 ms when data-delay is %j', async (delay) => {
    const { clock } = bootUi(popupMarkup(delay, ''), [newsletterPopup]);
    await clock.advance(1999);
    expect(isOpen()).toBe(false);
    await clock.advance(1);
    expect(isOpen()).toBe(true);
  });

  it.each([
    ['its button', () => click($('#rb-close-newsletter'))],
    [
      'Escape',
      () => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })),
    ],
  ])('closes by %s, puts the popup back, stores the cookie and gives focus back', async (_how, close) => {
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    $('#opener').focus();
    await clock.advance(3000);
    close();
    expect(isOpen()).toBe(false);
    expect($('#rb-newsletter-popup').nextElementSibling?.id).toBe('after');
    expect(document.querySelector('.rb-popup-overlay')).toBeNull();
    expect(document.getElementById('rb-close-newsletter')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.cookie).toContain('ruby_newsletter_popup=1');
    expect(document.activeElement?.id).toBe('opener');
  });

  it('a click on the overlay does not close it', async () => {
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    await clock.advance(3000);
    click($('.rb-popup-overlay'));
    expect(isOpen()).toBe(true);
    expect(document.cookie).not.toContain('ruby_newsletter_popup');
  });

  it('stays away when the cookie is 1', async () => {
    document.cookie = 'ruby_newsletter_popup=1; path=/';
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    await clock.advance(10_000);
    expect(isOpen()).toBe(false);
    expect(clock.pending()).toBe(0);
  });

  it('never opens on a phone-wide window', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 767 });
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    await clock.advance(10_000);
    expect(isOpen()).toBe(false);
  });

  it('does not open when the window became narrow during the delay', async () => {
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 600 });
    await clock.advance(3000);
    expect(isOpen()).toBe(false);
  });

  it('ignores a corrupted cookie with a warning and shows the popup', async () => {
    document.cookie = 'ruby_newsletter_popup=%E0%A4%A; path=/';
    document.cookie = 'ruby_newsletter_popup=ja; path=/';
    const { clock, log } = bootUi(popupMarkup(), [newsletterPopup]);
    await clock.advance(3000);
    expect(isOpen()).toBe(true);
    expect(warnings(log)).toEqual(['newsletter popup: ignoring the cookie ruby_newsletter_popup="ja" (expected "1")']);
  });

  it('closes without storing anything when the bundle stops', async () => {
    const booted = bootUi(popupMarkup(), [newsletterPopup]);
    await booted.clock.advance(3000);
    booted.stop();
    expect(isOpen()).toBe(false);
    expect(document.querySelector('.rb-popup-overlay')).toBeNull();
    expect(document.cookie).not.toContain('ruby_newsletter_popup');
  });
});
