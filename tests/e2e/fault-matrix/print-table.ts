/** Prints the fault matrix's table of docs/testing.md: `npx tsx tests/e2e/fault-matrix/print-table.ts`. */
import { matrixTable } from './matrix-table';
import { INTERACTIONS } from './rows';

console.log(matrixTable(INTERACTIONS));
