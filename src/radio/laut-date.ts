/**
 * laut.fm dates are `YYYY-MM-DD HH:MM:SS +HHMM`, not ISO 8601, so `Date.parse` cannot be trusted
 * with them. The offset is read from the text itself: the station's wall time minus its offset
 * gives the instant, whatever time zone the visitor's browser is in.
 */
const LAUT_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})\s*([+-])(\d{2}):?(\d{2})$/;

/** Milliseconds since the epoch, or null for anything that is not a valid laut.fm date. */
export function parseLautDate(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = LAUT_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = match.slice(1).map(Number);
  const wallAsUtc = Date.UTC(year!, month! - 1, day, hour, minute, second);
  const check = new Date(wallAsUtc);
  // Reject impossible dates such as 2020-02-31 rather than letting Date roll them over.
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59 || second! > 59) return null;
  const offsetMs = (offsetHours! * 60 + offsetMinutes!) * 60_000;
  return match[7] === '-' ? wallAsUtc + offsetMs : wallAsUtc - offsetMs;
}
