/**
 * The ways a remote call can go wrong, as reusable MSW resolvers. Every endpoint's failure
 * scenarios are built from these, so "timeout" or "malformed body" means the same everywhere.
 */
import { delay, HttpResponse } from 'msw';
import { LAUTFM_HEADERS } from './lautfm';

export type Failure = 'status-404' | 'status-500' | 'status-503' | 'timeout' | 'malformed-json' | 'wrong-shape' | 'network';

/** Longer than any client timeout, yet bounded so a forgotten request ends by itself. */
export const TIMEOUT_DELAY_MS = 15_000;

/** Valid JSON that is not a list of songs (the default body of 'wrong-shape'). */
const DEFAULT_WRONG_SHAPE: unknown = { songs: 'not a list', count: '3' };

/**
 * `wrongShape` is the body of 'wrong-shape': valid JSON of the wrong shape for the endpoint at
 * hand (a list where an object belongs, a text where a number belongs). The other failures
 * ignore it.
 */
export async function failureResponse(
  failure: Failure,
  headers: HeadersInit = LAUTFM_HEADERS,
  wrongShape: unknown = DEFAULT_WRONG_SHAPE,
): Promise<Response> {
  switch (failure) {
    case 'status-404':
      return HttpResponse.json({ error: 'Not found' }, { status: 404, headers });
    case 'status-500':
      return HttpResponse.text('Internal Server Error', { status: 500, headers });
    case 'status-503':
      return HttpResponse.text('Service Unavailable', { status: 503, headers });
    case 'timeout':
      await delay(TIMEOUT_DELAY_MS);
      return HttpResponse.json([], { headers });
    case 'malformed-json':
      return new HttpResponse('[{"type":"song","title":"Take On Me","artist":{"name":', {
        headers: { ...Object.fromEntries(new Headers(headers)), 'Content-Type': 'application/json' },
      });
    case 'wrong-shape':
      // JSON.stringify, not HttpResponse.json: the body may be a bare string or number.
      return new HttpResponse(JSON.stringify(wrongShape), {
        headers: { ...Object.fromEntries(new Headers(headers)), 'Content-Type': 'application/json' },
      });
    case 'network':
      // The connection fails: fetch rejects with a TypeError, there is no status at all.
      return HttpResponse.error();
  }
}
