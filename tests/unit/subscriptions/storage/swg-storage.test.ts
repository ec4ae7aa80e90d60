// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../../../support/test-context';
import { safeStorage, type SafeStorage } from '../../../../src/core/storage';
import { createSwgStorage, STORAGE_KEYS } from '../../../../src/subscriptions/storage/swg-storage';
import { memoryStorage } from '../runtime-support';

describe('swg storage', () => {
  it('uses the provider’s key names', () => {
    expect(STORAGE_KEYS).toEqual({
      entitlements: 'subscribe.google.com:ents',
      userToken: 'subscribe.google.com:USER_TOKEN',
      timestamps: 'subscribe.google.com:tsp',
      ppsTaxonomies: 'subscribe.google.com:ppstaxonomies',
      lastInteraction: 'subscribe.google.com:ltl',
      toast: 'subscribe.google.com:toast',
    });
  });

  it('keeps the unlock toast bit in session storage, as the provider’s client does', () => {
    const log = recordingLogger();
    const local = memoryStorage(log);
    const session = memoryStorage(log);
    const storage = createSwgStorage(local, session);
    expect(storage.toastShown()).toBe(false);
    storage.setToastShown(true);
    expect(session.map.get('subscribe.google.com:toast')).toBe('1');
    expect(local.map.size).toBe(0);
    expect(storage.toastShown()).toBe(true);
    storage.setToastShown(false);
    expect(session.map.get('subscribe.google.com:toast')).toBe('0');
    expect(storage.toastShown()).toBe(false);
  });

  it('reads and writes the token, the cache and the last interaction in local storage', () => {
    const log = recordingLogger();
    const local = memoryStorage(log);
    const storage = createSwgStorage(local, memoryStorage(log));
    storage.setUserToken('sut-1');
    storage.setCachedEntitlements('a.b.c');
    storage.setLastInteraction(1_700_000_000_123.7);
    expect(Object.fromEntries(local.map)).toEqual({
      'subscribe.google.com:USER_TOKEN': 'sut-1',
      'subscribe.google.com:ents': 'a.b.c',
      'subscribe.google.com:ltl': '1700000000123',
    });
    expect([storage.userToken(), storage.cachedEntitlements(), storage.lastInteraction()]).toEqual(['sut-1', 'a.b.c', 1_700_000_000_123]);
    storage.removeUserToken();
    storage.removeCachedEntitlements();
    expect([storage.userToken(), storage.cachedEntitlements()]).toEqual([null, null]);
  });

  it('keeps the prompt timestamps as text, unreadable JSON included, for the prompt rules to judge', () => {
    const log = recordingLogger();
    const local = memoryStorage(log);
    const storage = createSwgStorage(local, memoryStorage(log));
    expect(storage.timestampsText()).toBeNull();
    storage.setTimestampsText('{"TYPE_CONTRIBUTION":{"impressions":[1],"dismissals":[],"completions":[]}}');
    expect(Object.fromEntries(local.map)).toEqual({
      'subscribe.google.com:tsp': '{"TYPE_CONTRIBUTION":{"impressions":[1],"dismissals":[],"completions":[]}}',
    });
    local.map.set('subscribe.google.com:tsp', '{"broken":');
    expect(storage.timestampsText()).toBe('{"broken":');
    local.map.set('subscribe.google.com:tsp', '');
    expect(storage.timestampsText()).toBeNull();
  });

  it.each(['', 'soon', '-5', '0'])('reads a last interaction of %j as none', (value) => {
    const log = recordingLogger();
    const local = memoryStorage(log);
    local.map.set('subscribe.google.com:ltl', value);
    expect(createSwgStorage(local, memoryStorage(log)).lastInteraction()).toBeNull();
  });

  it('reads empty strings as absent', () => {
    const log = recordingLogger();
    const local = memoryStorage(log);
    local.map.set('subscribe.google.com:USER_TOKEN', '');
    expect(createSwgStorage(local, memoryStorage(log)).userToken()).toBeNull();
  });

  it('guards JSON both ways', () => {
    const log = recordingLogger();
    const local = memoryStorage(log);
    const storage = createSwgStorage(local, memoryStorage(log));
    local.map.set('subscribe.google.com:tsp', '{"broken":');
    expect(storage.readJson('subscribe.google.com:tsp')).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(storage.writeJson('subscribe.google.com:tsp', cyclic)).toBe(false);
    expect(storage.writeJson('subscribe.google.com:tsp', 10n)).toBe(false);
    expect(storage.writeJson('subscribe.google.com:tsp', undefined)).toBe(false);
    expect(storage.writeJson('subscribe.google.com:tsp', { a: [1] })).toBe(true);
    expect(storage.readJson('subscribe.google.com:tsp')).toEqual({ a: [1] });
  });

  it('never throws when the browser storage throws (private mode, quota)', () => {
    const log = recordingLogger();
    const broken = safeStorage(
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      log,
      'localStorage',
    );
    const storage = createSwgStorage(broken, broken);
    expect(() => {
      storage.setUserToken('x');
      storage.setCachedEntitlements('x');
      storage.setLastInteraction(1);
      storage.setTimestampsText('{}');
      storage.removeUserToken();
      storage.writeJson('k', {});
    }).not.toThrow();
    expect([
      storage.userToken(),
      storage.cachedEntitlements(),
      storage.lastInteraction(),
      storage.timestampsText(),
      storage.readJson('k'),
    ]).toEqual([null, null, null, null, null]);
  });

  it('never throws even when handed a store that throws itself', () => {
    const throwing: SafeStorage = {
      get: () => {
        throw new Error('boom');
      },
      set: () => {
        throw new Error('boom');
      },
      remove: () => {
        throw new Error('boom');
      },
    };
    const storage = createSwgStorage(throwing, throwing);
    expect(storage.userToken()).toBeNull();
    expect(() => storage.setUserToken('x')).not.toThrow();
    expect(() => storage.removeCachedEntitlements()).not.toThrow();
    expect(storage.writeJson('k', 1)).toBe(false);
    expect(storage.session.get('k')).toBeNull();
  });
});
