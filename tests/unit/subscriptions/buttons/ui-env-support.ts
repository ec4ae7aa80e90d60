/**
 * The seam the client's on-page parts receive (UiEnv), for jsdom tests: jsdom's document, a React
 * host that renders at once, a recording logger, and the analytics events in the order logged.
 */
import { act } from 'react';
import { createReactHost, type ReactHost } from '../../../../src/core/react';
import type { UiEnv } from '../../../../src/subscriptions/buttons/ui-env';
import { recordingLogger, type RecordingLogger } from '../../../support/test-context';
import { analyticsEventLabel } from '../../../../harness/mocks/analytics-event-listing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestUiEnv extends UiEnv {
  react: ReactHost;
  log: RecordingLogger;
  /** `EVENT_NAME` for a reader's action, `EVENT_NAME (auto)` for false, `EVENT_NAME (?)` for null. */
  events: string[];
}

export function testUiEnv(): TestUiEnv {
  const events: string[] = [];
  return {
    doc: document,
    react: createReactHost(document, { defer: (run) => run() }),
    log: recordingLogger(),
    events,
    analytics: (event, isFromUserAction) => {
      const eventType = analyticsEventLabel(event);
      events.push(isFromUserAction === true ? eventType : `${eventType} (${isFromUserAction === false ? 'auto' : '?'})`);
    },
  };
}

/** Let React commit what was rendered. */
export async function commit(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** End the env's React host and empty the document, after each test. */
export async function cleanUp(env: TestUiEnv): Promise<void> {
  await act(async () => env.react.destroy());
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.documentElement.removeAttribute('lang');
}
