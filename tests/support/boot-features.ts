/**
 * Boots a set of features on the jsdom page the way the bundle does (context, attach registry),
 * with a recording logger. One boot runs at a time: a new boot stops the last one, so a test
 * that forgets to stop leaves no observers or timers behind for the next.
 */
import { createAttachRegistry, type Feature } from '../../src/core/attach';
import { createContext, disposeContext, type AppContext, type ContextOverrides } from '../../src/context';
import { recordingLogger, type RecordingLogger } from './test-context';

export interface BootedFeatures {
  ctx: AppContext;
  log: RecordingLogger;
  stop(): void;
}

interface BootOptions {
  /** Passed to createContext besides the recording logger (a manual clock, say). */
  overrides?: Omit<ContextOverrides, 'log'>;
  /** Swap services on the context before any feature mounts (hand-driven frames, a short ajax timeout). */
  adjust?: (ctx: AppContext) => AppContext;
  /** Extra clean-up after the registry and context are gone. */
  onStop?: () => void;
}

let running: BootedFeatures | undefined;

/** Mount `features` on the markup already in the document. */
export function bootFeatures(features: readonly Feature<AppContext>[], options: BootOptions = {}): BootedFeatures {
  running?.stop();
  const log = recordingLogger();
  const created = createContext(window, { ...options.overrides, log });
  const ctx = options.adjust ? options.adjust(created) : created;
  const registry = createAttachRegistry(document, features, ctx, log);
  registry.start();
  const booted: BootedFeatures = {
    ctx,
    log,
    stop() {
      registry.stop();
      disposeContext(ctx);
      options.onStop?.();
      if (running === booted) running = undefined;
    },
  };
  running = booted;
  return booted;
}

/** Stop the boot still running, if any. */
export function stopRunningBoot(): void {
  running?.stop();
}

/** Expire every cookie the page can see. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
