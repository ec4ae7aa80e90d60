// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../support/msw';
import { findScenario } from '../../../../harness/scenarios';
import type { SubscriptionsRuntime } from '../../../../src/subscriptions/runtime';
import { logged, testRuntime } from '../runtime-support';

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
    // As the provider's client: the article comes with the entitlements the page started.
    await runtime.subscriptions.getEntitlements();
    const interventions = await runtime.subscriptions.getAvailableInterventions();
    expect(interventions?.map(({ type, configurationId }) => [type, configurationId])).toEqual([
      ['TYPE_NEWSLETTER_SIGNUP', 'cfg-newsletter-morgenpost'],
      ['TYPE_REGISTRATION_WALL', 'cfg-regwall-standard'],
    ]);
  });

  it('is null, with a warning, before any entitlements were asked for and when the article could not be had', async () => {
    const built = testRuntime(PAGE);
    runtime = built.runtime;
    runtime.subscriptions.init('magazin.example:openaccess');
    expect(await runtime.subscriptions.getAvailableInterventions()).toBeNull();
    mockServer.use(...(findScenario('swg-article-get-500')?.handlers ?? []));
    await runtime.subscriptions.getEntitlements().catch(() => undefined);
    expect(await runtime.subscriptions.getAvailableInterventions()).toBeNull();
    expect(logged(built.log, 'warn')).toContain('getAvailableInterventions: the article is null');
  });
});
