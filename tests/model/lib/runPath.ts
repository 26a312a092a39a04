/**
 * Runs one generated path against the REAL machine (docs/ARCHITECTURE.md "Tests": "each path runs against
 * the real machine with actors provided as deterministic fakes and delays driven by a simulated
 * clock").
 *
 * The real actor is `createActor(machine.provide({ ...def.provide, delays, actors: fakes }), { clock, input })`:
 * - `xstate.done.actor.<id>` / `xstate.error.actor.<id>` steps complete / fail the controlled fake
 *   running as child `<id>` (see `controlledActor`), with the step's `output` / `error`;
 * - `xstate.after.<delay>.<stateId>` steps advance the simulated clock until the timer that delivers
 *   that event fires (i.e. by its remaining delay, in ms), firing any timer due earlier on the way;
 * - every other event is `actor.send(event)`.
 * After the initial state and after every step, the real snapshot's `value` and `status` must equal
 * the model's, then the spec's oracles of `def.expect` are checked (`oracles.ts`: every active
 * state described, targets per event, calls sent and provided actions recorded here), then
 * `def.assert` runs.
 *
 * Vitest-free; failures throw {@link ModelMismatchError}.
 */
import { createActor } from 'xstate';
import type { AnyActorLogic, AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ModelClock } from './clock';
import { completeControlledActor, createControlledActorLogic, failControlledActor, isControlledActor } from './controlledActor';
import { implementationsOf } from './definition';
import type { AnyModelTestDefinition, ModelPath } from './definition';
import { activeStatePaths, callsById, checkOracles, newRecorder, OracleError } from './oracles';
import type { OracleRecorder } from './oracles';
import { formatEvent, formatStateValue } from './paths';
import { AFTER_PREFIX, DONE_ACTOR_PREFIX, ERROR_ACTOR_PREFIX } from './toTestMachine';

/** The real machine and the model disagree (or the real machine cannot perform a step). */
export class ModelMismatchError extends Error {
  override name = 'ModelMismatchError';
}

function stateValuesEqual(a: StateValue | undefined, b: StateValue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || typeof a === 'string' || typeof b === 'string') return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => stateValuesEqual(a[key], b[key]));
}

/**
 * Names of the actors the harness replaces: every actor of `setup({ actors })` and every named
 * `src` of an invoke.
 *
 * @throws ModelMismatchError when an invoke uses inline logic (it cannot be replaced by name).
 */
export function replaceableActorNames(machine: AnyStateMachine): string[] {
  const names = new Set(Object.keys(machine.implementations.actors ?? {}));
  for (const node of [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]) {
    for (const invoke of node.invoke) {
      // xstate names inline logic `xstate.invoke.<index>.<stateId>` and reads it from the config,
      // so `provide` cannot replace it.
      if (typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.')) names.add(invoke.src);
      else {
        throw new ModelMismatchError(
          `invoke "${invoke.id}" in state "#${node.id}" uses inline actor logic; name it in setup({ actors }) ` +
            `and invoke it by name so the model test can replace it with a controlled fake.`,
        );
      }
    }
  }
  return [...names];
}

/**
 * The real machine with every named actor replaced (controlled fakes unless `def.actors` says
 * otherwise). With a `recorder`, each fake's start (invoke id, input) and each call of an action of
 * `def.provide.actions` (name, params) is recorded, stamped with `recorder.index` (oracles.ts).
 */
export function realMachineUnderTest(def: AnyModelTestDefinition, recorder?: OracleRecorder): AnyStateMachine {
  const machine = def.machine as AnyStateMachine;
  const actors: Record<string, AnyActorLogic> = {};
  const onStart = recorder && ((id: string, input: unknown) => recorder.calls.push({ id, input, index: recorder.index }));
  for (const name of replaceableActorNames(machine)) actors[name] = createControlledActorLogic(name, onStart);
  Object.assign(actors, def.actors ?? {});
  const implementations = implementationsOf(def);
  if (recorder && implementations.actions) {
    const recorded: Record<string, unknown> = {};
    for (const [name, action] of Object.entries(implementations.actions)) {
      recorded[name] =
        typeof action === 'function'
          ? (args: unknown, params: unknown) => {
              recorder.actions.push({ name, params, index: recorder.index });
              return (action as (a: unknown, p: unknown) => unknown)(args, params);
            }
          : action;
    }
    return machine.provide({ ...implementations, actions: recorded, actors } as never);
  }
  return machine.provide({ ...implementations, actors } as never);
}

function describeSnapshot(snapshot: AnyMachineSnapshot): string {
  const error = snapshot.status === 'error' ? ` (error: ${String((snapshot.error as Error)?.message ?? snapshot.error)})` : '';
  return `${formatStateValue(snapshot.value)} [${snapshot.status}]${error}`;
}

function childIds(snapshot: AnyMachineSnapshot): string {
  const ids = Object.keys(snapshot.children ?? {});
  return ids.length ? ids.join(', ') : 'none';
}

/** Performs one path event on the real actor; returns notes for a mismatch message. */
function perform(actor: ReturnType<typeof createActor<AnyStateMachine>>, clock: ModelClock, event: AnyEventObject): string[] {
  const { type } = event;
  const settles = type.startsWith(DONE_ACTOR_PREFIX) ? 'done' : type.startsWith(ERROR_ACTOR_PREFIX) ? 'error' : undefined;
  if (settles) {
    const id = type.slice((settles === 'done' ? DONE_ACTOR_PREFIX : ERROR_ACTOR_PREFIX).length);
    const snapshot = actor.getSnapshot();
    const child = snapshot.children?.[id] as AnyActorRef | undefined;
    if (!child) {
      throw new ModelMismatchError(
        `the model expects actor "${id}" to ${settles === 'done' ? 'finish' : 'fail'}, but the real machine ` +
          `has no running child "${id}" in ${describeSnapshot(snapshot)} (children: ${childIds(snapshot)})`,
      );
    }
    if (!isControlledActor(child)) {
      throw new ModelMismatchError(
        `child "${id}" is not a controlled fake (it was replaced through \`actors\`), so the harness cannot ` +
          `make it ${settles === 'done' ? 'finish' : 'fail'}; drop it from \`actors\` or filter such paths out.`,
      );
    }
    if (settles === 'done') completeControlledActor(child, event.output);
    else failControlledActor(child, event.error);
    return [];
  }
  if (type.startsWith(AFTER_PREFIX)) {
    const timer = clock.timerFor(type);
    if (!timer) {
      const pending = clock.pending().map((t) => `${t.eventType ?? '(unknown)'} at ${t.due} ms`);
      throw new ModelMismatchError(
        `the model expects the delayed event "${type}", but the real machine has no such timer pending ` +
          `in ${describeSnapshot(actor.getSnapshot())} (pending: ${pending.length ? pending.join(', ') : 'none'})`,
      );
    }
    const fired = clock.advanceThrough(timer.id);
    const others = fired.slice(0, -1);
    return others.length ? [`advancing the clock to ${timer.due} ms also fired, before it: ${others.join(', ')}`] : [];
  }
  actor.send(event);
  return [];
}

async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
}

/** What {@link runModelPath} reports of each step to an observer (the QA export, qaExport.ts). */
export interface ObservedStep {
  /** 0 for the start, then 1..n. */
  index: number;
  /** The real snapshot after the step. */
  snapshot: AnyMachineSnapshot;
  /** Simulated ms the step advanced (a delay's duration on an `xstate.after.*` step, else 0). */
  elapsedMs: number;
  /** Actors started during the step: invoke id and the input the chart gave it. */
  started: ReadonlyArray<{ id: string; input: unknown }>;
  /** Provided actions that ran during the step, with their params. */
  called: ReadonlyArray<{ name: string; params: unknown }>;
}

/**
 * Runs `path` against the real machine of `def`, checking value and status after every step.
 * `observe`, when given, receives every step once its checks passed.
 *
 * @throws ModelMismatchError naming the step, the event, the expected and the actual state.
 */
export async function runModelPath(def: AnyModelTestDefinition, path: ModelPath, observe?: (step: ObservedStep) => void): Promise<void> {
  const clock = new ModelClock();
  const recorder = newRecorder();
  const machine = realMachineUnderTest(def, recorder);
  const actor = createActor(machine, { clock, input: path.input as never });
  clock.attach(actor.system);
  // An observer with an error handler keeps a machine error from being rethrown globally; the
  // snapshot status check reports it.
  const subscription = actor.subscribe({ error: () => {} });
  const total = path.steps.length - 1;
  let previous: AnyMachineSnapshot | undefined;
  try {
    actor.start();
    for (let index = 0; index < path.steps.length; index += 1) {
      const step = path.steps[index];
      const where = index === 0 ? 'in the initial state' : `after step ${index}/${total} (${formatEvent(step.event)})`;
      let notes: string[] = [];
      recorder.index = index;
      const clockBefore = clock.now();
      try {
        if (index > 0) notes = perform(actor, clock, step.event);
      } catch (error) {
        if (error instanceof ModelMismatchError) {
          error.message = `Path "${path.name}": cannot perform step ${index}/${total}: ${error.message}`;
        }
        throw error;
      }
      await settle();
      const actual = actor.getSnapshot() as AnyMachineSnapshot;
      const expected = step.state;
      if (!stateValuesEqual(actual.value, expected.value) || actual.status !== expected.status) {
        throw new ModelMismatchError(
          [
            `Path "${path.name}": the real machine and the model disagree ${where}.`,
            `  expected (model): ${describeSnapshot(expected)}`,
            `  actual   (real):  ${describeSnapshot(actual)}`,
            ...notes.map((note) => `  note: ${note}`),
          ].join('\n'),
        );
      }
      if (def.expect) {
        try {
          checkOracles(def.expect, actual, {
            index,
            event: step.event,
            path,
            input: path.input,
            clockMs: clock.now(),
            elapsedMs: clock.now() - clockBefore,
            previous,
            before: previous ? activeStatePaths(previous) : [],
            calls: callsById(recorder.calls),
            started: recorder.calls.filter((call) => call.index === index),
            called: recorder.actions.filter((a) => a.index === index).map(({ name, params }) => ({ name, params })),
            actions: [...recorder.actions],
          });
        } catch (error) {
          if (error instanceof OracleError) error.message = `Path "${path.name}": the spec's expectation fails ${where}: ${error.message}`;
          throw error;
        }
      }
      def.assert?.(actual, expected, { index, event: step.event, path, clockMs: clock.now() });
      observe?.({
        index,
        snapshot: actual,
        elapsedMs: clock.now() - clockBefore,
        started: recorder.calls.filter((call) => call.index === index).map(({ id, input }) => ({ id, input })),
        called: recorder.actions.filter((a) => a.index === index).map(({ name, params }) => ({ name, params })),
      });
      previous = actual;
    }
  } finally {
    subscription.unsubscribe();
    actor.stop();
  }
}
