/**
 * Test-only entry (built by the mini prompt's end-to-end test, never shipped): the mini prompt
 * module as the auto prompt will call it, on the page it is loaded into, with its own React host.
 * It records the analytics events and the title presses for the test to read.
 */
import { consoleLogger } from '../../src/core/log';
import { createReactHost } from '../../src/core/react';
import { showMiniPrompt } from '../../src/subscriptions/mini-prompt/mini-prompt';
import { analyticsEventLabel } from '../../harness/mocks/analytics-event-listing';

export interface MiniPromptProbe {
  /** Analytics events in order, by the provider's names. */
  events: string[];
  /** Title presses, by prompt type. */
  clicks: string[];
  /** Show a mini prompt; false when none shows. */
  show(autoPromptType: string, theme: string, lang: string): boolean;
}

const react = createReactHost(document);
const events: string[] = [];
const clicks: string[] = [];
const probe: MiniPromptProbe = {
  events,
  clicks,
  show: (autoPromptType, theme, lang) =>
    showMiniPrompt(
      { doc: document, react, log: consoleLogger, analytics: (eventType) => void events.push(analyticsEventLabel(eventType)) },
      { autoPromptType, theme, lang, onClick: () => void clicks.push(autoPromptType) },
    ) !== null,
};
(window as unknown as { miniPromptProbe: MiniPromptProbe }).miniPromptProbe = probe;
