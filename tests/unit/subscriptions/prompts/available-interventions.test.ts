// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { findScenario } from '../../../../harness/scenarios';
import type { SubscriptionsRuntime } from '../../../../src/subscriptions/runtime';
import { recordingLogger } from '../../../support/test-context';
import { showParams } from '../../../../src/subscriptions/prompts/available-interventions';
import { ARTICLE_PATH, logged, memoryStorage, recordRequests, testRuntime, toPath } from '../runtime-support';

const PAGE = 'https://www.magazin.example/2024/05/01/nachtzuege-europa/';
let runtime: SubscriptionsRuntime | null = null;
afterEach(() => {
  runtime?.stop();
  runtime = null;
});

describe('getAvailableInterventions', () => {
  it('lists the article’s audience actions the client can show, with their ids', async () => {
    const built = testRuntime(PAGE);
    runtime = built.runtime;
    runtime.subscriptions.init('magazin.example:openaccess');
    await runtime.subscriptions.getEntitlements();
    const interventions = await runtime.subscriptions.getAvailableInterventions();
    expect(interventions?.map(({ type, configurationId }) => [type, configurationId])).toEqual([
      ['TYPE_NEWSLETTER_SIGNUP', 'cfg-newsletter-morgenpost'],
      ['TYPE_REGISTRATION_WALL', 'cfg-regwall-standard'],
    ]);
  });

  it('right after init() it fetches the article first, as the provider’s client does, and hands each action’s own object as `intervention`', async () => {
    const recorder = recordRequests();
    const built = testRuntime(PAGE);
    runtime = built.runtime;
    runtime.subscriptions.init('magazin.example:openaccess');
    const interventions = await runtime.subscriptions.getAvailableInterventions();
    recorder.stop();
    expect(toPath(recorder.requests, ARTICLE_PATH)).toHaveLength(1);
    expect(interventions?.map(({ type, configurationId, intervention }) => [type, configurationId, intervention.preference])).toEqual([
      ['TYPE_NEWSLETTER_SIGNUP', 'cfg-newsletter-morgenpost', 'PREFERENCE_UNSPECIFIED'],
      ['TYPE_REGISTRATION_WALL', 'cfg-regwall-standard', 'PREFERENCE_UNSPECIFIED'],
    ]);
    expect(interventions?.[0]?.intervention).toMatchObject({
      type: 'TYPE_NEWSLETTER_SIGNUP',
      configurationId: 'cfg-newsletter-morgenpost',
      numberOfCompletions: 0,
    });
  });

  it('rejects with the reason when the article could not be had (the provider’s getEntitlements rejects too)', async () => {
    mockServer.use(...(findScenario('swg-article-get-500')?.handlers ?? []));
    const built = testRuntime(PAGE);
    runtime = built.runtime;
    runtime.subscriptions.init('magazin.example:openaccess');
    await expect(runtime.subscriptions.getAvailableInterventions()).rejects.toThrow(/Entitlements could not be fetched/);
  });

  it('is null, with a warning, when the entitlements came from the cache (no article was fetched)', async () => {
    mockServer.use(...(findScenario('swg-subscriber')?.handlers ?? []));
    const log = recordingLogger();
    const local = memoryStorage(log);
    const first = testRuntime(PAGE, { log, local });
    first.runtime.subscriptions.init('magazin.example:premium');
    await first.runtime.subscriptions.getEntitlements();
    first.runtime.stop();
    const built = testRuntime(PAGE, { log, local });
    runtime = built.runtime;
    runtime.subscriptions.init('magazin.example:premium');
    expect((await runtime.subscriptions.getEntitlements()).from).toBe('cache');
    expect(await runtime.subscriptions.getAvailableInterventions()).toBeNull();
    expect(logged(built.log, 'warn')).toContain('getAvailableInterventions: the article is null');
  });
});

describe('show(params): the publisher’s ShowInterventionParams', () => {
  it('reads isClosable and suppressToast by truthiness, as the provider’s client does (the demo passes the string "true")', () => {
    expect(showParams({ isClosable: 'true', suppressToast: 1 })).toEqual({ isClosable: true, suppressToast: true });
    expect(showParams({ isClosable: '', suppressToast: 0 })).toEqual({ isClosable: false, suppressToast: false });
    expect(showParams(undefined)).toEqual({ isClosable: false, suppressToast: false });
  });

  it('takes callbacks only when they are functions', () => {
    const onResult = () => true;
    expect(showParams({ onResult, onSignIn: 'nein' })).toEqual({ isClosable: false, suppressToast: false, onResult });
  });
});
