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
    /** The popup's close button (created by the bundle, an icon only). */
    newsletterClose: 'Schließen (Esc)',
    /** A header strip's close link (an icon only). */
    stripClose: 'Hinweis schließen',
    /** The dark-mode toggle (icons only); aria-pressed says whether dark mode is on. */
    darkModeToggle: 'Dunkelmodus',
    /** Note box toggle texts, swapped only when the toggle shows one of them. */
    noteMore: 'Mehr anzeigen',
    noteLess: 'Weniger anzeigen',
  },
  /** Magazine theme: list blocks (quick filter, pagination, load more, infinite). */
  themeLists: {
    // None is a spec text (the spec leaves the list blocks' states open); `{…}` are filled in.
    /** Shown in the block when a quick filter or page could not be loaded; the retry button follows. */
    loadFailed: 'Die Beiträge konnten gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    /** An answer without posts (a filter nobody wrote about yet). */
    empty: 'Zu dieser Auswahl gibt es noch keine Beiträge.',
    /** Name of the loader while the block waits for an answer. */
    loading: 'Beiträge werden geladen …',
    /** Said politely after a load. */
    filterLoaded: 'Beiträge für „{label}“ geladen.',
    pageLoaded: 'Seite {page} von {max} geladen.',
    postsAdded: '{count} weitere Beiträge geladen.',
    allLoaded: 'Alle Beiträge sind geladen.',
  },
  /** Magazine theme: live search in the header. */
  themeSearch: {
    // The spec leaves every text of the live search open; these are the theme's tone.
    /** Name of the results popup (a non-modal dialog beside the search field). */
    resultsLabel: 'Suchergebnisse',
    loading: 'Suche läuft …',
    /** Said by the live region once an answer is shown. */
    count: (n: number): string => (n === 0 ? 'Keine Ergebnisse' : n === 1 ? '1 Ergebnis' : `${n} Ergebnisse`),
    failed: 'Die Suche ist gerade nicht erreichbar.',
    retry: 'Erneut versuchen',
  },
  /** Magazine theme: single-post infinite load. */
  themeSingle: {
    // The spec leaves these open: the states of the single-post infinite load.
    loading: 'Nächster Artikel wird geladen …',
    failed: 'Der nächste Artikel konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  /** Magazine theme: sticky nav, sidebar, off-canvas, table of contents, back to top. */
  themeNav: {
    // None is a spec text: the theme prints its own labels; these name what the bundle adds.
    /** Accessible name of the off-canvas panel while it is a dialog, when the theme gives none. */
    menuDialog: 'Menü',
    /** The toggle of an off-canvas sub-menu; `{name}` is the parent item's text. */
    subMenuToggle: 'Untermenü {name} öffnen',
    /** The theme's off-canvas triggers (`a.off-canvas-trigger`) hold only an icon: their name. */
    menuOpen: 'Menü öffnen',
    /** The back-to-top link the bundle creates (an icon only): its name. */
    backTop: 'Nach oben',
  },
  /** Magazine theme: lightbox, masonry, sliders, parallax, video embeds. */
  themeMedia: {
    /** The layout library's error; `{mode}` is the mode the markup asked for. */
    noLayoutMode: 'No layout mode: {mode}',
    // Not spec texts (the spec leaves them open): names of the controls the bundle adds.
    lightboxLabel: 'Bildergalerie',
    lightboxClose: 'Schließen',
    /** A thumbnail of the lightbox's strip: "Bild 3: Begrünte Fassade". */
    lightboxSelect: 'Bild {n}: {title}',
    carouselLabel: 'Beitragskarussell',
    sliderLabel: 'Aufmacher',
    /** Name of one slide and of the dot that shows it: "Folie 3 von 8". */
    slideLabel: 'Folie {n} von {count}',
  },
  /** Magazine theme: comments, review, quantity, ad-block detection. None is a spec text (the spec leaves them open). */
  themeForms: {
    /** Reply title when the reply link carries no data-replyto; {name} is the comment's author. */
    replyTo: 'Antwort an {name}',
    /** Used only when the page prints no `.rating-alert` element (or an empty one). */
    ratingRequired: 'Bitte wählen Sie eine Bewertung aus.',
    /** Name of the star group when the rating field has no label. */
    ratingGroup: 'Ihre Bewertung',
    /** Accessible name of one star; {n} is 1–5. */
    starLabel: '{n} von 5 Sternen',
    quantityDecrease: 'Menge verringern',
    quantityIncrease: 'Menge erhöhen',
    /** Name of the ad-block dialog when the theme's popup has no heading. */
    adblockDialog: 'Werbeblocker erkannt',
  },
  /** The subscriptions client's own texts around the provider's pages (the pages bring their own). */
  subscriptions: {
    /** Name of the dialog and its frame (the provider's client calls it its "CTA"; the spec leaves the text open). */
    dialogTitle: 'Abonnieren mit Google',
    /** Name of a toast's frame (the provider's client: its "notification"). */
    toastTitle: 'Mitteilung von Abonnieren mit Google',
    // The provider's own German for its buttons and mini prompt (its client's SUBSCRIPTION_BUTTON,
    // CONTRIBUTION_BUTTON and SWG_BUTTON), so a reader sees the same words as on other sites.
    subscribeButton: 'Abonnieren mit Google',
    contributeButton: 'Unterstützen mit Google',
    /** Name of the smart button's frame. */
    smartButtonTitle: '„Abonnieren mit Google“-Button',
    /** The close buttons of the mini prompt (an icon only) and of the rewarded ad's thanks; not a spec text. */
    close: 'Schließen',
    /** After a rewarded ad's reward (spec widget §2: "a thanks message"); the wording is ours. */
    rewardedAdThanks: 'Danke fürs Ansehen der Werbung!',
  },
} as const;
