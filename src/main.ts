/**
 * Boot. The userscript runs at document-start (so that later features, such as the stored dark
 * mode, can act before first paint); the same file also runs as a plain footer `<script src>`.
 * Either way, features attach once the server markup and the globals it prints are parsed.
 */
import { createAttachRegistry } from './core/attach';
import { consoleLogger } from './core/log';
import { createContext, disposeContext } from './context';
import { features } from './features';
import { featuresBesideThemeScripts } from './core/theme-scripts';
import { applyEarly } from './reader/early-run';

declare const __SITE_CLIENT_VERSION__: string;

/** What the bundle exposes on `window.siteClient`: its version, and a way to detach it (QA). */
export interface SiteClientHandle {
  version: string;
  stop(): void;
  /** Frames the scroll/resize loop ran and tasks it called (bench and QA: batching at work). */
  frameStats(): { frames: number; taskRuns: number };
}

declare global {
  interface Window {
    siteClient?: SiteClientHandle;
  }
}

function boot(win: Window): void {
  if (win.siteClient) {
    // Userscript and footer script on the same page: the first one wins.
    consoleLogger.warn(`already running (version ${win.siteClient.version}); this copy stays idle`);
    return;
  }
  performance.mark?.('site-client:start');
  let stop = () => undefined as void;
  let frameStats = () => ({ frames: 0, taskRuns: 0 });
  win.siteClient = { version: __SITE_CLIENT_VERSION__, stop: () => stop(), frameStats: () => frameStats() };

  // Before waiting for the DOM: what must be right before first paint (stored theme, dismissed notices).
  try {
    applyEarly(win);
  } catch (caught) {
    consoleLogger.error('early run failed', caught);
  }

  const attach = () => {
    try {
      const ctx = createContext(win);
      const registry = createAttachRegistry(win.document, featuresBesideThemeScripts(win, features, ctx.log), ctx, ctx.log);
      registry.start();
      frameStats = () => ctx.frames.stats();
      stop = () => {
        registry.stop();
        disposeContext(ctx);
      };
    } catch (caught) {
      // Whatever went wrong, the page itself must keep working without the bundle.
      consoleLogger.error('failed to start', caught);
    }
  };

  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', attach, { once: true });
  else attach();
}

boot(window);
