/** Boots reader UI features alone on a jsdom page, with a recording logger and a manual clock. */
import type { Feature } from '../../../src/core/attach';
import type { AppContext } from '../../../src/context';
import { bootFeatures, clearCookies, stopRunningBoot, type BootedFeatures } from '../../support/boot-features';
import { manualClock, type ManualClock, type RecordingLogger } from '../../support/test-context';

type Win = Window & { pixwellCoreParams?: unknown };

export const AJAX_URL = 'https://www.b80er.de/wp-admin/admin-ajax.php';

export interface Booted extends BootedFeatures {
  clock: ManualClock;
}

/** `coreParams` null: the page prints no pixwellCoreParams. */
export function bootUi(
  markup: string,
  features: readonly Feature<AppContext>[],
  coreParams: unknown = { ajaxurl: AJAX_URL, darkModeID: 'RubyDarkMode' },
): Booted {
  stopRunningBoot();
  if (coreParams === null) delete (window as Win).pixwellCoreParams;
  else (window as Win).pixwellCoreParams = coreParams;
  document.body.innerHTML = markup;
  const clock = manualClock(Date.now());
  return { ...bootFeatures(features, { overrides: { clock } }), clock };
}

/** Stop the last boot and clear what the tests leave behind: markup, cookies, storage, attributes. */
export function resetPage(): void {
  stopRunningBoot();
  delete (window as Win).pixwellCoreParams;
  document.body.replaceChildren();
  document.body.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-theme');
  document.adoptedStyleSheets = [];
  for (const style of document.querySelectorAll('style')) style.remove();
  clearCookies();
  localStorage.clear();
}

export const warnings = (log: RecordingLogger): string[] => log.lines.filter((line) => line.level === 'warn').map((line) => line.message);

export function click(element: Element | null, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  if (!element) throw new Error('nothing to click');
  element.dispatchEvent(event);
  return event;
}

export function $(selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}
