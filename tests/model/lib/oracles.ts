/**
 * Independent oracles for the model tests (issue 12 "Independent oracles"; tests/model/README.md
 * "Oracles"). The test model is built FROM the chart, so comparing the real actor with it catches
 * nothing when the chart itself is wrong (an inverted guard, a changed target). An oracle is written
 * FROM THE SPEC instead, in the definition's `expect`:
 *
 * - `initial(input)`: the state(s) the spec says are active once the machine starts;
 * - per state (keyed by its path without the machine id, `'authenticated.settling'`):
 *   - `shows`: the message keys the spec shows there, compared with the chart's `meta.shows`;
 *   - `check(snapshot, step)`: context, calls sent (with their bodies) and actions the view
 *     provides (toast, navigation, reload) with their params, after any step that leaves the
 *     state active; `step.event` / `step.before` tell which event led there, so the check may depend
 *     on it (after an error the session is not signed in; after the user loads it is);
 *   - `on[eventType]`: the state(s) the spec says are active after that event when this state was
 *     active before it (`STAYS`: nothing changes). A function receives the step (event payload,
 *     previous snapshot, input) to name the target by payload or by what a guard decides;
 * - `on` at the top level: the same for events handled by the whole machine.
 *
 * After EVERY step the harness (`runPath.ts`) calls {@link checkOracles}, which fails when:
 * - an active state has no entry in `expect.states` (a new state cannot slip in unchecked), or
 *   lacks `meta: { spec: string, shows: string[] }`, or its `meta.shows` differs from `shows`;
 * - a declared target of the step's event (from any state active before it, or the top level) is
 *   not active after it, or `STAYS` was declared and the active states changed;
 * - the active states changed and no state active before the step declared where the event leads;
 * - a `check` throws.
 * The harness runs this even when the real actor agrees with the model, which is the point: a
 * mutated chart mutates its model too, but not the spec written here.
 *
 * Vitest-free (definitions are loaded by the coverage report script); `expectEqual` gives checks a
 * deep-equality assertion without vitest.
 */
import { deepStrictEqual } from 'node:assert';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { ModelPath } from './definition';

/** Declared target meaning "the active states do not change". */
export const STAYS = '(stays)';

/** One recorded call of an actor the harness replaced (a request sent, for the portal's actors). */
export interface RecordedCall {
  /** Invoke id of the child (`invoke.id`). */
  id: string;
  /** What the chart gave the actor (`invoke.input`): the body or parameters of the request. */
  input: unknown;
  /** Step index at which it started (0 = while starting). */
  index: number;
}

/** One recorded call of an action the definition provides (`provide.actions`). */
export interface RecordedAction {
  name: string;
  /** The action's params (`{ type, params }` in the chart), undefined when none. */
  params: unknown;
  /** Step index at which it ran (0 = while starting). */
  index: number;
}

/** What the harness records while a path runs (filled by `runPath.ts`). */
export interface OracleRecorder {
  /** Current step index; calls and actions are stamped with it. */
  index: number;
  calls: RecordedCall[];
  actions: RecordedAction[];
}

/** A fresh recorder. */
export function newRecorder(): OracleRecorder {
  return { index: 0, calls: [], actions: [] };
}

/** What a check or a target function sees about the step that just ran. */
export interface OracleStep<TSnapshot = AnyMachineSnapshot> {
  /** 0 for the start (`xstate.init`), then 1..n. */
  index: number;
  /** The step's event (with its payload: `output`, `error`, `id`, …). */
  event: AnyEventObject;
  /** The path being run. */
  path: ModelPath;
  /** The input the machine started with. */
  input: unknown;
  /** Simulated time, ms since the path started. */
  clockMs: number;
  /** Simulated ms that passed during this step (the delay that fired on an `xstate.after.*` step, else 0). */
  elapsedMs: number;
  /** Real snapshot before the step (undefined at index 0). */
  previous: TSnapshot | undefined;
  /** Paths of the states active before the step (`[]` at index 0). */
  before: readonly string[];
  /** Inputs each replaced actor received so far, by invoke id, in start order (`calls.login.at(-1)`). */
  calls: Readonly<Record<string, readonly unknown[]>>;
  /** Actors started during this step, in order. */
  started: readonly RecordedCall[];
  /** Provided actions that ran during this step, in order: `[{ name: 'notifyError', params: { key } }]`. */
  called: ReadonlyArray<{ name: string; params: unknown }>;
  /** Provided actions that ran so far in the path. */
  actions: readonly RecordedAction[];
}

/** Where the spec says an event leads: a state path, several (parallel regions), or {@link STAYS}. */
export type OracleTarget<TSnapshot = AnyMachineSnapshot> = string | readonly string[] | ((step: OracleStep<TSnapshot>) => string | readonly string[]);

/** What the spec says about one state. */
export interface StateOracle<TSnapshot = AnyMachineSnapshot> {
  /** Message keys the spec shows in this state; must equal the chart's `meta.shows`. */
  shows?: readonly string[];
  /** Runs after every step that leaves this state active. Throw (or `expectEqual`) to fail. */
  check?: (snapshot: TSnapshot, step: OracleStep<TSnapshot>) => void;
  /**
   * Per event type (or prefix up to a dot: `'xstate.after.logoutDelay'`), the state(s) active after
   * it when this state was active before it.
   */
  on?: Record<string, OracleTarget<TSnapshot>>;
}

/** The spec's expectations for a chart (the definition's `expect`). */
export interface ModelOracles<TSnapshot = AnyMachineSnapshot> {
  /** State path(s) active after start, by input (`({ hasToken }) => hasToken ? 'loadingUser' : 'anonymous'`). */
  initial: string | readonly string[] | ((input: unknown) => string | readonly string[]);
  /** Events the whole machine handles (root `on`), as in {@link StateOracle.on}. */
  on?: Record<string, OracleTarget<TSnapshot>>;
  /** Every state of the chart by path (`'authenticated.settling'`); a missing one fails the run. */
  states: Record<string, StateOracle<TSnapshot>>;
}

/** An oracle disagrees with the real machine. */
export class OracleError extends Error {
  override name = 'OracleError';
}

/** Deep equality for checks (node:assert; vitest-free). `what` names the thing in the message. */
export function expectEqual(actual: unknown, expected: unknown, what: string): void {
  try {
    deepStrictEqual(actual, expected);
  } catch {
    throw new OracleError(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** Path of a state node without the machine id: `'authenticated.settling'` (the root is `''`). */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.');
}

/** Paths of the active state nodes of a snapshot (the root excluded), in document order. */
export function activeStatePaths(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as AnyMachineSnapshot & { _nodes: AnyStateNode[] })._nodes;
  return nodes.filter((node) => node.path.length > 0).map(statePath);
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as AnyMachineSnapshot & { _nodes: AnyStateNode[] })._nodes.filter((node) => node.path.length > 0);
}

function targetFor<S>(on: Record<string, OracleTarget<S>> | undefined, type: string): OracleTarget<S> | undefined {
  if (!on) return undefined;
  if (on[type] !== undefined) return on[type];
  // Longest declared prefix ending at a dot ('xstate.after.logoutDelay' for 'xstate.after.logoutDelay.session.loggingOut').
  const keys = Object.keys(on)
    .filter((key) => type.startsWith(`${key}.`))
    .sort((a, b) => b.length - a.length);
  return keys.length ? on[keys[0]] : undefined;
}

function asList(target: string | readonly string[]): readonly string[] {
  return typeof target === 'string' ? [target] : target;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** Inputs by invoke id, from the recorded calls. */
export function callsById(calls: readonly RecordedCall[]): Record<string, unknown[]> {
  const byId: Record<string, unknown[]> = {};
  for (const call of calls) (byId[call.id] ??= []).push(call.input);
  return byId;
}

/**
 * Checks the spec's expectations after one step (see the module comment).
 *
 * @param oracles - the definition's `expect`.
 * @param snapshot - the real snapshot after the step.
 * @param step - the step (its `before`/`previous` describe the state before it).
 * @throws OracleError naming the state, the event and what differs.
 */
export function checkOracles<S extends AnyMachineSnapshot>(oracles: ModelOracles<S>, snapshot: S, step: OracleStep<S>): void {
  const after = activeStatePaths(snapshot);
  const at = `after ${step.index === 0 ? 'the start' : `step ${step.index} (${step.event.type})`} in [${after.join(', ')}]`;

  // Every active state is described by the spec and carries meta.
  for (const node of activeNodes(snapshot)) {
    const key = statePath(node);
    const oracle = oracles.states[key];
    if (!oracle) throw new OracleError(`state "${key}" has no expectation in \`expect.states\` (${at}); write one from the spec`);
    const meta = node.meta as { spec?: unknown; shows?: unknown } | undefined;
    if (!meta || typeof meta.spec !== 'string' || !Array.isArray(meta.shows)) {
      throw new OracleError(`state "${key}" lacks meta { spec: string, shows: string[] } (${at})`);
    }
    if (oracle.shows) expectEqual(meta.shows, oracle.shows, `meta.shows of "${key}" (${at})`);
  }

  // Where the spec says the step leads.
  const declared: Array<{ from: string; target: readonly string[] }> = [];
  if (step.index === 0) {
    const initial = typeof oracles.initial === 'function' ? oracles.initial(step.input) : oracles.initial;
    declared.push({ from: '(start)', target: asList(initial) });
  } else {
    const sources: Array<[string, Record<string, OracleTarget<S>> | undefined]> = [
      ...step.before.map((from): [string, Record<string, OracleTarget<S>> | undefined] => [from, oracles.states[from]?.on]),
      ['(machine)', oracles.on],
    ];
    for (const [from, on] of sources) {
      const target = targetFor(on, step.event.type);
      if (target === undefined) continue;
      declared.push({ from, target: asList(typeof target === 'function' ? target(step) : target) });
    }
    if (!declared.length && !sameSet(step.before, after)) {
      throw new OracleError(
        `"${step.event.type}" moved [${step.before.join(', ')}] to [${after.join(', ')}], but no expectation says where it leads ` +
          `(declare it in \`on\` of one of those states)`,
      );
    }
  }
  for (const { from, target } of declared) {
    if (target.length === 1 && target[0] === STAYS) {
      if (!sameSet(step.before, after)) {
        throw new OracleError(`from "${from}", the spec keeps [${step.before.join(', ')}] on "${step.event.type}", but the machine is ${at}`);
      }
      continue;
    }
    const missing = target.filter((t) => !after.includes(t));
    if (missing.length) {
      throw new OracleError(`from "${from}", the spec leads "${step.event.type}" to [${target.join(', ')}], but the machine is ${at}`);
    }
  }

  // What the spec says is observable in each active state.
  for (const key of after) {
    const check = oracles.states[key]?.check;
    if (!check) continue;
    try {
      check(snapshot, step);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new OracleError(`state "${key}" ${at}: ${message}`);
    }
  }
}
