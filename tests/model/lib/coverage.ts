/**
 * Path coverage of model tests (docs/ARCHITECTURE.md "Tests": "A path-coverage report prints, per machine,
 * states and transitions reachable vs covered by the generated paths; the test suite fails below
 * 100 %").
 *
 * Pure graph work on the test machine (see `toTestMachine`): no actor is started and no action is
 * executed. Each path is replayed under a recording scope (see `chart.ts`, which also defines the
 * universe: states, with history states covered when a taken transition targets them, and counted
 * transitions, each guarded candidate separately), so eventless (`always`) transitions and
 * transient states count too.
 *
 * `reachable` is the size of that universe (what the chart declares, all of which should be
 * reachable); `missing` lists what no generated path visits; `unreachable` is the part of
 * `missing` that a full exploration of the model graph (all events with the given payloads) never
 * reaches either — dead chart parts or payloads missing from `events` — as opposed to parts lost to
 * `filter` or `maxPaths`.
 *
 * Vitest-free (used by the coverage report script).
 */
import type { AnyStateMachine } from 'xstate';
import { newVisits, recordingScope, recordInitial, replay, stateUniverse, transitionUniverse } from './chart';
import type { Visits } from './chart';
import type { AnyModelTestDefinition, ModelPath } from './definition';
import { generateModelPaths } from './paths';

export { stateKey, stateUniverse, transitionUniverse } from './chart';

/** Covered vs declared elements of one kind (states or transitions). */
export interface CoverageCount {
  /** Elements the chart declares (all of which should be reachable). */
  reachable: number;
  /** Elements visited by at least one path. */
  covered: number;
  /** Labels of the elements no path visits, sorted. */
  missing: string[];
  /** The part of `missing` that the full exploration of the model never visits either, sorted. */
  unreachable: string[];
}

/** Path coverage of one machine. */
export interface PathCoverage {
  /** The definition's `name`. */
  name: string;
  states: CoverageCount;
  transitions: CoverageCount;
  /**
   * `total`: paths run (the transition cover, after `filter` and `maxPaths`); `bound`: the most the
   * chart may generate (`pathBound`); `graphStates`: model graph states explored, all inputs summed.
   */
  paths: { total: number; bound: number; graphStates: number };
}

function count<T>(universe: Map<T, string>, covered: Set<T>, explored: Set<T>): CoverageCount {
  const missing: string[] = [];
  const unreachable: string[] = [];
  let hit = 0;
  for (const [element, label] of universe) {
    if (covered.has(element)) hit += 1;
    else {
      missing.push(label);
      if (!explored.has(element)) unreachable.push(label);
    }
  }
  return { reachable: universe.size, covered: hit, missing: missing.sort(), unreachable: unreachable.sort() };
}

/**
 * Computes the path coverage of a model-test definition without running the real machine: each
 * generated path is replayed anew (independently of how the cover chose it) and what it visits is
 * counted against the chart's universe (see `chart.ts`).
 *
 * @param def - the machine's definition (as registered in `tests/model/registry.ts`).
 * @returns `{ name, states, transitions, paths }`; 100 % means `covered === reachable` for both.
 * @throws what {@link generateModelPaths} throws (transform errors, `ModelPathBoundError`).
 */
export function computePathCoverage(def: AnyModelTestDefinition): PathCoverage {
  const { testMachine, paths, counts, explored } = generateModelPaths(def);
  const covered = coveredBy(testMachine, paths);
  return {
    name: def.name,
    states: count(stateUniverse(testMachine), covered.states, explored.states),
    transitions: count(transitionUniverse(testMachine), covered.transitions, explored.transitions),
    paths: { total: paths.length, bound: counts.bound, graphStates: counts.graphStates },
  };
}

/** What replaying `paths` (from their inputs' initial states) visits. */
export function coveredBy(testMachine: AnyStateMachine, paths: readonly ModelPath[]): Visits {
  const covered = newVisits();
  const scope = recordingScope(covered);
  const initialDone = new Set<string | undefined>();
  for (const path of paths) {
    if (!initialDone.has(path.inputLabel)) {
      initialDone.add(path.inputLabel);
      recordInitial(testMachine, path.input, covered);
    }
    for (let i = 1; i < path.steps.length; i += 1) replay(testMachine, path.steps[i - 1].state, path.steps[i].event, scope);
  }
  return covered;
}

/** Percentage (0–100, one decimal) of `covered` over `reachable`; 100 when nothing is declared. */
export function percent(covered: number, reachable: number): number {
  return reachable === 0 ? 100 : Math.floor((covered / reachable) * 1000) / 10;
}

/** True when every declared state and transition is covered. */
export function isFullyCovered(coverage: PathCoverage): boolean {
  return coverage.states.covered === coverage.states.reachable && coverage.transitions.covered === coverage.transitions.reachable;
}

/**
 * Human-readable report: one table row per machine, then the missing states and transitions of
 * each machine below 100 % (unreachable ones marked).
 */
export function formatCoverageReport(coverages: readonly PathCoverage[]): string {
  if (coverages.length === 0) return 'Path coverage: no machine registered in tests/model/registry.ts.';
  const header = ['machine', 'states', 'transitions', 'paths', 'bound', 'graph'];
  const rows = coverages.map((c) => [
    c.name,
    `${c.states.covered}/${c.states.reachable} (${percent(c.states.covered, c.states.reachable)} %)`,
    `${c.transitions.covered}/${c.transitions.reachable} (${percent(c.transitions.covered, c.transitions.reachable)} %)`,
    String(c.paths.total),
    String(c.paths.bound),
    String(c.paths.graphStates),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  for (const c of coverages) {
    if (isFullyCovered(c)) continue;
    out.push('', `${c.name}: below 100 %`);
    const list = (title: string, count: CoverageCount) => {
      if (count.missing.length === 0) return;
      out.push(`  missing ${title}:`);
      const unreachable = new Set(count.unreachable);
      for (const label of count.missing) out.push(`    - ${label}${unreachable.has(label) ? '  (unreachable)' : ''}`);
    };
    list('states', c.states);
    list('transitions', c.transitions);
  }
  return out.join('\n');
}

/** Thrown by {@link assertFullPathCoverage}; the message is the formatted report of the machine. */
export class PathCoverageError extends Error {
  override name = 'PathCoverageError';
}

/**
 * The gate: throws unless every declared state and transition is covered.
 *
 * @throws PathCoverageError whose message lists the missing states and transitions.
 */
export function assertFullPathCoverage(coverage: PathCoverage): void {
  if (!isFullyCovered(coverage)) throw new PathCoverageError(formatCoverageReport([coverage]));
}
