/**
 * Tests of the path-coverage computation and of the 100 % gate (docs/ARCHITECTURE.md "Tests"), on fixture
 * machines fully covered and below 100 %.
 */
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { fetchModel, gapsModel, toastModel, toastStickyOnlyModel, uploadModel, wizardModel } from '../fixtures/definitions';
import { assertFullPathCoverage, computePathCoverage, formatCoverageReport, isFullyCovered, PathCoverageError, percent, transitionUniverse } from './coverage';
import { modelTestDefinition } from './definition';
import { toTestMachine } from './toTestMachine';

describe('computePathCoverage', () => {
  it('lists every state and transition of the chart, labelled for the report', () => {
    const coverage = computePathCoverage(fetchModel);
    expect(coverage.name).toBe('fetch');
    expect(coverage.states).toEqual({ reachable: 6, covered: 6, missing: [], unreachable: [] });
    expect([...transitionUniverse(toTestMachine(fetchMachineOf(fetchModel))).values()].sort()).toEqual([
      '#fetch.empty  fetch → #fetch.loading',
      '#fetch.failed  xstate.after.1000.fetch.failed[0] if canRetry → #fetch.loading',
      '#fetch.failed  xstate.after.1000.fetch.failed[1] → #fetch.gaveUp',
      '#fetch.idle  fetch → #fetch.loading',
      '#fetch.loading  cancel → #fetch.idle',
      '#fetch.loading  xstate.done.actor.loadItems[0] if hasItems → #fetch.loaded',
      '#fetch.loading  xstate.done.actor.loadItems[1] → #fetch.empty',
      '#fetch.loading  xstate.error.actor.loadItems → #fetch.failed',
    ]);
    expect(coverage.transitions).toEqual({ reachable: 8, covered: 8, missing: [], unreachable: [] });
    expect(coverage.paths.total).toBeGreaterThan(0);
    expect(coverage.paths.total).toBeLessThanOrEqual(coverage.paths.bound);
    expect(coverage.paths.bound).toBe(17); // 6 states + 8 transitions + 2 extra payloads + 1 input
  });

  it('reaches 100 % on the fully covered fixtures (nested, parallel, history, always, after, invoke)', () => {
    for (const def of [fetchModel, toastModel, uploadModel, wizardModel]) {
      const coverage = computePathCoverage(def);
      expect(isFullyCovered(coverage), formatCoverageReport([coverage])).toBe(true);
      expect(() => assertFullPathCoverage(coverage)).not.toThrow();
    }
  });

  it('counts transient states (left at once through always) and history states', () => {
    const upload = computePathCoverage(uploadModel);
    expect(upload.states.reachable).toBe(12); // includes #upload.checking, only ever passed through
    const wizard = computePathCoverage(wizardModel);
    expect(wizard.states.reachable).toBe(8); // includes #wizard.form.hist
    expect(wizard.states.covered).toBe(8);
  });

  it('reports an orphan state and a never-passing guard as missing and unreachable (gate fails)', () => {
    const coverage = computePathCoverage(gapsModel);
    expect(coverage.states).toEqual({ reachable: 4, covered: 3, missing: ['#gaps.orphan'], unreachable: ['#gaps.orphan'] });
    expect(coverage.transitions).toEqual({
      reachable: 3,
      covered: 2,
      missing: ['#gaps.start  jump if never → #gaps.orphan'],
      unreachable: ['#gaps.start  jump if never → #gaps.orphan'],
    });
    expect(isFullyCovered(coverage)).toBe(false);
    expect(() => assertFullPathCoverage(coverage)).toThrow(PathCoverageError);
    expect(() => assertFullPathCoverage(coverage)).toThrow(/#gaps\.orphan {2}\(unreachable\)/);
  });

  it('reports a branch an input never takes (one input instead of two)', () => {
    const coverage = computePathCoverage(toastStickyOnlyModel);
    expect(coverage.states.missing).toEqual(['#toast.hiding']);
    expect(coverage.transitions.missing).toEqual([
      '#toast.hiding  xstate.after.500.toast.hiding → #toast.hidden',
      '#toast.visible  xstate.after.hideDelay.toast.visible[1] → #toast.hiding',
    ]);
    expect(coverage.transitions.unreachable).toEqual(coverage.transitions.missing);
    expect(isFullyCovered(coverage)).toBe(false);
  });

  it('tells paths lost to maxPaths (missing but reachable) from unreachable ones', () => {
    const coverage = computePathCoverage(modelTestDefinition({ ...fetchModel, maxPaths: 1 }));
    expect(coverage.paths.total).toBe(1);
    expect(isFullyCovered(coverage)).toBe(false);
    expect(coverage.transitions.missing.length).toBeGreaterThan(0);
    expect(coverage.transitions.unreachable).toEqual([]);
    expect(coverage.states.unreachable).toEqual([]);
  });

  it('leaves the bookkeeping fallback of an all-guarded delay out of the count', () => {
    const machine = setup({ types: { context: {} as { ready: boolean } } }).createMachine({
      id: 'poll',
      context: { ready: false },
      initial: 'waiting',
      states: {
        waiting: { after: { 100: { guard: ({ context }) => context.ready, target: 'ready' } } },
        ready: {},
      },
    });
    const coverage = computePathCoverage(modelTestDefinition({ name: 'poll', machine }));
    expect(coverage.transitions.reachable).toBe(1);
    expect(coverage.transitions.unreachable).toEqual(['#poll.waiting  xstate.after.100.poll.waiting if inline guard → #poll.ready']);
  });
});

describe('report formatting', () => {
  it('computes percentages with one decimal, 100 % for an empty chart', () => {
    expect(percent(2, 3)).toBe(66.6);
    expect(percent(3, 3)).toBe(100);
    expect(percent(0, 0)).toBe(100);
  });

  it('prints a table and the missing elements of machines below 100 %', () => {
    const text = formatCoverageReport([computePathCoverage(fetchModel), computePathCoverage(gapsModel)]);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^machine\s+states\s+transitions\s+paths\s+bound\s+graph$/);
    expect(lines.find((l) => l.startsWith('fetch'))).toMatch(/6\/6 \(100 %\)\s+8\/8 \(100 %\)/);
    expect(lines.find((l) => l.startsWith('gaps '))).toMatch(/3\/4 \(75 %\)\s+2\/3 \(66\.6 %\)/);
    expect(text).toContain('gaps: below 100 %');
    expect(text).not.toContain('fetch: below 100 %');
    expect(text).toContain('    - #gaps.start  jump if never → #gaps.orphan  (unreachable)');
  });

  it('says so when no machine is registered', () => {
    expect(formatCoverageReport([])).toBe('Path coverage: no machine registered in tests/model/registry.ts.');
  });
});

function fetchMachineOf(def: typeof fetchModel) {
  return def.machine;
}
