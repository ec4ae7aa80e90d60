import { describe, expect, it } from 'vitest';
import { parseLautDate } from '../../../src/radio/laut-date';

describe('parseLautDate', () => {
  it('reads the Berlin winter offset', () => {
    expect(parseLautDate('2020-11-26 15:29:51 +0100')).toBe(Date.UTC(2020, 10, 26, 14, 29, 51));
  });
  it('reads the summer offset and UTC', () => {
    expect(parseLautDate('2017-07-02 01:07:36 +0200')).toBe(Date.UTC(2017, 6, 1, 23, 7, 36));
    expect(parseLautDate('2020-10-09 10:03:24 +0000')).toBe(Date.UTC(2020, 9, 9, 10, 3, 24));
  });
  it('reads negative offsets and a colon in the offset', () => {
    expect(parseLautDate('2020-01-01 00:00:00 -0530')).toBe(Date.UTC(2020, 0, 1, 5, 30, 0));
    expect(parseLautDate('2020-01-01 00:00:00 +01:00')).toBe(Date.UTC(2019, 11, 31, 23, 0, 0));
  });
  it.each([null, undefined, '', 'gestern', '2020-11-26T15:29:51Z', '2020-02-31 10:00:00 +0100', '2020-11-26 25:00:00 +0100'])(
    'answers null for %j',
    (input) => {
      expect(parseLautDate(input)).toBeNull();
    },
  );
});
