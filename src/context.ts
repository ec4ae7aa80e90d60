/**
 * The services every feature receives. Built once per page from the globals the CMS printed;
 * features never reach for module-level singletons, so tests build a context of their own.
 */
import { documentVisibility, systemClock, type Clock, type Visibility } from './core/clock';
import { consoleLogger, type Logger } from './core/log';
import { createAnnouncer, type Announcer } from './core/announcer';
import { createReactHost, type ReactHost } from './core/react';
import { browserStorage, type StorageServices } from './core/storage';
import { readGlobal } from './core/wp-config';
import { createWpAjax, type WpAjax } from './core/wp-ajax';
import { resolveAjaxActions, type AjaxActions } from './core/ajax-actions';
import { createFrameLoop, type FrameLoop } from './core/frame-loop';
import { lazy } from './core/lazy';
import { parseThemeSettings, type ThemeSettings } from './theme/theme-settings';
import { createRadioService, type RadioService } from './radio/radio-service';
import { createWriteQueue } from './radio/placeholder-writes';
import { createLayoutGlide, type LayoutGlide } from './core/layout-glide';
import { defaultRadioSettings, parseRadioSettings } from './radio/settings';
import * as z from 'zod/mini';

export interface AppContext {
  win: Window;
  doc: Document;
  log: Logger;
  clock: Clock;
  visibility: Visibility;
  storage: StorageServices;
  react: ReactHost;
  /** Slides what follows content the bundle changes after first paint, instead of letting it jump. */
  glide: LayoutGlide;
  /** The page's one polite live region. */
  announcer: Announcer;
  /**
   * admin-ajax of the site, when the theme printed its URL: `pixwellParams.ajaxurl` (the theme),
   * else `pixwellCoreParams.ajaxurl` (Pixwell Core). WordPress gives both the same
   * `admin_url('admin-ajax.php')`, so one client serves every theme and core call.
   */
  ajax: WpAjax | null;
  /** The admin-ajax action names: the real registered names unless `siteClientConfig.ajaxActions` overrides them. */
  actions: AjaxActions;
  radio: RadioService;
  /** The one scroll/resize listener; every scroll behaviour is a task of it. */
  frames: FrameLoop;
  /** `themeSettings` of the magazine theme (defaults on pages that print none). */
  themeSettings: ThemeSettings;
}

export interface ContextOverrides {
  log?: Logger;
  clock?: Clock;
  /**
   * Settles when the registry's first pass over the page is over, which may take several tasks:
   * the radio's first poll waits for it, so that it asks for every station field of the page, and
   * the frame loop's first frame, so that it measures the page every feature has laid out.
   */
  firstPass?: Promise<void>;
}

const ajaxParamsSchema = lazy(() => z.object({ ajaxurl: z.string() }));

/** The admin-ajax URL the theme (`pixwellParams`) or its core plugin (`pixwellCoreParams`) printed; an empty one is none. */
function ajaxUrlOf(win: Window): string | null {
  for (const name of ['pixwellParams', 'pixwellCoreParams']) {
    const parsed = ajaxParamsSchema().safeParse(readGlobal(win, name));
    if (parsed.success && parsed.data.ajaxurl !== '') return parsed.data.ajaxurl;
  }
  return null;
}

/** What each context built and must end with it: only the services a page used were built. */
const disposers = new WeakMap<AppContext, () => void>();

/**
 * Services that only some pages use are built on first use: a magazine page never builds the
 * radio service, a radio page never parses the theme's settings.
 */
export function createContext(win: Window, overrides: ContextOverrides = {}): AppContext {
  const log = overrides.log ?? consoleLogger;
  const clock = overrides.clock ?? systemClock;
  const visibility = documentVisibility(win.document);
  const storage = browserStorage(win, clock, log);
  const announcer = createAnnouncer(win.document);
  const react = createReactHost(win.document);
  const glide = createLayoutGlide(win);
  const frames = lazy(() => createFrameLoop(win, overrides.firstPass));
  const ajax = lazy(() => {
    const url = ajaxUrlOf(win);
    return url === null ? null : createWpAjax(url);
  });
  const actions = lazy(() => resolveAjaxActions(readGlobal(win, 'siteClientConfig'), log));
  const themeSettings = lazy(() => parseThemeSettings(readGlobal(win, 'themeSettings'), log));
  const radio = lazy(() => {
    const radioSettings = parseRadioSettings(readGlobal(win, 'lfmWidgetSettings'));
    if (!radioSettings.ok && radioSettings.reason === 'malformed')
      log.warn('lfmWidgetSettings is malformed; using defaults', radioSettings.detail);
    return createRadioService({
      settings: radioSettings.ok ? radioSettings.settings : defaultRadioSettings(),
      configured: radioSettings.ok,
      clock,
      visibility,
      log,
      local: storage.local,
      cache: storage.idb,
      announcer,
      writes: createWriteQueue(glide, (run) => win.requestAnimationFrame(run)),
      ...(overrides.firstPass ? { pollsAfter: overrides.firstPass } : {}),
    });
  });

  const ctx: AppContext = {
    win,
    doc: win.document,
    log,
    clock,
    visibility,
    storage,
    react,
    glide,
    announcer,
    get ajax() {
      return ajax();
    },
    get actions() {
      return actions();
    },
    get radio() {
      return radio();
    },
    get frames() {
      return frames();
    },
    get themeSettings() {
      return themeSettings();
    },
  };
  disposers.set(ctx, () => {
    radio.peek()?.stop();
    frames.peek()?.destroy();
    react.destroy();
    announcer.destroy();
  });
  return ctx;
}

/** Everything the context started that must end with the page's bundle. */
export function disposeContext(ctx: AppContext): void {
  disposers.get(ctx)?.();
  disposers.delete(ctx);
}
