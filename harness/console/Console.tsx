import { useEffect, useState } from 'react';
import type { Catalogue } from '../catalogue-types';
import { GalleryLink } from './GalleryLink';
import { Preview } from './Preview';
import { RequestLog } from './RequestLog';
import { ScenarioPicker } from './ScenarioPicker';
import { useAnnouncer } from './useAnnouncer';
import { useFlowSteps } from './useFlowSteps';
import { useGallery } from './useGallery';
import { useRequestLog } from './useRequestLog';
import type { Selection } from './selection';
import { useSelection } from './useSelection';

/** The console once the catalogue is known: picker, preview and live request log. */
export function Console({ catalogue }: { catalogue: Catalogue }) {
  const { selection, select, notice } = useSelection(catalogue);
  const log = useRequestLog();
  const flow = useFlowSteps();
  // Clear empties both: the server's requests, then (once that worked) the preview's steps.
  const clearLog = async () => {
    await log.clear();
    flow.clear();
  };
  const { message, announce } = useAnnouncer();
  const gallery = useGallery();
  const [sideBySide, setSideBySide] = useState(false);
  // Choosing a state from the side-by-side view previews it live.
  const previewLive = (next: Selection) => {
    setSideBySide(false);
    select(next);
  };

  const page = catalogue.pages.find((p) => p.id === selection?.page);
  const scenario = catalogue.scenarios.find((s) => s.id === selection?.scenario);

  // The tab title names the state, so several console tabs stay distinguishable.
  useEffect(() => {
    document.title = selection ? `${selection.page} · ${selection.scenario} — QA console` : 'QA console';
  }, [selection]);

  return (
    <div className="console">
      <header className="top">
        <h1>Harness QA console</h1>
        <GalleryLink gallery={gallery} />
        <p className="usage">
          Pick a cell: ○ shows that page in that scenario in the preview, ↗ opens it in a new tab; the preview’s steps (clicks, dialogs,
          warnings) and requests are listed below it.
        </p>
        <p className="announcer" aria-live="polite">
          {message}
        </p>
      </header>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <main className="layout">
        <ScenarioPicker catalogue={catalogue} selection={selection} onSelect={select} />
        <div className="side">
          {page && scenario ? (
            <Preview
              page={page}
              scenario={scenario}
              announce={announce}
              gallery={gallery.status === 'ready' ? gallery.manifest : null}
              sideBySide={sideBySide}
              onSideBySide={setSideBySide}
              onSelect={previewLive}
            />
          ) : (
            <section className="panel preview" aria-labelledby="preview-heading">
              <h2 id="preview-heading">Preview</h2>
              <p className="muted">No page and scenario to show.</p>
            </section>
          )}
          <RequestLog
            entries={log.entries}
            steps={flow.steps}
            connection={log.connection}
            selection={selection}
            onClear={clearLog}
            announce={announce}
          />
        </div>
      </main>
    </div>
  );
}
