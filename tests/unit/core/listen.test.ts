// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { listen } from '../../../src/core/listen';

describe('listen', () => {
  it('adds every handler by event type and removes them all together', () => {
    const onClick = vi.fn();
    const onKeydown = vi.fn();
    const target = document.createElement('div');
    const unlisten = listen(target, { click: onClick, keydown: onKeydown });
    target.dispatchEvent(new MouseEvent('click'));
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onKeydown).toHaveBeenCalledTimes(1);
    unlisten();
    target.dispatchEvent(new MouseEvent('click'));
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onKeydown).toHaveBeenCalledTimes(1);
  });

  it('removes capture listeners with their capture flag', () => {
    const onFocusin = vi.fn();
    const unlisten = listen(document, { focusin: onFocusin }, true);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    unlisten();
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onFocusin).toHaveBeenCalledTimes(1);
  });
});
