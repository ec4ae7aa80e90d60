/** The catalogue the harness publishes, built from the real pages and scenarios (applicability included). */
import { buildCatalogue } from '../../harness/applicability/applicability';
import type { Catalogue } from '../../harness/catalogue-types';
import { pageHtml } from '../../harness/page-html';
import { pages } from '../../harness/pages';
import { scenarios } from '../../harness/scenarios';

export const realCatalogue = (): Promise<Catalogue> => buildCatalogue({ pages, scenarios, htmlOf: pageHtml });
