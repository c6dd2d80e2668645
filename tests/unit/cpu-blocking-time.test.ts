import { describe, expect, it } from 'vitest';
import { cpuBlockingTime, type TraceEvent } from '../../scripts/cpu-blocking-time.ts';

const PAGE = { pid: 7, tid: 1 };
const OTHER = { pid: 9, tid: 1 };
const thread = (at: { pid: number; tid: number }): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ...at,
  ts: 0,
  args: { name: 'CrRendererMain' },
});
const task = (at: { pid: number; tid: number }, ts: number, wallMs: number, cpuMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  ...at,
  ts: ts * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe("the blocking time of a page's own CPU time", () => {
  it('sums the CPU time of the page thread tasks after the first paint, four times over, less 50 ms', () => {
    const events: TraceEvent[] = [
      thread(PAGE),
      thread(OTHER),
      { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 100_000 },
      task(PAGE, 50, 200, 100), // before the first paint: not counted
      task(PAGE, 120, 90, 20), // 80 - 50 = 30
      task(PAGE, 300, 300, 10), // long on the wall, 40 of CPU: not blocking
      task(PAGE, 400, 25, 25), // 100 - 50 = 50
      task(OTHER, 500, 100, 100), // another renderer, with fewer events: not the page's
    ];
    expect(cpuBlockingTime(events)).toBe(80);
    expect(cpuBlockingTime({ traceEvents: events })).toBe(80);
  });

  it('is unknown without the page thread or its first paint', () => {
    expect(cpuBlockingTime([thread(PAGE), task(PAGE, 120, 90, 20)])).toBeNaN();
    expect(cpuBlockingTime([])).toBeNaN();
  });
});
