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
    // The spec leaves these open: the bookmarks page's states (neutral wording, used on both sites)
    // and the alerts of feedback votes that fail in ways the plugin's own script never handled.
    bookmarksLoading: 'Lesezeichen werden geladen …',
    bookmarksFailed: 'Die Lesezeichen konnten nicht geladen werden. Bitte später erneut versuchen.',
    bookmarksNone: 'Keine Lesezeichen gespeichert.',
    voteFailed: 'Die Stimme konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
    voteExpired: 'Die Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und stimmen Sie erneut ab.',
    voteMalformed: 'Der Server hat unerwartet geantwortet. Bitte versuchen Sie es später erneut.',
  },
  /** Texts of the page-chrome reader features; none is a spec text (the spec leaves them open). */
  readerUi: {
    /** A newsletter answer that failed or made no sense; the typed address stays for another try. */
    newsletterFailed: 'Die Anmeldung hat gerade nicht geklappt. Bitte versuche es später noch einmal.',
    /** Name of the newsletter popup dialog when it has no heading of its own. */
    newsletterDialog: 'Newsletter',
    /** Note box toggle texts, swapped only when the toggle shows one of them. */
    noteMore: 'Mehr anzeigen',
    noteLess: 'Weniger anzeigen',
  },
  /** Magazine theme: list blocks (quick filter, pagination, load more, infinite). */
  themeLists: {},
  /** Magazine theme: live search in the header. */
  themeSearch: {},
  /** Magazine theme: single-post infinite load. */
  themeSingle: {},
  /** Magazine theme: sticky nav, sidebar, off-canvas, table of contents, back to top. */
  themeNav: {},
  /** Magazine theme: lightbox, masonry, sliders, parallax, video embeds. */
  themeMedia: {
    missingVideoUrl: 'Missing video URL.',
    unsupportedVideoUrl: 'Video URL not supported.',
  },
  /** Magazine theme: comments, review, quantity, ad-block detection. */
  themeForms: {},
} as const;
