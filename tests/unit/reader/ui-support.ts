/** Boots reader UI features alone on a jsdom page, with a recording logger and a manual clock. */
import { createAttachRegistry, type Feature } from '../../../src/core/attach';
import { createContext, disposeContext, type AppContext } from '../../../src/context';
import { manualClock, recordingLogger, type ManualClock, type RecordingLogger } from '../../support/test-context';

type Win = Window & { pixwellCoreParams?: unknown };

export const AJAX_URL = 'https://www.b80er.de/wp-admin/admin-ajax.php';

export interface Booted {
  ctx: AppContext;
  log: RecordingLogger;
  clock: ManualClock;
  stop(): void;
}

let running: Booted | undefined;

/** `coreParams` null: the page prints no pixwellCoreParams. */
export function bootUi(markup: string, features: readonly Feature<AppContext>[], coreParams: unknown = { ajaxurl: AJAX_URL, darkModeID: 'RubyDarkMode' }): Booted {
  running?.stop();
  if (coreParams === null) delete (window as Win).pixwellCoreParams;
  else (window as Win).pixwellCoreParams = coreParams;
  document.body.innerHTML = markup;
  const log = recordingLogger();
  const clock = manualClock(Date.now());
  const ctx = createContext(window, { log, clock });
  const registry = createAttachRegistry(document, features, ctx, log);
  registry.start();
  const booted: Booted = {
    ctx,
    log,
    clock,
    stop() {
      registry.stop();
      disposeContext(ctx);
      if (running === booted) running = undefined;
    },
  };
  running = booted;
  return booted;
}

/** Stop the last boot and clear what the tests leave behind: markup, cookies, storage, attributes. */
export function resetPage(): void {
  running?.stop();
  delete (window as Win).pixwellCoreParams;
  document.body.replaceChildren();
  document.body.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-theme');
  document.adoptedStyleSheets = [];
  for (const style of document.querySelectorAll('style')) style.remove();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
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
