/** Port payloads: `{REQUEST: labelled array}` out, `{RESPONSE: labelled array}` in, anything else ignored. */
import { describe, expect, it } from 'vitest';
import { AnalyticsRequest } from '../../../../src/subscriptions/wire/analytics-messages';
import { SubscribeResponse, ToastCloseRequest } from '../../../../src/subscriptions/wire/api-messages';
import { readResponse, requestPayload, responseLabel } from '../../../../src/subscriptions/wire/port-messages';

describe('port messages', () => {
  it('sends a request as {REQUEST: the labelled array form}', () => {
    expect(requestPayload(ToastCloseRequest, { close: true })).toEqual({ REQUEST: ['ToastCloseRequest', true] });
    expect(requestPayload(AnalyticsRequest, { event: 1000 })).toEqual({ REQUEST: ['AnalyticsRequest', [], 1000, [], []] });
  });

  it('reads a RESPONSE of the message asked for', () => {
    expect(readResponse({ RESPONSE: ['SubscribeResponse', true] }, SubscribeResponse)).toEqual({ ok: true, value: { subscribe: true } });
    expect(responseLabel({ RESPONSE: ['SubscribeResponse', true] })).toBe('SubscribeResponse');
  });

  it('ignores what is not a message, or another one', () => {
    for (const payload of [
      undefined,
      null,
      'RESPONSE',
      { payload: 'unknown' },
      { RESPONSE: 'SubscribeResponse' },
      { RESPONSE: [] },
      { REQUEST: ['SubscribeResponse', true] },
    ]) {
      expect(readResponse(payload, SubscribeResponse)).toBeNull();
      expect(responseLabel(payload)).toBeNull();
    }
    expect(readResponse({ RESPONSE: ['ToastCloseRequest', true] }, SubscribeResponse)).toBeNull();
  });

  it('answers a malformed message of its label with an error, not a throw', () => {
    expect(readResponse({ RESPONSE: ['SubscribeResponse', 'yes'] }, SubscribeResponse)).toEqual({
      ok: false,
      error: 'SubscribeResponse.subscribe: expected a boolean, got a string',
    });
  });
});
