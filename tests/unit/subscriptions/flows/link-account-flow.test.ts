// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { carriesRedirectResult, createPopups } from '../../../../src/subscriptions/activities/popups';
import { linkAccountIndex } from '../../../../src/subscriptions/flows/link-account-flow';
import { recordingLogger } from '../../../support/test-context';

describe('the confirmation page’s account index', () => {
  it.each([
    [{ index: '2' }, '2'],
    [{ index: 'abc_1' }, 'abc_1'],
    [{}, '0'],
    [{ index: '' }, '0'],
    [{ index: '../../evil' }, '0'],
    [{ index: '123456789' }, '0'],
  ])('%j → %s', (response, index) => {
    expect(linkAccountIndex(response)).toBe(index);
  });
});

describe('a redirected result in the address', () => {
  it.each([
    ['#__WA_RES__=%7B%7D', true],
    ['#a=1&__WA_RES__=x', true],
    ['', false],
    ['#__WA__=request', false],
  ])('%s → %s', (hash, carries) => {
    expect(carriesRedirectResult(hash)).toBe(carries);
  });
});

describe('pop-ups', () => {
  it('hand a result the address brought back to the handler of its request id, and clean the address', async () => {
    const result = { requestId: 'swg-link', code: 'ok', data: { index: '1' }, origin: 'https://news.google.com' };
    window.location.hash = `#__WA_RES__=${encodeURIComponent(JSON.stringify(result))}`;
    const popups = createPopups(window, recordingLogger());
    const first = vi.fn();
    const second = vi.fn();
    popups.onResult('swg-link', first);
    popups.onResult('swg-link', second);
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    expect(second).not.toHaveBeenCalled();
    expect(window.location.hash).not.toContain('__WA_RES__');
  });
});
