/**
 * The meter toast (spec widget §4 "Meter toast"): when a metering entitlement's token asks for it,
 * consuming the meter first shows the provider's meter page at the bottom of the window, in the
 * one dialog without dimming the page. A click, touch or mouse press anywhere on the page, or a
 * scroll of more than 100px (on a phone the page is locked instead), closes it: the page is told
 * (ToastCloseRequest) and the consume callback runs, once, whatever closed the toast. Subscribing
 * from the toast hands over to the publisher's callback instead, and then no meter is used.
 */
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/log';
import { strings } from '../../core/strings';
import type { FramePort } from '../activities/frame-port';
import type { Callbacks } from '../events/callbacks';
import { createFrameView } from '../dialogs/frame-view';
import type { EventBus } from '../events/event-bus';
import type { PageConfig } from '../model/types';
import type { SubscriptionsUi } from '../ui/ui';
import { AlreadySubscribedResponse, ToastCloseRequest, ViewSubscriptionsResponse } from '../wire/api-messages';
import {
  METER_TOAST_CLOSE_EVENTS,
  METER_TOAST_SCROLL_DEBOUNCE_MS,
  NO_SUBSCRIBE_CALLBACK_WARNING,
  isPhoneViewport,
  meterToastArgs,
  meterToastPath,
  scrollCloses,
} from './meter-toast-rules';
import type { MeterToastSettings } from '../entitlements/metering';
import { ACTION_METER_TOAST_CLOSED_BY_ARTICLE_INTERACTION, EVENT_OFFERED_METER, IMPRESSION_METER_TOAST } from '../wire/analytics-event';

export interface MeterToastEnv {
  win: Window;
  clock: Clock;
  log: Logger;
  callbacks: Callbacks;
  bus: Pick<EventBus, 'emit'>;
  /** The provider's offers, when the publisher set no callback to take the reader to subscribe. */
  showOffers(): void;
}

/** The toast's page as the rules below see it (a dialog view in the page, a fake in tests). */
export interface MeterToastView {
  /** Resolves once the page is ready; rejects when it could not be shown. */
  readonly opened: Promise<void>;
  port(): Promise<Pick<FramePort, 'on' | 'execute'>>;
  /** Rejects when the page cancels (its own close button, our close request) or the reader dismisses it. */
  acceptResult(): Promise<unknown>;
  /** Take the toast off the page. */
  complete(): void;
}

/** Wire the toast's closing and messages; `onConsume` runs at most once. */
export function runMeterToast(env: MeterToastEnv, view: MeterToastView, phone: boolean, onConsume: () => void): void {
  const { win, clock, log, callbacks } = env;
  const stops: Array<() => void> = [];
  let handled = false;
  const stopListening = () => {
    for (const stop of stops.splice(0)) stop();
  };
  const consumeOnce = () => {
    stopListening();
    if (handled) return;
    handled = true;
    onConsume();
  };
  const close = () => {
    env.bus.emit('analytics', { eventType: ACTION_METER_TOAST_CLOSED_BY_ARTICLE_INTERACTION, isFromUserAction: true });
    consumeOnce();
    void view.port().then((port) => port.execute(ToastCloseRequest, { close: true }));
    view.complete();
  };
  const listen = (type: string, listener: () => void) => {
    win.addEventListener(type, listener, { passive: true });
    stops.push(() => win.removeEventListener(type, listener));
  };

  if (!callbacks.has('subscribeRequest') && !callbacks.has('offersFlowRequest')) log.warn(NO_SUBSCRIBE_CALLBACK_WARNING);
  env.bus.emit('flow-started', { flow: 'showMeterToast', data: {} });

  void view.port().then((port) => {
    port.on(ViewSubscriptionsResponse, ({ native }) => {
      const flow =
        native && callbacks.has('subscribeRequest') ? 'subscribeRequest' : callbacks.has('offersFlowRequest') ? 'offersFlowRequest' : null;
      // A reader on the way to subscribing has not used a free article.
      handled = true;
      stopListening();
      if (flow) callbacks.trigger(flow, true);
      else env.showOffers();
    });
    port.on(AlreadySubscribedResponse, ({ subscriberOrMember }) => {
      if (subscriberOrMember) callbacks.trigger('loginRequest', { linkRequested: false });
    });
  });
  // However the page goes away (cancelled, dismissed, broken), the reader may read on.
  view.acceptResult().catch(consumeOnce);
  view.opened.then(
    () => {
      if (handled) return;
      for (const type of METER_TOAST_CLOSE_EVENTS) listen(type, close);
      // Shown: logged as the provider's client logs it, the toast and the meter it offers.
      for (const eventType of [IMPRESSION_METER_TOAST, EVENT_OFFERED_METER])
        env.bus.emit('analytics', { eventType, isFromUserAction: null });
      if (phone) return;
      const startY = win.scrollY;
      let cancel = () => undefined as void;
      listen('scroll', () => {
        cancel();
        cancel = clock.after(METER_TOAST_SCROLL_DEBOUNCE_MS, () => {
          if (scrollCloses(startY, win.scrollY)) close();
        });
      });
      stops.push(() => cancel());
    },
    (caught: unknown) => {
      log.warn('the meter toast could not be shown', caught);
      consumeOnce();
      view.complete();
    },
  );
}

export interface MeterToastDeps extends MeterToastEnv {
  ui: SubscriptionsUi;
  pageConfig: PageConfig;
}

/** Open the toast in the dialog; resolves once it is shown (or failed, which consumes at once). */
export function showMeterToast(deps: MeterToastDeps, settings: MeterToastSettings, onConsume: () => void): Promise<void> {
  const { win, ui, log, pageConfig } = deps;
  const phone = isPhoneViewport({ width: win.innerWidth, height: win.innerHeight });
  const url = ui.frameUrl(meterToastPath(settings), { origin: win.location.origin });
  const args = meterToastArgs(settings, { ...pageConfig, hasSubscriptionCallback: deps.callbacks.has('subscribeRequest') });
  const title = strings.subscriptions.dialogTitle;
  const frameView = createFrameView(win.document, url, args, title, log);
  // On a phone the page behind is locked (swiping on the toast must not scroll it); elsewhere a scroll closes it.
  const opened = ui.dialogs.openView(frameView, { title, closable: true, fadeBody: false, disableBodyScroll: phone });
  runMeterToast(
    deps,
    { opened, port: frameView.port, acceptResult: frameView.acceptResult, complete: () => ui.dialogs.completeView(frameView) },
    phone,
    onConsume,
  );
  return opened.catch(() => undefined);
}
