/**
 * What a chart declares, and what replaying one event visits (docs/ARCHITECTURE.md "Tests"): the
 * element universe shared by path generation (`paths.ts`, which covers it) and the coverage report
 * (`coverage.ts`, which measures it).
 *
 * - States: every state node except the root, by id (`#session.authenticated.ready`).
 * - Transitions: every transition definition of every state node (`on`, `always`, state `onDone`,
 *   and the `xstate.done.actor.*` / `xstate.error.actor.*` / `xstate.after.*` transitions the
 *   transform made of `invoke` and `after`), each guarded candidate separately, labelled
 *   `#source  event[i] if guard → #target`. Forbidden transitions (no target, no actions) and the
 *   transform's bookkeeping fallbacks (`__modelSynthetic`) are not counted.
 *
 * Replays use xstate's pure `machine.transition` under an actor scope that records every microstep
 * (xstate's `@xstate.microstep` inspection event), so eventless (`always`) transitions and
 * transient states count too; custom actions are not executed.
 *
 * Vitest-free (used by the coverage report script).
 */
import { createEmptyActor, getInitialMicrosteps } from 'xstate';
import type { AnyActorScope, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { SYNTHETIC_TRANSITION } from './toTestMachine';

/** Stable id of a state node in reports: `#session.authenticated.ready`. */
export function stateKey(node: AnyStateNode): string {
  return `#${node.id}`;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'guard';
}

function isSynthetic(t: AnyTransitionDefinition): boolean {
  return (t as unknown as Record<string, unknown>)[SYNTHETIC_TRANSITION] === true;
}

function isCounted(t: AnyTransitionDefinition): boolean {
  if (isSynthetic(t)) return false;
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
      const candidates = all.filter((t) => !isSynthetic(t));
      candidates.forEach((t, index) => {
        if (!isCounted(t)) return;
        const guard = guardName(t.guard);
        const targets = t.target?.length ? t.target.map((n: AnyStateNode) => stateKey(n)).join(', ') : '(no target)';
        const label = `${stateKey(node)}  ${descriptor}${candidates.length > 1 ? `[${index}]` : ''}` + `${guard ? ` if ${guard}` : ''} → ${targets}`;
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

/** State nodes and transition definitions visited by some replays. */
export interface Visits {
  states: Set<AnyStateNode>;
  transitions: Set<AnyTransitionDefinition>;
}

export function newVisits(): Visits {
  return { states: new Set(), transitions: new Set() };
}

/** Empties `visits` in place (a scope keeps recording into the same object). */
export function clearVisits(visits: Visits): void {
  visits.states.clear();
  visits.transitions.clear();
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
 * An inert actor scope (like xstate/graph's own) whose system reports every microstep into
 * `visits`. Custom actions are not executed (`actionExecutor` is a no-op), so replays do no IO.
 */
export function recordingScope(visits: Visits): AnyActorScope {
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

/** Records the initial state (and the `always` microsteps taken on start); returns the initial snapshot. */
export function recordInitial(machine: AnyStateMachine, input: unknown, visits: Visits): AnyMachineSnapshot {
  const initialMicrosteps = (getInitialMicrosteps as (m: AnyStateMachine, input?: unknown) => Array<[AnyMachineSnapshot, unknown]>)(machine, input);
  for (const [snapshot] of initialMicrosteps) recordSnapshot(visits, snapshot);
  return machine.getInitialSnapshot(recordingScope(visits), input) as AnyMachineSnapshot;
}

/** Replays one event from `from` (pure), recording what it visits in the scope's `visits`. */
export function replay(machine: AnyStateMachine, from: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope): AnyMachineSnapshot {
  return machine.transition(from, event, scope) as AnyMachineSnapshot;
}
