// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findScenario } from '../../../../harness/scenarios';
import { createReactHost, type ReactHost } from '../../../../src/core/react';
import type { ButtonArgs } from '../../../../src/subscriptions/buttons/button-options';
import {
  findStandardButtons,
  setupStandardButtons,
  type StandardButtonsDeps,
  type StandardButtonKind,
} from '../../../../src/subscriptions/buttons/standard-buttons';
import type { SubscriptionsRuntime } from '../../../../src/subscriptions/runtime';
import { mockServer } from '../../../support/msw';
import { testRuntime } from '../runtime-support';
import { commit } from './ui-env-support';
import { analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';

// The buttons start the client's own offer flows (tested in their own files): here only that a press reaches them.
const showOffersFlow = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../../src/subscriptions/flows/offers-flow', async (original) => ({ ...(await original<object>()), showOffersFlow }));

const MARKUP = `
  <div class="paywall-box"><button swg-standard-button="subscription"></button></div>
  <div><span swg-standard-button="contribution"></span></div>
  <button swg-standard-button="newsletter">Newsletter</button>`;

beforeEach(() => {
  document.documentElement.lang = 'de-DE';
  document.body.innerHTML = MARKUP;
});
afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

describe('finding the standard buttons', () => {
  it('takes subscription and contribution, in document order, and nothing else', () => {
    expect(findStandardButtons(document).map(({ element, kind }) => [element.tagName, kind])).toEqual([
      ['BUTTON', 'subscribe'],
      ['SPAN', 'contribute'],
    ]);
  });
});

describe('setting the standard buttons up', () => {
  function deps(overrides: Partial<StandardButtonsDeps> = {}) {
    const attached: { kind: StandardButtonKind; args: ButtonArgs }[] = [];
    const flows = {
      showOffers: vi.fn(() => Promise.reject(new Error('showOffers is not available yet'))),
      showContributionOptions: vi.fn(() => Promise.resolve()),
    };
    const canDisplayButton = vi.fn(() => Promise.resolve(true));
    const all: StandardButtonsDeps = {
      doc: document,
      clientOptions: () => ({ theme: 'light', lang: 'de', disableButton: false }),
      canDisplayButton,
      attach: (_element, kind, args) => attached.push({ kind, args }),
      flows,
      ...overrides,
    };
    return { all, attached, flows, canDisplayButton };
  }

  it('attaches both with the init’s theme and language, enabled when the provider allows buttons', async () => {
    const { all, attached } = deps({ clientOptions: () => ({ theme: 'dark', lang: 'de', disableButton: false }) });
    expect(await setupStandardButtons(all)).toBe(2);
    expect(attached.map(({ kind, args }) => [kind, args.options])).toEqual([
      ['subscribe', { theme: 'dark', lang: 'de', enable: true, messageTextColor: null }],
      ['contribute', { theme: 'dark', lang: 'de', enable: true, messageTextColor: null }],
    ]);
  });

  it('the subscribe button opens the offers, the contribute button the contribution options, both closable', async () => {
    const { all, attached, flows } = deps();
    await setupStandardButtons(all);
    attached[0]?.args.callback?.();
    attached[1]?.args.callback?.();
    expect(flows.showOffers).toHaveBeenCalledWith({ isClosable: true });
    expect(flows.showContributionOptions).toHaveBeenCalledWith({ isClosable: true });
  });

  it.each([
    ['says no', () => Promise.resolve(false)],
    ['could not be had', () => Promise.reject(new Error('Client configuration could not be fetched'))],
  ])('disabled when the client config %s', async (_case, canDisplayButton) => {
    const { all, attached } = deps({ canDisplayButton });
    await setupStandardButtons(all);
    expect(attached.map(({ args }) => args.options.enable)).toEqual([false, false]);
  });

  it('the publisher’s disableButton wins without asking the provider', async () => {
    const { all, attached, canDisplayButton } = deps({ clientOptions: () => ({ theme: 'light', lang: null, disableButton: true }) });
    await setupStandardButtons(all);
    expect(canDisplayButton).not.toHaveBeenCalled();
    expect(attached.map(({ args }) => args.options.enable)).toEqual([false, false]);
  });

  it('without SWG_BASIC init: light, and the element’s own language', async () => {
    const { all, attached } = deps({ clientOptions: () => null });
    await setupStandardButtons(all);
    expect(attached[0]?.args.options).toEqual({ theme: 'light', lang: null, enable: true, messageTextColor: null });
  });

  it('a page without standard buttons asks nothing', async () => {
    document.body.replaceChildren();
    const { all, canDisplayButton } = deps();
    expect(await setupStandardButtons(all)).toBe(0);
    expect(canDisplayButton).not.toHaveBeenCalled();
  });
});

describe('the standard buttons in the running client', () => {
  let runtime: SubscriptionsRuntime | null = null;
  let react: ReactHost;
  beforeEach(() => {
    react = createReactHost(document, { defer: (run) => run() });
    ({ runtime } = testRuntime('https://www.magazin.example/2024/05/01/nachtzuege-europa/', { react }));
  });
  afterEach(async () => {
    runtime?.stop();
    runtime = null;
    await commit();
    react.destroy();
  });

  const subscribe = () => document.querySelector<HTMLButtonElement>('[swg-standard-button="subscription"]') as HTMLButtonElement;
  const contribute = () => document.querySelector<HTMLElement>('[swg-standard-button="contribution"]') as HTMLElement;

  it('SWG_BASIC init: German, light, enabled by the client config; a click reaches showOffers', async () => {
    runtime?.basic.init({
      isPartOfProductId: 'magazin.example:openaccess',
      isAccessibleForFree: true,
      clientOptions: { theme: 'light', lang: 'de' },
    });
    await vi.waitFor(() => expect(subscribe().textContent).toBe('Abonnieren mit Google'), { timeout: 5_000 });
    expect([subscribe().className, subscribe().disabled, subscribe().getAttribute('lang')]).toEqual(['swg-button-v2-light', false, 'de']);
    expect(contribute().textContent).toBe('Unterstützen mit Google');
    expect(contribute().getAttribute('aria-disabled')).toBeNull();
    // A press reaches the client's offer flows (closable; the contribution ones for the second), not the publisher's API.
    const events: string[] = [];
    runtime?.client.services.bus.on('analytics', ({ eventType }) => events.push(analyticsEventLabel(eventType)));
    showOffersFlow.mockClear();
    subscribe().click();
    contribute().click();
    expect(showOffersFlow.mock.calls.map((call: unknown[]) => [call[1], call[2]])).toEqual([
      [{ isClosable: true }, undefined],
      [{ isClosable: true }, true],
    ]);
    expect(events).not.toContain('EVENT_SHOW_OFFERS_API');
  });

  it('started from the page’s markup or SWG: the document’s language', async () => {
    runtime?.subscriptions.init('magazin.example:premium');
    await vi.waitFor(() => expect(subscribe().textContent).toBe('Abonnieren mit Google'), { timeout: 5_000 });
    expect(subscribe().hasAttribute('lang')).toBe(false);
  });

  it('no article and the client configuration fails: the buttons are there, named, and disabled', async () => {
    mockServer.use(...(findScenario('swg-clientconfig-no-article')?.handlers ?? []));
    runtime?.basic.init({ isPartOfProductId: 'magazin.example:openaccess', isAccessibleForFree: true, clientOptions: { lang: 'de' } });
    await vi.waitFor(() => expect(subscribe().textContent).toBe('Abonnieren mit Google'), { timeout: 5_000 });
    expect(subscribe().disabled).toBe(true);
    expect(contribute().getAttribute('aria-disabled')).toBe('true');
  });

  it('the analytics events reach the client’s bus', async () => {
    const events: string[] = [];
    runtime?.client.services.bus.on('analytics', ({ eventType }) => events.push(analyticsEventLabel(eventType)));
    runtime?.basic.init({ isPartOfProductId: 'magazin.example:openaccess', isAccessibleForFree: true, clientOptions: { lang: 'de' } });
    // The page load first, once the client is configured (as the provider's runtime logs it), then the buttons' impressions.
    await vi.waitFor(() =>
      expect(events.filter((label) => label.includes('SWG_BUTTON') || label === 'IMPRESSION_PAGE_LOAD')).toEqual([
        'IMPRESSION_PAGE_LOAD',
        'IMPRESSION_SHOW_OFFERS_SWG_BUTTON',
        'IMPRESSION_SHOW_CONTRIBUTIONS_SWG_BUTTON',
      ]),
    );
    subscribe().click();
    expect(events.at(-1)).toBe('ACTION_SWG_BUTTON_SHOW_OFFERS_CLICK');
  });
});
