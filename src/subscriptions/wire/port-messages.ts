/**
 * Messages over the ports of the provider's frames and pop-ups (Web Activities): the client sends
 * `{REQUEST: array}` and the provider's page answers `{RESPONSE: array}`, the array being the
 * message's array form led by its label (message.ts). Nothing else on a port is a message: a
 * payload without a RESPONSE array is ignored, as the provider's client ignores it.
 */
import { fromArray, type WireResult } from './decode';
import { toArray, type Fields, type Input, type Message, type Value } from './message';

export interface RequestPayload {
  REQUEST: unknown[];
}

/** What `port.message(…)` sends for a message. */
export function requestPayload<F extends Fields>(message: Message<F>, value: Input<F>): RequestPayload {
  return { REQUEST: toArray(message, value, true) };
}

/** The RESPONSE array of a port payload, or null when the payload is not a message. */
function responseArray(payload: unknown): unknown[] | null {
  if (typeof payload !== 'object' || payload === null || !('RESPONSE' in payload)) return null;
  const response = payload.RESPONSE;
  return Array.isArray(response) ? response : null;
}

/** The label of a RESPONSE payload (which message it is), or null when it is not a message. */
export function responseLabel(payload: unknown): string | null {
  const label = responseArray(payload)?.[0];
  return typeof label === 'string' ? label : null;
}

/**
 * A RESPONSE payload read as `message`: null when the payload is not a message or is
 * another one (a port's listeners each wait for their own label), else the decoded message or,
 * when it carries this label but not this message's shape, an error naming the field.
 */
export function readResponse<F extends Fields>(payload: unknown, message: Message<F>): WireResult<Value<F>> | null {
  const response = responseArray(payload);
  if (response === null || response[0] !== message().label) return null;
  return fromArray(message, response, true);
}
