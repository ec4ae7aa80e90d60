/**
 * Shared pieces of the subscriptions runtime tests: a page at any address (jsdom's own stays at
 * http://localhost:3000), the requests that reached the mock provider, and the runtime's services
 * built around a manual clock and a recording logger.
 */
import { mockServer } from '../../support/msw';
import { manualClock, recordingLogger, type ManualClock, type RecordingLogger } from '../../support/test-context';
import { safeStorage, type SafeStorage } from '../../../src/core/storage';
import { lazy } from '../../../src/core/lazy';
import { createCallbacks } from '../../../src/subscriptions/events/callbacks';
import { createEventBus, type ClientEvent } from '../../../src/subscriptions/events/event-bus';
import { createProviderApi } from '../../../src/subscriptions/api/provider-api';
import { parseProviderSettings } from '../../../src/subscriptions/api/provider-settings';
import { createSwgStorage, type SwgStorage } from '../../../src/subscriptions/storage/swg-storage';
import type { ClientServices } from '../../../src/subscriptions/flows/flow-client';
import { createSubscriptionsRuntime, type RuntimeDeps, type SubscriptionsRuntime } from '../../../src/subscriptions/runtime';
import type { SubscriptionsUi } from '../../../src/subscriptions/ui/ui';

/** A window whose address is `url` (search, hash, protocol), with jsdom's document and Web Crypto. */
export function pageWindow(url: string, secure = url.startsWith('https:') || new URL(url).hostname === 'localhost'): Window {
  return {
    location: new URL(url),
    document,
    crypto: window.crypto,
    isSecureContext: secure,
  } as unknown as Window;
}

export interface SeenRequest {
  method: string;
  url: URL;
  credentials: RequestCredentials;
  contentType: string | null;
  body: Promise<string>;
}

/** Every request msw sees from now on (until `stop`). */
export function recordRequests(): { requests: SeenRequest[]; stop: () => void } {
  const requests: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      credentials: request.credentials,
      contentType: request.headers.get('content-type'),
      body: copy.text(),
    });
  };
  mockServer.events.on('request:start', listener);
  return { requests, stop: () => mockServer.events.removeListener('request:start', listener) };
}

/** Requests to one provider path (after the API base), e.g. '/publication/magazin.example/article'. */
export const toPath = (requests: SeenRequest[], path: string, method = 'GET') =>
  requests.filter((request) => request.method === method && request.url.pathname === `/swg/_/api/v1${path}`);

export const ARTICLE_PATH = '/publication/magazin.example/article';

/** A Web Storage in memory, wrapped like the bundle's own. */
export function memoryStorage(log: RecordingLogger, label = 'memory'): SafeStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  } as unknown as Storage;
  return Object.assign(
    safeStorage(() => storage, log, label),
    { map },
  );
}

export interface TestServices extends ClientServices {
  log: RecordingLogger;
  clock: ManualClock;
  storage: SwgStorage;
  local: Map<string, string>;
  session: Map<string, string>;
  events: ClientEvent[];
  /** Toasts the client opened: their address parameters and arguments. */
  toasts: { params: Record<string, unknown>; args: Record<string, unknown> }[];
}

/** Dialogs and toasts that record what the client asked for instead of rendering. */
function recordingUi(toasts: TestServices['toasts']): SubscriptionsUi {
  return {
    dialogs: {
      openView: () => Promise.reject(new Error('no dialogs in unit tests of the client')),
      completeView: () => undefined,
      completeAll: () => undefined,
      dialog: () => null,
    },
    frameUrl: (path) => `https://news.google.com/swg/ui/v1${path}`,
    popups: {
      open: () => {
        throw new Error('no pop-ups in unit tests of the client');
      },
      onResult: () => undefined,
    },
    popupPane: { show: () => undefined, hide: () => undefined },
    paymentDialog: () => {
      throw new Error('no payment dialog in unit tests of the client');
    },
    toast(params, args = {}) {
      toasts.push({ params, args });
      return { shown: Promise.resolve(), close: () => Promise.resolve() };
    },
    buttons: {
      create: () => {
        throw new Error('no buttons in unit tests of the client');
      },
      attach: () => undefined,
      attachSmart: () => undefined,
      stop: () => undefined,
    },
    miniPrompt: () => null,
    stop: () => undefined,
  };
}

/** The runtime's services on a page at `url` (the real provider origin, answered by the mock). */
export function testServices(
  url = 'https://www.magazin.example/2024/05/02/hitzeschutz-staedte/',
  options: { secure?: boolean; timeoutMs?: number } = {},
): TestServices {
  const log = recordingLogger();
  const clock = manualClock(Date.now());
  const local = memoryStorage(log, 'localStorage');
  const session = memoryStorage(log, 'sessionStorage');
  const settings = parseProviderSettings(undefined, log);
  const bus = createEventBus(log);
  const events: ClientEvent[] = [];
  bus.onAny((event) => events.push(event));
  const toasts: TestServices['toasts'] = [];
  const win = options.secure === undefined ? pageWindow(url) : pageWindow(url, options.secure);
  return {
    win,
    log,
    clock,
    settings,
    storage: createSwgStorage(local, session),
    local: local.map,
    session: session.map,
    bus,
    events,
    api: createProviderApi({ apiBase: settings.apiBase, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) }),
    callbacks: createCallbacks(log),
    random: () => 0.5,
    toasts,
    ui: lazy(() => recordingUi(toasts)),
  };
}

/** Messages the recording logger got at `level`. */
export const logged = (log: RecordingLogger, level: 'info' | 'warn' | 'error') =>
  log.lines.filter((line) => line.level === level).map((line) => line.message);

/** Let queued microtasks and msw's macrotasks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The whole runtime on a page at `url`: in-memory storage, a manual clock, a recording logger unless one is given. */
export function testRuntime(
  url: string,
  deps: Partial<Omit<RuntimeDeps, 'log'>> & { log?: RecordingLogger } = {},
): { runtime: SubscriptionsRuntime; log: RecordingLogger } {
  const log = deps.log ?? recordingLogger();
  const runtime = createSubscriptionsRuntime({
    win: pageWindow(url),
    clock: manualClock(Date.now()),
    local: memoryStorage(log),
    session: memoryStorage(log),
    ...deps,
    log,
  });
  return { runtime, log };
}
