/**
 * Load-robust reading of a Lighthouse trace (issue 24: A/B comparisons of blocking time while the
 * machine is busy; never a budget, which docs/ARCHITECTURE.md Budgets judges on a quiet machine).
 *
 * Lighthouse's simulated throttling multiplies each observed main-thread task's WALL duration by 4;
 * on a busy 2-core machine a task's wall time is up to 3x its thread (CPU) time, so TBT swells with
 * the load (1,531 ms for a page that measures 299 ms quiet). This rewrites a saved trace so that
 * every top-level task of the page's renderer main thread lasts its thread time (`tdur`): each event
 * inside it is moved and shortened by the task's own ratio, so nesting holds; a task keeps its start
 * (the gap after it grows), so its links to the network requests before and after it hold. Lighthouse's audit mode (`-A`) then
 * simulates the trace as a quiet machine would have produced it (network timings stay as observed).
 *
 * Shapes: Chrome trace events `{ ph, ts (µs), dur? (µs), tdur? (µs), pid, tid, name }`.
 */

/** One Chrome trace event (the fields this module reads). */
export interface TraceEvent {
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  name: string;
  [key: string]: unknown;
}

/**
 * Returns a copy of `events` where each top-level `RunTask` of thread `pid:tid` lasts its thread
 * time and every event of that thread within it is scaled to match (ts relative to the task's start,
 * dur; tdur untouched); every task keeps its start. Other threads and events between tasks are
 * untouched. Tasks without `tdur`, or whose
 * `tdur` is not below `dur`, stay as they are.
 */
export function toThreadTime(events: readonly TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts);
  // Keep only top-level tasks (a RunTask nested in another is scaled with its parent).
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top[top.length - 1];
    if (last && t.ts < last.ts + (last.dur as number)) continue;
    top.push(t);
  }
  const out = events.map((e) => ({ ...e }));
  const onThread = out.filter((e) => e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts);
  let i = 0;
  for (const e of onThread) {
    while (i < top.length && e.ts >= top[i].ts + (top[i].dur as number)) i += 1;
    const t = top[i];
    if (!t || e.ts < t.ts || typeof t.tdur !== 'number' || t.tdur >= (t.dur as number) || !((t.dur as number) > 0)) continue;
    const ratio = t.tdur / (t.dur as number);
    e.ts = t.ts + (e.ts - t.ts) * ratio;
    if (typeof e.dur === 'number') e.dur = e.dur * ratio;
  }
  return out;
}

/** The (pid, tid) of every renderer main thread the trace names (`thread_name` CrRendererMain). */
export function rendererMainThreads(events: readonly TraceEvent[]): { pid: number; tid: number }[] {
  return events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain')
    .map((e) => ({ pid: e.pid, tid: e.tid }));
}

/** {@link toThreadTime} applied to every renderer main thread of a trace (`{ traceEvents }`). */
export function traceAtThreadTime(trace: { traceEvents: TraceEvent[] }): { traceEvents: TraceEvent[] } {
  let events = trace.traceEvents;
  for (const { pid, tid } of rendererMainThreads(events)) events = toThreadTime(events, pid, tid);
  return { ...trace, traceEvents: events };
}
