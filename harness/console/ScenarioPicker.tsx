import { useEffect, useRef, useState } from 'react';
import { CheckWithHint } from './CheckWithHint';
import type { Catalogue } from '../catalogue-types';
import { countOffered, countScenarios, filterMatrices, siteMatrices } from './catalogueView';
import { SiteMatrixTable } from './SiteMatrixTable';
import { useColumnsThatFit } from './useColumnsThatFit';
import type { Selection } from './selection';

interface ScenarioPickerProps {
  catalogue: Catalogue;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}

/**
 * Scenario × page as one table per site: scenarios are rows (many), pages are columns (few).
 * By default a cell is offered only where the scenario can change anything on the page (the
 * catalogue's `pages`); "show all" offers every pair of the site, so nothing is out of reach.
 */
export function ScenarioPicker({ catalogue, selection, onSelect }: ScenarioPickerProps) {
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const matrices = siteMatrices(catalogue, showAll);
  const shown = filterMatrices(matrices, text);
  const filtering = text.trim() !== '';
  const matricesRef = useRef<HTMLDivElement>(null);
  const columns = useColumnsThatFit(matricesRef);
  // A selection restored from the address is shown where it is (it may be deep in the second
  // site's matrix) once the groups have their measured width, and again when a resize regroups
  // them; a click selects a cell already in view.
  useEffect(() => {
    matricesRef.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, [columns]);
  const selectedHidden =
    selection !== null && !shown.some((matrix) => matrix.scenarios.some((scenario) => scenario.id === selection.scenario));

  return (
    <section className="panel picker" aria-labelledby="picker-heading">
      <h2 id="picker-heading">Scenarios × pages</h2>
      <div className="picker-controls">
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
        <CheckWithHint
          label="Show all"
          hint="Also offer pairs where the scenario changes no call of the page."
          checked={showAll}
          onChange={setShowAll}
        />
      </div>
      <p className="muted count" aria-live="polite">
        {countOffered(shown, showAll)} links, {countScenarios(shown)} scenarios
        {showAll ? ' (every pair of each site)' : ' (only where the scenario changes a call of the page)'}.
        {selectedHidden && ' The selected scenario is hidden by the filter.'}
      </p>
      <div ref={matricesRef}>
        {shown.map((matrix) => (
          <SiteMatrixTable
            key={matrix.site}
            matrix={matrix}
            columns={columns}
            showAll={showAll}
            filtering={filtering}
            selection={selection}
            onSelect={onSelect}
          />
        ))}
      </div>
    </section>
  );
}
