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
  {
    id: 'radio-stations',
    title: 'Radio: our stations',
    site: 'radio',
    description: 'Two stations side by side (lfmWidgetSettings.stations "b80er,radiohayom"): every api_lfm_* placeholder once per station with the _b80er / _radiohayom suffix; song line in the header.',
  },
  {
    id: 'radio-schedule',
    title: 'Radio: schedule',
    site: 'radio',
    description: 'Schedule page of b80er with schedule_source "schedule": current and next show (name, start, end, day, description), today’s schedule and the week mon–sun; song line in the header.',
  },
];
