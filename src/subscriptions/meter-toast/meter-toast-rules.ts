/**
 * Pure rules of the meter toast (spec widget §2, §4 "Meter toast", §5, §9; whether a metering
 * entitlement's token asks for it is entitlements/metering.ts's): which provider page shows it and with which arguments, what
 * closes it, and when the window counts as a phone (the body is locked instead of closing on scroll).
 */
import { frameArgs } from '../activities/frame-url';
import { ANONYMOUS_USER_ATTRIBUTE, METERED_BY_PROVIDER, type MeterToastSettings } from '../entitlements/metering';

/** Spec §9 "Meter toast": a scroll of more than this closes it … */
export const METER_TOAST_SCROLL_THRESHOLD_PX = 100;
/** … measured once the scrolling has paused this long. */
export const METER_TOAST_SCROLL_DEBOUNCE_MS = 100;
/** Spec §4: each of these anywhere on the page closes the toast (the toast's own frame keeps its events). */
export const METER_TOAST_CLOSE_EVENTS = ['click', 'touchstart', 'mousedown'] as const;

/** The provider's client's phone media query: `(max-width: 640px), (max-height: 640px)`. */
export function isPhoneViewport(viewport: { width: number; height: number }): boolean {
  return viewport.width <= 640 || viewport.height <= 640;
}

/** Whether the page has scrolled far enough from where it was when the toast opened. */
export function scrollCloses(startY: number, currentY: number): boolean {
  return Math.abs(currentY - startY) > METER_TOAST_SCROLL_THRESHOLD_PX;
}

/** Spec §2: `/meteriframe` when the provider meters, `/metertoastiframe` otherwise. */
export function meterToastPath(settings: MeterToastSettings): string {
  return settings.clientType === METERED_BY_PROVIDER ? '/meteriframe' : '/metertoastiframe';
}

/** The page's arguments, as the provider's client sends them; `meterType` only when the provider meters. */
export function meterToastArgs(
  settings: MeterToastSettings,
  page: { publicationId: string; productId: string | null; hasSubscriptionCallback: boolean },
) {
  return frameArgs({
    publicationId: page.publicationId,
    productId: page.productId,
    supportsEventManager: true,
    isClosable: true,
    hasSubscriptionCallback: page.hasSubscriptionCallback,
    ...(settings.clientType === METERED_BY_PROVIDER
      ? { meterType: settings.clientUserAttribute === ANONYMOUS_USER_ATTRIBUTE ? 'UNKNOWN' : 'KNOWN' }
      : {}),
  });
}

/** Spec §5: the meter flow started before the publisher set the native subscribe callback (setOnNativeSubscribeRequest). */
export const NO_SUBSCRIBE_CALLBACK_WARNING =
  'setOnNativeSubscribeRequest has not been set before starting the metering flow, so readers cannot subscribe from the meter toast directly; set it before metering starts.';
