// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordingLogger } from '../../../support/test-context';
import {
  articleQuery,
  canonicalUrl,
  entitlementsParams,
  pageEncryptedDocumentKey,
} from '../../../../src/subscriptions/entitlements/article-query';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const BASE = {
  userToken: null,
  hash: '',
  encryptedDocumentKey: null,
  publisherProvidedId: null,
  lastInteractionMs: null,
  nowMs: 1_000_000,
  isLocked: false,
  encodedEntitlementsParams: 'e30',
};

describe('article query', () => {
  it('sends the interaction age in whole seconds, and nothing for a time in the future', () => {
    expect(articleQuery({ ...BASE, lastInteractionMs: 1_000_000 - 61_999 })['interaction_age']).toBe(61);
    expect(articleQuery({ ...BASE, lastInteractionMs: 1_000_000 })['interaction_age']).toBe(0);
    expect(articleQuery({ ...BASE, lastInteractionMs: 1_000_001 })['interaction_age']).toBeNull();
  });

  it('reads the preview parameters from the page hash', () => {
    const query = articleQuery({ ...BASE, hash: '#rrmPromptRequested=cfg%201&rrmPreviewKey=k&other=x' });
    expect([query['previewConfigId'], query['previewKey']]).toEqual(['cfg 1', 'k']);
    expect(articleQuery(BASE)['previewConfigId']).toBeUndefined();
  });

  it('says locked and CLOSED for a locked page', () => {
    expect(articleQuery({ ...BASE, isLocked: true })).toMatchObject({ locked: true, contentType: 'CLOSED' });
  });

  it('takes the canonical link, else the address without its hash', () => {
    window.history.replaceState(null, '', '/artikel?x=1#teil');
    expect(canonicalUrl(document)).toBe('http://localhost:3000/artikel?x=1');
    document.head.innerHTML = '<link rel="canonical" href="/kanonisch/">';
    expect(canonicalUrl(document)).toBe('http://localhost:3000/kanonisch/');
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['{"google.com":"KEY-G"}', 'KEY-G'],
    ['{"local":["x"]}', null],
    ['RAW-KEY', 'RAW-KEY'],
    ['"QUOTED"', 'QUOTED'],
    ['   ', null],
  ])('reads the page’s encrypted document key from %s', (text, key) => {
    document.body.innerHTML = `<script type="application/octet-stream" cryptokeys>${text}</script>`;
    expect(pageEncryptedDocumentKey(document)).toBe(key);
  });

  it('has no encrypted key without the script', () => {
    document.body.innerHTML = '<script type="application/octet-stream">NOT-MARKED</script>';
    expect(pageEncryptedDocumentKey(document)).toBeNull();
  });

  it('puts the showcase token next to the resource; a state that is no object is warned about and left out', () => {
    const log = recordingLogger();
    expect(
      entitlementsParams({ hashedCanonicalUrl: 'h', publicationId: 'p', meteringState: 'user-7', showcaseToken: 'n0nce' }, 1_000_000, log),
    ).toEqual({
      metering: { resource: { hashedCanonicalUrl: 'h' }, token: 'n0nce' },
    });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.message).toMatch(/^SwG Entitlements: /);
  });
});
