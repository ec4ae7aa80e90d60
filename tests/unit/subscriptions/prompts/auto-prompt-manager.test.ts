import { describe, expect, it } from 'vitest';
import { manualClock, recordingLogger } from '../../../support/test-context';
import { createEventBus, type ClientEvent } from '../../../../src/subscriptions/events/event-bus';
import type { AudienceActionParams } from '../../../../src/subscriptions/flows/audience-action-flow';
import {
  createAutoPrompt,
  pageAbilities,
  timestampKeys,
  type AutoPromptDeps,
} from '../../../../src/subscriptions/prompts/auto-prompt-manager';
import { createSwgStorage } from '../../../../src/subscriptions/storage/swg-storage';
import { memoryStorage } from '../runtime-support';
import { ACTIONS, NOW, SECOND, article, config, entitlementsFor, step } from './prompt-fixtures';
import { EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR } from '../../../../src/subscriptions/wire/analytics-event';

function setup(changes: Partial<AutoPromptDeps> = {}, load: Partial<Awaited<ReturnType<AutoPromptDeps['load']>>> = {}) {
  const log = recordingLogger();
  const clock = manualClock(NOW);
  const local = memoryStorage(log);
  const storage = createSwgStorage(local, memoryStorage(log));
  const bus = createEventBus(log);
  const events: ClientEvent[] = [];
  bus.onAny((event) => events.push(event));
  const started: AudienceActionParams[] = [];
  const monetization: unknown[] = [];
  const deps: AutoPromptDeps = {
    win: { innerWidth: 1280 } as Window,
    log,
    clock,
    storage,
    bus,
    isLocked: false,
    load: async () => ({
      entitlements: null,
      article: article({ actions: [ACTIONS.newsletter], steps: [step(ACTIONS.newsletter)] }),
      clientConfig: config({ displayDelaySeconds: 3 }),
      ...load,
    }),
    startAudienceAction: (params) => {
      started.push(params);
      return { view: {} as never, opened: Promise.resolve() };
    },
    showMonetization: (choice, closable) => void monetization.push({ choice, closable }),
    ...changes,
  };
  return { deps, clock, storage, local, events, started, monetization, log };
}

const stored = (local: Map<string, string>) =>
  JSON.parse(local.get('subscribe.google.com:tsp') ?? 'null') as Record<string, Record<string, number[]>>;

describe('the auto prompt manager', () => {
  it('waits the display delay of a closable step, records the impression, then opens its dialog', async () => {
    const { deps, clock, local, started } = setup();
    const shown = createAutoPrompt(deps).show({ autoPromptType: null, alwaysShow: false });
    await Promise.resolve();
    await clock.advance(2_999);
    expect(started).toHaveLength(0);
    await clock.advance(1);
    const decision = await shown;
    expect(decision?.prompt).toEqual({
      kind: 'audience-action',
      type: 'TYPE_NEWSLETTER_SIGNUP',
      configurationId: 'newsletter_config_id',
      preference: null,
    });
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({
      action: 'TYPE_NEWSLETTER_SIGNUP',
      configurationId: 'newsletter_config_id',
      isClosable: true,
      calledManually: false,
      preview: false,
    });
    const NOW_AT_OPEN = NOW + 3 * SECOND;
    expect(stored(local.map)).toEqual({
      TYPE_NEWSLETTER_SIGNUP: { impressions: [NOW_AT_OPEN], dismissals: [], completions: [] },
      newsletter_config_id: { impressions: [NOW_AT_OPEN], dismissals: [], completions: [] },
    });
  });

  it('records a dismissal when the reader closes it and a completion when they finish it', async () => {
    const { deps, local, started } = setup({}, { clientConfig: config() });
    await createAutoPrompt(deps).show({ autoPromptType: null, alwaysShow: false });
    started[0]?.onCancel?.();
    started[0]?.onComplete?.();
    const entry = stored(local.map)['TYPE_NEWSLETTER_SIGNUP'];
    expect(entry?.dismissals).toEqual([NOW]);
    expect(entry?.completions).toEqual([NOW]);
  });

  it('shows nothing to an entitled reader, and says why', async () => {
    const { deps, started, log } = setup({ isLocked: true }, { entitlements: entitlementsFor(['magazin.example:*']) });
    expect(await createAutoPrompt(deps).show({ autoPromptType: null, alwaysShow: false })).toBeNull();
    expect(started).toHaveLength(0);
    expect(log.lines.map((line) => line.message)).toContain('auto prompt: nothing to show (entitled)');
  });

  it('shows nothing when the provider did not answer', async () => {
    const { deps, started } = setup({ load: () => Promise.reject(new Error('offline')) });
    expect(await createAutoPrompt(deps).show({ autoPromptType: null, alwaysShow: false })).toBeNull();
    expect(started).toHaveLength(0);
  });

  it('puts the decision’s events on the bus, the parse error of unreadable timestamps among them', async () => {
    const { deps, local, events } = setup({}, { clientConfig: config() });
    local.map.set('subscribe.google.com:tsp', '{"TYPE_NEWSLETTER_SIGNUP":{"impressions":"x"}}');
    await createAutoPrompt(deps).show({ autoPromptType: null, alwaysShow: false });
    const names = events.filter((event) => event.type === 'analytics').map((event) => (event.payload as { eventType: number }).eventType);
    expect(names).toContain(EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR);
    // As the provider's client logs them: not from the reader's action, no configuration, no parameters.
    expect(events.find((event) => event.type === 'analytics')?.payload).toEqual({
      eventType: EVENT_LOCAL_STORAGE_TIMESTAMPS_PARSING_ERROR,
      isFromUserAction: false,
      configurationId: null,
      params: null,
    });
  });

  it('cancels a prompt still waiting for its delay', async () => {
    const { deps, clock, started } = setup();
    const prompt = createAutoPrompt(deps);
    void prompt.show({ autoPromptType: null, alwaysShow: false });
    await Promise.resolve();
    prompt.stop();
    await clock.advance(10_000);
    expect(started).toHaveLength(0);
  });

  it('hands a monetization step to the mini prompt or the offers', async () => {
    const { deps, monetization } = setup(
      {},
      { article: article({ actions: [ACTIONS.subscription], steps: [step(ACTIONS.subscription)] }), clientConfig: config() },
    );
    await createAutoPrompt(deps).show({ autoPromptType: 'subscription', alwaysShow: false });
    expect(monetization).toHaveLength(1);
  });
});

describe('the rewarded ad from the auto prompt', () => {
  it('gets its preference and, with a subscription on offer, the large offers as its alternate action (the support button)', async () => {
    const adsense = { ...ACTIONS.rewardedAd, preference: 'PREFERENCE_ADSENSE_REWARDED_AD' };
    const win = { innerWidth: 1280, adsbygoogle: { loaded: true, push: () => 0 } } as unknown as Window;
    const { deps, started, monetization } = setup(
      { win },
      {
        article: article({ actions: [adsense, ACTIONS.subscription], steps: [step(adsense, { closability: 'BLOCKING' })] }),
        clientConfig: config(),
      },
    );
    await createAutoPrompt(deps).show({ autoPromptType: null, alwaysShow: false });
    expect(started[0]).toMatchObject({
      action: 'TYPE_REWARDED_AD',
      configurationId: 'ad_config_id',
      preference: 'PREFERENCE_ADSENSE_REWARDED_AD',
      isClosable: false,
    });
    started[0]?.onAlternateAction?.();
    expect(monetization).toEqual([
      { choice: { kind: 'monetization', product: 'subscription', layout: 'large', configurationId: 'ad_config_id' }, closable: false },
    ]);
  });

  it('has no alternate action without a subscription or contribution on offer', async () => {
    const win = { innerWidth: 1280, googletag: { getVersion: () => '2024052301' } } as unknown as Window;
    const { deps, started } = setup(
      { win },
      {
        article: article({ actions: [ACTIONS.rewardedAd], steps: [step(ACTIONS.rewardedAd, { closability: 'BLOCKING' })] }),
        clientConfig: config(),
      },
    );
    await createAutoPrompt(deps).show({ autoPromptType: null, alwaysShow: false });
    expect(started[0]).toMatchObject({ action: 'TYPE_REWARDED_AD', preference: null });
    expect(started[0]?.onAlternateAction).toBeUndefined();
  });
});

describe('pageAbilities and timestampKeys', () => {
  it('sees an analytics tag, loaded AdSense and a loaded ad tag (one that names its version), as the provider’s client checks them', () => {
    expect(pageAbilities({} as Window)).toEqual({ analyticsTag: false, adsenseLoaded: false, gptLoaded: false });
    expect(
      pageAbilities({
        gtag: () => undefined,
        adsbygoogle: { loaded: true },
        googletag: { getVersion: () => '2024052301' },
      } as unknown as Window),
    ).toEqual({ analyticsTag: true, adsenseLoaded: true, gptLoaded: true });
    expect(pageAbilities({ dataLayer: [], adsbygoogle: [] } as unknown as Window)).toEqual({
      analyticsTag: true,
      adsenseLoaded: false,
      gptLoaded: false,
    });
    // The page's own stub (`googletag = googletag || {cmd: []}`) before the library has loaded.
    expect(pageAbilities({ googletag: { cmd: [] } } as unknown as Window).gptLoaded).toBe(false);
    expect(pageAbilities({ googletag: { getVersion: () => '' } } as unknown as Window).gptLoaded).toBe(false);
  });

  it('records under the action type and the configuration id', () => {
    expect(
      timestampKeys({ kind: 'audience-action', type: 'TYPE_REGISTRATION_WALL', configurationId: 'cfg', preference: null }, 'cfg'),
    ).toEqual(['TYPE_REGISTRATION_WALL', 'cfg']);
    expect(timestampKeys({ kind: 'monetization', product: 'contribution', layout: 'mini', configurationId: null }, null)).toEqual([
      'TYPE_CONTRIBUTION',
    ]);
  });
});
