/**
 * Types of the parts of `web-activities` 1.24 (the provider's frame and pop-up protocol, spec §9)
 * that the client and the harness use. The package ships plain JavaScript; these follow its
 * JSDoc. `activity-ports` is the page (client) side, `activity-hosts` the provider page's side.
 */
declare module 'web-activities/activity-ports' {
  export type ActivityMode = 'iframe' | 'popup' | 'redirect';
  export type ActivityResultCode = 'ok' | 'canceled' | 'failed';
  export const ActivityMode: { IFRAME: 'iframe'; POPUP: 'popup'; REDIRECT: 'redirect' };
  export const ActivityResultCode: { OK: 'ok'; CANCELED: 'canceled'; FAILED: 'failed' };

  export class ActivityResult {
    constructor(
      code: ActivityResultCode,
      data: unknown,
      mode: ActivityMode,
      origin: string,
      originVerified: boolean,
      secureChannel: boolean,
    );
    readonly code: ActivityResultCode;
    /** The host's data; null unless the code is ok. */
    readonly data: unknown;
    readonly mode: ActivityMode;
    readonly origin: string;
    readonly originVerified: boolean;
    readonly secureChannel: boolean;
    readonly ok: boolean;
    /** An Error with the host's text when the code is failed, else null. */
    readonly error: Error | null;
  }

  export interface ActivityOpenOptions {
    returnUrl?: string;
    skipRequestInUrl?: boolean;
    disableRedirectFallback?: boolean;
    width?: number;
    height?: number;
  }

  export interface ActivityPort {
    getMode(): ActivityMode;
    acceptResult(): Promise<ActivityResult>;
  }

  export class ActivityIframePort implements ActivityPort {
    constructor(iframe: HTMLIFrameElement, url: string, args?: unknown);
    getMode(): ActivityMode;
    /** Throws 'iframe must be in DOM' when the frame is not in the page; sets its src. */
    connect(): Promise<void>;
    disconnect(): void;
    acceptResult(): Promise<ActivityResult>;
    getTargetWin(): Window | null;
    message(payload: unknown): void;
    onMessage(callback: (payload: unknown) => void): void;
    whenReady(): Promise<void>;
    onResizeRequest(callback: (height: number) => void): void;
    resized(): void;
  }

  export class ActivityMessagingPort implements ActivityPort {
    getMode(): ActivityMode;
    acceptResult(): Promise<ActivityResult>;
    getTargetWin(): Window | null;
    message(payload: unknown): void;
    onMessage(callback: (payload: unknown) => void): void;
  }

  export class ActivityWindowPort extends ActivityMessagingPort {
    constructor(win: Window, requestId: string, url: string, target: string, args?: unknown, options?: ActivityOpenOptions);
    open(): Promise<void>;
    whenConnected(): Promise<void>;
    disconnect(): void;
  }

  export class ActivityPorts {
    constructor(win: Window);
    readonly version: string;
    openIframe(iframe: HTMLIFrameElement, url: string, args?: unknown): Promise<ActivityIframePort>;
    open(requestId: string, url: string, target: string, args?: unknown, options?: ActivityOpenOptions): { targetWin: Window | null };
    openWithMessaging(
      requestId: string,
      url: string,
      target: string,
      args?: unknown,
      options?: ActivityOpenOptions,
    ): Promise<ActivityMessagingPort>;
    onResult(requestId: string, callback: (port: ActivityPort) => void): void;
    onRedirectError(handler: (error: Error) => void): void;
  }
}

declare module 'web-activities/activity-hosts' {
  import type { ActivityMode } from 'web-activities/activity-ports';

  export interface ActivityHost {
    getMode(): ActivityMode;
    getRequestString(): string;
    getTargetOrigin(): string;
    isTargetOriginVerified(): boolean;
    isSecureChannel(): boolean;
    accept(): void;
    getArgs(): unknown;
    ready(): void;
    setSizeContainer(element: Element): void;
    onResizeComplete(callback: () => void): void;
    resized(): void;
    isMessagingSupported(): boolean;
    message(payload: unknown): void;
    onMessage(callback: (payload: unknown) => void): void;
    result(data: unknown): void;
    cancel(): void;
    failed(reason: unknown): void;
    disconnect(): void;
  }

  export class ActivityHosts {
    constructor(win: Window);
    readonly version: string;
    /** Picks the host by where the page runs: an iframe, a pop-up (window.opener) or a redirect. */
    connectHost(request?: unknown): Promise<ActivityHost>;
  }
}
