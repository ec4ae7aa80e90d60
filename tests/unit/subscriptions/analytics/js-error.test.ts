// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { jsErrorUrl, reportingErrors } from '../../../../src/subscriptions/analytics/js-error';
import { recordingLogger } from '../../../support/test-context';

const ORIGIN = 'https://news.google.com';

describe('jsErrorUrl (spec magazine §7 "Error-reporting image request on client errors")', () => {
  it('names the error (led by the line’s words), the provider’s script, line 1 and the stack', () => {
    const error = new TypeError('x is not a function');
    error.stack = 'TypeError: x is not a function\n    at f (a.js:1:2)';
    const url = new URL(jsErrorUrl(ORIGIN, 'a listener of "analytics" failed', error));
    expect(url.origin + url.pathname).toBe('https://news.google.com/swg/_/SubscribewithgoogleClientUi/jserror');
    expect([...url.searchParams]).toEqual([
      ['error', 'TypeError: a listener of "analytics" failed: x is not a function'],
      ['script', 'https://news.google.com/swg/js/v1/swg.js'],
      ['line', '1'],
      ['trace', error.stack],
    ]);
    expect(url.search).not.toContain('+');
  });

  it('without an error object reports the words as an Error and no stack', () => {
    const url = new URL(jsErrorUrl(ORIGIN, 'no product', 'a string'));
    expect(url.searchParams.get('error')).toBe('Error: no product');
    expect(url.searchParams.get('trace')).toBe('');
  });
});

describe('reportingErrors', () => {
  it('logs as before and requests the report image for errors only', () => {
    const log = recordingLogger();
    const created: HTMLImageElement[] = [];
    const win = { document: { createElement: () => created[created.push(document.createElement('img')) - 1] } } as unknown as Window;
    const reporting = reportingErrors(log, win, ORIGIN);
    reporting.warn('just a warning');
    reporting.info('news');
    reporting.error('the standard buttons could not be set up', new Error('boom'));
    expect(log.lines.map((line) => line.level)).toEqual(['warn', 'info', 'error']);
    expect(created).toHaveLength(1);
    expect(new URL(created[0]?.src ?? '').searchParams.get('error')).toBe('Error: the standard buttons could not be set up: boom');
  });
});
