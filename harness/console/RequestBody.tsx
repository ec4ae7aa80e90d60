import type { LoggedBody } from '../catalogue-types';
import { formatBody } from './requestLogView';

/** A logged response body: pretty JSON or the text as sent, always as a text node (never HTML). */
export function RequestBody({ body }: { body: LoggedBody }) {
  const view = formatBody(body);
  return (
    <div className="body">
      <p className="muted body-meta">
        {body.contentType || 'no content type'} · {body.length.toLocaleString('en')} characters
        {view.kind === 'json' ? ' · JSON, pretty-printed' : ''}
        {view.notes.map((note) => ` · ${note}`).join('')}
      </p>
      <pre className={`body-text body-${view.kind}`} tabIndex={0}>
        {view.text}
      </pre>
      {view.tokens.map((token) => (
        <div key={token.path} className="token">
          <p className="muted body-meta">
            Signed token at <code>{token.path}</code>, payload decoded (not verified):
          </p>
          <pre className="body-text body-token" tabIndex={0}>
            {JSON.stringify(token.payload, null, 2)}
          </pre>
        </div>
      ))}
    </div>
  );
}
