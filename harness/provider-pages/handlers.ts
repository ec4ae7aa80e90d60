/**
 * The mock provider pages as request handlers, written against the real URLs
 * (`https://news.google.com/swg/ui/v1/toastiframe`, the link confirmation at
 * `…/swg/u/{index}/ui/v1/linkconfirmiframe`), so the harness serves them on its provider origin at
 * `/mock/{scenario}/news.google.com/swg/ui/v1/…`. Scenarios put variants in front (a page that
 * fails, a provider that answers 500).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { SWG_PROVIDER } from '../mocks/origins';
import { PROVIDER_DEBUG_HEADER } from './debug-switch';
import { providerPages } from './pages';
import { renderProviderPage, type RenderOptions } from './render';

const HTML = { 'Content-Type': 'text/html; charset=utf-8' } as const;

/**
 * One handler per page, answering its document (with `options` of a scenario); the harness
 * details only when the provider origin was asked for them (debug-switch.ts).
 */
export function providerPageHandlers(options: RenderOptions = {}): RequestHandler[] {
  return providerPages.map((page) =>
    http.get(`${SWG_PROVIDER}${page.path}`, ({ request }) => {
      const debug = request.headers.get(PROVIDER_DEBUG_HEADER) === '1';
      return new HttpResponse(renderProviderPage(page, new URL(request.url), { ...options, debug }), { headers: HTML });
    }),
  );
}

/** Every page answers `status` with a short text (the provider's front end down). */
export function providerPagesFailing(status: number): RequestHandler[] {
  return providerPages.map((page) =>
    http.get(`${SWG_PROVIDER}${page.path}`, () => HttpResponse.text(`Mock provider page ${page.id}: ${status}`, { status })),
  );
}
