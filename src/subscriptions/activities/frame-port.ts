/**
 * A provider page in a frame, spoken to over Web Activities (spec §7 "Frame messaging"). The
 * library does the handshake, the result and the resize protocol; this layer adds what the
 * provider's client adds on top: messages are `{REQUEST: array}` out and `{RESPONSE: array}` in,
 * where the array starts with the message's label, and each label has at most one listener.
 */
import type { ActivityIframePort, ActivityResult } from 'web-activities/activity-ports';
import { webActivities } from './web-activities';

/** A message in its array form, led by its label (`['CompleteAudienceActionResponse', …]`). */
export type LabeledArray = readonly [string, ...unknown[]];

export interface FramePort {
  /** Sets the frame's address and resolves once the page has accepted the connection. Throws 'iframe must be in DOM'. */
  connect(): Promise<void>;
  /** Resolves when the page says it is ready to be seen. */
  whenReady(): Promise<void>;
  /** The page asks for a height; call `resized()` once the frame has it. */
  onResizeRequest(callback: (height: number) => void): void;
  resized(): void;
  /** Sends `{REQUEST: array}`. */
  execute(request: LabeledArray): void;
  /** Listens for `{RESPONSE: [label, …]}`; one listener per label. */
  on(label: string, callback: (response: LabeledArray) => void): void;
  /** The page's result: resolves for ok, rejects with an AbortError for canceled and an Error for failed. */
  acceptResult(): Promise<ActivityResult>;
  disconnect(): void;
}

/** Pure: the labelled array of a `{RESPONSE: array}` payload, or null for anything else. */
export function responseArray(payload: unknown): LabeledArray | null {
  if (payload === null || typeof payload !== 'object') return null;
  const response: unknown = (payload as Record<string, unknown>).RESPONSE;
  if (!Array.isArray(response) || typeof response[0] !== 'string' || response[0] === '') return null;
  return response as unknown as LabeledArray;
}

export function createFramePort(iframe: HTMLIFrameElement, url: string, args: unknown): FramePort {
  const port: ActivityIframePort = new (webActivities().ActivityIframePort)(iframe, url, args);
  const listeners = new Map<string, (response: LabeledArray) => void>();
  return {
    async connect() {
      await port.connect();
      port.onMessage((payload) => {
        const response = responseArray(payload);
        if (response) listeners.get(response[0])?.(response);
      });
    },
    whenReady: () => port.whenReady(),
    onResizeRequest: (callback) => port.onResizeRequest(callback),
    resized: () => port.resized(),
    execute: (request) => port.message({ REQUEST: request }),
    on(label, callback) {
      // The provider's client's texts for the same two mistakes.
      if (typeof label !== 'string' || label === '') throw new Error('Invalid data type');
      if (listeners.has(label)) throw new Error(`Invalid type or duplicate callback for ${label}`);
      listeners.set(label, callback);
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
  return result.origin === requireOrigin && (!requireOriginVerified || result.originVerified) && (!requireSecureChannel || result.secureChannel);
}

/** Whether a rejection is the reader's cancel (the library's AbortError), not a failure. */
export function isCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
