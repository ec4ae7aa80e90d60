/** Fake ad libraries shaped like the real ones, as far as the client uses them (GPT's command queue and pubads events; AdSense's google_acr). */

export type Listener = (event: Record<string, unknown>) => void;

export type Slot = { addService: () => undefined };

/** GPT as far as the client uses it; `define` decides what defineOutOfPageSlot gives. */
export function fakeGoogletag(define: (adUnit: string) => Slot | null = () => ({ addService: () => undefined })) {
  const listeners = new Map<string, Listener>();
  const calls: string[] = [];
  const slots: Slot[] = [];
  const pubads = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    removeEventListener: (type: string, listener: Listener) => listeners.get(type) === listener && listeners.delete(type),
    refresh: () => calls.push('refresh'),
  };
  const googletag = {
    cmd: { push: (command: () => void) => command() },
    getVersion: () => '2024052301',
    enums: { OutOfPageFormat: { REWARDED: 'rewarded-format' } },
    defineOutOfPageSlot: (adUnit: string, format: unknown) => {
      calls.push(`define ${adUnit} ${String(format)}`);
      const slot = define(adUnit);
      if (slot) slots.push(slot);
      return slot;
    },
    pubads: () => pubads,
    enableServices: () => calls.push('enableServices'),
    display: () => calls.push('display'),
    destroySlots: (destroyed: Slot[]) => calls.push(`destroy ${destroyed.length}`),
  };
  const fire = (type: string, event: Record<string, unknown> = {}) => listeners.get(type)?.({ slot: slots[0], ...event });
  return { googletag, listeners, calls, fire };
}

/** AdSense's queue: the client's request is kept for the test to answer. */
export function fakeAdsense() {
  const pushed: { params: Record<string, unknown> }[] = [];
  const answer = (ad?: object) => (pushed[0]?.params['google_acr'] as (ad?: object) => void)(ad);
  return { adsbygoogle: { loaded: true, push: (request: { params: Record<string, unknown> }) => pushed.push(request) }, pushed, answer };
}
