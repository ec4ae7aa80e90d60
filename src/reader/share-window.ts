/**
 * Pure rules of the share links: which clicks become a pop-up, which URLs may open in one, and
 * where a 600x350 window sits so that it is centred on the reader's browser window.
 */

const SHARE_WIDTH = 600;
const SHARE_HEIGHT = 350;

export interface WindowMetrics {
  /** The browser window's position on the screen (may be negative on a second monitor). */
  screenX: number;
  screenY: number;
  /** The browser window's outer size; 0 where the browser does not say (then the inner size is used). */
  outerWidth: number;
  outerHeight: number;
  innerWidth: number;
  innerHeight: number;
}

/** `window.open` features for a pop-up of the given size centred on the current window. */
export function centredPopupFeatures(metrics: WindowMetrics, width = SHARE_WIDTH, height = SHARE_HEIGHT): string {
  const outerWidth = metrics.outerWidth > 0 ? metrics.outerWidth : metrics.innerWidth;
  const outerHeight = metrics.outerHeight > 0 ? metrics.outerHeight : metrics.innerHeight;
  const left = Math.round(metrics.screenX + Math.max(0, (outerWidth - width) / 2));
  const top = Math.round(metrics.screenY + Math.max(0, (outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Only a plain primary click (or Enter) becomes a pop-up; with a modifier the browser does what the reader asked. */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** Pop-ups only for web pages: mail links and the like open their own application. */
export function opensInPopup(href: string, base: string): boolean {
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
