/**
 * Spec magazine §7: "Error-reporting image request on client errors". As the provider's client
 * reports its own errors: an image request to the provider's jserror address with
 * the error's text, the script, the line and the stack. The
 * client's errors are what its logger records as errors, so the runtime routes `log.error` here.
 */
import type { Logger } from '../../core/log';

/** Pure: the report's address; the text is the first error's, led by the lines' words (as the provider joins them). */
export function jsErrorUrl(providerOrigin: string, words: string, error: unknown): string {
  const cause = error instanceof Error ? error : null;
  const text = cause ? `${cause.name}: ${words}: ${cause.message}` : `Error: ${words}`;
  const query = [text, `${providerOrigin}/swg/js/v1/swg.js`, cause?.stack ?? ''].map(encodeURIComponent);
  return `${providerOrigin}/swg/_/SubscribewithgoogleClientUi/jserror?error=${query[0]}&script=${query[1]}&line=1&trace=${query[2]}`;
}

/** The logger with its errors also reported to the provider. */
export function reportingErrors(log: Logger, win: Window, providerOrigin: string): Logger {
  return {
    ...log,
    error(message, ...details) {
      log.error(message, ...details);
      win.document.createElement('img').src = jsErrorUrl(
        providerOrigin,
        message,
        details.find((detail) => detail instanceof Error),
      );
    },
  };
}
