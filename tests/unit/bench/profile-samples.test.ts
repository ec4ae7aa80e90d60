import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../bench/trace-event';
import { scriptSampler } from '../../bench/profile-samples';

const MAIN = { pid: 1, tid: 1 };
const SAMPLER_THREAD = { pid: 1, tid: 5 };

const profile = (id: string, startTime: number, thread = MAIN): TraceEvent & { id: string } => ({
  name: 'Profile',
  ph: 'P',
  ...thread,
  ts: startTime,
  id,
  args: { data: { startTime } },
});
const chunk = (
  id: string,
  nodes: { id: number; functionName: string; url?: string }[],
  samples: number[],
  timeDeltas: number[],
  pid = 1,
): TraceEvent & { id: string } => ({
  name: 'ProfileChunk',
  ph: 'P',
  ...SAMPLER_THREAD,
  pid,
  ts: 0,
  id,
  args: { data: { cpuProfile: { nodes: nodes.map(({ id: nodeId, ...callFrame }) => ({ id: nodeId, callFrame })), samples }, timeDeltas } },
});

describe('scriptSampler', () => {
  const nodes = [
    { id: 1, functionName: '(root)' },
    { id: 2, functionName: '(program)' },
    { id: 3, functionName: '', url: 'http://127.0.0.1/site-client.user.js' },
    { id: 4, functionName: '(garbage collector)' },
    { id: 5, functionName: '(idle)' },
  ];

  it('counts the time of samples in JavaScript or the garbage collector, each until the next sample', () => {
    // Samples at 1000 (program), 1100 (script), 1300 (gc), 1350 (idle), 1500 (script, the last: no length).
    const events = [profile('0x1', 1000), chunk('0x1', nodes, [2, 3], [0, 100]), chunk('0x1', [], [4, 5, 3], [200, 50, 150])];
    const sampler = scriptSampler(events, 1, 1);
    expect(sampler?.(1000, 2000)).toBe(250);
    expect(sampler?.(1000, 1300)).toBe(200);
    expect(sampler?.(1300, 1400)).toBe(50);
    expect(sampler?.(1350, 1500)).toBe(0);
  });

  it('orders samples whose deltas step back', () => {
    const events = [profile('0x1', 0), chunk('0x1', nodes, [3, 2, 3], [100, 50, -20])];
    // Samples at 100 (script), 150 (program), 130 (script) → 100 script until 130, 130 script until 150.
    expect(scriptSampler(events, 1, 1)?.(0, 200)).toBe(50);
  });

  it("reads only the thread's own profile: another process may use the same id", () => {
    const events = [profile('0x1', 0), chunk('0x1', nodes, [3, 3], [0, 100]), chunk('0x1', nodes, [3, 3, 3], [0, 500, 500], 2)];
    expect(scriptSampler(events, 1, 1)?.(0, 10_000)).toBe(100);
  });

  it('is null without a profile of the thread', () => {
    expect(scriptSampler([profile('0x1', 0, { pid: 1, tid: 3 })], 1, 1)).toBeNull();
  });
});
