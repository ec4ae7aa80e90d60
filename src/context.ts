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
import { parseThemeSettings, type ThemeSettings } from './theme/theme-settings';
import { createRadioService, type RadioService } from './radio/radio-service';
import { DEFAULT_RADIO_SETTINGS, parseRadioSettings } from './radio/settings';
import * as z from 'zod/mini';

export interface AppContext {
  win: Window;
  doc: Document;
  log: Logger;
  clock: Clock;
  visibility: Visibility;
  storage: StorageServices;
  react: ReactHost;
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
}

const ajaxParamsSchema = z.object({ ajaxurl: z.string().check(z.minLength(1)) });

/** The admin-ajax URL the theme (`pixwellParams`) or its core plugin (`pixwellCoreParams`) printed. */
function ajaxUrlOf(win: Window): string | null {
  for (const name of ['pixwellParams', 'pixwellCoreParams']) {
    const parsed = ajaxParamsSchema.safeParse(readGlobal(win, name));
    if (parsed.success) return parsed.data.ajaxurl;
  }
  return null;
}

export function createContext(win: Window, overrides: ContextOverrides = {}): AppContext {
  const log = overrides.log ?? consoleLogger;
  const clock = overrides.clock ?? systemClock;
  const visibility = documentVisibility(win.document);

  const radioSettings = parseRadioSettings(readGlobal(win, 'lfmWidgetSettings'));
  if (!radioSettings.ok && radioSettings.reason === 'malformed') log.warn('lfmWidgetSettings is malformed; using defaults', radioSettings.detail);

  const ajaxUrl = ajaxUrlOf(win);
  const storage = browserStorage(win, clock, log);
  const announcer = createAnnouncer(win.document);

  return {
    win,
    doc: win.document,
    log,
    clock,
    visibility,
    storage,
    react: createReactHost(win.document),
    announcer,
    ajax: ajaxUrl === null ? null : createWpAjax(ajaxUrl),
    actions: resolveAjaxActions(readGlobal(win, 'siteClientConfig'), log),
    radio: createRadioService({
      settings: radioSettings.ok ? radioSettings.settings : DEFAULT_RADIO_SETTINGS,
      configured: radioSettings.ok,
      clock,
      visibility,
      log,
      local: storage.local,
      cache: storage.idb,
      announcer,
    }),
    frames: createFrameLoop(win),
    themeSettings: parseThemeSettings(readGlobal(win, 'themeSettings'), log),
  };
}

/** Everything the context started that must end with the page's bundle. */
export function disposeContext(ctx: AppContext): void {
  ctx.radio.stop();
  ctx.frames.destroy();
  ctx.react.destroy();
  ctx.announcer.destroy();
}
