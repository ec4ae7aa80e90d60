import { useState } from 'react';
import { pageUrl, type Catalogue, type ScenarioEntry } from '../catalogue-types';
import { countScenarios, filterMatrices, siteMatrices, siteName, type SiteMatrix } from './catalogueView';
import type { Selection } from './selection';

interface ScenarioPickerProps {
  catalogue: Catalogue;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

/**
 * Every fitting scenario × page as one table per site: scenarios are rows (there are many),
 * pages are columns (there are few), so the table grows downwards, not sideways.
 * A scenario fits all pages of a site alike, so a table has no holes.
 * Each cell selects that state and links to it directly.
 */
export function ScenarioPicker({ catalogue, selection, onSelect }: ScenarioPickerProps) {
  const [text, setText] = useState('');
  const matrices = siteMatrices(catalogue);
  const shown = filterMatrices(matrices, text);
  const filtering = text.trim() !== '';
  const total = countScenarios(matrices);
  const visible = countScenarios(shown);
  const selectedHidden =
    filtering &&
    selection !== null &&
    !shown.some((matrix) => matrix.scenarios.some((scenario) => scenario.id === selection.scenario));

  return (
    <section className="panel picker" aria-labelledby="picker-heading">
      <h2 id="picker-heading">Scenarios × pages</h2>
      {matrices.length === 0 ? (
        <p className="muted">The catalogue has no pages.</p>
      ) : (
        <>
          <label className="search picker-filter">
            <span>Filter scenarios</span>
            <input
              type="search"
              value={text}
              placeholder="id, title, description…"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <p className="muted count" aria-live="polite">
            {filtering && `Showing ${visible} of ${total} scenarios.`}
            {selectedHidden && ' The selected scenario is hidden by the filter.'}
          </p>
        </>
      )}
      {shown.map((matrix) => (
        <SiteMatrixTable
          key={matrix.site}
          matrix={matrix}
          filtering={filtering}
          selection={selection}
          onSelect={onSelect}
        />
      ))}
    </section>
  );
}

interface SiteMatrixTableProps {
  matrix: SiteMatrix;
  /** Whether rows may be missing because of the filter, for the empty message. */
  filtering: boolean;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

function SiteMatrixTable({ matrix, filtering, selection, onSelect }: SiteMatrixTableProps) {
  const headingId = `site-${matrix.site}`;
  const name = siteName(matrix.site);
  if (matrix.scenarios.length === 0) {
    return (
      <div className="site">
        <h3 id={headingId}>{name}</h3>
        <p className="muted">
          {filtering ? `No ${name} scenario matches the filter.` : `No scenario fits the ${name} pages.`}
        </p>
      </div>
    );
  }
  return (
    <div className="site">
      <h3 id={headingId}>{name}</h3>
      {/* Pages are few, so this rarely scrolls; it only guards very narrow screens. */}
      <div className="table-scroll">
        <table className="matrix" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              {matrix.pages.map((page) => (
                <th key={page.id} scope="col" className="page-col" title={page.description}>
                  {page.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.scenarios.map((scenario) => (
              <tr key={scenario.id}>
                <ScenarioHeader scenario={scenario} />
                {matrix.pages.map((page) => {
                  const selected = selection?.page === page.id && selection.scenario === scenario.id;
                  const label = `${page.title} in ${scenario.title}`;
                  return (
                    <td key={page.id} className={selected ? 'selected' : undefined}>
                      <span className="cell">
                        <button
                          type="button"
                          className="cell-select"
                          aria-pressed={selected}
                          onClick={() => onSelect({ page: page.id, scenario: scenario.id })}
                        >
                          <span aria-hidden="true">{selected ? '●' : '○'}</span>
                          <span className="visually-hidden">Show {label}</span>
                        </button>
                        <a className="cell-open" href={pageUrl(page.id, scenario.id)} target="_blank" rel="noopener">
                          <span aria-hidden="true">↗</span>
                          <span className="visually-hidden">Open {label} in a new tab</span>
                        </a>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ScenarioHeader({ scenario }: { scenario: ScenarioEntry }) {
  return (
    <th scope="row" className="scenario" title={scenario.description}>
      <span className="scenario-title">{scenario.title}</span>{' '}
      <code className="scenario-id">{scenario.id}</code>
      {scenario.clock && (
        <>
          {' '}
          <span className="badge" title={`The page clock starts at ${scenario.clock}`}>
            fixed clock
          </span>
        </>
      )}
      {scenario.storage && (
        <>
          {' '}
          <span className="badge" title="Browser storage is seeded before the page runs">
            seeded storage
          </span>
        </>
      )}
    </th>
  );
}
