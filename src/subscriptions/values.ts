/**
 * Small readers of untyped values (publisher options, provider answers, caught errors) that the
 * subscriptions client needs in many places: one definition each, not one per module.
 */

/** A plain object whose keys can be read (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a caught value says, for a log line: an Error's message, anything else as a string. */
export const errorText = (caught: unknown): string => (caught instanceof Error ? caught.message : String(caught));
