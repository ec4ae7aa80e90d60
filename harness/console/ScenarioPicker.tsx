import { pageUrl, type Catalogue } from '../catalogue-types';
import { siteMatrices, siteName, type SiteMatrix } from './catalogueView';
import type { Selection } from './selection';

interface ScenarioPickerProps {
  catalogue: Catalogue;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

/**
 * Every page × fitting scenario as one matrix per site. A scenario fits all pages of a site
 * alike, so a matrix has no holes. Each cell selects that state and links to it directly.
 */
export function ScenarioPicker({ catalogue, selection, onSelect }: ScenarioPickerProps) {
  const matrices = siteMatrices(catalogue);
  return (
    <section className="panel picker" aria-labelledby="picker-heading">
      <h2 id="picker-heading">Pages × scenarios</h2>
      {matrices.length === 0 && <p className="muted">The catalogue has no pages.</p>}
      {matrices.map((matrix) => (
        <SiteMatrixTable key={matrix.site} matrix={matrix} selection={selection} onSelect={onSelect} />
      ))}
    </section>
  );
}

interface SiteMatrixTableProps {
  matrix: SiteMatrix;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

function SiteMatrixTable({ matrix, selection, onSelect }: SiteMatrixTableProps) {
  const headingId = `site-${matrix.site}`;
  return (
    <div className="site">
      <h3 id={headingId}>{siteName(matrix.site)}</h3>
      {matrix.scenarios.length === 0 ? (
        <p className="muted">No scenario fits the {siteName(matrix.site)} pages.</p>
      ) : (
        // Scrolls sideways on narrow screens rather than squeezing scenario names.
        <div className="table-scroll">
          <table className="matrix" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Page</th>
                {matrix.scenarios.map((scenario) => (
                  <th key={scenario.id} scope="col" title={scenario.description}>
                    {scenario.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.pages.map((page) => (
                <tr key={page.id}>
                  <th scope="row" title={page.description}>
                    {page.title}
                  </th>
                  {matrix.scenarios.map((scenario) => {
                    const selected = selection?.page === page.id && selection.scenario === scenario.id;
                    const label = `${page.title} in ${scenario.title}`;
                    return (
                      <td key={scenario.id} className={selected ? 'selected' : undefined}>
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
                          <a
                            className="cell-open"
                            href={pageUrl(page.id, scenario.id)}
                            target="_blank"
                            rel="noopener"
                          >
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
      )}
    </div>
  );
}
