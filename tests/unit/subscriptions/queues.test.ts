// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordingLogger } from '../../support/test-context';
import { installQueue, type PublisherQueue } from '../../../src/subscriptions/queues';
import { settle } from './runtime-support';

type Globals = Window & { SWG?: unknown; SWG_BASIC?: unknown };
const globals = window as Globals;

afterEach(() => {
  delete globals.SWG;
  delete globals.SWG_BASIC;
});

describe('publisher queues', () => {
  it('calls back the pushes made before it was installed, in order, then later ones', async () => {
    const heard: string[] = [];
    globals.SWG_BASIC = [(api: string) => heard.push(`1:${api}`), (api: string) => heard.push(`2:${api}`)];
    const handle = installQueue(window, 'SWG_BASIC', () => 'client', recordingLogger());
    expect(handle).not.toBeNull();
    expect(heard).toEqual([]);
    (globals.SWG_BASIC as PublisherQueue).push((api: string) => heard.push(`3:${api}`));
    await settle();
    expect(heard).toEqual(['1:client', '2:client', '3:client']);
  });

  it('installs even when the page has not printed the queue yet (async page code pushes later)', async () => {
    let asked = 0;
    installQueue(window, 'SWG', () => (asked++, 'client'), recordingLogger());
    // Nothing is built for a page that never pushes.
    expect(asked).toBe(0);
    const heard: unknown[] = [];
    (globals.SWG as PublisherQueue).push((api: unknown) => heard.push(api));
    // The page's own idiom keeps working.
    ((globals.SWG as PublisherQueue | undefined) ?? []).push((api: unknown) => heard.push(api));
    await settle();
    expect(heard).toEqual(['client', 'client']);
  });

  it('runs pushes made from inside a callback after the ones already waiting', async () => {
    const heard: string[] = [];
    installQueue(window, 'SWG', () => 'api', recordingLogger());
    const queue = globals.SWG as PublisherQueue;
    queue.push(
      () => {
        heard.push('a');
        queue.push(() => heard.push('c'));
      },
      () => heard.push('b'),
    );
    await settle();
    expect(heard).toEqual(['a', 'b', 'c']);
  });

  it('logs a callback that throws or rejects, or is no function, and goes on', async () => {
    const log = recordingLogger();
    const heard: string[] = [];
    globals.SWG = [
      () => {
        throw new Error('publisher bug');
      },
      'not a function',
      async () => {
        throw new Error('async bug');
      },
      () => heard.push('still called'),
    ];
    installQueue(window, 'SWG', () => 'api', log);
    await settle();
    expect(heard).toEqual(['still called']);
    expect(log.lines.map((line) => `${line.level}: ${line.message}`)).toEqual([
      'error: a SWG callback failed',
      'warn: SWG.push expects a function; got string',
      'error: a SWG callback failed',
    ]);
  });

  it('logs when the client cannot be built and calls nothing', async () => {
    const log = recordingLogger();
    const heard: string[] = [];
    globals.SWG = [() => heard.push('x')];
    installQueue(
      window,
      'SWG',
      () => {
        throw new Error('no client');
      },
      log,
    );
    await settle();
    expect(heard).toEqual([]);
    expect(log.lines[0]?.message).toBe('the subscriptions client could not be built');
  });

  it('leaves a queue alone that another script already took', () => {
    const log = recordingLogger();
    const theirs = { push: () => undefined };
    globals.SWG = theirs;
    expect(installQueue(window, 'SWG', () => 'api', log)).toBeNull();
    expect(globals.SWG).toBe(theirs);
    expect(log.lines[0]).toMatchObject({
      level: 'warn',
      message: "SWG is already taken by another script (the provider's own client?); this bundle leaves it alone",
    });
  });

  it('uninstall gives the page an array back and calls nothing more', async () => {
    const heard: string[] = [];
    const handle = installQueue(window, 'SWG', () => 'api', recordingLogger());
    const queue = globals.SWG as PublisherQueue;
    handle?.uninstall();
    queue.push(() => heard.push('late'));
    await settle();
    expect(heard).toEqual([]);
    expect(Array.isArray(globals.SWG)).toBe(true);
  });
});
