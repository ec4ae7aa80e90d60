/**
 * Every German text the bundle shows, worded exactly as the specifications give it. Features
 * import from here and nowhere else, so a wording change is one edit and tests can assert on
 * the same constants.
 */
export const strings = {
  radio: {
    /** Default of the configurable error text (`lfmWidgetSettings.error_message`). */
    unavailable: 'Diese Anzeige ist derzeit nicht verfügbar',
    unknown: 'Unbekannt',
    noShow: 'Leider keine Sendung',
    today: 'Heute',
    tomorrow: 'Morgen',
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    hourSuffix: ':00 Uhr',
    timeSuffix: 'Uhr',
    live: 'Station ist live',
    notLive: 'Station ist nicht live',
    livePreviewImpossible: 'Live-Sendung - Vorschau nicht möglich',
    missingConfig: 'Database entry does not exist',
    /** Said by the live region when a new song starts (not a spec text; the spec leaves it open). */
    nowPlaying: 'Jetzt läuft',
    /** History entries that are not songs and came without a title. */
    playedType: { jingle: 'Jingle', news: 'Nachrichten', moderation: 'Moderation' },
  },
  songLine: {
    notASong: 'Aktuell kein Song',
    noData: 'Keine Daten verfügbar',
    loadFailed: 'Fehler beim Laden',
    notAvailable: 'N/A',
  },
  reader: {
    alreadyVoted: 'Sie haben bereits abgestimmt.',
    networkError: 'Es ist ein Netzwerkfehler aufgetreten.',
    thanks: 'Vielen Dank.',
  },
} as const;
