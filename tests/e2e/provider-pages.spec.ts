/**
 * The mock provider pages in real Chromium, through the harness's test client: every page (in
 * every way the client opens it) connects over Web Activities from the provider origin, shows
 * the arguments it was given, reports its height, fits a phone, and its main button yields what
 * the provider's client reads (a result code and data, or a RESPONSE array). The client's own
 * replies, the pages' reactions to its requests, the failing-page scenarios, the cross-origin
 * setting and accessibility are checked on a few pages.
 */
import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import { conditionHolds } from '../../harness/provider-pages/conditions';
import { clientReplyTo, messageArray, PUBLISHER_LINK_TOKEN } from '../../harness/provider-pages/messages';
import type { PageAction, PagePreset } from '../../harness/provider-pages/page-types';
import type { ProviderPage } from '../../harness/provider-pages/page-parts';
import { openPath, providerPages } from '../../harness/provider-pages/pages';
import { hostConfig } from '../../harness/provider-pages/render';
import { TEST_CLIENT_PATH } from '../../harness/provider-pages/test-client-html';
import { FRAME_FAILURE } from '../../harness/scenario-sets/provider-pages';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './harness-fixtures';

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The harness's two origins (the provider's is the site's port + 1, tests/playwright.config.ts). */
function origins(baseURL: string | undefined) {
  const site = new URL(baseURL ?? 'http://127.0.0.1:4273');
  return { site: site.origin, provider: `${site.protocol}//${site.hostname}:${Number(site.port) + 1}` };
}

/** The page's main button for these arguments (from the same table the page is built from). */
function mainAction(page: ProviderPage, preset: PagePreset, siteOrigin: string): PageAction | undefined {
  const url = new URL(`https://news.google.com${openPath(page)}?${preset.query.replaceAll('{siteOrigin}', siteOrigin)}`);
  return hostConfig(page, url).actions.find((action) => action.main && conditionHolds(action.onlyIf, preset.args));
}

/** Signed tokens are signed when the page is served: any JWT matches one. */
const withAnyJwt = (value: unknown): unknown => {
  if (typeof value === 'string' && JWT.test(value)) return expect.stringMatching(JWT);
  if (Array.isArray(value)) return value.map(withAnyJwt);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withAnyJwt(inner)]));
  return value;
};

interface ShownResult {
  code: string;
  data?: unknown;
  error?: string;
  mode: string;
  origin: string;
  originVerified: boolean;
  secureChannel: boolean;
}

async function shownResult(tab: Page, code: string): Promise<ShownResult> {
  await expect(tab.locator('#result')).toHaveAttribute('data-code', code);
  return JSON.parse((await tab.locator('#result').textContent()) ?? '{}') as ShownResult;
}

/** The RESPONSE arrays the test client received, in order. */
async function responses(tab: Page): Promise<unknown[][]> {
  const texts = await tab.locator('#messages li[data-direction="response"] code').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown[]);
}

/** Open the test client with the given options, then a page through its row's button. */
async function openThroughClient(
  tab: Page,
  pageId: string,
  presetId: string,
  options: { scenario?: string; width?: string; autoReply?: boolean; mode?: 'iframe' | 'popup' } = {},
) {
  await tab.goto(`${TEST_CLIENT_PATH}?scenario=${options.scenario ?? 'default'}`);
  await tab.locator('#width').selectOption(options.width ?? '375');
  await tab.locator('#auto-reply').setChecked(options.autoReply ?? true);
  const open = tab.locator(`button[data-open="${pageId}"][data-preset="${presetId}"]`);
  if (!options.mode) return open.click();
  // Another mode than the page's own: pick the page, then the mode, then open from the form.
  await open.click();
  await tab.locator(`input[name="mode"][value="${options.mode}"]`).check();
  await tab.getByRole('button', { name: 'Open', exact: true }).click();
}

/** The opened provider page: the frame in the test client, or the pop-up. */
async function providerPage(
  tab: Page,
  page: ProviderPage,
  openPopup: () => Promise<unknown>,
): Promise<{ root: Locator; scope: FrameLocator | Page }> {
  if (page.mode === 'popup') {
    const [popup] = await Promise.all([tab.waitForEvent('popup'), openPopup()]);
    return { root: popup.locator('main#pp'), scope: popup };
  }
  await openPopup();
  const frame = tab.frameLocator('#frame-box iframe');
  return { root: frame.locator('main#pp'), scope: frame };
}

for (const page of providerPages) {
  for (const preset of page.presets) {
    test(`${page.id} (${preset.id}): connects from the provider origin, shows its arguments, fits a phone, main button as the client reads it`, async ({
      page: tab,
      baseURL,
    }) => {
      const { site, provider } = origins(baseURL);
      const main = mainAction(page, preset, site);
      // Only a main button that waits for the client's answer (the rewarded ad's load) gets one.
      const { root, scope } = await providerPage(tab, page, () =>
        openThroughClient(tab, page.id, preset.id, { autoReply: main?.enabledBy !== undefined }),
      );

      // The handshake: connected (the page got its arguments) and ready.
      await expect(root).toHaveAttribute('data-state', 'ready');
      await expect(root.locator('#pp-status')).toContainText(`Verbunden mit ${site}`);
      if (page.mode === 'iframe') {
        await expect(tab.locator('#session')).toHaveAttribute('data-state', 'ready');
        await expect(tab.locator('#sizes')).toHaveAttribute('data-last', /^[1-9]\d*$/);
        await expect(tab.locator('#session-url')).toHaveText(
          new RegExp(`^${provider}/debug/mock/default/news\\.google\\.com${openPath(page).replaceAll('/', '\\/')}`),
        );
      }

      // "Anfrage" shows what the client sent: the path, the query, the arguments.
      await root.locator('#pp-request summary').click();
      await expect(root.locator('#pp-path')).toHaveText(`/debug/mock/default/news.google.com${openPath(page)}`);
      for (const name of new URLSearchParams(preset.query).keys())
        await expect(root.locator('#pp-params dt', { hasText: name }).first()).toBeVisible();
      const shownArgs = JSON.parse((await root.locator('#pp-args').textContent()) ?? 'null') as unknown;
      expect(shownArgs).toEqual(withAnyJwt(JSON.parse(JSON.stringify(preset.args).replaceAll('{siteOrigin}', site))));

      // At 375 px (the frame's width; a pop-up is wider) nothing scrolls sideways.
      const overflow = await scope.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const effect = main?.effect;
      if (!effect) {
        // The toast and the lookup wait send nothing: the client closes them.
        await expect(root.locator('button[data-action]')).toHaveCount(0);
        return;
      }
      await root.locator('button[data-main]:visible').click();
      if (effect.kind === 'message') {
        await expect.poll(() => responses(tab)).toContainEqual(withAnyJwt(effect.array));
        await expect(root.locator('#pp-log-list li[data-direction="out"]').last()).toContainText(JSON.stringify(effect.array[0]));
        return;
      }
      const code = effect.kind === 'result' ? 'ok' : effect.kind === 'cancel' ? 'canceled' : 'failed';
      const result = await shownResult(tab, code);
      expect(result).toMatchObject({ mode: page.mode, origin: provider, originVerified: true, secureChannel: true });
      if (effect.kind === 'result') expect(result.data).toEqual(withAnyJwt(effect.data));
    });
  }
}

test('the page is on the provider origin: cross-origin to the test client, and its result names that origin', async ({
  page: tab,
  baseURL,
}) => {
  const { site, provider } = origins(baseURL);
  expect(provider).not.toBe(site);
  await openThroughClient(tab, 'optionsiframe', 'default');
  await expect(tab.locator('#session')).toHaveAttribute('data-state', 'ready');
  const frame = tab.frames().find((candidate: Frame) => candidate.url().includes('/optionsiframe'));
  expect(new URL(frame?.url() ?? 'about:blank').origin).toBe(provider);
  // The client's page cannot reach into the provider's document.
  expect(await tab.locator('#frame-box iframe').evaluate((iframe) => (iframe as HTMLIFrameElement).contentDocument)).toBeNull();
  await tab.frameLocator('#frame-box iframe').getByRole('button', { name: 'Angebote ansehen' }).click();
  expect(await shownResult(tab, 'ok')).toMatchObject({ origin: provider, data: { subscribe: true } });
});

test('requests from the client: the page logs each one and reacts (no subscription found, then a background click closes it)', async ({
  page: tab,
}) => {
  await openThroughClient(tab, 'subscriptionoffersiframe', 'native');
  const frame = tab.frameLocator('#frame-box iframe');
  await expect(frame.locator('main#pp')).toHaveAttribute('data-state', 'ready');
  await tab
    .locator('#request')
    .selectOption({ label: 'EntitlementsResponse: the entitlement check found nothing: “no subscription found”' });
  await tab.getByRole('button', { name: 'Send REQUEST' }).click();
  await expect(frame.locator('#pp-notice')).toHaveText('Kein Abo gefunden.');
  await frame.locator('#pp-log summary').click();
  await expect(frame.locator('#pp-log-list li[data-direction="in"]')).toHaveText([
    `Vom Client: ${JSON.stringify(messageArray('EntitlementsResponse'))}`,
  ]);
  // Shown only when the client has a native subscribe callback (showNative: true in this preset).
  await expect(frame.getByRole('button', { name: 'Im Abo-Shop des Verlags abonnieren' })).toBeVisible();
  await tab.locator('#request').selectOption({ index: 0 });
  await tab.getByRole('button', { name: 'Send REQUEST' }).click();
  await shownResult(tab, 'canceled');
});

test('the meter toast closes when the client sends ToastCloseRequest (a click or scroll on the article)', async ({ page: tab }) => {
  await openThroughClient(tab, 'metertoastiframe', 'default');
  await expect(tab.frameLocator('#frame-box iframe').locator('main#pp')).toHaveAttribute('data-state', 'ready');
  await tab.locator('#request').selectOption({ label: 'ToastCloseRequest: the meter toast: a click, touch or scroll on the article' });
  await tab.getByRole('button', { name: 'Send REQUEST' }).click();
  await shownResult(tab, 'canceled');
});

test('the survey: its answers go to the client, the client confirms, the page completes the action', async ({ page: tab }) => {
  await openThroughClient(tab, 'surveyiframe', 'default');
  const frame = tab.frameLocator('#frame-box iframe');
  await frame.getByRole('button', { name: 'Antwort senden: Täglich' }).click();
  await expect(frame.locator('#pp-notice')).toHaveText('Vielen Dank für Ihre Antwort!');
  const sent = await responses(tab);
  expect(sent.map((array) => array[0])).toEqual(['SurveyDataTransferRequest', 'CompleteAudienceActionResponse']);
  expect(sent[1]).toEqual([
    'CompleteAudienceActionResponse',
    'sut-magazin-7f3a9c21-registriert',
    true,
    null,
    false,
    null,
    null,
    null,
    null,
  ]);
  await expect(tab.locator('#messages li[data-direction="request"] code')).toHaveText([JSON.stringify(clientReplyTo(sent[0]!))]);
});

test('link save: the page asks for the publisher’s token at once and, given it, reports the link', async ({ page: tab }) => {
  await openThroughClient(tab, 'linksaveiframe', 'default');
  const result = await shownResult(tab, 'ok');
  expect(result.data).toEqual({ linked: true, index: '0' });
  expect(await responses(tab)).toEqual([['LinkingInfoResponse', true]]);
  await expect(tab.locator('#messages li[data-direction="request"] code')).toHaveText([
    JSON.stringify(['LinkSaveTokenRequest', null, PUBLISHER_LINK_TOKEN]),
  ]);
});

test('subscription linking: the result lists every publication of the linkTo parameters', async ({ page: tab }) => {
  await openThroughClient(tab, 'linksaveiframe', 'subscription-linking');
  await tab.frameLocator('#frame-box iframe').getByRole('button', { name: 'Verknüpfung fehlgeschlagen' }).click();
  await expect
    .poll(() => responses(tab))
    .toEqual([
      [
        'SubscriptionLinkingCompleteResponse',
        'leser-4711',
        false,
        [
          ['SubscriptionLinkingLinkResult', false, 'magazin.example', 'leser-4711'],
          ['SubscriptionLinkingLinkResult', false, 'radio.example', 'hoerer-0815'],
        ],
      ],
    ]);
});

test('the rewarded ad asks the client to load the ad when it shows, and says whether it loaded', async ({ page: tab, baseURL }) => {
  await openThroughClient(tab, 'rewardedadiframe', 'blocking');
  const frame = tab.frameLocator('#frame-box iframe');
  await expect(frame.locator('#pp-notice')).toHaveText('Die Werbung ist bereit.');
  expect((await responses(tab))[0]).toEqual(['RewardedAdLoadAdRequest', '/6355419/magazin_example/rewarded']);
  // Blocking: no close button but the way home; an alternate action exists (onaa=true): the support button.
  await expect(frame.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
  await expect(frame.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', `${origins(baseURL).site}/`);
  // "View an ad" once the ad is there, and only once.
  const view = frame.getByRole('button', { name: 'Werbung ansehen' });
  await view.click();
  await expect(view).toBeDisabled();
  await expect.poll(async () => (await responses(tab)).at(-1)).toEqual(['RewardedAdViewAdRequest', '/6355419/magazin_example/rewarded']);
  await frame.getByRole('button', { name: 'Stattdessen abonnieren' }).click();
  await expect.poll(async () => (await responses(tab)).at(-1)).toEqual(['RewardedAdAlternateActionRequest', null]);
  await tab
    .locator('#request')
    .selectOption({ label: 'RewardedAdLoadAdResponse: rewarded ad: no ad (missing ad library, no fill, timeout)' });
  await tab.getByRole('button', { name: 'Send REQUEST' }).click();
  await expect(frame.locator('#pp-notice')).toHaveText('Etwas ist schiefgelaufen.');
});

test('swg-frames-fail: the page connects and reports its failure; the client gets code failed with the reason', async ({ page: tab }) => {
  await openThroughClient(tab, 'regwalliframe', 'default', { scenario: 'swg-frames-fail' });
  const result = await shownResult(tab, 'failed');
  // The port wraps the page's reason in an Error, and the result's error is made from that Error's text.
  expect(result.error).toBe(`Error: ${FRAME_FAILURE}`);
  await expect(tab.frameLocator('#frame-box iframe').locator('main#pp')).toHaveAttribute('data-state', 'failed');
});

test('swg-frames-500: the page answers 500 and never connects', async ({ page: tab }) => {
  await openThroughClient(tab, 'regwalliframe', 'default', { scenario: 'swg-frames-500' });
  await expect(tab.frameLocator('#frame-box iframe').locator('body')).toContainText('500');
  await tab.waitForTimeout(1_000);
  await expect(tab.locator('#session')).toHaveAttribute('data-state', 'connecting');
  await expect(tab.locator('#result')).toHaveAttribute('data-code', '');
});

test.describe('accessibility', () => {
  for (const [pageId, presetId] of [
    ['regwalliframe', 'default'],
    ['subscriptionoffersiframe', 'native'],
    ['toastiframe', 'custom'],
  ] as const) {
    test(`${pageId} (${presetId}) has no axe violations, its details open`, async ({ page: tab }) => {
      // As a pop-up the provider page is a top-level document axe can be run in.
      const [popup] = await Promise.all([tab.waitForEvent('popup'), openThroughClient(tab, pageId, presetId, { mode: 'popup' })]);
      await expect(popup.locator('main#pp')).toHaveAttribute('data-state', 'ready');
      // Keyboard: the main button comes first (the toast has none: its "Anfrage" box), and opens the box.
      await popup.keyboard.press('Tab');
      const first = pageId === 'toastiframe' ? popup.locator('#pp-request summary') : popup.locator('button[data-main]:visible');
      await expect(first).toBeFocused();
      await popup.locator('#pp-request summary').focus();
      await popup.keyboard.press('Enter');
      await expect(popup.locator('#pp-request')).toHaveAttribute('open', '');
      await expectNoAxeViolations(popup, 'body');
    });
  }

  test('the test client has no axe violations', async ({ page: tab }) => {
    await openThroughClient(tab, 'regwalliframe', 'default');
    await expect(tab.locator('#session')).toHaveAttribute('data-state', 'ready');
    await expectNoAxeViolations(tab, { include: 'body', exclude: '#frame-box' });
  });
});
