/**
 * Turns a request to `/mock/{scenario}/{host}/{path}` into the request the page would have sent
 * to `https://{host}/{path}`, answers it with the scenario's handlers before the defaults, and
 * reports it to the request log.
 */
import { getResponse } from 'msw';
import { defaultHandlers } from './mocks/handlers';
import { findScenario } from './scenarios';
import { recordedHandlers, withoutCacheBust } from './recorded-handlers';
import { findRecording, recordingOfScenario } from './recorded-pages';

export interface MockTarget {
  scenario: string;
  url: string;
}

/** Pure: the scenario and the real URL behind a harness mock path, or null if it is not one. */
export function parseMockPath(pathAndQuery: string): MockTarget | null {
  const match = /^\/mock\/([^/?#]+)\/([a-z0-9.-]+(?::\d+)?)(\/[^#]*)?$/i.exec(pathAndQuery);
  if (!match) return null;
  const [, scenario, host, rest] = match;
  const path = rest ?? '/';
  return { scenario: decodeURIComponent(scenario!), url: `https://${host}${path.startsWith('/') ? path : `/${path}`}` };
}

export type MockAnswer =
  | { kind: 'answered'; response: Response }
  | { kind: 'unknown-scenario' }
  | { kind: 'unhandled' }
  | { kind: 'not-recorded'; recording: string };

/** A recorded page's calls: its HAR's answers and nothing else (no default handler, no network). */
async function answerRecorded(pageId: string, request: Request): Promise<MockAnswer> {
  if (!findRecording(pageId)) return { kind: 'unknown-scenario' };
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  const replayed = new Request(withoutCacheBust(request.url), { method: request.method, headers: request.headers, body });
  const response = await getResponse(recordedHandlers(pageId, body ?? ''), replayed);
  return response ? { kind: 'answered', response } : { kind: 'not-recorded', recording: pageId };
}

export async function answerMock(scenarioId: string, request: Request): Promise<MockAnswer> {
  const recording = recordingOfScenario(scenarioId);
  if (recording !== null) return answerRecorded(recording, request);
  const scenario = findScenario(scenarioId);
  if (!scenario) return { kind: 'unknown-scenario' };
  const response = await getResponse([...scenario.handlers, ...defaultHandlers], request);
  return response ? { kind: 'answered', response } : { kind: 'unhandled' };
}
