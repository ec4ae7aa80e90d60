/**
 * The magazine's archive as the list blocks query it: a fixed catalogue of posts by category
 * and tag, newest first. Deterministic (ids, dates and order never change), so a fixture page's
 * printed page 1 and the mock's answers for every later page and filter agree exactly.
 */

export interface ListCategory {
  id: number;
  name: string;
  slug: string;
}

export interface ListPost {
  id: number;
  title: string;
  summary: string;
  author: string;
  /** The author's user id (`data-author` filters by it). */
  authorId: number;
  /** ISO date-time (`datetime`) and the German date the theme prints. */
  date: string;
  dateText: string;
  category: ListCategory;
  /** Tag slugs. */
  tags: readonly string[];
  /** CSS class of its gradient thumbnail (fixtures load no images). */
  thumb: string;
}

export const LIST_CATEGORIES = {
  politik: { id: 2, name: 'Politik', slug: 'politik' },
  wirtschaft: { id: 3, name: 'Wirtschaft', slug: 'wirtschaft' },
  wissen: { id: 4, name: 'Wissen', slug: 'wissen' },
  kultur: { id: 5, name: 'Kultur', slug: 'kultur' },
  reise: { id: 6, name: 'Reise', slug: 'reise' },
  sport: { id: 7, name: 'Sport', slug: 'sport' },
} as const satisfies Record<string, ListCategory>;

type Slug = keyof typeof LIST_CATEGORIES;

/** Tag slug → name, as the filter bar prints them. */
export const LIST_TAGS = { klima: 'Klima', energie: 'Energie', bahn: 'Bahn', stadt: 'Stadtleben', ki: 'Künstliche Intelligenz' } as const;

type Row = readonly [Slug, readonly (keyof typeof LIST_TAGS)[], string, string, string];

/** User ids of the authors, as `data-author` names them. */
export const LIST_AUTHORS: Record<string, number> = {
  'Miriam Koch': 11,
  'Jonas Weber': 12,
  'Lena Hoffmann': 13,
  'Tobias Brandt': 14,
  'Sophie Lange': 15,
  'Felix Neumann': 16,
};

/** Newest first. */
const ROWS: readonly Row[] = [
  [
    'politik',
    ['klima'],
    'Klimageld: Wie die Rückzahlung beim Bürger ankommen soll',
    'Die Koalition streitet über Auszahlungsweg und Höhe. Ein Überblick über die Modelle, die jetzt auf dem Tisch liegen.',
    'Miriam Koch',
  ],
  [
    'wissen',
    ['ki'],
    'Wie Sprachmodelle lernen, was sie nicht wissen',
    'Forschende in Tübingen bringen KI-Systemen bei, Unsicherheit zuzugeben – ein Schritt gegen erfundene Antworten.',
    'Jonas Weber',
  ],
  [
    'reise',
    ['bahn'],
    'Mit dem Nachtzug nach Split: Ein Selbstversuch',
    'Vierzehn Stunden, drei Länder, ein Liegewagen: Wie sich die neue Verbindung an die Adria tatsächlich anfühlt.',
    'Lena Hoffmann',
  ],
  [
    'wirtschaft',
    ['energie'],
    'Strompreise: Warum die Netzentgelte jetzt steigen',
    'Der Ausbau der Leitungen kostet Milliarden. Wer die Rechnung bezahlt und was Haushalte tun können.',
    'Tobias Brandt',
  ],
  [
    'kultur',
    [],
    'Documenta-Nachfolge: Kassel sucht eine neue Leitung',
    'Nach den Debatten der letzten Ausgabe soll eine Findungskommission Vertrauen zurückgewinnen.',
    'Sophie Lange',
  ],
  [
    'politik',
    ['stadt'],
    'Bürgerräte in Kommunen: Mehr als ein Feigenblatt?',
    'Immer mehr Städte losen Einwohner aus, um über Verkehr und Bauen zu beraten. Was bleibt von den Empfehlungen?',
    'Miriam Koch',
  ],
  [
    'wissen',
    ['klima'],
    'Hitzerekorde im Mittelmeer: Was mit den Seegraswiesen passiert',
    'Meeresbiologen beobachten ein großflächiges Absterben – mit Folgen für Fischbestände und Küstenschutz.',
    'Jonas Weber',
  ],
  [
    'sport',
    [],
    'Frauen-Bundesliga: Die neue Saison beginnt mit Rekordkulisse',
    'Über 38.000 Zuschauer zum Auftakt: Wie der Frauenfußball seine Stadien füllt.',
    'Felix Neumann',
  ],
  [
    'wirtschaft',
    ['ki'],
    'Mittelstand und KI: Zwischen Neugier und Datenschutz',
    'Eine Umfrage unter 800 Betrieben zeigt, wo künstliche Intelligenz schon hilft – und wo sie scheitert.',
    'Tobias Brandt',
  ],
  [
    'reise',
    [],
    'Wandern im Elbsandstein: Neue Regeln für die Kernzone',
    'Der Nationalpark sperrt Pfade und lenkt Besucher um. Was Wanderer im Sommer wissen müssen.',
    'Lena Hoffmann',
  ],
  [
    'kultur',
    ['stadt'],
    'Clubsterben in Berlin: Wenn die Bässe leiser werden',
    'Steigende Mieten und Lärmschutz-Klagen setzen der Clubszene zu. Ein Rundgang durch eine bedrohte Kultur.',
    'Sophie Lange',
  ],
  [
    'politik',
    ['energie'],
    'Wärmeplanung: Was Kommunen bis 2026 vorlegen müssen',
    'Fernwärme, Wärmepumpe oder Wasserstoff? Die Pläne der Städte entscheiden, wie Millionen Haushalte heizen.',
    'Miriam Koch',
  ],
  [
    'wissen',
    [],
    'Der Wald im Frühjahr: Was Knospen über den Sommer verraten',
    'Förster zählen Knospen, Forscher messen Saftströme: Ein Besuch im Messwald bei Göttingen.',
    'Jonas Weber',
  ],
  [
    'wirtschaft',
    ['stadt'],
    'Mieten in Mittelstädten: Der neue Engpass',
    'Nicht mehr nur München und Hamburg: Warum die Mieten jetzt auch in Mittelstädten stark steigen.',
    'Tobias Brandt',
  ],
  [
    'reise',
    ['bahn', 'klima'],
    'Die Rückkehr der Nachtzüge: Was Europas Bahnen planen',
    'Neue Linien, neue Wagen, alte Probleme: Wie die Nachtzüge zurückkehren – und warum sie oft ausgebucht sind.',
    'Lena Hoffmann',
  ],
  [
    'kultur',
    [],
    'Lesesommer: Zehn Romane für lange Abende',
    'Von der Familiensaga bis zum Krimi aus der Uckermark: Die Empfehlungen unserer Redaktion.',
    'Sophie Lange',
  ],
  [
    'politik',
    ['klima'],
    'Hitzeschutzpläne: Wie Städte sich auf heiße Sommer vorbereiten',
    'Trinkbrunnen, Schattenplätze, Hitzeaktionspläne: Was deutsche Städte gegen die Sommerhitze tun.',
    'Miriam Koch',
  ],
  [
    'wissen',
    ['energie'],
    'Feststoffbatterien: Der lange Weg aus dem Labor',
    'Mehr Reichweite, weniger Brandgefahr: Warum der Durchbruch trotzdem noch Jahre dauern dürfte.',
    'Jonas Weber',
  ],
  [
    'sport',
    ['stadt'],
    'Bolzplätze unter Druck: Wo Kinder noch kicken können',
    'In vielen Städten verschwinden freie Spielflächen. Vereine und Initiativen halten dagegen.',
    'Felix Neumann',
  ],
  [
    'wirtschaft',
    ['klima'],
    'Grüner Stahl: Die Milliardenwette im Ruhrgebiet',
    'Ein Hochofen soll auf Wasserstoff umgestellt werden. Ob die Rechnung aufgeht, hängt am Strompreis.',
    'Tobias Brandt',
  ],
  [
    'reise',
    [],
    'Ostsee im Herbst: Die Inseln nach der Saison',
    'Leere Strände, volle Kräne: Warum sich Usedom und Rügen gerade im Oktober lohnen.',
    'Lena Hoffmann',
  ],
  [
    'kultur',
    ['ki'],
    'Ausstellung in Karlsruhe: Wenn Maschinen malen',
    'Das ZKM zeigt Kunst aus neuronalen Netzen – und fragt, wem ein Bild gehört, das niemand gemalt hat.',
    'Sophie Lange',
  ],
  [
    'politik',
    [],
    'Wahlrecht ab 16: Erste Erfahrungen aus den Ländern',
    'Gehen junge Menschen wählen, wenn sie dürfen? Zahlen aus Brandenburg, Bremen und Hamburg.',
    'Miriam Koch',
  ],
  [
    'wissen',
    ['klima'],
    'Moore als Klimaschützer: Wiedervernässung im Praxistest',
    'Landwirte im Emsland probieren aus, wie sich nasse Flächen bewirtschaften lassen.',
    'Jonas Weber',
  ],
  [
    'wirtschaft',
    ['bahn'],
    'Güterverkehr: Warum die Schiene Marktanteile verliert',
    'Baustellen, Personalmangel, Preise: Spediteure erklären, warum sie wieder auf den Lkw setzen.',
    'Tobias Brandt',
  ],
  [
    'kultur',
    [],
    'Theater auf dem Land: Ein Sommer mit der Wanderbühne',
    'Zwölf Dörfer, ein Bus, ein Stück: Unterwegs mit einem Ensemble, das zu seinem Publikum fährt.',
    'Sophie Lange',
  ],
  [
    'sport',
    [],
    'Marathon-Boom: Warum so viele plötzlich laufen',
    'Die Startplätze in Berlin sind in Minuten vergeben. Sportmediziner erklären den Trend – und seine Risiken.',
    'Felix Neumann',
  ],
  [
    'reise',
    ['stadt'],
    'Städtereise Leipzig: Drei Tage zwischen Kanälen und Kunst',
    'Von der Spinnerei bis zum Karl-Heine-Kanal: Unsere Route durch eine Stadt, die sich neu erfindet.',
    'Lena Hoffmann',
  ],
  [
    'politik',
    ['bahn'],
    'Deutschlandticket: Wer die Finanzierung nach 2025 trägt',
    'Bund und Länder ringen um Milliarden. Was ein höherer Preis für Pendler bedeuten würde.',
    'Miriam Koch',
  ],
  [
    'wissen',
    [],
    'Schlafforschung: Warum Teenager später müde werden',
    'Die innere Uhr verschiebt sich in der Pubertät. Schulen experimentieren mit späterem Unterrichtsbeginn.',
    'Jonas Weber',
  ],
  [
    'wirtschaft',
    [],
    'Fachkräfte aus Indien: Eine Pflegeschule macht es vor',
    'Sprachkurs, Anerkennung, Wohnung: Wie ein Klinikverbund in Franken Pflegekräfte gewinnt und hält.',
    'Tobias Brandt',
  ],
  [
    'wissen',
    ['ki'],
    'Proteinfaltung: Was die KI-Revolution der Biologie gebracht hat',
    'Vorhergesagte Strukturen beschleunigen die Medikamentenforschung – doch die Experimente bleiben unverzichtbar.',
    'Jonas Weber',
  ],
];

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** Two posts a day, newest on 20 May 2024 at 18:00 (Berlin summer time), ids counting down from 3163. */
export const LIST_POSTS: readonly ListPost[] = ROWS.map(([slug, tags, title, summary, author], index) => {
  const day = new Date(Date.UTC(2024, 4, 20 - Math.floor(index / 2)));
  const hour = index % 2 === 0 ? '18' : '07';
  const ymd = day.toISOString().slice(0, 10);
  return {
    id: 3163 - index * 2,
    title,
    summary,
    author,
    authorId: LIST_AUTHORS[author] ?? 0,
    date: `${ymd}T${hour}:00:00+02:00`,
    dateText: `${day.getUTCDate()}. ${MONTHS[day.getUTCMonth()] ?? ''} ${day.getUTCFullYear()}`,
    category: LIST_CATEGORIES[slug],
    tags,
    thumb: `thumb-${slug}-${(index % 3) + 1}`,
  };
});
