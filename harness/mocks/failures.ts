/**
 * The ways a remote call can go wrong, as reusable MSW resolvers. Every endpoint's failure
 * scenarios are built from these, so "timeout" or "malformed body" means the same everywhere.
 */
import { delay, HttpResponse } from 'msw';
import { LAUTFM_HEADERS } from './lautfm';

export type Failure = 'status-404' | 'status-500' | 'timeout' | 'malformed-json' | 'wrong-shape';

/** Longer than any client timeout, yet bounded so a forgotten request ends by itself. */
export const TIMEOUT_DELAY_MS = 15_000;

export async function failureResponse(failure: Failure, headers: HeadersInit = LAUTFM_HEADERS): Promise<Response> {
  switch (failure) {
    case 'status-404':
      return HttpResponse.json({ error: 'Not found' }, { status: 404, headers });
    case 'status-500':
      return HttpResponse.text('Internal Server Error', { status: 500, headers });
    case 'timeout':
      await delay(TIMEOUT_DELAY_MS);
      return HttpResponse.json([], { headers });
    case 'malformed-json':
      return new HttpResponse('[{"type":"song","title":"Take On Me","artist":{"name":', {
        headers: { ...Object.fromEntries(new Headers(headers)), 'Content-Type': 'application/json' },
      });
    case 'wrong-shape':
      return HttpResponse.json({ songs: 'not a list', count: '3' }, { headers });
  }
}
