/**
 * The key states under visual regression: at least 40, each a state the gallery pictures (the
 * console offers the pair), every page's phone layout among them, each once, with a baseline name
 * that says which state it is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { realCatalogue } from '../../support/real-catalogue';
import type { Catalogue } from '../../../harness/catalogue-types';
import { galleryStates } from '../../../tests/gallery/gallery-states';
import { baselineName, KEY_STATES, PUBLISHER_PAGE_SHOWN } from '../../../tests/gallery/key-states';

describe('KEY_STATES', () => {
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await realCatalogue();
  }, 60_000);

  it('are at least 40, each once', () => {
    expect(KEY_STATES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(KEY_STATES.map(baselineName)).size).toBe(KEY_STATES.length);
  });

  it('are states of the gallery: the console offers each page × scenario', () => {
    const offered = new Set(galleryStates(catalogue).map((state) => `${state.page} ${state.scenario} ${state.viewport}`));
    expect(KEY_STATES.filter((state) => !offered.has(`${state.page} ${state.scenario} ${state.viewport}`))).toEqual([]);
  });

  it('hold every page of the catalogue at 375 px (one publisher page for all of them: the same article and log box)', () => {
    const phones = new Set(
      KEY_STATES.filter((state) => state.viewport === 'phone' && state.scenario === 'default').map((state) => state.page),
    );
    const missing = catalogue.pages.filter((page) => !phones.has(page.id)).map((page) => page.id);
    expect(missing.filter((id) => !id.startsWith('publisher-'))).toEqual([]);
    expect(phones.has(PUBLISHER_PAGE_SHOWN)).toBe(true);
  });

  it('name each baseline after its page, scenario and viewport', () => {
    expect(baselineName({ page: 'radio-home', scenario: 'station-404', viewport: 'phone' })).toBe('radio-home--station-404--phone.png');
  });
});
