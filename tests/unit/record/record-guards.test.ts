import { describe, expect, it } from 'vitest';
import { checkPageId, checkRecordUrl, checkRedirect, checkSize, insideFixtures, RecordError } from '../../../harness/record/record-guards';

describe('record guard rails', () => {
  it('admits http(s) pages of the two sites and the local harness only', () => {
    expect(checkRecordUrl('https://www.b80er.de/').hostname).toBe('www.b80er.de');
    expect(checkRecordUrl('http://127.0.0.1:4591/pages/radio-home').port).toBe('4591');
    expect(() => checkRecordUrl('file:///etc/passwd')).toThrow(/only http\(s\)/);
    expect(() => checkRecordUrl('javascript:alert(1)')).toThrow(RecordError);
    expect(() => checkRecordUrl('ftp://www.b80er.de/')).toThrow(/only http\(s\)/);
    expect(() => checkRecordUrl('https://evil.example/')).toThrow(/evil\.example is not an allowed host/);
    expect(() => checkRecordUrl('www.b80er.de')).toThrow(/not a URL/);
  });

  it('refuses a redirect off the allowed hosts', () => {
    expect(() => checkRedirect('https://www.b80er.de/', 'https://www.b80er.de/start/')).not.toThrow();
    expect(() => checkRedirect('https://www.b80er.de/', 'https://login.example/')).toThrow(/redirected to https:\/\/login\.example\//);
  });

  it('never writes outside fixtures/', () => {
    expect(insideFixtures('/repo/fixtures', 'recorded/x')).toBe('/repo/fixtures/recorded/x');
    expect(() => insideFixtures('/repo/fixtures', '../src/main.ts')).toThrow(/outside/);
    expect(() => insideFixtures('/repo/fixtures', '/etc/x')).toThrow(/outside/);
    expect(() => insideFixtures('/repo/fixtures', '.')).toThrow(/outside/);
    expect(() => insideFixtures('/repo/fixtures', 'recorded/../../x')).toThrow(/outside/);
  });

  it('stops a recording over the size limit', () => {
    expect(() => checkSize(10, 10)).not.toThrow();
    expect(() => checkSize(11, 10)).toThrow(/11 bytes, over the limit of 10/);
  });

  it('takes page ids that are safe as a folder name and a URL segment', () => {
    expect(checkPageId('radio-home-live')).toBe('radio-home-live');
    expect(() => checkPageId('../x')).toThrow(RecordError);
    expect(() => checkPageId('A B')).toThrow(RecordError);
  });
});
