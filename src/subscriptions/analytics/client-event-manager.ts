/**
 * The event manager publishers get from `getEventManager()` (spec widget §6 "may provide logging
 * … callbacks", §8): every analytics event of the client, in the provider's shape (event and
 * originator as numbers), goes to the publisher's listeners unless one of its filterers cancels
 * it; `logEvent` puts the publisher's own events on the client's bus, checked first with the
 * provider's texts ('Event has an invalid <field>(<value>)'). A filterer cancels for every
 * consumer (the service frame, propensity, the beacon, the publisher's tags), as in the
 * provider's client, where they all listen through the same manager.
 */
import type { Logger } from '../../core/log';
import type { AnalyticsPayload, EventBus } from '../events/event-bus';
import { isAnalyticsEvent } from '../wire/analytics-event';
import { EventOriginator } from '../wire/enums';
import { PUBLISHER_CALLBACK_FAILED } from '../events/callbacks';
import { isRecord } from '../../core/wp-config';

/** What a filterer returns (the provider's FilterResult). */
export const FilterResult = { PROCESS_EVENT: 0, CANCEL_EVENT: 1 } as const;

/** An event as the publisher's listeners receive it and as `logEvent` takes it (the provider's ClientEvent). */
export interface PublisherClientEvent {
  eventType: number;
  eventOriginator: number;
  isFromUserAction: boolean | null;
  additionalParameters: Record<string, unknown> | null;
  configurationId?: string | null;
  timestamp?: number;
}

export interface ClientEventManagerApi {
  registerEventListener(listener: unknown): void;
  registerEventFilterer(filterer: unknown): void;
  logEvent(event: unknown, eventParams?: unknown): void;
  getReadyPromise(): Promise<void>;
}

type OriginatorName = keyof typeof EventOriginator;

/** The string values of an object (the tags' dimensions are texts). */
const stringsOf = (record: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
const invalid = (field: string, value: unknown) => `Event has an invalid ${field}(${String(value)})`;
const originatorName = (value: unknown) =>
  (Object.keys(EventOriginator) as OriginatorName[]).find((name) => EventOriginator[name] === value);

/** Pure: the provider's check of a logged event; null when it is valid, else the error's text. */
export function eventProblem(event: unknown): string | null {
  if (!isRecord(event)) return 'Event must be a valid object';
  if (!isAnalyticsEvent(event['eventType'])) return invalid('eventType', event['eventType']);
  if (originatorName(event['eventOriginator']) === undefined) return invalid('eventOriginator', event['eventOriginator']);
  const params = event['additionalParameters'];
  if (!isRecord(params) && params !== null && params !== undefined) return invalid('additionalParameters', params);
  const fromUser = event['isFromUserAction'];
  if (fromUser !== null && fromUser !== undefined && typeof fromUser !== 'boolean') return invalid('isFromUserAction', fromUser);
  return null;
}

/** Pure: a bus event in the provider's shape. */
export function publisherEvent(payload: AnalyticsPayload, timestamp: number): PublisherClientEvent {
  return {
    eventType: payload.eventType,
    eventOriginator: EventOriginator[payload.originator ?? 'SWG_CLIENT'],
    isFromUserAction: payload.isFromUserAction,
    additionalParameters: payload.params ?? null,
    configurationId: payload.configurationId ?? null,
    timestamp,
  };
}

export function createClientEventManager(bus: EventBus, log: Logger, now: () => number): ClientEventManagerApi {
  // The publisher's mistake, not the client's: a warning with the provider's text, never an error report.
  const call = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (caught) {
      log.warn(`${PUBLISHER_CALLBACK_FAILED}: ${String(caught)}`);
      return fallback;
    }
  };
  return {
    registerEventListener(listener) {
      if (typeof listener !== 'function') throw new Error('Event manager listeners must be a function');
      // Told a moment later, as the provider's manager tells its listeners once its ready promise has settled.
      bus.on('analytics', (payload) => {
        const event = publisherEvent(payload, now());
        queueMicrotask(() => call(() => (listener as (event: PublisherClientEvent) => void)(event), undefined));
      });
    },
    registerEventFilterer(filterer) {
      if (typeof filterer !== 'function') throw new Error('Event manager filterers must be a function');
      bus.addFilter('analytics', (payload) =>
        call(
          () => (filterer as (event: PublisherClientEvent) => unknown)(publisherEvent(payload, now())) !== FilterResult.CANCEL_EVENT,
          true,
        ),
      );
    },
    logEvent(event, eventParams) {
      const problem = eventProblem(event);
      if (problem) throw new Error(problem);
      const checked = event as PublisherClientEvent;
      // The provider's ClientEventParams: dimensions for the page's Google tags only.
      const gaParameters = isRecord(eventParams) ? eventParams['googleAnalyticsParameters'] : undefined;
      bus.emit('analytics', {
        eventType: checked.eventType,
        isFromUserAction: checked.isFromUserAction ?? null,
        // Left out when the publisher gave none: propensity then sends no extrainfo (null would be sent as "null").
        ...(checked.additionalParameters === undefined ? {} : { params: checked.additionalParameters }),
        configurationId: checked.configurationId ?? null,
        originator: originatorName(checked.eventOriginator) ?? 'UNKNOWN_CLIENT',
        ...(isRecord(gaParameters) ? { gaParameters: stringsOf(gaParameters) } : {}),
      });
    },
    getReadyPromise: () => Promise.resolve(),
  };
}
