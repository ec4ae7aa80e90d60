import { useState } from 'react';
import { pageUrl, type PageEntry, type ScenarioEntry } from '../catalogue-types';
import type { GalleryManifest } from '../gallery-manifest';
import { PROVIDER_DEBUG_PARAM } from '../provider-pages/debug-switch';
import { NO_VISIBLE_EFFECT } from './catalogueView';
import { copyText } from './clipboard';
import { hasPage } from './galleryView';
import type { Selection } from './selection';
import { SideBySide } from './SideBySide';

interface PreviewProps {
  page: PageEntry;
  scenario: ScenarioEntry;
  /** Reports the outcome of actions to the console's live region. */
  announce: (message: string) => void;
  /** The latest gallery, when there is one: its pictures of the page can replace the frame. */
  gallery: GalleryManifest | null;
  sideBySide: boolean;
  onSideBySide: (on: boolean) => void;
  onSelect: (selection: Selection) => void;
}

/**
 * The selected page in the selected scenario, framed, with what QA needs to reproduce it; or,
 * "Side by side", the page's states as the gallery pictured them.
 */
export function Preview({ page, scenario, announce, gallery, sideBySide, onSideBySide, onSelect }: PreviewProps) {
  // Remounting the frame (rather than reloading its window) also undoes navigation inside it,
  // so Reload always returns to exactly the selected state.
  const [loadCount, setLoadCount] = useState(0);
  // The mock provider pages hide their harness details (status line, "Anfrage") as a reader would
  // see them; QA can ask for them on the magazine's pages, where the provider's dialogs open.
  const [providerDetails, setProviderDetails] = useState(false);
  const detailsOffered = page.site === 'magazine';
  const url = pageUrl(page.id, scenario.id) + (detailsOffered && providerDetails ? `&${PROVIDER_DEBUG_PARAM}=1` : '');

  const copyLink = async () => {
    const absolute = new URL(url, window.location.origin).href;
    const copied = await copyText(absolute);
    announce(copied ? `Copied ${absolute}` : `Could not copy; the link is ${absolute}`);
  };

  return (
    <section className="panel preview" aria-labelledby="preview-heading">
      <div className="panel-head">
        <h2 id="preview-heading">
          {page.title} <span className="muted">in</span> {scenario.title}
        </h2>
        <div className="actions">
          <button type="button" onClick={() => setLoadCount((n) => n + 1)}>
            Reload
          </button>
          <button type="button" onClick={() => void copyLink()}>
            Copy link
          </button>
          <a className="button-link" href={url} target="_blank" rel="noopener">
            Open in new tab
          </a>
          {detailsOffered && (
            <button
              type="button"
              aria-pressed={providerDetails}
              onClick={() => setProviderDetails(!providerDetails)}
              title="Show the harness details (status line, request, messages) on the provider's pages"
            >
              Provider details
            </button>
          )}
          {gallery && hasPage(gallery, page.id) && (
            <button
              type="button"
              aria-pressed={sideBySide}
              onClick={() => onSideBySide(!sideBySide)}
              title="This page's states from the latest gallery"
            >
              Side by side
            </button>
          )}
        </div>
      </div>
      {/* Folded: the descriptions are long, and the frame should get the height. */}
      <details className="about">
        <summary>About this state</summary>
        <dl className="facts">
          <dt>Scenario</dt>
          <dd>
            <code>{scenario.id}</code> — {scenario.description}
          </dd>
          <dt>Page</dt>
          <dd>
            <code>{page.id}</code> — {page.description}
          </dd>
          {scenario.visibleEffect === false && (
            <>
              <dt>Effect</dt>
              <dd>{NO_VISIBLE_EFFECT}: the page looks as in the default scenario; compare the request log below</dd>
            </>
          )}
          {scenario.clock !== undefined && (
            <>
              <dt>Clock</dt>
              <dd>
                fixed at <time dateTime={scenario.clock}>{scenario.clock}</time>
              </dd>
            </>
          )}
          {scenario.storage !== undefined && (
            <>
              <dt>Storage</dt>
              <dd>
                seeded before the page runs:{' '}
                {(['local', 'session'] as const).flatMap((area) =>
                  Object.keys(scenario.storage?.[area] ?? {}).map((key) => (
                    <code key={`${area}:${key}`} title={scenario.storage?.[area]?.[key]}>
                      {area}Storage[{JSON.stringify(key)}]{' '}
                    </code>
                  )),
                )}
              </dd>
            </>
          )}
        </dl>
      </details>
      {gallery && sideBySide && hasPage(gallery, page.id) ? (
        <SideBySide manifest={gallery} page={page} scenario={scenario.id} onSelect={onSelect} />
      ) : (
        <iframe key={`${url}#${loadCount}`} className="frame" src={url} title={`${page.title} in scenario ${scenario.title}`} />
      )}
    </section>
  );
}
