import { pageUrl, type PageEntry, type ScenarioEntry } from '../catalogue-types';
import { NO_VISIBLE_EFFECT, offered, pageColumnTitle, siteName, type SiteMatrix } from './catalogueView';
import type { Selection } from './selection';

interface SiteMatrixTableProps {
  matrix: SiteMatrix;
  showAll: boolean;
  /** Whether rows may be missing because of the filter, for the empty message. */
  filtering: boolean;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

/**
 * One site's matrix in a box of its own that scrolls both ways, with the page headings and the
 * scenario names sticky, so a cell deep in the table still says what it is.
 */
export function SiteMatrixTable({ matrix, showAll, filtering, selection, onSelect }: SiteMatrixTableProps) {
  const headingId = `site-${matrix.site}`;
  const name = siteName(matrix.site);
  if (matrix.scenarios.length === 0) {
    return (
      <div className="site">
        <h3 id={headingId}>{name}</h3>
        <p className="muted">{filtering ? `No ${name} scenario matches the filter.` : `No scenario fits the ${name} pages.`}</p>
      </div>
    );
  }
  return (
    <div className="site">
      <h3 id={headingId}>{name}</h3>
      <div className="matrix-box" data-testid={`matrix-${matrix.site}`}>
        <table className="matrix" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className="corner">
                Scenario
              </th>
              {matrix.pages.map((page) => (
                <th key={page.id} scope="col" className="page-col" title={`${page.id}: ${page.description}`}>
                  {pageColumnTitle(page)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.scenarios.map((scenario) => (
              <tr key={scenario.id}>
                <ScenarioHeader scenario={scenario} />
                {matrix.pages.map((page) => (
                  <MatrixCell
                    key={page.id}
                    page={page}
                    scenario={scenario}
                    offer={offered(scenario, page, showAll)}
                    selected={selection?.page === page.id && selection.scenario === scenario.id}
                    onSelect={onSelect}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface MatrixCellProps {
  page: PageEntry;
  scenario: ScenarioEntry;
  offer: boolean;
  selected: boolean;
  onSelect: (selection: Selection) => void;
}

function MatrixCell({ page, scenario, offer, selected, onSelect }: MatrixCellProps) {
  if (!offer) {
    return (
      <td className="na" title={`${scenario.id} changes no call of ${page.id} (“Show all” offers it anyway)`}>
        <span aria-hidden="true">·</span>
        <span className="visually-hidden">does not apply</span>
      </td>
    );
  }
  const label = `${page.title} in ${scenario.title}`;
  return (
    <td className={selected ? 'selected' : undefined}>
      <span className="cell">
        <button
          type="button"
          className="cell-select"
          aria-pressed={selected}
          title={`Preview ${label}`}
          onClick={() => onSelect({ page: page.id, scenario: scenario.id })}
        >
          <span aria-hidden="true">{selected ? '●' : '○'}</span>
          <span className="visually-hidden">Show {label}</span>
        </button>
        <a className="cell-open" href={pageUrl(page.id, scenario.id)} target="_blank" rel="noopener" title={`Open ${label} in a new tab`}>
          <span aria-hidden="true">↗</span>
          <span className="visually-hidden">Open {label} in a new tab</span>
        </a>
      </span>
    </td>
  );
}

function ScenarioHeader({ scenario }: { scenario: ScenarioEntry }) {
  return (
    <th scope="row" className="scenario" title={scenario.description}>
      <span className="scenario-title">{scenario.title}</span> <code className="scenario-id">{scenario.id}</code>
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
      {scenario.visibleEffect === false && (
        <>
          {' '}
          <span className="badge" title="The page looks as in the default scenario; the difference is in the request log and the console">
            {NO_VISIBLE_EFFECT}
          </span>
        </>
      )}
    </th>
  );
}
