// @vitest-environment jsdom
/**
 * The frame port's guards (spec §8 "already connected, not connected, … Invalid data type, Invalid
 * type or duplicate callback"): what the web-activities library refuses and what the port adds.
 */
import { describe, expect, it } from 'vitest';
import { acceptResultData, createFramePort } from '../../../../src/subscriptions/activities/frame-port';
import { defineMessage } from '../../../../src/subscriptions/wire/message';
import { lazy } from '../../../../src/core/lazy';
import { webActivities } from '../../../../src/subscriptions/activities/web-activities';
import { recordingLogger } from '../../../support/test-context';

const PAGE = 'https://news.google.com/swg/ui/v1/toastiframe';

describe('a frame port', () => {
  it("cannot connect a frame that is not in the page ('iframe must be in DOM')", async () => {
    const port = createFramePort(document.createElement('iframe'), PAGE, {}, recordingLogger());
    await expect(port.connect()).rejects.toThrow('iframe must be in DOM');
  });

  it("cannot send before the page accepted the connection ('not connected')", () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const port = createFramePort(frame, PAGE, {}, recordingLogger());
    const Ping = lazy(() => defineMessage('Ping', {}));
    expect(() => port.execute(Ping, {})).toThrow(/not connected|not accepted/);
    frame.remove();
  });

  it("takes one listener per message ('Invalid type or duplicate callback') and refuses a message without a label ('Invalid data type')", () => {
    const port = createFramePort(document.createElement('iframe'), PAGE, {}, recordingLogger());
    const Ping = lazy(() => defineMessage('Ping', {}));
    port.on(Ping, () => undefined);
    expect(() => port.on(Ping, () => undefined)).toThrow('Invalid type or duplicate callback for Ping');
    const Unlabelled = lazy(() => defineMessage('', {}));
    expect(() => port.on(Unlabelled, () => undefined)).toThrow('Invalid data type');
  });
});

describe('a result through the wrong channel', () => {
  const result = (origin: string, originVerified: boolean, secureChannel: boolean) => ({
    acceptResult: () =>
      Promise.resolve(new (webActivities().ActivityResult)('ok', { done: true }, 'iframe', origin, originVerified, secureChannel)),
  });

  it("is refused with 'channel mismatch' (foreign origin, unverified where verification is required, insecure where required)", async () => {
    await expect(acceptResultData(result('https://evil.example', true, true), 'https://news.google.com', false, false)).rejects.toThrow(
      'channel mismatch',
    );
    await expect(acceptResultData(result('https://news.google.com', false, true), 'https://news.google.com', true, false)).rejects.toThrow(
      'channel mismatch',
    );
    await expect(acceptResultData(result('https://news.google.com', true, false), 'https://news.google.com', true, true)).rejects.toThrow(
      'channel mismatch',
    );
    await expect(acceptResultData(result('https://news.google.com', true, true), 'https://news.google.com', true, true)).resolves.toEqual({
      done: true,
    });
  });
});
