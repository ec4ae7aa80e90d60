import { useMemo, useState } from 'react';
import type { RequestLogEntry } from '../catalogue-types';
import { CheckWithHint } from './CheckWithHint';
import { LOG_COLUMNS, RequestLogRow } from './RequestLogRow';
import { FlowStepRow } from './FlowStepRow';
import { timeline, type FlowStep } from './flowSteps';
import type { Selection } from './selection';
import type { ConnectionState } from './useRequestLog';

interface RequestLogProps {
  entries: RequestLogEntry[];
  /** The preview's steps (clicks, frames, the bundle's lines), shown among the requests by time. */
  steps: FlowStep[];
  connection: ConnectionState;
  selection: Selection | null;
  onClear: () => Promise<void>;
  announce: (message: string) => void;
}

const CONNECTION_TEXT: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  connected: 'Live',
  reconnecting: 'Reconnecting…',
};

/** The mocked requests and the preview's steps as they happen, newest first, with the filters QA needs. */
export function RequestLog({ entries, steps, connection, selection, onClear, announce }: RequestLogProps) {
  // On by default: with several tabs open, the selected state's requests are what matter.
  const [onlySelection, setOnlySelection] = useState(true);
  const [text, setText] = useState('');
  const [clearing, setClearing] = useState(false);

  const visible = useMemo(
    () => timeline(entries, steps, { onlySelection, page: selection?.page ?? null, scenario: selection?.scenario ?? null, text }),
    [entries, steps, onlySelection, selection, text],
  );
  const shownRequests = visible.filter((row) => row.type === 'request').length;

  const clear = async () => {
    setClearing(true);
    try {
      await onClear();
      announce('Request log cleared');
    } catch (error: unknown) {
      announce(error instanceof Error ? error.message : 'Clearing the log failed');
    } finally {
      setClearing(false);
    }
  };

  return (
    <section className="panel log" aria-labelledby="log-heading">
      <div className="panel-head">
        <h2 id="log-heading">Requests and steps</h2>
        <p className={`connection connection-${connection}`} aria-live="polite">
          <span className="dot" aria-hidden="true" />
          {CONNECTION_TEXT[connection]}
        </p>
      </div>
      <div className="log-controls">
        <CheckWithHint
          label="Only the selected page and scenario"
          hint="Requests without a known page are kept when their scenario matches."
          checked={onlySelection}
          onChange={setOnlySelection}
        />
        <label className="search">
          <span>Filter</span>
          <input
            type="search"
            value={text}
            placeholder="host, path, action, status, step…"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="button" onClick={() => void clear()} disabled={clearing}>
          Clear
        </button>
      </div>
      <p className="muted count">
        Showing {shownRequests} of {entries.length} requests and {visible.length - shownRequests} of {steps.length} steps of the preview
      </p>
      <div className="table-scroll log-box">
        <table className="requests">
          <caption className="visually-hidden">Mocked requests, newest first, with the preview’s steps</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Page · scenario</th>
              <th scope="col">Request or step</th>
              <th scope="col">Status or kind</th>
              <th scope="col">Duration</th>
              <th scope="col">Response</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) =>
              row.type === 'request' ? <RequestLogRow key={row.key} entry={row.entry} /> : <FlowStepRow key={row.key} step={row.step} />,
            )}
            {visible.length === 0 && (
              <tr>
                <td colSpan={LOG_COLUMNS} className="empty">
                  {entries.length + steps.length === 0 ? 'No requests or steps yet.' : 'No request or step matches the filters.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
