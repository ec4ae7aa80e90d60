// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLinks } from '../../../src/reader/share-links';
import { $, bootUi, click, resetPage } from './ui-support';

afterEach(resetPage);

const LINKS = `<a class="share-action share-facebook" href="https://www.facebook.com/sharer.php?u=x" target="_blank"><span>Facebook</span></a>
<a class="share-action share-email" href="mailto:?subject=x">E-Mail</a>
<a class="other" href="https://example.org/">Anders</a>`;

describe('share links', () => {
  it('open a centred 600x350 pop-up without an opener and keep the page', () => {
    const popup = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    bootUi(LINKS, [shareLinks]);
    const event = click($('.share-facebook span'));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(url).toBe('https://www.facebook.com/sharer.php?u=x');
    expect(target).toBe('_blank');
    expect(features).toMatch(/^width=600,height=350,left=-?\d+,top=-?\d+/);
    expect(popup.opener).toBeNull();
    expect(event.defaultPrevented).toBe(true);
  });

  it('follow the link when the pop-up is blocked', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bootUi(LINKS, [shareLinks]);
    const event = click($('.share-facebook'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('leave a click with %o to the browser', (init) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bootUi(LINKS, [shareLinks]);
    const event = click($('.share-facebook'), init);
    expect(open).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('leave mail links and other links alone', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bootUi(LINKS, [shareLinks]);
    click($('.share-email'));
    click($('.other'));
    expect(open).not.toHaveBeenCalled();
  });

  it('use one listener for the page, also for links added later', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bootUi(LINKS + LINKS, [shareLinks]);
    expect(add.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', '<a class="share-action" id="late" href="https://twitter.com/intent/tweet">X</a>');
    click($('#late'));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
