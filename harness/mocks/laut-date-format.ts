/** Writes an instant the way laut.fm does: `YYYY-MM-DD HH:MM:SS +HHMM` in Berlin time. */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

export function formatLautDate(ms: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => PARTS.formatToParts(ms).find((p) => p.type === type)?.value ?? '';
  // longOffset reads "GMT+01:00" (or "GMT" for zero).
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} ${offset.replace(':', '')}`;
}
