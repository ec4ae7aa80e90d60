/**
 * The one logger of the bundle. Every line carries the `[site-client]` prefix so integrators can
 * filter the console; tests inject a recording logger instead of spying on `console`.
 */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

const PREFIX = '[site-client]';

export const consoleLogger: Logger = {
  info: (message, ...details) => console.info(PREFIX, message, ...details),
  warn: (message, ...details) => console.warn(PREFIX, message, ...details),
  error: (message, ...details) => console.error(PREFIX, message, ...details),
};

/** What a caught value says, for a log line: an Error's message, every other value as a string. */
export const errorText = (caught: unknown): string => (caught instanceof Error ? caught.message : String(caught));
