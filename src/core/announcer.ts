/**
 * One polite live region per page for things worth saying once (a new song), instead of making
 * every changing element a live region and having a screen reader repeat each refresh.
 */
export interface Announcer {
  announce(text: string): void;
  destroy(): void;
}

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

export function createAnnouncer(doc: Document): Announcer {
  let region: HTMLElement | undefined;
  return {
    announce(text) {
      if (!region) {
        region = doc.createElement('div');
        region.setAttribute('aria-live', 'polite');
        region.setAttribute('data-site-client-announcer', '');
        region.style.cssText = VISUALLY_HIDDEN;
        (doc.body ?? doc.documentElement).append(region);
      }
      region.textContent = text;
    },
    destroy() {
      region?.remove();
      region = undefined;
    },
  };
}
