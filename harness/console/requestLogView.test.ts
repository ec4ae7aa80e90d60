import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../catalogue-types';
import { unsignedJwt } from '../mocks/provider-jwt';
import {
  MAX_LOG_ENTRIES,
  filterLog,
  formatDuration,
  formatStatus,
  formatBody,
  formatTime,
  hostOf,
  matchesSelection,
  mergeLog,
  shortUrl,
  statusClass,
  type LogFilter,
} from './requestLogView';

function entry(id: number, overrides: Partial<RequestLogEntry> = {}): RequestLogEntry {
  return {
    id,
    at: '2024-05-01T12:00:00.000Z',
    origin: 'site',
    page: 'radio-home',
    scenario: 'default',
    method: 'GET',
    url: `https://api.laut.fm/station/b80er/last_songs?_=${id}`,
    status: 200,
    durationMs: 12,
    ...overrides,
  };
}

const noFilter: LogFilter = { onlySelection: false, page: null, scenario: null, text: '' };

describe('mergeLog', () => {
  it('keeps arrival order and drops duplicates from overlapping snapshot and stream', () => {
    const merged = mergeLog([entry(1), entry(2), entry(3)], [entry(3), entry(4), entry(2)]);
    expect(merged.map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });

  it('orders by id even when entries complete out of order', () => {
    expect(mergeLog([entry(5)], [entry(3), entry(4)]).map((e) => e.id)).toEqual([3, 4, 5]);
  });

  it('lets the later copy of an entry win', () => {
    const merged = mergeLog([entry(1, { status: null })], [entry(1, { status: 503 })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.status).toBe(503);
  });

  it(`caps the log at ${MAX_LOG_ENTRIES} entries, dropping the oldest`, () => {
    const many = Array.from({ length: 520 }, (_, i) => entry(i + 1));
    const merged = mergeLog([], many);
    expect(MAX_LOG_ENTRIES).toBe(500);
    expect(merged).toHaveLength(500);
    expect(merged[0]?.id).toBe(21);
    expect(merged.at(-1)?.id).toBe(520);

    const grown = mergeLog(merged, [entry(521)]);
    expect(grown).toHaveLength(500);
    expect(grown[0]?.id).toBe(22);
    expect(grown.at(-1)?.id).toBe(521);
  });

  it('does not mutate its inputs', () => {
    const current = [entry(2), entry(1)];
    mergeLog(current, [entry(3)]);
    expect(current.map((e) => e.id)).toEqual([2, 1]);
  });
});

describe('filterLog by selection', () => {
  const log = [
    entry(1, { page: 'radio-home', scenario: 'default' }),
    entry(2, { page: 'radio-home', scenario: 'station-404' }),
    entry(3, { page: 'magazine-article', scenario: 'default' }),
    entry(4, { page: null, scenario: 'station-404', origin: 'provider' }),
    entry(5, { page: null, scenario: 'default', origin: 'provider' }),
  ];
  const selected: LogFilter = { ...noFilter, onlySelection: true, page: 'radio-home', scenario: 'station-404' };

  it('keeps only the selected page in the selected scenario, plus unattributed requests of that scenario', () => {
    expect(filterLog(log, selected).map((e) => e.id)).toEqual([2, 4]);
  });

  it('keeps everything when the filter is off', () => {
    expect(filterLog(log, { ...selected, onlySelection: false })).toHaveLength(5);
  });

  it('rejects another page even in the same scenario', () => {
    expect(matchesSelection(entry(9, { page: 'radio-live', scenario: 'station-404' }), 'radio-home', 'station-404')).toBe(false);
  });
});

describe('filterLog by text', () => {
  const log = [
    entry(1, { url: 'https://api.laut.fm/station/b80er', status: 404, note: 'no handler matched' }),
    entry(2, { url: 'https://example.com/wp-json/wp/v2/posts?page=2', method: 'POST', status: 500 }),
    entry(3, { url: 'https://example.com/feed', status: null, note: 'client aborted' }),
  ];

  it('matches the admin-ajax action', () => {
    const withAction = [entry(7, { url: 'https://www.b80er.de/wp-admin/admin-ajax.php', action: 'pvc-check-post' }), ...log];
    expect(filterLog(withAction, { ...noFilter, text: 'pvc-check' }).map((e) => e.id)).toEqual([7]);
  });

  it('matches URL, method, status and note case-insensitively', () => {
    expect(filterLog(log, { ...noFilter, text: 'LAUT' }).map((e) => e.id)).toEqual([1]);
    expect(filterLog(log, { ...noFilter, text: 'post' }).map((e) => e.id)).toEqual([2]);
    expect(filterLog(log, { ...noFilter, text: '500' }).map((e) => e.id)).toEqual([2]);
    expect(filterLog(log, { ...noFilter, text: 'aborted' }).map((e) => e.id)).toEqual([3]);
  });

  it('requires every word to match', () => {
    expect(filterLog(log, { ...noFilter, text: 'example posts' }).map((e) => e.id)).toEqual([2]);
    expect(filterLog(log, { ...noFilter, text: 'example laut' })).toEqual([]);
  });

  it('ignores blank text', () => {
    expect(filterLog(log, { ...noFilter, text: '   ' })).toHaveLength(3);
  });

  it('combines with the selection filter', () => {
    const mixed = [entry(1, { scenario: 'a', url: 'https://x.test/one' }), entry(2, { scenario: 'b', url: 'https://x.test/one' })];
    const filter: LogFilter = { onlySelection: true, page: 'radio-home', scenario: 'b', text: 'one' };
    expect(filterLog(mixed, filter).map((e) => e.id)).toEqual([2]);
  });
});

describe('statusClass', () => {
  it.each([
    [200, 'status-2xx'],
    [204, 'status-2xx'],
    [304, 'status-3xx'],
    [404, 'status-4xx'],
    [499, 'status-4xx'],
    [500, 'status-5xx'],
    [503, 'status-5xx'],
    [null, 'status-none'],
    [101, 'status-none'],
  ] as const)('%s → %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected);
  });
});

describe('formatting', () => {
  it('shows a dash for a missing status', () => {
    expect(formatStatus(null)).toBe('—');
    expect(formatStatus(404)).toBe('404');
  });

  it('formats local time with milliseconds', () => {
    const at = new Date(2024, 4, 1, 9, 5, 7, 42).toISOString();
    expect(formatTime(at)).toBe('09:05:07.042');
    expect(formatTime('not a date')).toBe('not a date');
  });

  it('formats durations', () => {
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(1500)).toBe('1.50 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(-1)).toBe('—');
  });

  it('shortens URLs to path and query', () => {
    expect(shortUrl('https://api.laut.fm/station/b80er/last_songs?_=1')).toBe('/station/b80er/last_songs?_=1');
    expect(shortUrl('/relative?x=1')).toBe('/relative?x=1');
  });
});

describe('hostOf', () => {
  it('gives the full host, port included', () => {
    expect(hostOf('https://api.laut.fm/station/b80er')).toBe('api.laut.fm');
    expect(hostOf('https://pubads.g.doubleclick.net:8443/subopt/pts')).toBe('pubads.g.doubleclick.net:8443');
    expect(hostOf('/relative')).toBe('');
  });
});

describe('formatBody', () => {
  const body = (text: string, contentType = 'application/json; charset=UTF-8', truncated = false) => ({
    contentType,
    text,
    length: truncated ? text.length * 2 : text.length,
    truncated,
  });

  it('pretty-prints JSON', () => {
    const view = formatBody(body('{"success":true,"data":{"views":3}}'));
    expect(view.kind).toBe('json');
    expect(view.text).toBe('{\n  "success": true,\n  "data": {\n    "views": 3\n  }\n}');
  });

  it("leaves out the provider's )]}' prefix and says so", () => {
    const view = formatBody(body(')]}\'\n{"entitlements":[]}'));
    expect(view.kind).toBe('json');
    expect(view.text).toBe('{\n  "entitlements": []\n}');
    expect(view.notes.join()).toContain(")]}'");
  });

  it('shows HTML and other text as sent', () => {
    const html = '<div class="p-wrap"><h2>Titel</h2></div>';
    expect(formatBody(body(html, 'text/html; charset=UTF-8'))).toEqual({ kind: 'text', text: html, notes: [], tokens: [] });
  });

  it('keeps hostile markup as literal text (the view renders it as a text node)', () => {
    const hostile = '[{"title":"<img src=x onerror=\\"window.__hostileRan=true\\">"}]';
    const view = formatBody(body(hostile));
    expect(view.text).toContain('<img src=x onerror=\\"window.__hostileRan=true\\">');
  });

  it('shows malformed JSON as sent, with a note', () => {
    const view = formatBody(body('{"success":tr'));
    expect(view).toMatchObject({ kind: 'text', text: '{"success":tr' });
    expect(view.notes).toContain('not valid JSON: shown as sent');
  });

  it('does not parse a truncated body and notes the cut', () => {
    const view = formatBody(body('{"a":"' + 'x'.repeat(20), 'application/json', true));
    expect(view.kind).toBe('text');
    expect(view.notes[0]).toMatch(/^truncated: the first 26 of 52 characters$/);
  });
});

describe('formatBody: signed tokens', () => {
  it('decodes the payload of a JWT in a JSON answer, so the entitlements can be read', () => {
    const payload = { entitlements: [{ source: 'google:metering', products: ['magazin.example:premium'] }] };
    const token = unsignedJwt(payload);
    const view = formatBody({
      contentType: 'application/json',
      text: `)]}'\n${JSON.stringify({ signedEntitlements: token, isReadyToPay: false })}`,
      length: 1,
      truncated: false,
    });
    expect(view.tokens).toEqual([{ path: '$.signedEntitlements', payload }]);
  });

  it('leaves strings alone that only look like tokens', () => {
    const view = formatBody({
      contentType: 'application/json',
      text: JSON.stringify({ host: 'www.b80er.de', v: 'a.b.c' }),
      length: 1,
      truncated: false,
    });
    expect(view.tokens).toEqual([]);
  });
});
