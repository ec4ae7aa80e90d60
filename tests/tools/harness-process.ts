/**
 * A harness of a script's own, on ports of its own (the site port and the next one for the
 * provider), so that it runs beside `npm start` and beside other engineers' test runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { HARNESS_API } from '../../harness/catalogue-types';

export interface HarnessProcess {
  origin: string;
  stop(): void;
}

async function waitForHarness(origin: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the harness exited (code ${child.exitCode}); is port ${new URL(origin).port} taken?`);
    try {
      if ((await fetch(`${origin}${HARNESS_API.catalogue}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the harness did not answer at ${origin} within 30 s`);
}

/**
 * Starts `harness/server.ts --no-build` (it serves what dist/ holds) and waits until it answers.
 * `env`: more of the harness's settings (RECORDED_DIR: the record test's temporary recordings).
 */
export async function startHarness(port: number, env: Record<string, string> = {}): Promise<HarnessProcess> {
  const child = spawn('npx', ['tsx', 'harness/server.ts', '--no-build'], {
    env: { ...process.env, ...env, HARNESS_PORT: String(port), HARNESS_PROVIDER_PORT: String(port + 1) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    // The whole process group: npx, tsx and the server.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await waitForHarness(origin, child);
  } catch (caught) {
    stop();
    throw caught;
  }
  return { origin, stop };
}
