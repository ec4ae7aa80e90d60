/** Mock of the ad script the ad-block detection asks for. */
import type { RequestHandler } from 'msw';

export const adScriptHandlers: RequestHandler[] = [];
