/**
 * The blocking time of a page's own CPU time, from a Chromium trace (npm run lighthouse prints
 * it beside Lighthouse's TBT, which sums wall time; docs/decisions/0017).
 */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * The total blocking time of the page's own CPU time: each task of the page's main thread after
 * its first paint, its thread time (not its wall time) four times over as Lighthouse slows the
 * CPU, less 50 ms, summed. The page's main thread is the renderer's with the most events.
 */
export function cpuBlockingTime(trace: TraceEvent[] | { traceEvents: TraceEvent[] }): number {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const counts = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0];
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && main?.startsWith(`${event.pid}:`),
  );
  if (!main || !paint) return Number.NaN;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.ts < paint.ts) continue;
    if (`${event.pid}:${event.tid}` !== main || event.tdur === undefined) continue;
    blocking += Math.max(0, (event.tdur / 1000) * 4 - 50);
  }
  return blocking;
}
