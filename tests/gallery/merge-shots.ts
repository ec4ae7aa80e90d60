/**
 * A gallery run limited to some pages or scenarios (--page, --scenario) replaces their shots in
 * the last full run's manifest and keeps the rest, in catalogue order; shots of pages or
 * scenarios the catalogue no longer has are dropped.
 */
import type { Catalogue } from '../../harness/catalogue-types';
import type { GalleryManifest, GalleryShot } from '../../harness/gallery-manifest';
import { shotKey } from './changes';

export function mergeShots(previous: GalleryManifest | null, fresh: GalleryManifest, catalogue: Catalogue): GalleryManifest {
  const byKey = new Map<string, GalleryShot>();
  for (const shot of previous?.shots ?? []) byKey.set(shotKey(shot), shot);
  for (const shot of fresh.shots) byKey.set(shotKey(shot), shot);
  const pageOrder = new Map(catalogue.pages.map((page, index) => [page.id, index]));
  const scenarioOrder = new Map(catalogue.scenarios.map((scenario, index) => [scenario.id, index]));
  const viewportOrder = new Map(fresh.viewports.map((viewport, index) => [viewport.id, index]));
  const shots = [...byKey.values()]
    .filter((shot) => pageOrder.has(shot.page) && scenarioOrder.has(shot.scenario))
    .sort(
      (a, b) =>
        pageOrder.get(a.page)! - pageOrder.get(b.page)! ||
        scenarioOrder.get(a.scenario)! - scenarioOrder.get(b.scenario)! ||
        (viewportOrder.get(a.viewport) ?? 0) - (viewportOrder.get(b.viewport) ?? 0),
    );
  return { ...fresh, shots };
}
