/**
 * The mock provider pages (harness/provider-pages/): the table covers every screen of the
 * specifications, each page sends only what the provider's client listens for on it (swg-js
 * `.on(Message, …)` and `acceptResult` data), the pages are served at the real addresses with
 * their scenarios, the HTML keeps client text as text, and both browser scripts build.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerMock } from '../../../harness/mock-endpoint';
import { conditionHolds } from '../../../harness/provider-pages/conditions';
import { providerPageHandlers } from '../../../harness/provider-pages/handlers';
import { CLIENT_REQUESTS, MESSAGE_FIELDS, type MessageLabel } from '../../../harness/provider-pages/messages';
import type { HostConfig, PageEffect } from '../../../harness/provider-pages/page-types';
import { linkTargets } from '../../../harness/provider-pages/link-pages';
import type { ProviderPage } from '../../../harness/provider-pages/page-parts';
import { openPath, pageSummaries, providerPageAt, providerPages } from '../../../harness/provider-pages/pages';
import { hostConfig, HOST_SCRIPT_PATH, renderProviderPage } from '../../../harness/provider-pages/render';
import { testClientData } from '../../../harness/provider-pages/test-client-html';
import { FRAME_FAILURE } from '../../../harness/scenario-sets/provider-pages';
import { PAY_PAGE_URL, payPage } from '../../../harness/mocks/pay-provider';

const FRAMES = 'https://news.google.com/swg/ui/v1';

const pageOf = (id: string): ProviderPage => {
  const page = providerPages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`no provider page ${id}`);
  return page;
};

/** The page's JSON as served at `url` (a path below the provider origin, with its query). */
const configAt = (id: string, query = ''): HostConfig =>
  hostConfig(pageOf(id), new URL(`https://news.google.com${openPath(pageOf(id))}${query}`));

/** Every effect a page can have, for every preset's address. */
function effectsOf(page: ProviderPage): PageEffect[] {
  return page.presets.flatMap((preset) => {
    const config = hostConfig(page, new URL(`https://news.google.com${openPath(page)}?${preset.query}`));
    return [
      ...config.actions.map((action) => action.effect),
      ...config.onStart,
      ...config.reactions.flatMap((reaction) => (reaction.then ? [reaction.then] : [])),
    ];
  });
}

const AUDIENCE_ACTION_MESSAGES: MessageLabel[] = [
  'CompleteAudienceActionResponse',
  'SurveyDataTransferRequest',
  'AlreadySubscribedResponse',
  'RewardedAdLoadAdRequest',
  'RewardedAdViewAdRequest',
  'RewardedAdAlternateActionRequest',
  // Every activity port of the provider's client hears the page's own analytics events.
  'AnalyticsRequest',
];

/**
 * What swg-js listens for on each page (`.on(Message, …)` in its flows), and the result data it
 * reads (`acceptResult`); null: it takes a result without reading it; absent: it reads none.
 */
const CLIENT_READS: Record<string, { messages: MessageLabel[]; result?: string[] | null }> = {
  toastiframe: { messages: [] },
  contributionsiframe: { messages: ['AlreadySubscribedResponse', 'SkuSelectedResponse'] },
  contributionoffersiframe: { messages: ['AlreadySubscribedResponse', 'SkuSelectedResponse'] },
  offersiframe: { messages: ['SkuSelectedResponse', 'AlreadySubscribedResponse', 'ViewSubscriptionsResponse'] },
  subscriptionoffersiframe: { messages: ['SkuSelectedResponse', 'AlreadySubscribedResponse', 'ViewSubscriptionsResponse'] },
  optionsiframe: { messages: ['SubscribeResponse'], result: ['subscribe'] },
  abbrvofferiframe: { messages: ['AlreadySubscribedResponse'], result: ['viewOffers', 'native'] },
  payconfirmiframe: { messages: ['EntitlementsResponse'], result: null },
  recoveriframe: { messages: [], result: ['entitlements', 'idToken', 'productType', 'purchaseDataList', 'purchaseData'] },
  smartboxiframe: { messages: ['SmartBoxMessage'] },
  serviceiframe: { messages: ['FinishedLoggingResponse'] },
  metertoastiframe: { messages: ['ViewSubscriptionsResponse', 'AlreadySubscribedResponse'] },
  meteriframe: { messages: ['ViewSubscriptionsResponse', 'AlreadySubscribedResponse'] },
  regwalliframe: { messages: AUDIENCE_ACTION_MESSAGES },
  newsletteriframe: { messages: AUDIENCE_ACTION_MESSAGES },
  surveyiframe: { messages: AUDIENCE_ACTION_MESSAGES },
  byoctaiframe: { messages: AUDIENCE_ACTION_MESSAGES },
  rewardedadiframe: { messages: AUDIENCE_ACTION_MESSAGES },
  linkbackstart: { messages: [], result: ['index', 'linked', 'success', 'saveAndRefresh', 'swgUserToken'] },
  linkconfirmiframe: { messages: [], result: ['index', 'linked', 'success', 'saveAndRefresh', 'swgUserToken'] },
  linksaveiframe: {
    messages: ['LinkingInfoResponse', 'SubscriptionLinkingCompleteResponse'],
    result: ['index', 'linked', 'success', 'saveAndRefresh', 'swgUserToken'],
  },
  loginiframe: { messages: [], result: null },
  waitforsubscriptionlookupiframe: { messages: [] },
  checkentitlements: { messages: [], result: ['jwt', 'usertoken'] },
};

/** Messages the client sends to pages (REQUEST): the only ones a page can react to. */
const CLIENT_SENDS: MessageLabel[] = CLIENT_REQUESTS.map((request) => request.label);

describe('the table of provider pages', () => {
  it('has every screen of the widget’s §2, its audience actions and the magazine’s dialog list, at the real paths', () => {
    expect(providerPages.map((page) => page.path)).toEqual([
      '/swg/ui/v1/toastiframe',
      '/swg/ui/v1/contributionsiframe',
      '/swg/ui/v1/contributionoffersiframe',
      '/swg/ui/v1/offersiframe',
      '/swg/ui/v1/subscriptionoffersiframe',
      '/swg/ui/v1/optionsiframe',
      '/swg/ui/v1/abbrvofferiframe',
      '/swg/ui/v1/payconfirmiframe',
      '/swg/ui/v1/recoveriframe',
      '/swg/ui/v1/smartboxiframe',
      '/swg/ui/v1/serviceiframe',
      '/swg/ui/v1/metertoastiframe',
      '/swg/ui/v1/meteriframe',
      '/swg/ui/v1/regwalliframe',
      '/swg/ui/v1/newsletteriframe',
      '/swg/ui/v1/surveyiframe',
      '/swg/ui/v1/byoctaiframe',
      '/swg/ui/v1/rewardedadiframe',
      '/swg/ui/v1/linkbackstart',
      '/swg/u/:index/ui/v1/linkconfirmiframe',
      '/swg/ui/v1/linksaveiframe',
      '/swg/ui/v1/loginiframe',
      '/swg/ui/v1/waitforsubscriptionlookupiframe',
      '/swg/ui/v1/checkentitlements',
    ]);
    expect(Object.keys(CLIENT_READS).sort()).toEqual(providerPages.map((page) => page.id).sort());
    expect(providerPages.filter((page) => page.mode === 'popup').map((page) => page.id)).toEqual(['linkbackstart', 'checkentitlements']);
  });

  it('finds the page of a path, the account index in the link confirmation’s', () => {
    expect(providerPageAt('/swg/ui/v1/toastiframe')?.id).toBe('toastiframe');
    expect(providerPageAt('/swg/u/2/ui/v1/linkconfirmiframe')?.id).toBe('linkconfirmiframe');
    expect(providerPageAt('/swg/ui/v1/linkconfirmiframe')).toBeUndefined();
    expect(providerPageAt('/swg/ui/v1/unknowniframe')).toBeUndefined();
  });

  it('gives each page presets with unique ids, and each action a unique id', () => {
    for (const page of providerPages) {
      expect(page.presets.length, page.id).toBeGreaterThan(0);
      expect(new Set(page.presets.map((preset) => preset.id)).size, page.id).toBe(page.presets.length);
      for (const preset of page.presets) {
        const ids = configAt(page.id, `?${preset.query}`).actions.map((action) => action.id);
        expect(new Set(ids).size, `${page.id} ${preset.id}`).toBe(ids.length);
      }
    }
  });

  it('shows exactly one main button for every preset, except on the toast and the lookup wait, which send nothing', () => {
    for (const page of providerPages) {
      for (const preset of page.presets) {
        const mains = configAt(page.id, `?${preset.query}`).actions.filter(
          (action) => action.main && conditionHolds(action.onlyIf, preset.args),
        );
        const silent = page.id === 'toastiframe' || page.id === 'waitforsubscriptionlookupiframe';
        expect(mains.length, `${page.id} ${preset.id}`).toBe(silent ? 0 : 1);
      }
    }
  });

  it('sends only messages the client listens for on that page, each a full array', () => {
    for (const page of providerPages) {
      for (const effect of effectsOf(page)) {
        if (effect.kind !== 'message') continue;
        const label = effect.array[0] as MessageLabel;
        // Every port of the provider's client (frame or window) also hears the page's own analytics events.
        expect([...(CLIENT_READS[page.id]?.messages ?? []), 'AnalyticsRequest'], `${page.id} sends ${label}`).toContain(label);
        expect(effect.array, `${page.id} ${label}`).toHaveLength(MESSAGE_FIELDS[label].length + 1);
      }
    }
  });

  it('ends with result data the client reads on that page, and only where it takes a result', () => {
    for (const page of providerPages) {
      for (const effect of effectsOf(page)) {
        if (effect.kind !== 'result') continue;
        const reads = CLIENT_READS[page.id]?.result;
        expect(reads, `${page.id} sends a result`).not.toBeUndefined();
        if (reads === null || reads === undefined) continue;
        for (const key of Object.keys(effect.data as object)) expect(reads, `${page.id} result ${key}`).toContain(key);
      }
    }
  });

  it('reacts only to messages the client sends', () => {
    for (const page of providerPages)
      for (const reaction of page.reactions ?? []) expect(CLIENT_SENDS, `${page.id}`).toContain(reaction.label);
  });
});

describe('what the main pages send', () => {
  it('registration wall: the completed action with the reader, as CompleteAudienceActionResponse', () => {
    const complete = configAt('regwalliframe', '?isClosable=true').actions.find((action) => action.main)?.effect;
    expect(complete).toEqual({
      kind: 'message',
      array: [
        'CompleteAudienceActionResponse',
        'sut-magazin-7f3a9c21-registriert',
        true,
        'leser@example.de',
        false,
        'Lena Leser',
        'Lena',
        'Leser',
        true,
      ],
    });
  });

  it('audience actions: a close button only when closable, the alternate action only with onaa=true', () => {
    const ids = (query: string) => configAt('rewardedadiframe', query).actions.map((action) => action.id);
    expect(ids('?isClosable=true')).toEqual(['view', 'sign-in', 'close']);
    expect(ids('?isClosable=false&onaa=true')).toEqual(['view', 'sign-in', 'support']);
    expect(configAt('rewardedadiframe').onStart).toEqual([
      { kind: 'message', array: ['RewardedAdLoadAdRequest', '/6355419/magazin_example/rewarded'] },
    ]);
  });

  it('rewarded ad: the publication’s name, "View an ad" usable once the ad loaded and only once, the way home when it cannot be closed', () => {
    const view = configAt('rewardedadiframe').actions.find((action) => action.id === 'view');
    expect(view).toMatchObject({ enabledBy: 'RewardedAdLoadAdResponse', once: true, main: true });
    const html = (query: string) => renderProviderPage(pageOf('rewardedadiframe'), new URL(`${FRAMES}/rewardedadiframe?${query}`));
    expect(html('isClosable=true')).toContain('<h1 id="pp-title">Magazin Example</h1>');
    expect(html('origin=https%3A%2F%2Fwww.magazin.example&isClosable=false')).toContain(
      '<a id="pp-home" href="https://www.magazin.example/" target="_top">Zurück zur Startseite</a>',
    );
    expect(html('origin=https%3A%2F%2Fwww.magazin.example&isClosable=true')).not.toContain('pp-home');
    expect(html('origin=javascript%3Aalert(1)&isClosable=false')).not.toContain('pp-home');
    expect(
      renderProviderPage(
        pageOf('regwalliframe'),
        new URL(`${FRAMES}/regwalliframe?origin=https%3A%2F%2Fwww.magazin.example&isClosable=false`),
      ),
    ).not.toContain('pp-home');
  });

  it('offers: one button per offer of the provider’s offers answer, each its SkuSelectedResponse', () => {
    const skus = configAt('subscriptionoffersiframe')
      .actions.filter((action) => action.id.startsWith('sku-'))
      .map((action) => (action.effect.kind === 'message' ? action.effect.array.slice(0, 2) : null));
    expect(skus).toEqual([
      ['SkuSelectedResponse', 'magazin_plus_monatlich'],
      ['SkuSelectedResponse', 'magazin_plus_jaehrlich'],
      ['SkuSelectedResponse', 'magazin_digital_probe'],
    ]);
  });

  it('pay page: names the product and price of the sku the client asked for, one line for every sku offered', () => {
    const texts = Array.isArray(payPage.texts) ? payPage.texts : payPage.texts(new URL(PAY_PAGE_URL));
    const shown = (skuId: string) =>
      texts.filter((text) => conditionHolds(text.onlyIf, { swg: { skuId }, i: { productType: 'SUBSCRIPTION' } })).map((text) => text.text);
    expect(shown('magazin_plus_jaehrlich')).toEqual(['Magazin Plus – jährlich: 79,90 €/Jahr. Bezahlen mit der Karte •••• 4242?']);
    expect(shown('magazin_unterstuetzung_einmalig_10')).toEqual([
      'Beitrag für Magazin Example: einmalig 10 €. Bezahlen mit der Karte •••• 4242?',
    ]);
    expect(shown('unbekannt')).toEqual([]);
    expect(texts).toHaveLength(6);
  });

  it('conditions name an argument or a path into the arguments', () => {
    expect(conditionHolds({ arg: 'swg.skuId', is: 'a' }, { swg: { skuId: 'a' } })).toBe(true);
    expect(conditionHolds({ arg: 'swg.skuId', is: 'a' }, { swg: 'a' })).toBe(false);
    expect(conditionHolds({ arg: 'swg.skuId', isNot: 'a' }, null)).toBe(true);
    expect(conditionHolds({ arg: 'isClosable', is: true }, { isClosable: true })).toBe(true);
  });

  it('the offers pages show only the skus the publisher listed (showOffers({skus})), every offer without a list', () => {
    const offered = (args: unknown) =>
      configAt('offersiframe')
        .actions.filter((action) => action.id.startsWith('sku-') && conditionHolds(action.onlyIf, args))
        .map((action) => action.id);
    const all = ['sku-magazin_plus_monatlich', 'sku-magazin_plus_jaehrlich', 'sku-magazin_digital_probe'];
    expect(offered({ skus: null })).toEqual(all);
    expect(offered({})).toEqual(all);
    expect(offered({ skus: ['magazin_digital_probe', 'unbekannt'] })).toEqual(['sku-magazin_digital_probe']);
    expect(offered({ skus: 'magazin_digital_probe' })).toEqual(all);
  });

  it('meter toasts: subscribing names the publisher’s flow when the client has a subscribe callback', () => {
    const subscribe = configAt('meteriframe').actions.filter((action) => action.id.startsWith('subscribe'));
    expect(subscribe.map((action) => [action.onlyIf, action.effect])).toEqual([
      [
        { arg: 'hasSubscriptionCallback', isNot: true },
        { kind: 'message', array: ['ViewSubscriptionsResponse', false] },
      ],
      [
        { arg: 'hasSubscriptionCallback', is: true },
        { kind: 'message', array: ['ViewSubscriptionsResponse', true] },
      ],
    ]);
    expect(configAt('metertoastiframe').reactions.find((reaction) => reaction.label === 'ToastCloseRequest')?.then).toEqual({
      kind: 'cancel',
    });
  });

  it('link save: asks for the token at once; with subscriptionLinking=true it reports one result per linkTo instead', () => {
    expect(configAt('linksaveiframe').onStart).toEqual([{ kind: 'message', array: ['LinkingInfoResponse', true] }]);
    const query = '?subscriptionLinking=true&linkTo=magazin.example%2Cleser-4711&linkTo=radio.example%2Choerer-0815&linkTo=kaputt';
    const config = configAt('linksaveiframe', query);
    expect(config.onStart).toEqual([]);
    expect(config.actions[0]?.effect).toEqual({
      kind: 'message',
      array: [
        'SubscriptionLinkingCompleteResponse',
        'leser-4711',
        true,
        [
          ['SubscriptionLinkingLinkResult', true, 'magazin.example', 'leser-4711'],
          ['SubscriptionLinkingLinkResult', true, 'radio.example', 'hoerer-0815'],
        ],
      ],
    });
    expect(linkTargets(new URL(`https://x.example/${query}`))).toHaveLength(2);
  });

  it('entitlement check and pay confirmation hand over freshly signed entitlements', () => {
    const found = configAt('checkentitlements').actions.find((action) => action.main)?.effect;
    expect(found).toMatchObject({ kind: 'result', data: { usertoken: 'sut-magazin-7f3a9c21-abo' } });
    const jwt = (found as { data: { jwt: string } }).data.jwt;
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
      entitlements: { source: string }[];
    };
    expect(payload.exp * 1000).toBeGreaterThan(Date.now());
    expect(payload.entitlements[0]?.source).toBe('google');
  });
});

describe('the pages as the provider origin serves them', () => {
  const answer = async (url: string, handlers = providerPageHandlers()) => getResponse(handlers, new Request(url));

  it('answers each page’s HTML at its real address, German, with the host script of its own origin', async () => {
    for (const page of providerPages) {
      const response = await answer(`https://news.google.com${openPath(page)}?${page.presets[0]?.query ?? ''}`);
      expect(response?.headers.get('content-type'), page.id).toBe('text/html; charset=utf-8');
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<html lang="de">');
      expect(html).toContain(`<script src="${HOST_SCRIPT_PATH}" defer></script>`);
      expect(html).toContain(`data-page="${page.id}"`);
    }
    expect(await answer(`${FRAMES}/unbekanntiframe`)).toBeUndefined();
  });

  it('keeps the client’s text as text: customText cannot end the script or add markup', async () => {
    const hostile = encodeURIComponent('</script><img src=x onerror=alert(1)>"&');
    const html = (await (await answer(`${FRAMES}/toastiframe?flavor=custom&customText=${hostile}`))?.text()) ?? '';
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&amp;');
    const json = /<script type="application\/json" id="provider-page-config">([^<]*)<\/script>/.exec(html)?.[1];
    expect((JSON.parse(json ?? 'null') as HostConfig).texts[0]?.text).toBe('</script><img src=x onerror=alert(1)>"&');
  });

  it('starts parts meant for some arguments hidden and every button disabled until the client connects', () => {
    const html = renderProviderPage(pageOf('loginiframe'), new URL(`https://news.google.com/swg/ui/v1/loginiframe`));
    expect(html).toMatch(/<p data-text="0" hidden>Mit Ihrem Google-Konto/);
    expect(html).toMatch(/<button type="button" data-action="sign-in" data-main disabled hidden>Anmelden<\/button>/);
    expect(html.match(/<button [^>]*disabled/g)).toHaveLength(3);
  });

  it('names the account of the link confirmation from its path', async () => {
    const html = (await (await answer('https://news.google.com/swg/u/3/ui/v1/linkconfirmiframe'))?.text()) ?? '';
    expect(html).toContain('(Konto 3)');
  });

  it('swg-frames-fail: the page is told to fail; swg-frames-500: every page answers 500', async () => {
    const failing = await answerMock('swg-frames-fail', new Request(`${FRAMES}/offersiframe`));
    expect(failing.kind).toBe('answered');
    const html = failing.kind === 'answered' ? await failing.response.text() : '';
    expect(html).toContain(JSON.stringify(FRAME_FAILURE));
    for (const page of providerPages) {
      const down = await answerMock('swg-frames-500', new Request(`https://news.google.com${openPath(page)}`));
      expect(down.kind === 'answered' && down.response.status, page.id).toBe(500);
    }
    const fine = await answerMock('default', new Request(`${FRAMES}/offersiframe`));
    expect(fine.kind === 'answered' && (await fine.response.text()).includes('"fail"')).toBe(false);
  });
});

describe('the test client’s data', () => {
  it('lists every page at an address it can open, below the provider origin’s mocks', () => {
    const data = testClientData('http://127.0.0.1:4174', [{ id: 'default', title: 'Recorded answers' }]);
    expect(data.mockBase).toBe('http://127.0.0.1:4174/debug/mock');
    expect(data.pages.map((page) => page.id)).toEqual(providerPages.map((page) => page.id));
    expect(data.pages.find((page) => page.id === 'linkconfirmiframe')?.path).toBe('/swg/u/0/ui/v1/linkconfirmiframe');
    expect(pageSummaries().every((page) => !page.path.includes(':'))).toBe(true);
    expect(data.scenarios).toEqual([{ id: 'default', title: 'Recorded answers' }]);
  });
});

describe('the browser scripts', () => {
  it('build: the host connects with web-activities’ hosts, the client with its ports', { timeout: 30_000 }, async () => {
    const { providerPageScripts } = await import('../../../harness/provider-pages/build');
    const { host, client } = await providerPageScripts();
    expect(host).toContain('connectHost');
    expect(host).toContain('provider-page-config');
    expect(client).toContain('ActivityIframePort');
    expect(client).toContain('test-client-data');
    expect(host).not.toMatch(/^\s*import\s/m);
  });
});
