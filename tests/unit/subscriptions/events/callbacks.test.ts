import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../../../support/test-context';
import { createCallbacks, DUPLICATE_CALLBACK_WARNING } from '../../../../src/subscriptions/events/callbacks';
import { settle } from '../runtime-support';

describe('publisher callbacks', () => {
  it('calls the callback in a microtask, not during trigger', async () => {
    const callbacks = createCallbacks(recordingLogger());
    const heard: unknown[] = [];
    callbacks.set('loginRequest', (data: unknown) => heard.push(data), 'setOnLoginRequest');
    expect(callbacks.trigger('loginRequest', { linkRequested: false })).toBe(true);
    expect(heard).toEqual([]);
    await settle();
    expect(heard).toEqual([{ linkRequested: false }]);
  });

  it('keeps a result that came first and hands it to the callback set later, once', async () => {
    const callbacks = createCallbacks(recordingLogger());
    expect(callbacks.trigger('entitlements', 'result')).toBe(false);
    const first: unknown[] = [];
    callbacks.set('entitlements', (data: unknown) => first.push(data), 'setOnEntitlementsResponse');
    await settle();
    expect(first).toEqual(['result']);
    const second: unknown[] = [];
    callbacks.set('entitlements', (data: unknown) => second.push(data), 'setOnEntitlementsResponse');
    await settle();
    expect(second).toEqual([]);
  });

  it('warns when a second callback replaces the first (spec widget §8)', async () => {
    const log = recordingLogger();
    const callbacks = createCallbacks(log);
    const heard: string[] = [];
    callbacks.set('flowStarted', () => heard.push('first'), 'setOnFlowStarted');
    callbacks.set('flowStarted', () => heard.push('second'), 'setOnFlowStarted');
    callbacks.trigger('flowStarted', {});
    await settle();
    expect(heard).toEqual(['second']);
    expect(log.lines).toEqual([expect.objectContaining({ level: 'warn', message: DUPLICATE_CALLBACK_WARNING })]);
    expect(DUPLICATE_CALLBACK_WARNING).toBe('You have registered multiple callbacks for the same response.');
  });

  it.each([undefined, null, 'function', {}])('throws for a callback that is not a function (%j)', (value) => {
    const callbacks = createCallbacks(recordingLogger());
    expect(() => callbacks.set('paymentResponse', value, 'setOnPaymentResponse')).toThrow(
      new Error('setOnPaymentResponse expects a function'),
    );
    expect(callbacks.has('paymentResponse')).toBe(false);
  });

  it('logs a callback that throws', async () => {
    const log = recordingLogger();
    const callbacks = createCallbacks(log);
    callbacks.set(
      'flowCanceled',
      () => {
        throw new Error('publisher bug');
      },
      'setOnFlowCanceled',
    );
    callbacks.trigger('flowCanceled', {});
    await settle();
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error', message: "the publisher's flowCanceled callback failed" })]);
  });

  it('forget drops a kept result', async () => {
    const callbacks = createCallbacks(recordingLogger());
    callbacks.trigger('linkProgress', true);
    callbacks.forget('linkProgress');
    const heard: unknown[] = [];
    callbacks.set('linkProgress', (data: unknown) => heard.push(data), 'setOnLinkProgress');
    await settle();
    expect(heard).toEqual([]);
  });
});
