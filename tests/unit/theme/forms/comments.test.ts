// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { commentReply } from '../../../../src/theme/forms/comment-reply';
import { commentSectionEvents, commentSections } from '../../../../src/theme/forms/comment-section';
import { $, bootUi, click, resetPage } from '../../reader/ui-support';

const FIXTURE = readFileSync('fixtures/pages/fragments/theme/single-comments.html', 'utf8');
const features = [commentSections, commentSectionEvents, commentReply];

afterEach(() => {
  resetPage();
  history.replaceState(null, '', '/');
});

const parent = () => ($('#comment_parent') as HTMLInputElement).value;
const cancelLink = () => $('#cancel-comment-reply-link');
const titleText = () => $('#reply-title').firstChild?.textContent?.trim();

describe('comment reply', () => {
  it('moves the form below the comment, sets the parent, shows cancel, names whom you answer and focuses the textarea', () => {
    bootUi(FIXTURE, features);
    const event = click($('#comment-14 .comment-reply-link'));
    expect(event.defaultPrevented).toBe(true);
    expect($('#div-comment-14').nextElementSibling).toBe($('#respond'));
    expect(parent()).toBe('14');
    expect(($('#comment_post_ID') as HTMLInputElement).value).toBe('2841');
    expect(cancelLink().style.display).toBe('');
    expect(cancelLink().hidden).toBe(false);
    expect(titleText()).toBe('Antwort an Jonas Krüger');
    expect(document.activeElement).toBe($('#comment'));
  });

  it('cancel moves it back, resets the parent to 0, hides the link, restores the title and returns focus', () => {
    bootUi(FIXTURE, features);
    const original = $('#respond').previousElementSibling;
    click($('#comment-12 .comment-reply-link'));
    click($('#comment-13 .comment-reply-link'));
    expect($('#div-comment-13').nextElementSibling).toBe($('#respond'));
    expect(parent()).toBe('13');
    const event = click(cancelLink());
    expect(event.defaultPrevented).toBe(true);
    expect($('#respond').previousElementSibling).toBe(original);
    expect(parent()).toBe('0');
    expect(cancelLink().style.display).toBe('none');
    expect(titleText()).toBe('Schreiben Sie einen Kommentar');
    expect(document.activeElement).toBe($('#comment-13 .comment-reply-link'));
  });

  it('works for comments added later with the same one listener', () => {
    bootUi(FIXTURE, features);
    $('#comment-15').insertAdjacentHTML(
      'afterend',
      '<li id="comment-99" class="comment"><article id="div-comment-99" class="comment-body"><b class="fn">Neu</b><a class="comment-reply-link" href="?replytocom=99#respond" data-commentid="99" data-postid="2841" data-respondelement="respond">Antworten</a></article></li>',
    );
    click($('#comment-99 .comment-reply-link'));
    expect(parent()).toBe('99');
    // Without data-belowelement the form goes below the comment's body.
    expect($('#div-comment-99').nextElementSibling).toBe($('#respond'));
  });

  it('leaves the link to WordPress when the markup is incomplete', () => {
    bootUi(
      FIXTURE.replace('id="comment_parent"', 'id="parent-renamed"')
        .replace("name='comment_parent'", "name='x'")
        .replace('name="comment_parent"', 'name="x"'),
      features,
    );
    expect(click($('#comment-12 .comment-reply-link')).defaultPrevented).toBe(false);
    bootUi(FIXTURE.replace('data-commentid="12"', 'data-commentid=""'), features);
    expect(click($('#comment-12 .comment-reply-link')).defaultPrevented).toBe(false);
    // A cancel link with no reply made by the bundle (the server placed the form): it reloads.
    expect(click(cancelLink()).defaultPrevented).toBe(false);
  });

  it('leaves modified clicks (new tab) alone', () => {
    bootUi(FIXTURE, features);
    expect(click($('#comment-12 .comment-reply-link'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(parent()).toBe('0');
  });

  it('puts the form back when the bundle stops', () => {
    const booted = bootUi(FIXTURE, features);
    const original = $('#respond').previousElementSibling;
    click($('#comment-12 .comment-reply-link'));
    booted.stop();
    expect($('#respond').previousElementSibling).toBe(original);
    expect(parent()).toBe('0');
  });
});

describe('comment box (button + is-hidden)', () => {
  const content = () => $('.comment-box-content');
  const button = () => document.querySelector<HTMLElement>('a.show-post-comment');

  it('the link is announced as a button; a click removes is-hidden from the content and the button goes', () => {
    bootUi(FIXTURE, features);
    expect(content().classList.contains('is-hidden')).toBe(true);
    expect(button()?.getAttribute('role')).toBe('button');
    expect(button()?.getAttribute('aria-expanded')).toBe('false');
    expect(button()?.getAttribute('aria-controls')).toBe(content().id);
    click(button());
    expect(content().classList.contains('is-hidden')).toBe(false);
    // jsdom has no animations: the button is removed at once (in a browser after its 400 ms fade).
    expect(button()).toBeNull();
  });

  it('opens on arrival for #respond, #comment-… and #comments', () => {
    for (const hash of ['#respond', '#comment-12', '#comment-404', '#comments']) {
      history.replaceState(null, '', `/${hash}`);
      bootUi(FIXTURE, features);
      expect(content().classList.contains('is-hidden'), hash).toBe(false);
      expect(button(), hash).toBeNull();
      resetPage();
    }
  });

  it('stays closed for other hashes and opens on hashchange', () => {
    history.replaceState(null, '', '/#top');
    bootUi(FIXTURE, features);
    expect(content().classList.contains('is-hidden')).toBe(true);
    history.replaceState(null, '', '/#comment-13');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(content().classList.contains('is-hidden')).toBe(false);
  });
});
