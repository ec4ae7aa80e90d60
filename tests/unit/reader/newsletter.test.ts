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

const FORM = `<form class="rb-newsletter-form" action="#" novalidate>
  <input type="email" name="rb_email_subscribe">
  <button type="submit" class="newsletter-submit">Abonnieren</button>
  PRIVACY
  <div class="newsletter-response" aria-live="polite">
    <p class="response-notice email-error" hidden>E</p>
    <p class="response-notice privacy-error" hidden>P</p>
    <p class="response-notice email-exists" hidden>X</p>
    <p class="response-notice success" hidden>S</p>
  </div>
</form>`;
const withCheckbox = FORM.replace('PRIVACY', '<label><input type="checkbox" name="rb_privacy" value="1"> ok</label>');
const withoutCheckbox = FORM.replace('PRIVACY', '');

/** Every newsletter request the form sends, as its form fields. */
function recordRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url === AJAX_URL) void request.clone().text().then((body) => seen.push(new URLSearchParams(body)));
  });
  return seen;
}

const shown = () => [...document.querySelectorAll<HTMLElement>('.response-notice')].filter((notice) => !notice.hidden).map((notice) => notice.className);
const submit = () => $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('newsletter form', () => {
  afterEach(() => mockServer.events.removeAllListeners());

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
    expect(shown()).toEqual(['response-notice email-error']);
    expect($('input[type=email]').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('an unchecked privacy checkbox shows privacy-error and sends nothing', async () => {
    const requests = recordRequests();
    bootUi(withCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toEqual(['response-notice privacy-error']);
    expect(document.activeElement).toBe($('input[type=checkbox]'));
    expect(requests).toHaveLength(0);
  });

  it('sends email and privacy "1" and shows the notice the answer names', async () => {
    const requests = recordRequests();
    bootUi(withCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = ' leser@example.de ';
    ($('input[type=checkbox]') as HTMLInputElement).checked = true;
    submit();
    await expect.poll(shown).toEqual(['response-notice success']);
    expect(requests.map((fields) => Object.fromEntries(fields))).toEqual([{ action: 'rb_submit_newsletter', email: 'leser@example.de', privacy: '1' }]);
    expect(($('input[type=email]') as HTMLInputElement).value).toBe('');
  });

  it('sends no privacy field when the form has no checkbox', async () => {
    const requests = recordRequests();
    bootUi(withoutCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = 'bekannt@example.de';
    submit();
    await expect.poll(shown).toEqual(['response-notice email-exists']);
    expect(requests.map((fields) => Object.fromEntries(fields))).toEqual([{ action: 'rb_submit_newsletter', email: 'bekannt@example.de' }]);
    expect(($('input[type=email]') as HTMLInputElement).value).toBe('bekannt@example.de');
  });

  it.each(['reader-newsletter-500', 'reader-newsletter-malformed'])('%s: no success, the address stays, a warning is logged', async (scenario) => {
    mockServer.use(...(findScenario(scenario)?.handlers ?? []));
    const { log } = bootUi(withoutCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    await expect.poll(shown).toEqual(['response-notice request-error']);
    expect($('.request-error').textContent).toBe(strings.readerUi.newsletterFailed);
    expect(($('input[type=email]') as HTMLInputElement).value).toBe('leser@example.de');
    expect(warnings(log).some((line) => line.startsWith('newsletter: '))).toBe(true);
  });

  it('treats an answer naming an unknown notice as malformed', async () => {
    mockServer.use(http.post(AJAX_URL, () => HttpResponse.json({ notice: 'welcome' })));
    const { log } = bootUi(withoutCheckbox, [newsletterForm]);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    await expect.poll(shown).toEqual(['response-notice request-error']);
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
    await expect.poll(shown).toEqual(['response-notice success']);
    expect(calls).toBe(1);
    expect($('form').hasAttribute('aria-busy')).toBe(false);
  });

  it('without pixwellCoreParams sends nothing and says so', async () => {
    const { log } = bootUi(withoutCheckbox, [newsletterForm], null);
    ($('input[type=email]') as HTMLInputElement).value = 'leser@example.de';
    submit();
    expect(shown()).toEqual(['response-notice request-error']);
    expect(warnings(log)).toContain('newsletter: pixwellCoreParams.ajaxurl is missing; nothing was sent');
  });
});

const POPUP = `<button id="opener">vorher</button>
<div id="rb-newsletter-popup" class="rb-newsletter-popup" data-delay="DELAY" data-expired="EXPIRED" hidden>
  <button type="button" id="rb-close-newsletter" aria-label="Schließen">×</button>
  <h2 class="newsletter-popup-title">Newsletter abonnieren</h2>
  <input type="email" name="rb_email_subscribe">
</div>`;
const popupMarkup = (delay = '3000', expired = '7') => POPUP.replace('DELAY', delay).replace('EXPIRED', expired);

describe('newsletter popup', () => {
  it('opens after data-delay as a named modal dialog with focus inside', async () => {
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    $('#opener').focus();
    await clock.advance(2999);
    expect($('#rb-newsletter-popup').hidden).toBe(true);
    await clock.advance(1);
    const popup = $('#rb-newsletter-popup');
    expect(popup.hidden).toBe(false);
    expect(popup.getAttribute('role')).toBe('dialog');
    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(popup.getAttribute('aria-labelledby')).toBe('rb-newsletter-popup-title');
    expect(document.activeElement?.id).toBe('rb-close-newsletter');
    expect(document.querySelectorAll('.rb-popup-backdrop')).toHaveLength(1);
  });

  it('waits 2000 ms without data-delay', async () => {
    const { clock } = bootUi(popupMarkup('', ''), [newsletterPopup]);
    await clock.advance(1999);
    expect($('#rb-newsletter-popup').hidden).toBe(true);
    await clock.advance(1);
    expect($('#rb-newsletter-popup').hidden).toBe(false);
  });

  it.each([
    ['its button', () => click($('#rb-close-newsletter'))],
    ['the backdrop', () => click($('.rb-popup-backdrop'))],
    ['Escape', () => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))],
  ])('closes by %s, stores the cookie and gives focus back', async (_how, close) => {
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    $('#opener').focus();
    await clock.advance(3000);
    close();
    expect($('#rb-newsletter-popup').hidden).toBe(true);
    expect(document.querySelector('.rb-popup-backdrop')).toBeNull();
    expect(document.cookie).toContain('ruby_newsletter_popup=1');
    expect(document.activeElement?.id).toBe('opener');
  });

  it('stays away when the cookie is 1', async () => {
    document.cookie = 'ruby_newsletter_popup=1; path=/';
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    await clock.advance(10_000);
    expect($('#rb-newsletter-popup').hidden).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('never opens on a phone-wide window', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 767 });
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    await clock.advance(10_000);
    expect($('#rb-newsletter-popup').hidden).toBe(true);
  });

  it('does not open when the window became narrow during the delay', async () => {
    const { clock } = bootUi(popupMarkup(), [newsletterPopup]);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 600 });
    await clock.advance(3000);
    expect($('#rb-newsletter-popup').hidden).toBe(true);
  });

  it('ignores a corrupted cookie with a warning and shows the popup', async () => {
    document.cookie = 'ruby_newsletter_popup=%E0%A4%A; path=/';
    document.cookie = 'ruby_newsletter_popup=ja; path=/';
    const { clock, log } = bootUi(popupMarkup(), [newsletterPopup]);
    await clock.advance(3000);
    expect($('#rb-newsletter-popup').hidden).toBe(false);
    expect(warnings(log)).toEqual(['newsletter popup: ignoring the cookie ruby_newsletter_popup="ja" (expected "1")']);
  });

  it('closes without storing anything when the bundle stops', async () => {
    const booted = bootUi(popupMarkup(), [newsletterPopup]);
    await booted.clock.advance(3000);
    booted.stop();
    expect($('#rb-newsletter-popup').hidden).toBe(true);
    expect(document.querySelector('.rb-popup-backdrop')).toBeNull();
    expect(document.cookie).not.toContain('ruby_newsletter_popup');
  });
});
