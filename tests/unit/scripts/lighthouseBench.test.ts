// @vitest-environment node
/**
 * scripts/lighthouse.ts (issue 11 "Fast on a cheap phone"; docs/ARCHITECTURE.md Budgets): the
 * figures read from a Lighthouse report, the median over runs, the budgets `--check` fails on
 * (performance >= 95, accessibility 100, best practices 100, LCP <= 2.0 s, TBT <= 100 ms, home
 * weight <= 600 KiB) and the printed row. Importing the module must not start the bench.
 */
import { describe, expect, it } from 'vitest';
import { figuresOf, medianFigures, missedBudgets, row, type Figures } from '../../../scripts/lighthouse';

const PASSING: Figures = { performance: 99, accessibility: 100, bestPractices: 100, fcpMs: 1300, lcpMs: 1972, tbtMs: 4, weightKiB: 134 };

describe('figuresOf', () => {
  it('reads scores as 0-100, times in ms and the weight in KiB from a Lighthouse report', () => {
    const lhr = {
      categories: {
        performance: { score: 0.99, auditRefs: [] },
        accessibility: { score: 1, auditRefs: [] },
        'best-practices': { score: 0.96, auditRefs: [] },
      },
      audits: {
        'first-contentful-paint': { id: 'first-contentful-paint', title: 'FCP', score: 1, numericValue: 1322.4 },
        'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 1, numericValue: 1811.2 },
        'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 1, numericValue: 2 },
        'total-byte-weight': { id: 'total-byte-weight', title: 'weight', score: 1, numericValue: 137216 },
      },
    };
    expect(figuresOf(lhr)).toEqual({ performance: 99, accessibility: 100, bestPractices: 96, fcpMs: 1322.4, lcpMs: 1811.2, tbtMs: 2, weightKiB: 134 });
  });

  it('gives a missing figure as NaN, which every budget then misses', () => {
    const f = figuresOf({ categories: { performance: { score: null, auditRefs: [] } }, audits: {} });
    expect(f.performance).toBe(0);
    expect(f.lcpMs).toBeNaN();
    expect(missedBudgets('/public', f)).toHaveLength(6);
  });
});

describe('medianFigures', () => {
  it('takes each figure’s middle value over an odd number of runs, independently', () => {
    const runs: Figures[] = [
      { ...PASSING, lcpMs: 2100, tbtMs: 0 },
      { ...PASSING, lcpMs: 1971, tbtMs: 44 },
      { ...PASSING, lcpMs: 1972, tbtMs: 4 },
    ];
    expect(medianFigures(runs)).toEqual({ ...PASSING, lcpMs: 1972, tbtMs: 4 });
  });

  it('averages the two middle values over an even number of runs', () => {
    expect(medianFigures([{ ...PASSING, tbtMs: 10 }, { ...PASSING, tbtMs: 300 }, { ...PASSING, tbtMs: 20 }, { ...PASSING, tbtMs: 0 }]).tbtMs).toBe(15);
  });
});

describe('missedBudgets', () => {
  it('passes a page exactly at every limit', () => {
    expect(missedBudgets('/public', { performance: 95, accessibility: 100, bestPractices: 100, fcpMs: 1900, lcpMs: 2000, tbtMs: 100, weightKiB: 600 })).toEqual([]);
  });

  it('names each budget a page misses, LCP and TBT in ms', () => {
    expect(missedBudgets('/public', { performance: 94, accessibility: 99, bestPractices: 96, fcpMs: 1900, lcpMs: 2001, tbtMs: 101, weightKiB: 601 })).toEqual([
      'performance 94 < 95',
      'accessibility 99 < 100',
      'best practices 96 < 100',
      'LCP 2001 ms > 2000 ms',
      'TBT 101 ms > 100 ms',
      'weight 601 KiB > 600 KiB',
    ]);
  });

  it('holds the weight budget to the home page only', () => {
    expect(missedBudgets('/app/allServices', { ...PASSING, weightKiB: 900 })).toEqual([]);
  });
});

describe('row', () => {
  it('prints FCP and LCP in seconds with two decimals, so 1.97 s does not read as the 2.0 s limit', () => {
    expect(row('/public', PASSING)).toBe(`${'/public'.padEnd(30)}   99   100  100  1.30  1.97      4    134`);
  });
});
