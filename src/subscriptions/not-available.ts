/**
 * Calls of the provider's API whose flows arrive with later issues (dialogs, payment, linking,
 * propensity, buttons). A page that calls one must learn so at once, in its own promise chain and
 * in the console: never a silent no-op that looks like success.
 */
import type { Logger } from '../core/log';

export function notAvailableMessage(name: string): string {
  return `${name} is not available yet`;
}

/** For calls that return a promise in the provider's API: a rejected promise and a log line. */
export function rejectNotAvailable(name: string, log: Logger): Promise<never> {
  const message = notAvailableMessage(name);
  log.warn(message);
  return Promise.reject(new Error(message));
}

/** For synchronous calls: a thrown Error and a log line. */
export function throwNotAvailable(name: string, log: Logger): never {
  const message = notAvailableMessage(name);
  log.warn(message);
  throw new Error(message);
}
