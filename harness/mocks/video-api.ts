/** Mock of the video providers' thumbnail APIs. */
import type { RequestHandler } from 'msw';

export const videoApiHandlers: RequestHandler[] = [];
