import { describe, expect, it } from 'vitest';
import { strings } from '../../../../src/core/strings';
import { hashTargetId, isCommentHash, parseReplyLink, replyTitle } from '../../../../src/theme/forms/comment-rules';
import { nextStar, parseRating, ratingAlertText, ratingVerdict } from '../../../../src/theme/forms/rating-rules';
import { AD_SCRIPT_URL, adScriptUrlFrom, isAdBlocked } from '../../../../src/theme/forms/adblock-rules';

describe('parseReplyLink', () => {
  it('reads WordPress’s data attributes', () => {
    expect(
      parseReplyLink({
        commentid: '12',
        postid: '2841',
        respondelement: 'respond',
        belowelement: 'div-comment-12',
        replyto: 'Antwort an Anna',
      }),
    ).toEqual({
      commentId: '12',
      postId: '2841',
      respondId: 'respond',
      belowId: 'div-comment-12',
      replyTo: 'Antwort an Anna',
    });
  });

  it('defaults the respond id and drops what is malformed', () => {
    expect(parseReplyLink({ commentid: ' 7 ', postid: 'abc' })).toEqual({
      commentId: '7',
      postId: null,
      respondId: 'respond',
      belowId: null,
      replyTo: null,
    });
  });

  it('refuses a link without a usable comment id (the link then navigates)', () => {
    expect(parseReplyLink({})).toBeNull();
    expect(parseReplyLink({ commentid: '0' })).toBeNull();
    expect(parseReplyLink({ commentid: '12"]' })).toBeNull();
    expect(parseReplyLink({ commentid: '-3' })).toBeNull();
  });
});

describe('replyTitle', () => {
  const target = (replyTo: string | null) => ({ commentId: '1', postId: null, respondId: 'respond', belowId: null, replyTo });
  it('prefers the link’s own text, then the author’s name, else none', () => {
    expect(replyTitle(target('Antwort an Anna'), 'Bert')).toBe('Antwort an Anna');
    expect(replyTitle(target(null), ' Bert ')).toBe(strings.themeForms.replyTo.replace('{name}', 'Bert'));
    expect(replyTitle(target(null), '  ')).toBeNull();
    expect(replyTitle(target(null), null)).toBeNull();
  });
});

describe('isCommentHash', () => {
  it('is the respond anchor or starts with the comment anchor', () => {
    expect(isCommentHash('#respond')).toBe(true);
    expect(isCommentHash('#comment-12')).toBe(true);
    expect(isCommentHash('#comment-')).toBe(true);
    // The theme compares the first 8 characters: #comments opens too.
    expect(isCommentHash('#comments')).toBe(true);
    expect(isCommentHash('#respond-2')).toBe(false);
    expect(isCommentHash('')).toBe(false);
    expect(isCommentHash('#top')).toBe(false);
  });

  it('names the target id, decoding escapes and keeping malformed ones', () => {
    expect(hashTargetId('#comment-12')).toBe('comment-12');
    expect(hashTargetId('#%C3%BC')).toBe('ü');
    expect(hashTargetId('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('rating rules', () => {
  it('accepts whole ratings from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].map((n) => parseRating(String(n)))).toEqual([1, 2, 3, 4, 5]);
    for (const bad of ['', '0', '6', '4.5', '-1', 'gut', null, undefined]) expect(parseRating(bad)).toBeNull();
    expect(parseRating(' 3 ')).toBe(3);
  });

  it('blocks a form with a rating field but no rating', () => {
    expect(ratingVerdict(true, '')).toBe('missing-rating');
    expect(ratingVerdict(true, '9')).toBe('missing-rating');
    expect(ratingVerdict(true, '4')).toBe('send');
    expect(ratingVerdict(false, null)).toBe('send');
  });

  it('takes the alert text from the page, else the fallback', () => {
    expect(ratingAlertText('  Bitte  eine\nBewertung wählen. ')).toBe('Bitte eine Bewertung wählen.');
    expect(ratingAlertText('')).toBe(strings.themeForms.ratingRequired);
    expect(ratingAlertText(null)).toBe(strings.themeForms.ratingRequired);
  });

  it('moves between stars like a radio group', () => {
    expect(nextStar(3, 'ArrowRight')).toBe(4);
    expect(nextStar(5, 'ArrowRight')).toBe(1);
    expect(nextStar(1, 'ArrowLeft')).toBe(5);
    expect(nextStar(2, 'ArrowDown')).toBe(1);
    expect(nextStar(2, 'ArrowUp')).toBe(3);
    expect(nextStar(4, 'Home')).toBe(1);
    expect(nextStar(2, 'End')).toBe(5);
    expect(nextStar(null, 'ArrowRight')).toBe(1);
    expect(nextStar(2, 'a')).toBeNull();
  });
});

describe('ad-block rules', () => {
  it('counts only a network error while online as blocked', () => {
    expect(isAdBlocked({ kind: 'network-error', message: 'Failed to fetch' }, true)).toBe(true);
    expect(isAdBlocked({ kind: 'network-error', message: 'Failed to fetch' }, false)).toBe(false);
    expect(isAdBlocked({ kind: 'timeout' }, true)).toBe(false);
    expect(isAdBlocked({ kind: 'aborted' }, true)).toBe(false);
    for (const status of [0, 200, 404, 500]) expect(isAdBlocked({ kind: 'answered', status }, true)).toBe(false);
  });

  it('reads siteClientConfig.adScriptUrl, falling back to the real script', () => {
    expect(adScriptUrlFrom(undefined)).toEqual({ url: AD_SCRIPT_URL });
    expect(adScriptUrlFrom({})).toEqual({ url: AD_SCRIPT_URL });
    expect(adScriptUrlFrom({ adScriptUrl: 'http://127.0.0.1:4341/mock/x/ads.example/a.js' })).toEqual({
      url: 'http://127.0.0.1:4341/mock/x/ads.example/a.js',
    });
    expect(adScriptUrlFrom({ adScriptUrl: 'javascript:alert(1)' }).url).toBe(AD_SCRIPT_URL);
    expect(adScriptUrlFrom({ adScriptUrl: 'javascript:alert(1)' }).warning).toContain('adScriptUrl');
    expect(adScriptUrlFrom({ adScriptUrl: 42 }).warning).toContain('adScriptUrl');
    expect(adScriptUrlFrom('ads').warning).toContain('not an object');
  });
});
