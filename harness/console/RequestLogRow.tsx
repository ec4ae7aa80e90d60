import { memo } from 'react';
import type { RequestLogEntry } from '../catalogue-types';
import { formatDuration, formatStatus, formatTime, shortUrl, statusClass } from './requestLogView';

/** One request. Memoised: entries never change, and bursts of events re-render the whole list. */
export const RequestLogRow = memo(function RequestLogRow({ entry }: { entry: RequestLogEntry }) {
  return (
    <tr>
      <td>
        <time dateTime={entry.at} title={entry.at}>
          {formatTime(entry.at)}
        </time>
      </td>
      <td>{entry.origin}</td>
      <td>{entry.page ?? <span className="muted">—</span>}</td>
      <td>{entry.scenario}</td>
      <td>{entry.method}</td>
      <td className="url" title={entry.url}>
        {shortUrl(entry.url)}
      </td>
      <td>
        <span
          className={`status ${statusClass(entry.status)}`}
          title={entry.status === null ? 'No answer: the client went away' : undefined}
        >
          {formatStatus(entry.status)}
        </span>
      </td>
      <td className="num">{formatDuration(entry.durationMs)}</td>
      <td>{entry.note ?? ''}</td>
    </tr>
  );
});
