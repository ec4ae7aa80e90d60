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
  /** Settles once every feature has started on the markup the page had at DOMContentLoaded. */
  ready: Promise<void>;
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
  let markReady = () => undefined as void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  win.siteClient = { version: __SITE_CLIENT_VERSION__, stop: () => stop(), frameStats: () => frameStats(), ready };

  // As a userscript at document-start there is no <body> yet: what must be right before first
  // paint (the stored theme) is applied as the page is parsed. As a footer script the page has
  // been parsed up to here and DOMContentLoaded follows at once, when the dark-mode feature does
  // the same; running it twice would only cost the page view a cookie read (a synchronous round
  // trip to the browser) in the script's own evaluation.
  if (!win.document.body) {
    try {
      applyEarly(win);
    } catch (caught) {
      consoleLogger.error('early run failed', caught);
    }
  }

  const attach = () => {
    try {
      const ctx = createContext(win, { firstPass: ready });
      // The first pass runs in slices of 8 ms, each a task of its own: a long page never holds
      // the main thread long enough for a reader's tap to wait.
      const registry = createAttachRegistry(win.document, featuresBesideThemeScripts(win, features, ctx.log), ctx, ctx.log, { sliceMs: 8 });
      void registry.started().then(markReady);
      registry.start();
      frameStats = () => ctx.frames.stats();
      stop = () => {
        registry.stop();
        disposeContext(ctx);
      };
    } catch (caught) {
      // Whatever went wrong, the page itself must keep working without the bundle.
      consoleLogger.error('failed to start', caught);
      markReady();
    }
  };

  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', attach, { once: true });
  else attach();
}

boot(window);
