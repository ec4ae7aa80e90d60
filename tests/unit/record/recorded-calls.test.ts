import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { injectIntoPage } from '../../../harness/page-inject';
import { pageHtml } from '../../../harness/page-html';
import { harnessPageOf, recordedAddress, withoutHarnessAdditions } from '../../../harness/record/recorded-calls';
import { writeRecording } from '../../../harness/record/write-recording';

describe('what a recording keeps', () => {
  it('takes the harness’s additions out of a served page again, leaving the fixture as it is', () => {
    for (const id of ['radio-home', 'magazine-single', 'magazine-article']) {
      const served = injectIntoPage(pageHtml(id), {
        mockBase: 'http://127.0.0.1:4591/mock/default',
        providerMockBase: 'http://127.0.0.1:4592/mock/default',
        bundleUrl: '/site-client.user.js',
        clock: '2020-11-26T15:30:00+01:00',
        storage: { local: { a: 'b' } },
        swgStatus: true,
        headScripts: ['https://example.org/ad.js'],
      });
      expect(withoutHarnessAdditions(served), id).toBe(pageHtml(id));
    }
  });

  it('stores a harness page’s calls under the addresses they stand in for', () => {
    expect(recordedAddress('http://127.0.0.1:4591/mock/default/api.laut.fm/station/b80er?_=1', true)).toBe(
      'https://api.laut.fm/station/b80er?_=1',
    );
    expect(recordedAddress('http://127.0.0.1:4591/site-client.user.js', true)).toBeNull();
    expect(recordedAddress('https://evil.example/mock/default/api.laut.fm/x', true)).toBeNull();
    expect(harnessPageOf(new URL('http://localhost:4591/pages/radio-home?scenario=song-live'))).toEqual({
      page: 'radio-home',
      scenario: 'song-live',
    });
    expect(harnessPageOf(new URL('https://www.b80er.de/pages/radio-home'))).toBeNull();
  });

  it('keeps a live page’s calls to admin-ajax, the REST API, the radio API and the provider only', () => {
    expect(recordedAddress('https://www.b80er.de/wp-admin/admin-ajax.php', false)).not.toBeNull();
    expect(recordedAddress('https://www.b80er.de/wp-json/post-views-counter/view-post/1', false)).not.toBeNull();
    expect(recordedAddress('https://api.laut.fm/station/b80er', false)).not.toBeNull();
    expect(recordedAddress('https://news.google.com/swg/_/api/v1/publication/x/article', false)).not.toBeNull();
    expect(recordedAddress('https://www.b80er.de/wp-content/themes/pixwell/style.css', false)).toBeNull();
  });
});

describe('writing a recording', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes all files at once, and nothing when a check fails', () => {
    root = mkdtempSync(join(tmpdir(), 'write-recording-'));
    const folder = writeRecording({ fixturesRoot: root, folder: 'recorded/x', files: { 'page.html': '<p>', 'recording.json': '{}' } });
    expect(readFileSync(join(folder, 'page.html'), 'utf8')).toBe('<p>');
    expect(() => writeRecording({ fixturesRoot: root, folder: 'recorded/x', files: { 'page.html': 'new' } })).toThrow(/--replace/);
    expect(() => writeRecording({ fixturesRoot: root, folder: 'recorded/y', files: { 'page.html': '12345' }, sizeLimit: 4 })).toThrow(
      /over the limit/,
    );
    expect(() => writeRecording({ fixturesRoot: root, folder: '../outside', files: { 'page.html': '' } })).toThrow(/outside/);
    expect(() => writeRecording({ fixturesRoot: root, folder: 'recorded/z', files: { '../../escape.html': '' } })).toThrow(/outside/);
    expect(existsSync(join(root, 'recorded', 'y'))).toBe(false);
    expect(readdirSync(join(root, 'recorded'))).toEqual(['x']);
    writeRecording({ fixturesRoot: root, folder: 'recorded/x', files: { 'page.html': 'new' }, replace: true });
    expect(readdirSync(join(root, 'recorded', 'x'))).toEqual(['page.html']);
  });
});
