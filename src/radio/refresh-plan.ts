/**
 * When to poll a station next (issue: adaptive refresh). A new song should appear within seconds
 * of starting, so the poll aims just after the current song ends; but never before the last
 * answer goes stale on the server (it would only repeat itself), never more often than every
 * 5 s, and never later than the configured refresh.
 */
export const MIN_REFRESH_MS = 5000;
/** How long after a song's end the next one is expected to be listed. */
const SONG_CHANGE_GRACE_MS = 1500;

export interface RefreshInputs {
  nowMs: number;
  refreshMs: number;
  /** When the song on air ends, if known. */
  songEndsAt: number | null;
  /** How long the last last_songs answer stays fresh (Cache-Control / Expires), if known. */
  freshForMs: number | null;
}

export function nextRefreshDelay({ nowMs, refreshMs, songEndsAt, freshForMs }: RefreshInputs): number {
  // A song that ended moments ago is about to be replaced: poll soon. One that ended longer ago
  // than a whole refresh says nothing about the next change (a stalled list): plan normally.
  const sinceEnd = songEndsAt === null ? Number.POSITIVE_INFINITY : nowMs - songEndsAt;
  const untilSongChange = sinceEnd > refreshMs ? refreshMs : Math.max(0, -sinceEnd + SONG_CHANGE_GRACE_MS);
  const earliest = Math.max(MIN_REFRESH_MS, freshForMs ?? 0);
  return Math.min(refreshMs, Math.max(earliest, untilSongChange));
}
