import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../../../support/test-context';
import { createEventBus, type ClientEvent } from '../../../../src/subscriptions/events/event-bus';

describe('event bus', () => {
  it('delivers an event to the listeners of its type, in subscription order, and to onAny', () => {
    const bus = createEventBus(recordingLogger());
    const heard: string[] = [];
    bus.on('user-token', ({ token }) => heard.push(`a:${token}`));
    bus.onAny((event) => heard.push(`any:${event.type}`));
    bus.on('user-token', ({ token }) => heard.push(`b:${token}`));
    bus.on('entitlements-failed', () => heard.push('wrong type'));
    bus.emit('user-token', { token: 'sut-1' });
    expect(heard).toEqual(['a:sut-1', 'any:user-token', 'b:sut-1']);
  });

  it('stops delivering after unsubscribe, also when a listener unsubscribes during delivery', () => {
    const bus = createEventBus(recordingLogger());
    const heard: string[] = [];
    const stopSelf = bus.on('flow-started', () => {
      heard.push('once');
      stopSelf();
    });
    bus.on('flow-started', ({ flow }) => heard.push(flow));
    bus.emit('flow-started', { flow: 'showOffers', data: {} });
    bus.emit('flow-started', { flow: 'subscribe', data: {} });
    expect(heard).toEqual(['once', 'showOffers', 'subscribe']);
  });

  it('logs a listener that throws and still tells the others', () => {
    const log = recordingLogger();
    const bus = createEventBus(log);
    const heard: ClientEvent[] = [];
    bus.on('entitlements-failed', () => {
      throw new Error('publisher bug');
    });
    bus.onAny((event) => heard.push(event));
    bus.emit('entitlements-failed', { reason: 'HTTP 500' });
    expect(heard).toEqual([{ type: 'entitlements-failed', payload: { reason: 'HTTP 500' } }]);
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error', message: 'a listener of "entitlements-failed" failed' })]);
  });

  it('forgets every listener on clear', () => {
    const bus = createEventBus(recordingLogger());
    let count = 0;
    bus.onAny(() => count++);
    bus.clear();
    bus.emit('user-token', { token: 'x' });
    expect(count).toBe(0);
  });
});
