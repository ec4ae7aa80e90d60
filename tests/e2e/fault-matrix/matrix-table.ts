/** The fault matrix's table in docs/testing.md, made from the rows, so that the two cannot part. */
import { FAULTS, type Interaction } from './interaction';

const TABLE_START = '<!-- fault-matrix:start -->';
const TABLE_END = '<!-- fault-matrix:end -->';

/** ✓: an end-to-end test; n/a: the fault cannot happen to it, for the reason listed under the table. */
export function matrixTable(rows: readonly Interaction[]): string {
  const reasons: string[] = [];
  const cell = (row: Interaction, fault: (typeof FAULTS)[number]): string => {
    const reason = row.notApplicable?.[fault];
    if (reason === undefined) return '✓';
    let index = reasons.indexOf(reason);
    if (index < 0) index = reasons.push(reason) - 1;
    return `n/a (${index + 1})`;
  };
  const lines = [
    `| interaction | page | ${FAULTS.join(' | ')} |`,
    `|---|---|${FAULTS.map(() => '---').join('|')}|`,
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.page}${row.scenario ? ` (${row.scenario})` : ''} | ${FAULTS.map((fault) => cell(row, fault)).join(' | ')} |`,
    ),
  ];
  const notes = reasons.map((reason, index) => `${index + 1}. ${reason}`);
  return [TABLE_START, ...lines, '', ...notes, TABLE_END].join('\n');
}
