// @vitest-environment jsdom
/**
 * The harness's fake ad libraries speak the client's side of GPT and AdSense: each mode, run in a
 * page, ends the client's rewarded-ad load the way its scenario names, and the fake ad's button
 * grants or closes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdsenseScript, fakeGoogletagScript, type FakeAdMode } from '../../../harness/mocks/ad-libraries';
import { systemClock } from '../../../src/core/clock';
import { adLibraryLoaded, loadRewardedAd, REWARDED_AD_TIMEOUT_MS, type AdWindow } from '../../../src/subscriptions/flows/rewarded-ad';
import { analyticsEventLabel } from '../../../harness/mocks/analytics-event-listing';

const page = window as unknown as AdWindow & Record<string, unknown>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  page.googletag = undefined;
  page.adsbygoogle = undefined;
  document.body.replaceChildren();
});

/** Load the fake as the page's script would, then ask for an ad as the client does; returns what happened. */
async function run(mode: FakeAdMode, adsense: boolean, press = true): Promise<string[]> {
  new Function(adsense ? fakeAdsenseScript(mode) : fakeGoogletagScript(mode))();
  const seen: string[] = [adLibraryLoaded(page, adsense) ? 'library loaded' : 'no library'];
  if (mode === 'vanish') {
    const frame = document.createElement('iframe');
    frame.src = 'https://news.google.com/swg/ui/v1/rewardedadiframe?configurationId=cfg-rewarded-ad';
    document.body.append(frame);
    await vi.advanceTimersByTimeAsync(0);
  }
  const ad = loadRewardedAd(page, systemClock, '/6355419/magazin_example/rewarded', adsense, {
    loaded: (error) => seen.push(error === null ? 'ready' : analyticsEventLabel(error)),
    showing: () => seen.push('showing'),
    granted: (reward, type) => seen.push(`granted ${String(reward)} ${String(type)}`),
    closed: () => seen.push('closed'),
  });
  await vi.advanceTimersByTimeAsync(REWARDED_AD_TIMEOUT_MS);
  ad.show();
  const button = document.querySelector<HTMLButtonElement>('[data-harness="fake-ad"] button');
  if (button) seen.push(`ad: ${button.textContent ?? ''}`);
  if (press) button?.click();
  return seen;
}

/** What both libraries do alike; the ad tag's and AdSense's own failures follow. */
const SHARED: [FakeAdMode, string[]][] = [
  ['grant', ['library loaded', 'ready', 'showing', 'ad: Belohnung erhalten', 'granted 1 Artikel']],
  ['close', ['library loaded', 'ready', 'showing', 'ad: Werbung schließen', 'closed']],
  ['empty', ['library loaded', 'EVENT_REWARDED_AD_NOT_FILLED']],
  ['silent', ['library loaded', 'EVENT_REWARDED_AD_GPT_ERROR']],
];

describe('the fake ad tag (gpt.js)', () => {
  it.each<[FakeAdMode, string[]]>([
    ...SHARED,
    ['no-slot', ['library loaded', 'EVENT_REWARDED_AD_PAGE_ERROR']],
    ['vanish', ['library loaded', 'EVENT_REWARDED_AD_GPT_MISSING_ERROR']],
  ])('%s', async (mode, expected) => {
    expect(await run(mode, false)).toEqual(expected);
  });

  it('runs the commands the page queued before it loaded; the ad is a labelled dialog that takes focus and leaves once pressed', async () => {
    const queued: string[] = [];
    page.googletag = { cmd: [() => queued.push('queued command')] } as unknown as AdWindow['googletag'];
    await run('grant', false, false);
    expect(queued).toEqual(['queued command']);
    const ad = document.querySelector<HTMLElement>('[data-harness="fake-ad"]');
    expect(ad?.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(ad?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Werbung (Nachbildung)');
    expect(document.activeElement?.textContent).toBe('Belohnung erhalten');
    document.querySelector<HTMLButtonElement>('[data-harness="fake-ad"] button')?.click();
    expect(document.querySelector('[data-harness="fake-ad"]')).toBeNull();
  });
});

describe('the fake AdSense (adsbygoogle.js)', () => {
  it.each<[FakeAdMode, string[]]>([...SHARED, ['vanish', ['library loaded', 'EVENT_REWARDED_AD_ADSENSE_MISSING_ERROR']]])(
    '%s',
    async (mode, expected) => {
      expect(await run(mode, true)).toEqual(expected);
    },
  );
});
