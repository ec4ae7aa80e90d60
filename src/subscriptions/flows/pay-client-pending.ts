/**
 * The pay client until the payment wrapper (payments/pay-client.ts) is part of the bundle: a
 * payment cannot start, and says so in the caller's promise and in the console. The wrapper's
 * `createPayClient` takes this one's place by changing the import in subscriptions-api.ts.
 */
import type { SubscriptionsClient } from '../client';
import { rejectNotAvailable } from '../not-available';
import type { PayClient } from '../payments/pay-client-types';

export function createPayClient(client: SubscriptionsClient): PayClient {
  return { start: () => rejectNotAvailable('payment', client.services.log), onResponse: () => undefined };
}
