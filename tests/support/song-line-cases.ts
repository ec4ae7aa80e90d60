/**
 * What the song line shows in each harness scenario: one table for the unit tests (jsdom) and
 * the end-to-end tests (Chromium), so both prove the same expectations.
 */
export const SONG_LINE_CASES: readonly (readonly [scenario: string, text: string])[] = [
  ['default', 'Nena - 99 Luftballons'],
  ['song-jingle', 'Aktuell kein Song'],
  ['song-untitled', 'N/A'],
  ['songs-empty', 'Keine Daten verfügbar'],
  ['station-404', 'Fehler beim Laden'],
  ['last-songs-500', 'Fehler beim Laden'],
  ['last-songs-timeout', 'Fehler beim Laden'],
  ['last-songs-malformed-json', 'Fehler beim Laden'],
  ['last-songs-wrong-shape', 'Fehler beim Laden'],
];
