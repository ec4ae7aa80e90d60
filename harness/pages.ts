/** The fixture pages the harness serves at `/pages/{id}`, from fixtures/pages/{id}.html. */
import type { PageEntry } from './catalogue-types';

export const pages: PageEntry[] = [
  {
    id: 'radio-home',
    title: 'Radio: front page',
    site: 'radio',
    description: 'Front page of the radio site: current-song line in the header, live station box, post teasers, sidebar.',
  },
  {
    id: 'radio-article',
    title: 'Radio: article',
    site: 'radio',
    description: 'A single post with the reader features (bookmark, reactions, feedback vote, accordion, note box, share, newsletter, cookie notice, header strip, dark mode).',
  },
];
