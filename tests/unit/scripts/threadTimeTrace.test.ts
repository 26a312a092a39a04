/** scripts/thread-time-trace.ts: a trace's main-thread tasks shortened to their thread time (issue 24 bench). */
import { describe, expect, it } from 'vitest';
import { rendererMainThreads, toThreadTime, traceAtThreadTime, type TraceEvent } from '../../../scripts/thread-time-trace';

const ev = (e: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent => ({ ph: 'X', pid: 1, tid: 1, ...e });

describe('toThreadTime', () => {
  it('shortens each top-level task to its thread time and scales what runs inside it, keeping its start', () => {
    const events = [
      ev({ name: 'RunTask', ts: 1000, dur: 400, tdur: 100 }),
      ev({ name: 'FunctionCall', ts: 1200, dur: 200 }),
      ev({ name: 'RunTask', ts: 2000, dur: 50, tdur: 50 }),
      ev({ name: 'RunTask', ts: 1000, dur: 400, tdur: 100, tid: 2 }),
    ];
    const out = toThreadTime(events, 1, 1);
    expect(out.map((e) => [e.name, e.tid, e.ts, e.dur])).toEqual([
      ['RunTask', 1, 1000, 100],
      ['FunctionCall', 1, 1050, 50],
      ['RunTask', 1, 2000, 50],
      ['RunTask', 2, 1000, 400],
    ]);
    // The input is not changed.
    expect(events[0].dur).toBe(400);
  });

  it('leaves a task without thread time, or whose thread time is not below its wall time, as it is', () => {
    const events = [ev({ name: 'RunTask', ts: 0, dur: 100 }), ev({ name: 'Layout', ts: 10, dur: 20 }), ev({ name: 'RunTask', ts: 200, dur: 10, tdur: 12 })];
    expect(toThreadTime(events, 1, 1)).toEqual(events);
  });

  it('finds the renderer main threads by name and rewrites each of them', () => {
    const meta = (pid: number, name: string): TraceEvent => ({ ph: 'M', name: 'thread_name', pid, tid: pid, ts: 0, args: { name } });
    const trace = {
      traceEvents: [
        meta(1, 'CrRendererMain'),
        meta(2, 'CrBrowserMain'),
        ev({ name: 'RunTask', ts: 0, dur: 90, tdur: 30 }),
        ev({ name: 'RunTask', pid: 2, tid: 2, ts: 0, dur: 90, tdur: 30 }),
      ],
    };
    expect(rendererMainThreads(trace.traceEvents)).toEqual([{ pid: 1, tid: 1 }]);
    expect(
      traceAtThreadTime(trace)
        .traceEvents.filter((e) => e.name === 'RunTask')
        .map((e) => e.dur),
    ).toEqual([30, 90]);
  });
});
