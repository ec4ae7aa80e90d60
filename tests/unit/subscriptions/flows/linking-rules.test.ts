/**
 * The pure rules of saveSubscription and subscription linking (spec magazine §3 "Link results",
 * §5 "Linking and offers", §8 "Link save"; swg-js link-accounts-flow and subscription-linking-flow).
 */
import { describe, expect, it } from 'vitest';
import {
  canceledSummary,
  linkSaveToken,
  linkSummary,
  linkTargets,
  linkToQuery,
  singleLinkId,
} from '../../../../src/subscriptions/flows/linking-rules';
import { createVerifierPair } from '../../../../src/subscriptions/payments/redirect-verifier';
import {
  LinkSaveTokenRequest,
  LinkingInfoResponse,
  SubscriptionLinkingCompleteResponse,
} from '../../../../src/subscriptions/wire/api-messages';
import { fromArray } from '../../../../src/subscriptions/wire/decode';
import { toArray } from '../../../../src/subscriptions/wire/message';

describe('the link save token', () => {
  it('sends the token or the auth code, in the provider’s field order', () => {
    expect(toArray(LinkSaveTokenRequest, linkSaveToken({ token: 'tok' }))).toEqual(['LinkSaveTokenRequest', null, 'tok']);
    expect(toArray(LinkSaveTokenRequest, linkSaveToken({ authCode: 'code' }))).toEqual(['LinkSaveTokenRequest', 'code', null]);
    expect(fromArray(LinkingInfoResponse, ['LinkingInfoResponse', true])).toEqual({ ok: true, value: { requested: true } });
  });

  it('refuses both, and neither, with the provider’s texts', () => {
    expect(() => linkSaveToken({ token: 'tok', authCode: 'code' })).toThrow(new Error('Both authCode and token are available'));
    for (const request of [undefined, null, {}, { token: '' }, { authCode: '' }, 'tok']) {
      expect(() => linkSaveToken(request)).toThrow(new Error('Neither token or authCode is available'));
    }
  });
});

describe('subscription linking requests', () => {
  it('needs a non-empty linkTo', () => {
    for (const request of [undefined, {}, { linkTo: [] }, { linkTo: 'x' }]) {
      expect(() => linkTargets(request)).toThrow(new Error('Missing required field: linkTo'));
    }
    expect(linkTargets({ linkTo: [{ publicationId: 'a.example', publisherProvidedId: 'p1' }] })).toEqual([
      { publicationId: 'a.example', publisherProvidedId: 'p1' },
    ]);
  });

  it('needs the reader id for a single link', () => {
    for (const request of [undefined, {}, { publisherProvidedId: '' }]) {
      expect(() => singleLinkId(request)).toThrow(new Error('Missing required field: publisherProvidedId'));
    }
    expect(singleLinkId({ publisherProvidedId: 'leser-42' })).toBe('leser-42');
  });

  it('appends each target as an encoded linkTo parameter, as the provider’s client does', () => {
    expect(
      linkToQuery([
        { publicationId: 'a.example', publisherProvidedId: 'p 1' },
        { publicationId: 'b.example', publisherProvidedId: 'p&2' },
      ]),
    ).toBe('&linkTo=a.example%2Cp%201&linkTo=b.example%2Cp%262');
  });
});

describe('the link summary', () => {
  const response = (success: boolean | null, results: [boolean | null, string, string][]) => {
    const read = fromArray(SubscriptionLinkingCompleteResponse, [
      'SubscriptionLinkingCompleteResponse',
      'p1',
      success,
      results.map(([ok, publicationId, ppid]) => ['SubscriptionLinkingLinkResult', ok, publicationId, ppid]),
    ]);
    if (!read.ok) throw new Error(read.error);
    return read.value;
  };

  it('anyFailure unless the page says success; anySuccess when any publication linked; every link', () => {
    expect(
      linkSummary(
        response(true, [
          [true, 'a.example', 'p1'],
          [true, 'b.example', 'p2'],
        ]),
      ),
    ).toEqual({
      anyFailure: false,
      anySuccess: true,
      links: [
        { publicationId: 'a.example', publisherProvidedId: 'p1', success: true },
        { publicationId: 'b.example', publisherProvidedId: 'p2', success: true },
      ],
    });
    expect(
      linkSummary(
        response(false, [
          [true, 'a.example', 'p1'],
          [null, 'b.example', 'p2'],
        ]),
      ),
    ).toEqual({
      anyFailure: true,
      anySuccess: true,
      links: [
        { publicationId: 'a.example', publisherProvidedId: 'p1', success: true },
        { publicationId: 'b.example', publisherProvidedId: 'p2', success: false },
      ],
    });
    expect(linkSummary(response(null, []))).toEqual({ anyFailure: true, anySuccess: false, links: [] });
  });

  it('a closed page: every publication failed', () => {
    expect(canceledSummary([{ publicationId: 'a.example', publisherProvidedId: 'p1' }])).toEqual({
      anyFailure: true,
      anySuccess: false,
      links: [{ publicationId: 'a.example', publisherProvidedId: 'p1', success: false }],
    });
  });
});

describe('the redirect verifier', () => {
  it('is a base64 key of 16 random bytes and the base64 SHA-384 of that key', async () => {
    const pair = await createVerifierPair(globalThis.crypto);
    expect(pair?.key).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(atob(pair?.key ?? '')).toHaveLength(16);
    const digest = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(pair?.key));
    expect(pair?.verifier).toBe(btoa(String.fromCharCode(...new Uint8Array(digest))));
    expect(atob(pair?.verifier ?? '')).toHaveLength(48);
    expect((await createVerifierPair(globalThis.crypto))?.key).not.toBe(pair?.key);
  });

  it('is none where the browser cannot make one', async () => {
    expect(await createVerifierPair({ getRandomValues: () => new Uint8Array(16) } as unknown as Crypto)).toBeNull();
  });
});
