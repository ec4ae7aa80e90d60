import { describe, expect, it } from 'vitest';
import { LOGGED_BODY_LIMIT } from '../../../harness/catalogue-types';
import { ajaxActionOf, createLastServed, isTextual, loggedBody } from '../../../harness/request-log';

const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';

describe('ajaxActionOf', () => {
  it('reads the action of an admin-ajax form body', () => {
    expect(ajaxActionOf('https://www.b80er.de/wp-admin/admin-ajax.php', FORM, 'action=pvc-check-post&id=123')).toBe('pvc-check-post');
  });
  it('falls back to the query, as $_REQUEST does', () => {
    expect(ajaxActionOf('https://www.b80er.de/wp-admin/admin-ajax.php?action=rb_bookmark', '', undefined)).toBe('rb_bookmark');
  });
  it('says nothing for other URLs or bodies', () => {
    expect(ajaxActionOf('https://api.laut.fm/station/b80er?action=x', FORM, 'action=x')).toBeUndefined();
    expect(ajaxActionOf('https://www.b80er.de/wp-admin/admin-ajax.php', 'application/json', '{"action":"x"}')).toBeUndefined();
    expect(ajaxActionOf('not a url', FORM, 'action=x')).toBeUndefined();
  });
});

describe('loggedBody', () => {
  it('keeps a small body whole', () => {
    expect(loggedBody('application/json', '{"a":1}')).toEqual({
      contentType: 'application/json',
      text: '{"a":1}',
      length: 7,
      truncated: false,
    });
  });
  it(`caps a body at ${LOGGED_BODY_LIMIT} characters and says so`, () => {
    const body = loggedBody('text/html', 'x'.repeat(LOGGED_BODY_LIMIT + 10));
    expect(body.text).toHaveLength(LOGGED_BODY_LIMIT);
    expect(body).toMatchObject({ length: LOGGED_BODY_LIMIT + 10, truncated: true });
  });
});

describe('isTextual', () => {
  it.each([
    ['application/json; charset=UTF-8', true],
    ['text/html; charset=UTF-8', true],
    ['text/javascript', true],
    ['application/vnd.api+json', true],
    ['image/png', false],
    ['', false],
  ])('%s → %s', (type, expected) => expect(isTextual(type)).toBe(expected));
});

describe('createLastServed', () => {
  it('remembers the last page served per scenario', () => {
    const last = createLastServed();
    expect(last.pageIn('swg-subscriber')).toBeNull();
    last.served('swg-subscriber', 'magazine-article');
    last.served('swg-subscriber', 'magazine-article-locked');
    last.served('default', 'radio-home');
    expect(last.pageIn('swg-subscriber')).toBe('magazine-article-locked');
  });
});
