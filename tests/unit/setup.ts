import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../support/msw';

// A request no handler answers is a test bug: fail loudly instead of reaching the network.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());
