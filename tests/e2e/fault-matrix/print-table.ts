/** Prints the fault matrix's README table: `npx tsx tests/e2e/fault-matrix/print-table.ts`. */
import { matrixTable } from './matrix-table';
import { INTERACTIONS } from './rows';

console.log(matrixTable(INTERACTIONS));
