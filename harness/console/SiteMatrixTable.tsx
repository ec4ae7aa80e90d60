import { pageUrl, type PageEntry, type ScenarioEntry } from '../catalogue-types';
import { columnGroups, NO_VISIBLE_EFFECT, offered, pageColumnTitle, siteName, type SiteMatrix } from './catalogueView';
import type { Selection } from './selection';

interface SiteMatrixTableProps {
  matrix: SiteMatrix;
  /** The number of page columns that fit the picker's width: the site's pages are grouped by it. */
  columns: number;
  showAll: boolean;
  /** Whether rows may be missing because of the filter, for the empty message. */
  filtering: boolean;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

/**
 * One site's matrix, its pages in groups that fit the picker's width (no sideways scrolling), each
 * group in a box of its own that scrolls down with the page headings and scenario names in view.
 */
export function SiteMatrixTable({ matrix, columns, showAll, filtering, selection, onSelect }: SiteMatrixTableProps) {
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
  const groups = columnGroups(matrix, columns, showAll);
  // Where each group's pages start in the site's list, counted from 1.
  const starts = groups.map((_, index) => 1 + groups.slice(0, index).reduce((sum, group) => sum + group.pages.length, 0));
  return (
    <div className="site" data-testid={`matrix-${matrix.site}`}>
      <h3 id={headingId}>{name}</h3>
      {groups.map((group, index) => {
        const from = starts[index] ?? 1;
        const label = groups.length === 1 ? name : `${name}, pages ${from}–${from + group.pages.length - 1} of ${matrix.pages.length}`;
        return group.scenarios.length === 0 ? null : (
          <div className="matrix-box" key={group.pages[0]?.id}>
            <MatrixGroup group={group} label={label} showAll={showAll} selection={selection} onSelect={onSelect} />
          </div>
        );
      })}
    </div>
  );
}

interface MatrixGroupProps {
  group: SiteMatrix;
  label: string;
  showAll: boolean;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

function MatrixGroup({ group, label, showAll, selection, onSelect }: MatrixGroupProps) {
  return (
    <table className="matrix" aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className="corner">
            Scenario
          </th>
          {group.pages.map((page) => (
            <th key={page.id} scope="col" className="page-col" title={`${page.id}: ${page.description}`}>
              {pageColumnTitle(page)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {group.scenarios.map((scenario) => (
          <tr key={scenario.id}>
            <ScenarioHeader scenario={scenario} />
            {group.pages.map((page) => (
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
