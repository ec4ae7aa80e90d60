/** Mock of next-post pages of the single-post infinite load. */
import type { RequestHandler } from 'msw';

export const themePostHandlers: RequestHandler[] = [];
