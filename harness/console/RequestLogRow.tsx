import { memo, useId, useState } from 'react';
import type { RequestLogEntry } from '../catalogue-types';
import { RequestBody } from './RequestBody';
import { formatDuration, formatStatus, formatTime, hostOf, shortUrl, statusClass } from './requestLogView';

/** Columns of the log table, for the body row and the empty row that span them all. */
export const LOG_COLUMNS = 6;

/**
 * One request, and its response body below it on demand. Memoised: entries never change, and
 * bursts of events re-render the whole list.
 */
export const RequestLogRow = memo(function RequestLogRow({ entry }: { entry: RequestLogEntry }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const host = hostOf(entry.url);
  return (
    <>
      <tr>
        <td className="time">
          <time dateTime={entry.at} title={entry.at}>
            {formatTime(entry.at)}
          </time>
        </td>
        <td className="who">
          {entry.page ?? <span className="muted">—</span>}
          {entry.pageFrom === 'last-served' && (
            <span className="muted" title="A cross-origin call names no page: this is the page last served in the scenario">
              {' '}
              (last served)
            </span>
          )}
          <div className="muted scenario-cell">{entry.scenario}</div>
        </td>
        <td className="url" title={entry.url}>
          <span className="method">{entry.method}</span> <span className="host">{host}</span>
          <span className="path">{shortUrl(entry.url)}</span>
          {entry.action !== undefined && (
            <>
              {' '}
              <span className="action" title="admin-ajax action">
                action={entry.action}
              </span>
            </>
          )}
          {entry.origin === 'provider' && <span className="muted"> · provider origin</span>}
          {entry.note !== undefined && <div className="note">{entry.note}</div>}
        </td>
        <td className="status-cell">
          <span
            className={`status ${statusClass(entry.status)}`}
            title={entry.status === null ? 'No answer: the client went away' : undefined}
          >
            {formatStatus(entry.status)}
          </span>
        </td>
        <td className="num">{formatDuration(entry.durationMs)}</td>
        <td className="body-cell">
          {entry.body ? (
            <button
              type="button"
              className="body-toggle"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen((was) => !was)}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> Body
              <span className="visually-hidden">
                {' '}
                of {entry.method} {host}
                {shortUrl(entry.url)}
              </span>
            </button>
          ) : (
            <span className="muted" title="No text body (empty, binary or no answer)">
              —
            </span>
          )}
        </td>
      </tr>
      {entry.body && open && (
        <tr className="body-row" id={bodyId}>
          <td colSpan={LOG_COLUMNS}>
            <RequestBody body={entry.body} />
          </td>
        </tr>
      )}
    </>
  );
});
