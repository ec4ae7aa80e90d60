import { describe, expect, it } from 'vitest';
import { mergePages, pagesTable, runsFor, type PageFigures, type PagesReport } from '../../bench/page-bench';

const figures = (
  page: string,
  extra: number,
  floor: number,
  shift: PageFigures['layoutShift'],
  reactDom: PageFigures['reactDom'],
): PageFigures => ({
  page,
  runs: 5,
  extraScript: extra,
  parseFloor: floor,
  ratio: extra / floor,
  extraRun: extra / 2,
  runRatio: extra / 2 / floor,
  script: { bundle: extra + 5, none: 5 },
  blocking: { bundle: 120.4, none: 80.6 },
  longestTask: { bundle: 110, none: 90 },
  quietAt: { bundle: 1200, none: 400 },
  notQuiet: 0,
  measuredAt: '2020-11-26T14:31:32.000Z',
  layoutShift: shift,
  reactDom,
});

describe('runsFor', () => {
  it('gives the site pages 5 runs and the publisher pages 3, never more than BENCH_RUNS', () => {
    expect(runsFor('magazine-home', 7)).toBe(5);
    expect(runsFor('publisher-metering', 7)).toBe(3);
    expect(runsFor('radio-home', 2)).toBe(2);
    expect(runsFor('publisher-metering', 1)).toBe(1);
  });
});

describe('mergePages', () => {
  it("replaces the measured pages, keeps the others, drops pages the catalogue lost, in the catalogue's order", () => {
    const previous = [
      { page: 'a', v: 1 },
      { page: 'b', v: 1 },
      { page: 'gone', v: 1 },
      { page: 'c', v: 1 },
    ];
    const merged = mergePages(
      previous,
      [
        { page: 'c', v: 2 },
        { page: 'a', v: 2 },
      ],
      ['a', 'b', 'c'],
    );
    expect(merged).toEqual([
      { page: 'a', v: 2 },
      { page: 'b', v: 1 },
      { page: 'c', v: 2 },
    ]);
  });
});

describe('pagesTable', () => {
  const report: PagesReport = {
    cpu: 4,
    quietMs: 1500,
    targetRatio: 0.8,
    pages: [
      figures(
        'radio-home',
        40,
        80,
        [
          { width: 1280, load: 0.0071, view: 0.0082, largest: [] },
          { width: 375, load: 0.024, view: 0.032, largest: [], viewRequests: { sent: 100, failed: 2 } },
        ],
        { load: false, view: true },
      ),
      figures(
        'magazine-home',
        300,
        100,
        [
          { width: 1280, load: 0, largest: [] },
          { width: 375, load: 0.0004, largest: [] },
        ],
        { load: null },
      ),
    ],
    listeners: {
      page: 'radio-home',
      bundle: { load: { total: 17, byType: { click: 17 } } },
      none: { total: 0, byType: {} },
      measuredAt: '',
    },
  };

  it('prints a Markdown row per page, the ratio marked where it misses the target, and the notes under it', () => {
    expect(pagesTable(report)).toEqual([
      '| page | runs | extra script ms | parse floor ms | ratio | extra run ms | run ratio | TBT bundle / none ms | CLS 1280 | CLS 375 | React DOM evaluated |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      '| radio-home | 5 | 40 | 80 | 0.50 | 20 | 0.25 | 120 / 81 | 0.008 (load 0.007) | 0.032 (load 0.024) | yes (during the view) |',
      '| magazine-home | 5 | 300 | 100 | 3.00 ✗ | 150 | 1.50 ✗ | 120 / 81 | 0.000 | 0.000 | not in bundle |',
      '',
      "extra script until quiet ≤ 0.8 × parse floor on 1 of 2 pages, its running part (without V8's parsing and compiling) on 1 (✗: not); CLS of radio pages: load and a 10-minute view",
      "requests failed during the view (the view's figure is doubtful): radio-home at 375 px",
      "event listeners on radio-home: 17 with the bundle, 0 without (issue 24's target: under 300)",
    ]);
  });
});
