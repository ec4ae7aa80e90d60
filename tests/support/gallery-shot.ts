/** A gallery shot for tests: a radio page's state by default, settled, with the paths the gallery writes. */
import type { GalleryShot } from '../../harness/gallery-manifest';

export function galleryShot(
  page: string,
  scenario: string,
  viewport: GalleryShot['viewport'],
  extra: Partial<GalleryShot> = {},
): GalleryShot {
  return {
    site: page.startsWith('magazine') ? 'magazine' : 'radio',
    page,
    pageTitle: page,
    scenario,
    scenarioTitle: scenario,
    scenarioDescription: '',
    viewport,
    url: `/pages/${page}?scenario=${scenario}`,
    file: `shots/${page}/${scenario}.${viewport}.jpg`,
    settleMs: 400,
    settled: true,
    ...extra,
  };
}
