/**
 * Every mocked endpoint's default answer: the single source of truth used by the harness server,
 * by unit tests (msw/node) and so by end-to-end tests. Later issues add their providers here.
 */
import type { RequestHandler } from 'msw';
import { adminAjaxHandlers } from './admin-ajax';
import { lautfmHandlers } from './lautfm';
import { providerHandlers } from './provider';
import { adScriptHandlers } from './ad-script';
import { adLibraryHandlers } from './ad-libraries';
import { themePostHandlers } from './theme-posts';
import { videoEmbedHandlers } from './video-embeds';
import { providerPageHandlers } from '../provider-pages/handlers';
import { payProviderHandlers } from './pay-provider';

export const defaultHandlers: RequestHandler[] = [
  ...lautfmHandlers,
  ...providerHandlers,
  ...providerPageHandlers(),
  ...payProviderHandlers(),
  ...adminAjaxHandlers,
  ...themePostHandlers,
  ...adScriptHandlers,
  ...adLibraryHandlers,
  ...videoEmbedHandlers,
];
