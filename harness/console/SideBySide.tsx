import { useEffect, useRef, useState } from 'react';
import { pageUrl, type PageEntry } from '../catalogue-types';
import type { GalleryManifest, ViewportId } from '../gallery-manifest';
import { galleryFileUrl, pageShots } from './galleryView';
import type { Selection } from './selection';

interface SideBySideProps {
  manifest: GalleryManifest;
  page: PageEntry;
  /** The scenario selected in the console: its picture is marked. */
  scenario: string;
  onSelect: (selection: Selection) => void;
}

/**
 * One page's states from the latest gallery, side by side at one viewport: each picture with its
 * scenario, a link to the full screenshot, the last run's picture when it changed since, and a
 * button that previews the state live.
 */
export function SideBySide({ manifest, page, scenario, onSelect }: SideBySideProps) {
  const [viewport, setViewport] = useState<ViewportId>('desktop');
  const shots = pageShots(manifest, page.id, viewport);
  // The selected state's picture in view: deep in a page's fifty states it would be out of sight.
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [viewport, scenario]);
  return (
    <div className="side-by-side" data-testid="side-by-side">
      <fieldset className="viewport-choice">
        <legend className="visually-hidden">Viewport</legend>
        {manifest.viewports.map((entry) => (
          <label key={entry.id}>
            <input type="radio" name="gallery-viewport" checked={viewport === entry.id} onChange={() => setViewport(entry.id)} />{' '}
            {entry.label}
          </label>
        ))}
        <span className="muted">
          {shots.length} states of <code>{page.id}</code> from the gallery of {manifest.generatedAt.slice(0, 10)}
        </span>
      </fieldset>
      <ul className={`shots ${viewport}`} aria-label={`${page.title}: states side by side`}>
        {shots.map((shot) => (
          <li
            key={shot.scenario}
            ref={shot.scenario === scenario ? current : undefined}
            className={shot.scenario === scenario ? 'current' : undefined}
            aria-current={shot.scenario === scenario ? 'true' : undefined}
          >
            <figure>
              {shot.error === undefined ? (
                <a href={galleryFileUrl(shot.file)} target="_blank" rel="noopener" title="Full screenshot">
                  <img src={galleryFileUrl(shot.file)} alt={`${page.title} in ${shot.scenarioTitle}`} loading="lazy" />
                </a>
              ) : (
                <p className="shot-failed">No picture: {shot.error}</p>
              )}
              <figcaption>
                <span className="scenario-title">{shot.scenarioTitle}</span> <code>{shot.scenario}</code>
                {!shot.settled && shot.error === undefined && <span className="badge">not settled</span>}
                {shot.previousFile !== undefined && (
                  <a
                    className="badge changed"
                    href={galleryFileUrl(shot.previousFile)}
                    target="_blank"
                    rel="noopener"
                    title="The last run's picture of this state"
                  >
                    changed since the last run: before
                  </a>
                )}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onSelect({ page: page.id, scenario: shot.scenario })}
                  title={`Preview ${pageUrl(page.id, shot.scenario)} live`}
                >
                  Preview live
                </button>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
