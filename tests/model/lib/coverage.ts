/**
 * Path coverage of model tests (docs/ARCHITECTURE.md "Tests": "A path-coverage report prints, per machine,
 * states and transitions reachable vs covered by the generated paths; the test suite fails below
 * 100 %").
 *
 * Pure graph work on the test machine (see `toTestMachine`): no actor is started and no action is
 * executed. Each path is replayed with xstate's pure `machine.transition` under an actor scope that
 * records every microstep's transitions (xstate's `@xstate.microstep` inspection event), so
 * eventless (`always`) transitions and transient states count too.
 *
 * - States: every state node of the chart except the root (history states count as covered when a
 *   taken transition targets them).
 * - Transitions: every transition definition of every state node (`on`, `always`, state `onDone`,
 *   and the `xstate.done.actor.*` / `xstate.error.actor.*` / `xstate.after.*` transitions the
 *   transform made of `invoke` and `after`), each guarded candidate separately. Forbidden
 *   transitions (no target, no actions) do nothing and are not counted, nor are the transform's
 *   bookkeeping fallbacks (`__modelSynthetic`).
 *
 * `reachable` is the size of that universe (what the chart declares, all of which should be
 * reachable); `missing` lists what no generated path visits; `unreachable` is the part of
 * `missing` that a full exploration of the model graph (all events with the given payloads) never
 * reaches either — dead chart parts or payloads missing from `events` — as opposed to parts lost to
 * `filter`, `maxPaths` or the choice of generators.
 *
 * Vitest-free (used by the coverage report script).
 */
import { createEmptyActor, getInitialMicrosteps } from 'xstate';
import type {
  AnyActorScope,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
} from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';
import type { AnyModelTestDefinition } from './definition';
import { generateModelPaths, modelTraversal } from './paths';
import { SYNTHETIC_TRANSITION } from './toTestMachine';

/** Coverage of one kind of element (states or transitions). */
export interface CoverageCount {
  /** Elements the chart declares (all should be reachable). */
  reachable: number;
  /** Elements visited by at least one generated path. */
  covered: number;
  /** Declared elements no generated path visits (ids / transition labels), sorted. */
  missing: string[];
  /** Part of `missing` that no exploration of the model graph reaches either. */
  unreachable: string[];
}

/** What {@link computePathCoverage} returns for one machine. */
export interface PathCoverage {
  /** The definition's `name`. */
  name: string;
  states: CoverageCount;
  transitions: CoverageCount;
  /**
   * Number of paths: produced by the shortest-paths and simple-paths generators (after `filter`,
   * all inputs summed), and `total` actually run after de-duplication and `maxPaths`.
   */
  paths: { shortest: number; simple: number; total: number };
}

/** Stable id of a state node in reports: `#session.authenticated.ready`. */
export function stateKey(node: AnyStateNode): string {
  return `#${node.id}`;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function isCounted(t: AnyTransitionDefinition): boolean {
  if ((t as unknown as Record<string, unknown>)[SYNTHETIC_TRANSITION] === true) return false;
  // Forbidden transitions (no target, no actions) do nothing.
  return !!t.target || (!!t.actions && t.actions.length > 0) || !!t.reenter;
}

/**
 * Every counted transition of a machine, with its report label:
 * `#source  event[i] if guard → #target` (`[i]` only when the event has several candidates,
 * `(no target)` for targetless transitions, `always` for eventless ones).
 */
export function transitionUniverse(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const universe = new Map<AnyTransitionDefinition, string>();
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  for (const node of nodes) {
    const groups: Array<[string, readonly AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always?.length) groups.push(['always', node.always]);
    for (const [descriptor, all] of groups) {
      // Synthetic fallbacks come last, so the indexes of the chart's own candidates are unchanged.
      const candidates = all.filter((t) => (t as unknown as Record<string, unknown>)[SYNTHETIC_TRANSITION] !== true);
      candidates.forEach((t, index) => {
        if (!isCounted(t)) return;
        const guard = guardName(t.guard);
        const targets = t.target?.length ? t.target.map((n: AnyStateNode) => stateKey(n)).join(', ') : '(no target)';
        const label =
          `${stateKey(node)}  ${descriptor}${candidates.length > 1 ? `[${index}]` : ''}` +
          `${guard ? ` if ${guard}` : ''} → ${targets}`;
        universe.set(t, label);
      });
    }
  }
  return universe;
}

/** Every counted state node (all but the root), by report id. */
export function stateUniverse(machine: AnyStateMachine): Map<AnyStateNode, string> {
  return new Map(getStateNodes(machine.root).map((node) => [node, stateKey(node)] as const));
}

interface Visits {
  states: Set<AnyStateNode>;
  transitions: Set<AnyTransitionDefinition>;
}

function newVisits(): Visits {
  return { states: new Set(), transitions: new Set() };
}

function recordSnapshot(visits: Visits, snapshot: AnyMachineSnapshot): void {
  for (const node of snapshot._nodes as AnyStateNode[]) visits.states.add(node);
}

function recordTransitions(visits: Visits, transitions: readonly AnyTransitionDefinition[]): void {
  for (const t of transitions) {
    visits.transitions.add(t);
    for (const target of t.target ?? []) if (target.type === 'history') visits.states.add(target);
  }
}

/**
 * An inert actor scope (like xstate/graph's own) whose system reports every microstep. Custom
 * actions are not executed (`actionExecutor` is a no-op), so replaying paths does no IO.
 */
function recordingScope(visits: Visits): AnyActorScope {
  const self = createEmptyActor();
  const system = Object.create(self.system) as Record<string, unknown>;
  system._sendInspectionEvent = (event: { type: string; snapshot?: unknown; _transitions?: AnyTransitionDefinition[] }) => {
    if (event.type !== '@xstate.microstep') return;
    recordTransitions(visits, event._transitions ?? []);
    if (event.snapshot) recordSnapshot(visits, event.snapshot as AnyMachineSnapshot);
  };
  return {
    self,
    id: '',
    sessionId: 'model-coverage',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system,
    stopChild: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

function recordInitial(machine: AnyStateMachine, input: unknown, visits: Visits): void {
  const initialMicrosteps = (getInitialMicrosteps as (m: AnyStateMachine, input?: unknown) => Array<[AnyMachineSnapshot, unknown]>)(
    machine,
    input,
  );
  for (const [snapshot] of initialMicrosteps) recordSnapshot(visits, snapshot);
  machine.getInitialSnapshot(recordingScope(visits), input);
}

function replay(machine: AnyStateMachine, from: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope): void {
  machine.transition(from, event, scope);
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
 * Computes the path coverage of a model-test definition without running the real machine.
 *
 * @param def - the machine's definition (as registered in `tests/model/registry.ts`).
 * @returns `{ name, states, transitions, paths }`; 100 % means `covered === reachable` for both.
 * @throws what {@link generateModelPaths} throws (transform or traversal errors).
 */
export function computePathCoverage(def: AnyModelTestDefinition): PathCoverage {
  const { testMachine, paths, counts, inputs } = generateModelPaths(def);

  const covered = newVisits();
  const coveredScope = recordingScope(covered);
  const initialDone = new Set<string | undefined>();
  for (const path of paths) {
    if (!initialDone.has(path.inputLabel)) {
      initialDone.add(path.inputLabel);
      recordInitial(testMachine, path.input, covered);
    }
    for (let i = 1; i < path.steps.length; i += 1) {
      replay(testMachine, path.steps[i - 1].state, path.steps[i].event, coveredScope);
    }
  }

  const explored = newVisits();
  const exploredScope = recordingScope(explored);
  for (const inputCase of inputs) {
    recordInitial(testMachine, inputCase.input, explored);
    const adjacency = getAdjacencyMap(testMachine, modelTraversal(def, inputCase.input));
    for (const vertex of Object.values(adjacency)) {
      for (const edge of Object.values(vertex.transitions) as Array<{ event: AnyEventObject }>) {
        replay(testMachine, vertex.state as AnyMachineSnapshot, edge.event, exploredScope);
      }
    }
  }

  return {
    name: def.name,
    states: count(stateUniverse(testMachine), covered.states, explored.states),
    transitions: count(transitionUniverse(testMachine), covered.transitions, explored.transitions),
    paths: { shortest: counts.shortest, simple: counts.simple, total: paths.length },
  };
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
  const header = ['machine', 'states', 'transitions', 'shortest', 'simple', 'run'];
  const rows = coverages.map((c) => [
    c.name,
    `${c.states.covered}/${c.states.reachable} (${percent(c.states.covered, c.states.reachable)} %)`,
    `${c.transitions.covered}/${c.transitions.reachable} (${percent(c.transitions.covered, c.transitions.reachable)} %)`,
    String(c.paths.shortest),
    String(c.paths.simple),
    String(c.paths.total),
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
