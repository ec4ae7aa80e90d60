/**
 * The gallery's progress line: a bar, the count, the time so far and the estimated rest, and the
 * state just pictured. Redrawn in place on a terminal; elsewhere (CI logs) a line every tenth.
 */
import { formatDuration } from './contact-sheet';

const BAR_WIDTH = 30;

/** Pure: the line for `done` of `total` after `elapsedMs`. */
export function progressLine(done: number, total: number, elapsedMs: number, current = ''): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * BAR_WIDTH);
  const rest = done === 0 ? '' : `, about ${formatDuration((elapsedMs / done) * (total - done))} left`;
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${done}/${total} (${Math.round(share * 100)} %) ${formatDuration(elapsedMs)}${rest}`;
  return current === '' ? bar : `${bar}  ${current}`;
}

export interface Progress {
  update(done: number, current: string): void;
  end(): void;
}

export function createProgress(total: number, stream: NodeJS.WriteStream = process.stdout): Progress {
  const started = Date.now();
  const everyLine = Math.max(1, Math.ceil(total / 10));
  return {
    update(done, current) {
      const line = progressLine(done, total, Date.now() - started, current);
      if (stream.isTTY) stream.write(`\r${line.slice(0, (stream.columns || 120) - 1).padEnd((stream.columns || 120) - 1)}`);
      else if (done % everyLine === 0 || done === total) stream.write(`${line}\n`);
    },
    end() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
