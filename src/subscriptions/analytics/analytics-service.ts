/**
 * The provider's hidden analytics service frame (spec widget §7 "analytics events go to the
 * service frame and result messages come back", §8), as the provider's client runs it: events are
 * kept until the client is ready for logging (its first entitlements have arrived, or the
 * publisher initialised it by hand), then the frame opens (whether or not anything waits) with the
 * provider's default arguments, and the kept events follow in order, each with the time it
 * happened. A page without subscriptions never loads it. `loggingPromise` lets a flow that is
 * about to leave the page wait for them, never for long.
 */
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import { createFramePort, type FramePort } from '../activities/frame-port';
import { CLIENT_NAME, frameUrl } from '../activities/frame-url';
import type { AnalyticsPayload, EventBus } from '../events/event-bus';
import type { PageConfig } from '../model/types';
import { AnalyticsContext, AnalyticsRequest, FinishedLoggingResponse } from '../wire/analytics-messages';
import { timestampOf } from '../wire/api-messages';
import { EventOriginator } from '../wire/enums';
import { toArray, type InputOf } from '../wire/message';
import {
  analyticsContext,
  goesToFrame,
  loadEventStartDelay,
  readerContext,
  swgTransactionId,
  type ReaderContext,
} from './analytics-context';
import { pushToTags } from './google-analytics';

/** Spec widget §8: A timeout reports "AnalyticsService timed out waiting for a response". */
export const TIMEOUT_ERROR = 'AnalyticsService timed out waiting for a response';
/** Spec widget §8: "waiting 200ms after an earlier error and 500ms otherwise". */
export const FIRST_WAIT_MS = 500;
export const LATER_WAIT_MS = 200;

/** The client's services the service needs (ClientServices fits). */
export interface AnalyticsServiceDeps {
  win: Window;
  log: Logger;
  clock: Clock;
  settings: { frameBase: string };
  random: () => number;
}

/** How far the frame got with what it was sent; `loggingPromise` waits on it. */
interface LoggingState {
  /** Events sent and not yet answered. */
  unfinished: number;
  /** The frame never connected: nothing will be answered. */
  broken: boolean;
  /** An answer (or the connection's failure) has come before. */
  answered: boolean;
  /** Told of every answer while someone waits. */
  wake?: ((complete: boolean) => void) | null;
  waiting?: Promise<boolean> | null;
}

export interface AnalyticsService {
  log(event: AnalyticsPayload): void;
  readonly state: LoggingState;
}

/**
 * `labels`: the experiments in force, and `reader`: the reader's sku and readiness to pay, read for
 * each event; `createdAt`: when the client was made (ms).
 */
export function createAnalyticsService(
  deps: AnalyticsServiceDeps,
  pageConfig: PageConfig,
  labels: () => string[],
  reader: () => ReaderContext,
  createdAt: number,
): AnalyticsService {
  const { win, log, clock } = deps;
  const context = analyticsContext(win, pageConfig, swgTransactionId(clock.now(), deps.random), createdAt);
  const contextNow = (): InputOf<typeof AnalyticsContext> => ({
    ...context,
    ...reader(),
    label: labels(),
    loadEventStartDelay: loadEventStartDelay(win),
  });
  const state: LoggingState = { unfinished: 0, broken: false, answered: false };

  const finished = (complete: boolean, error: string | null) => {
    if (!complete) log.warn(`Error when logging: ${error}`);
    state.unfinished--;
    state.answered = true;
    state.wake?.(complete);
  };

  const iframe = win.document.createElement('iframe');
  iframe.title = 'Analysedienst';
  // No border: the theme sizes every box border-box, so a bordered 1 px frame would grow to 4 px.
  iframe.style.cssText = 'opacity:0;position:absolute;top:-10px;left:-10px;width:1px;height:1px;border:0';
  win.document.body.append(iframe);
  const { publicationId, productId } = pageConfig;
  // The provider's default arguments of a frame, the context as it stands when the frame opens first.
  const args = {
    analyticsContext: toArray(AnalyticsContext, contextNow()),
    publicationId,
    productId,
    _client: CLIENT_NAME,
    supportsEventManager: true,
  };
  const port: FramePort = createFramePort(
    iframe,
    frameUrl(deps.settings.frameBase, '/serviceiframe', { publicationId }, clock.now()),
    args,
    log,
  );
  const ready = (async () => {
    try {
      await port.connect();
      port.on(FinishedLoggingResponse, ({ complete, error }) => finished(!!complete, error));
      // A page that fails before it is ready will never log: as good as no connection.
      await Promise.race([port.whenReady(), port.acceptResult()]);
      return port;
    } catch (reason) {
      state.broken = true;
      finished(false, `Could not connect [${String(reason)}]`);
      return null;
    }
  })();

  return {
    state,
    log(event) {
      state.unfinished++;
      const originator = event.originator ?? 'SWG_CLIENT';
      const request: InputOf<typeof AnalyticsRequest> = {
        context: { ...contextNow(), clientTimestamp: timestampOf(event.at ?? clock.now()) },
        event: event.eventType,
        meta: {
          eventOriginator: EventOriginator[originator],
          isFromUserAction: !!event.isFromUserAction,
          configurationId: event.configurationId || null,
        },
        // The publisher's own parameters may hold anything: the provider's client does not pass them on either.
        params: originator === 'PUBLISHER_CLIENT' ? null : (event.params ?? null),
      };
      void ready.then((open) => open?.execute(AnalyticsRequest, request));
    },
  };
}

/**
 * The provider's getLoggingPromise, for a flow about to leave the page: resolves true at once when
 * nothing is open or the frame never connected, else once every open event is answered (with the
 * last answer's success), or false after the wait of spec widget §8 with its text. A standalone
 * function, so the bundle carries it only once a flow waits. A timed-out event stays open: its
 * answer may still come.
 */
export function loggingPromise({ state }: AnalyticsService, clock: Clock, log: Logger): Promise<boolean> {
  if (state.unfinished <= 0 || state.broken) return Promise.resolve(true);
  state.waiting ??= new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => {
      stopTimer();
      state.wake = state.waiting = null;
      resolve(ok);
    };
    const stopTimer = clock.after(state.answered ? LATER_WAIT_MS : FIRST_WAIT_MS, () => {
      log.warn(`Error when logging: ${TIMEOUT_ERROR}`);
      done(false);
    });
    state.wake = (complete) => {
      if (state.unfinished <= 0 || state.broken) done(complete);
    };
  });
  return state.waiting;
}

export interface AnalyticsWatch {
  stop(): void;
  /** The publisher initialised the client by hand: ready for logging at once (else the first entitlements make it so). */
  startLogging(): void;
  /** What the service frame was sent is logged (or given up on after the wait of spec widget §8): a flow about to leave the page waits for it. */
  logged(): Promise<boolean>;
}

/**
 * The client's analytics on a configured page: every bus event goes to the page's tags at once;
 * those the service frame should hear wait until the client is ready for logging; the other client
 * events keep the reader's part of the context.
 */
export function watchAnalytics(
  deps: AnalyticsServiceDeps & { bus: EventBus },
  pageConfig: PageConfig,
  labels: () => string[],
  enableSwgAnalytics: () => boolean,
): AnalyticsWatch {
  const createdAt = deps.clock.now();
  let service: AnalyticsService | null = null;
  let reader: ReaderContext = {};
  const waiting: AnalyticsPayload[] = [];
  const startLogging = () => {
    if (service) return;
    service = createAnalyticsService(deps, pageConfig, labels, () => reader, createdAt);
    for (const event of waiting.splice(0)) service.log(event);
  };
  const stop = deps.bus.onAny((event) => {
    reader = readerContext(reader, event);
    if (event.type === 'entitlements') startLogging();
    if (event.type !== 'analytics') return;
    pushToTags(deps.win, event.payload);
    if (!goesToFrame(event.payload, enableSwgAnalytics())) return;
    if (service) service.log(event.payload);
    else waiting.push({ ...event.payload, at: event.payload.at ?? deps.clock.now() });
  });
  return { stop, startLogging, logged: () => (service ? loggingPromise(service, deps.clock, deps.log) : Promise.resolve(true)) };
}
