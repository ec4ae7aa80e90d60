/**
 * Writes a recording's files at once: into a temporary folder beside the target, then renamed
 * into place, so a failed or stopped recording leaves nothing half-written in fixtures/.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkSize, insideFixtures, RecordError } from './record-guards';

export interface WriteOptions {
  /** The fixtures folder: nothing is written outside it. */
  fixturesRoot: string;
  /** The recording's folder, relative to fixturesRoot (recorded/{id}). */
  folder: string;
  /** File name → content. */
  files: Record<string, string>;
  sizeLimit?: number;
  /** Replace an existing recording of the same id (else an error names the flag). */
  replace?: boolean;
}

export function writeRecording({ fixturesRoot, folder, files, sizeLimit, replace = false }: WriteOptions): string {
  const target = insideFixtures(fixturesRoot, folder);
  for (const name of Object.keys(files)) insideFixtures(target, name);
  checkSize(
    Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    sizeLimit,
  );
  if (existsSync(target) && !replace) throw new RecordError(`${target} exists: pass --replace to record it again`);
  mkdirSync(dirname(target), { recursive: true });
  // A dot folder beside the target: the harness lists only folders holding a recording.json, and the rename stays on one disk.
  const temp = mkdtempSync(join(dirname(target), '.recording-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(temp, name), text);
    // mkdtemp's folder is private; a recording is a fixture like the others.
    chmodSync(temp, 0o755);
    if (existsSync(target)) rmSync(target, { recursive: true });
    renameSync(temp, target);
  } catch (caught) {
    rmSync(temp, { recursive: true, force: true });
    throw caught;
  }
  return target;
}
