// @vitest-environment node
/**
 * scripts/bench-memory.ts (issue 24 item 3 "A memory bench"; docs/ARCHITECTURE.md Budgets): the
 * growth per trip or cycle (KB, 1 KB = 1024 bytes) and of the DOM counters, the budgets `--check`
 * fails on (a figure exactly at its budget passes, just over misses, and the miss names the series
 * and the budget), the printed row and the options. Pure helpers only: no browser, nothing timed.
 * Importing the module must not start the bench.
 */
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  counterGrowth,
  growthPerStepKB,
  HEADER,
  JIT_BUDGETS,
  missedBudgets,
  parseOptions,
  row,
  type MemoryBudget,
  type Sample,
  type SeriesFigures,
} from '../../../scripts/bench-memory';

const KB = 1024;
const START: Sample = { heapBytes: 7000 * KB, blinkBytes: 2000 * KB, documents: 2, nodes: 833, listeners: 224 };

/** A series of `steps` steps whose end differs from {@link START} by `change`. */
function figures(series: SeriesFigures['series'], steps: number, change: Partial<Sample> = {}): SeriesFigures {
  const end: Sample = { ...START };
  for (const [k, v] of Object.entries(change) as Array<[keyof Sample, number]>) end[k] = START[k] + v;
  return { series, steps, start: START, end, seconds: 21.4 };
}

const BUDGET: MemoryBudget = { heapKBPerStep: 8, nodes: 50, listeners: 10, documents: 0 };

describe('growthPerStepKB', () => {
  it('divides the heap growth between the two samples by the trips, in KB of 1024 bytes', () => {
    expect(growthPerStepKB(figures('trips', 50, { heapBytes: 825 * KB }))).toBe(16.5);
  });

  it('gives a shrinking heap as a negative growth', () => {
    expect(growthPerStepKB(figures('cycles', 20, { heapBytes: -10 * KB }))).toBe(-0.5);
  });

  it("reads Blink's heap when asked", () => {
    expect(growthPerStepKB(figures('cycles', 20, { heapBytes: 40 * KB, blinkBytes: 300 * KB }), 'blinkBytes')).toBe(15);
  });

  it('is not a number for a series without steps, which every heap budget then misses', () => {
    const f = figures('trips', 0);
    expect(growthPerStepKB(f)).toBeNaN();
    expect(missedBudgets(f, BUDGET)).toEqual(['desk ↔ detail trips: heap - KB a trip > 8 KB']);
  });
});

describe('counterGrowth', () => {
  it('is the end count less the start count, whatever the number of steps', () => {
    const f = figures('trips', 50, { nodes: 12, listeners: -3 });
    expect(counterGrowth(f, 'nodes')).toBe(12);
    expect(counterGrowth(f, 'listeners')).toBe(-3);
    expect(counterGrowth(f, 'documents')).toBe(0);
  });
});

describe('missedBudgets', () => {
  it('passes a series exactly at every budget', () => {
    expect(missedBudgets(figures('trips', 50, { heapBytes: 8 * 50 * KB, nodes: 50, listeners: 10, documents: 0 }), BUDGET)).toEqual([]);
  });

  it('misses the heap budget one byte over, naming the series and the step', () => {
    expect(missedBudgets(figures('trips', 50, { heapBytes: 8 * 50 * KB + 1 }), BUDGET)).toEqual(['desk ↔ detail trips: heap +8.0 KB a trip > 8 KB']);
    expect(missedBudgets(figures('cycles', 20, { heapBytes: 9 * 20 * KB }), BUDGET)).toEqual(['request form cycles: heap +9.0 KB a cycle > 8 KB']);
  });

  it('names each DOM counter that grew one past its budget', () => {
    expect(missedBudgets(figures('cycles', 20, { nodes: 51, listeners: 11, documents: 1 }), BUDGET)).toEqual([
      'request form cycles: DOM nodes +51 > +50',
      'request form cycles: JS event listeners +11 > +10',
      'request form cycles: documents +1 > +0',
    ]);
  });

  it('never fails a series on counters that fell', () => {
    expect(missedBudgets(figures('trips', 50, { heapBytes: -100 * KB, nodes: -400, listeners: -20, documents: -1 }), BUDGET)).toEqual([]);
  });

  it('holds a series to its own budget by default (BUDGETS), a trip tighter than a cycle', () => {
    const perStep = (BUDGETS.trips.heapKBPerStep + BUDGETS.cycles.heapKBPerStep) / 2;
    expect(BUDGETS.trips.heapKBPerStep).toBeLessThan(BUDGETS.cycles.heapKBPerStep);
    expect(missedBudgets(figures('cycles', 20, { heapBytes: perStep * 20 * KB }))).toEqual([]);
    expect(missedBudgets(figures('trips', 50, { heapBytes: perStep * 50 * KB }))).toEqual([
      `desk ↔ detail trips: heap +${perStep.toFixed(1)} KB a trip > ${BUDGETS.trips.heapKBPerStep} KB`,
    ]);
  });

  it('gives a --jit run (compiled code on the heap) looser heap budgets and the same DOM budgets', () => {
    for (const s of ['trips', 'cycles'] as const) {
      expect(JIT_BUDGETS[s].heapKBPerStep).toBeGreaterThan(BUDGETS[s].heapKBPerStep);
      expect({ ...JIT_BUDGETS[s], heapKBPerStep: 0 }).toEqual({ ...BUDGETS[s], heapKBPerStep: 0 });
    }
  });
});

describe('row', () => {
  it('prints the heap at both ends in KB, the growth a step signed with one decimal, the counters start/end and the time', () => {
    const f = figures('trips', 50, { heapBytes: 61 * KB, blinkBytes: 265 * KB });
    expect(row(f)).toBe(
      `${'desk ↔ detail trips'.padEnd(20)}  50          7000        7061     +1.2         833/833             224/224            2/2          +5.3     21`,
    );
    expect(row(f)).toHaveLength(HEADER.length);
  });

  it('prints a shrinking heap with its minus sign and a flat one as +0.0', () => {
    expect(row(figures('cycles', 20, { heapBytes: -30 * KB }))).toContain('    -1.5 ');
    expect(row(figures('cycles', 20))).toContain('    +0.0 ');
  });
});

describe('parseOptions', () => {
  it('defaults to 50 trips, 20 cycles, 5 warm-up steps, both builds, V8 tiers off, no check', () => {
    expect(parseOptions([])).toEqual({ check: false, trips: 50, cycles: 20, warmup: 5, jit: false, builds: ['demo', 'remote'] });
  });

  it('reads every option', () => {
    expect(parseOptions(['--check', '--trips', '10', '--cycles', '0', '--warmup', '1', '--jit', '--builds', 'remote'])).toEqual({
      check: true,
      trips: 10,
      cycles: 0,
      warmup: 1,
      jit: true,
      builds: ['remote'],
    });
  });

  it('refuses a count that is not a whole number and an unknown build', () => {
    expect(() => parseOptions(['--trips', '-1'])).toThrow('--trips wants a whole number >= 0, got -1');
    expect(() => parseOptions(['--cycles', '2.5'])).toThrow('--cycles');
    expect(() => parseOptions(['--builds', 'demo,floor'])).toThrow('unknown build floor');
  });
});
