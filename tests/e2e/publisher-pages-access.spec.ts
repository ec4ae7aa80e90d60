/**
 * The publisher pages that grant access (harness/publisher-pages.ts): docs/entitlements-flow.md's
 * entitlements callback and its metering snippet, for a subscriber, a reader with a free read and
 * an anonymous reader, driven to the end (the meter toast closed); what the page code received is
 * read from its log.
 */
import { dialogFrame, dialogPath, dialogSettled, DIALOG_BOX, expect, openPage, pageErrors, test } from './harness-fixtures';
import { pageButton, publisherLog, received } from './publisher-log';

interface Seen {
  enablesThis: boolean;
  json?: { service: string; entitlements: { source: string; products: string[] }[]; isReadyToPay: boolean };
  metering?: boolean;
}

test.describe('docs/entitlements-flow.md (publisher-entitlements)', () => {
  test('a subscriber: the callback gets the entitlements in the provider’s json() shape and unlocks; getEntitlements() answers the same', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-entitlements', 'swg-subscriber');
    await expect(page.locator('section.paywall')).toBeVisible();
    await expect(page.locator('#paywall-box')).toBeHidden();
    const seen = (await received(page, 'setOnEntitlementsResponse')) as Seen;
    expect(seen.enablesThis).toBe(true);
    expect(seen.json).toMatchObject({
      service: 'subscribe.google.com',
      entitlements: [{ source: 'google', products: ['magazin.example:*'] }],
    });
    await pageButton(page, 'getEntitlements()').click();
    await expect.poll(() => received(page, 'getEntitlements()')).toEqual(seen);
    expect(errors).toEqual([]);
  });

  test('an anonymous reader: nothing enables the article, the paywall stays', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-entitlements', 'swg-metered-none');
    await expect.poll(() => received(page, 'setOnEntitlementsResponse')).toMatchObject({ enablesThis: false, json: { entitlements: [] } });
    await expect(page.locator('#paywall-box')).toBeVisible();
    await expect(page.locator('section.paywall')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a free read: consume() shows the meter toast; the article opens once the reader closes it', async ({ page }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-entitlements', 'swg-metered-left');
    await expect.poll(() => dialogPath(page)).toMatch(/\/metertoastiframe$/);
    await expect(page.locator('section.paywall')).toBeHidden();
    await dialogSettled(page);
    await dialogFrame(page).getByRole('button', { name: 'Weiterlesen' }).click();
    await expect(page.locator(DIALOG_BOX)).toHaveCount(0);
    await expect(page.locator('section.paywall')).toBeVisible();
    expect(await received(page, 'setOnEntitlementsResponse')).toMatchObject({
      enablesThis: true,
      json: { entitlements: [{ source: 'google:metering' }] },
    });
    expect(errors).toEqual([]);
  });
});

test.describe('docs/entitlements-flow.md, metering (publisher-metering)', () => {
  test('getEntitlements({metering: {state}}) sends the publisher’s meter state; the free read is consumed, then unlocked', async ({
    page,
    mockRequests,
  }) => {
    const errors = pageErrors(page);
    await openPage(page, 'publisher-metering', 'swg-metered-left');
    await expect.poll(() => received(page, 'getEntitlements({metering})')).toEqual({ enablesThis: true, metering: true });
    // The request that answered (the article, which carries the entitlements) had the state, encoded
    // as the provider's client does (encodedEntitlementsParams).
    const withState = mockRequests
      .all()
      .map((url) => new URL(url))
      .filter(
        (url) =>
          /\/publication\/magazin\.example\/(?:article|entitlements)$/.test(url.pathname) &&
          url.searchParams.has('encodedEntitlementsParams'),
      )
      .map(
        (url) =>
          JSON.parse(Buffer.from(url.searchParams.get('encodedEntitlementsParams') ?? '', 'base64url').toString('utf8')) as {
            metering?: { state?: { id?: string } };
          },
      );
    expect(
      withState.some((params) => params.metering?.state?.id === 'user5901e3f7a7fc5767b6acbbbaa927d36f5901e3f7a7fc5767b6acbbbaa927'),
    ).toBe(true);

    await expect.poll(() => dialogPath(page)).toMatch(/\/metertoastiframe$/);
    await dialogSettled(page);
    expect(await received(page, 'consume() erledigt')).toBeUndefined();
    await dialogFrame(page).getByRole('button', { name: 'Weiterlesen' }).click();
    await expect.poll(() => received(page, 'consume() erledigt')).toBe(null);
    await expect(page.locator('section.paywall')).toBeVisible();
    expect((await publisherLog(page)).map((entry) => entry.what)).toEqual(['getEntitlements({metering})', 'consume() erledigt']);
    expect(errors).toEqual([]);
  });
});
