/** The harness's MSW handlers, intercepting real URLs in unit tests. */
import { setupServer } from 'msw/node';
import { defaultHandlers } from '../../harness/mocks/handlers';

export const mockServer = setupServer(...defaultHandlers);
