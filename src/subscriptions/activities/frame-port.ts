/**
 * A provider page in a frame, spoken to over Web Activities (spec §7 "Frame messaging"). The
 * library does the handshake, the result and the resize protocol; this layer adds what the
 * provider's client adds on top: messages are `{REQUEST: array}` out and `{RESPONSE: array}` in,
 * where the array starts with the message's label (wire/port-messages.ts), each label has at most
 * one listener, and a malformed message is logged, never thrown into the page.
 */
import type { ActivityIframePort, ActivityResult } from 'web-activities/activity-ports';
import type { Logger } from '../../core/log';
import type { Fields, Input, Message, Value } from '../wire/message';
import { AnalyticsRequest } from '../wire/analytics-messages';
import { readResponse, requestPayload, responseLabel } from '../wire/port-messages';
import { webActivities } from './web-activities';

export interface FramePort {
  /** Sets the frame's address and resolves once the page has accepted the connection. Throws 'iframe must be in DOM'. */
  connect(): Promise<void>;
  /** Resolves when the page says it is ready to be seen. */
  whenReady(): Promise<void>;
  /** The page asks for a height; call `resized()` once the frame has it. */
  onResizeRequest(callback: (height: number) => void): void;
  resized(): void;
  /** Sends `{REQUEST: [label, …]}`. */
  execute<F extends Fields>(message: Message<F>, value: Input<F>): void;
  /** Listens for `{RESPONSE: [label, …]}` of one message; one listener per label. Malformed ones are logged and dropped. */
  on<F extends Fields>(message: Message<F>, callback: (value: Value<F>) => void): void;
  /** The page's result: resolves for ok, rejects with an AbortError for canceled and an Error for failed. */
  acceptResult(): Promise<ActivityResult>;
  disconnect(): void;
}

/** A provider page's own analytics event (an impression, a click), as it reports it. */
export type ServerEvent = Value<typeof AnalyticsRequest extends Message<infer F> ? F : never>;

/**
 * Where every provider page's own analytics events go. The provider's client gives each port its
 * event manager, which logs them as the provider server's; the page's one client sets this once.
 */
let serverEvents: ((event: ServerEvent) => void) | null = null;
export function routeServerEvents(sink: ((event: ServerEvent) => void) | null): void {
  serverEvents = sink;
}

export function createFramePort(iframe: HTMLIFrameElement, url: string, args: unknown, log: Logger): FramePort {
  const port: ActivityIframePort = new (webActivities().ActivityIframePort)(iframe, url, args);
  const listeners = new Map<string, (payload: unknown) => void>();
  const reportedEvent = (payload: unknown) => {
    const read = readResponse(payload, AnalyticsRequest);
    if (read?.ok) serverEvents?.(read.value);
    else if (read) log.warn(`the provider page sent a malformed AnalyticsRequest: ${read.error}`);
  };
  return {
    async connect() {
      await port.connect();
      port.onMessage((payload) => {
        const label = responseLabel(payload);
        if (label === AnalyticsRequest().label) reportedEvent(payload);
        else if (label !== null) listeners.get(label)?.(payload);
      });
    },
    whenReady: () => port.whenReady(),
    onResizeRequest: (callback) => port.onResizeRequest(callback),
    resized: () => port.resized(),
    execute: (message, value) => port.message(requestPayload(message, value)),
    on(message, callback) {
      const label = message().label;
      // The provider's client's texts for the same two mistakes.
      if (typeof label !== 'string' || label === '') throw new Error('Invalid data type');
      if (listeners.has(label)) throw new Error(`Invalid type or duplicate callback for ${label}`);
      listeners.set(label, (payload) => {
        const read = readResponse(payload, message);
        if (read?.ok) callback(read.value);
        else if (read) log.warn(`the provider page sent a malformed ${label}: ${read.error}`);
      });
    },
    acceptResult: () => port.acceptResult(),
    disconnect: () => port.disconnect(),
  };
}

/**
 * The result's data once its channel is checked (spec §5 "Channel result check"): it must come
 * from `requireOrigin`, from a verified origin and over a secure channel where required, else
 * 'channel mismatch'. Cancel and failure reject as the port does.
 */
export async function acceptResultData(
  port: { acceptResult(): Promise<ActivityResult> },
  requireOrigin: string,
  requireOriginVerified: boolean,
  requireSecureChannel: boolean,
): Promise<unknown> {
  const result = await port.acceptResult();
  if (!channelMatches(result, requireOrigin, requireOriginVerified, requireSecureChannel)) throw new Error('channel mismatch');
  return result.data;
}

/** Pure: whether a result came through the channel a flow requires. */
export function channelMatches(
  result: Pick<ActivityResult, 'origin' | 'originVerified' | 'secureChannel'>,
  requireOrigin: string,
  requireOriginVerified: boolean,
  requireSecureChannel: boolean,
): boolean {
  return (
    result.origin === requireOrigin && (!requireOriginVerified || result.originVerified) && (!requireSecureChannel || result.secureChannel)
  );
}

/** Whether a rejection is the reader's cancel (the library's AbortError), not a failure. */
export function isCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
