/**
 * Model-test definitions (docs/ARCHITECTURE.md "Tests"): the typed object each machine's model test declares
 * once in `tests/model/machines/<name>.model.ts`, used both by the harness (`defineModelTest`, which
 * runs the paths against the real machine) and by the path-coverage report (`computePathCoverage`).
 *
 * This module must stay free of `vitest` imports: the coverage report script loads every
 * definition outside the test runner.
 */
import type { AnyActorLogic, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import type { ModelOracles } from './oracles';
import type { TestMachineImplementations } from './toTestMachine';

/**
 * How the paths are chosen. `'transitions'` (the only generator, see `paths.ts`): the shortest path
 * to every state, transition, listed payload per transition and input of the chart, kept only when
 * it adds one, bounded by `pathBound`. `'shortest'` is the former name of the same cover (older
 * definitions say so).
 */
export type PathGenerators = 'transitions' | 'shortest';

/** Payload of an xstate-internal event the model decides (`xstate.done.actor.*`, `xstate.error.actor.*`, …). */
export interface InternalEventPayload {
  type?: string;
  /** `xstate.done.actor.<id>`: the actor's output (what a promise resolves with). */
  output?: unknown;
  /** `xstate.error.actor.<id>`: the error (what a promise rejects with). */
  error?: unknown;
  /** `xstate.snapshot.<id>`: the child snapshot. */
  snapshot?: unknown;
  [key: string]: unknown;
}

/**
 * Payloads the test model sends, per event type. For each event type the active states accept,
 * the model tries every payload listed here (the `type` is filled in), or `{ type }` alone when the
 * type is not listed. An empty array means "never send this event type".
 *
 * Keys are the machine's own event types (payloads are type-checked against the machine's events)
 * or xstate-internal types such as `xstate.done.actor.<id>` (`{ output }`) and
 * `xstate.error.actor.<id>` (`{ error }`). Wildcard descriptors (`'*'`, `'form.*'`) in the chart
 * are exercised with the listed events whose type they match.
 */
export type ModelEventPayloads<TEvent extends EventObject> = {
  [K in TEvent['type']]?: ReadonlyArray<Omit<Extract<TEvent, { type: K }>, 'type'> & { type?: K }>;
} & {
  [K: `xstate.${string}`]: ReadonlyArray<InternalEventPayload> | undefined;
};

/** Where the harness is in a path when it calls `assert`. */
export interface ModelStepInfo {
  /** 0 for the initial state (`xstate.init`), then 1..n. */
  index: number;
  /** The event of this step (`{ type: 'xstate.init' }` for index 0). */
  event: AnyEventObject;
  /** The path being run. */
  path: ModelPath;
  /** Simulated time of the real actor's clock, ms since the path started. */
  clockMs: number;
}

/** One step of a generated path: the event, then the state the model reaches with it. */
export interface ModelStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

/** A generated path, ready to run against the real machine. */
export interface ModelPath {
  /** Readable, unique name: `[input] event → event ⇒ final state value`. */
  name: string;
  /** Label of the input case (`inputs` key), undefined with a single `input`. */
  inputLabel: string | undefined;
  /** Input given to both the test model and the real actor. */
  input: unknown;
  /** Generator that produced the path (the first one when both did). */
  generator: 'transitions';
  /** `steps[0]` is `{ event: { type: 'xstate.init' }, state: initial }`; then one step per event. */
  steps: ModelStep[];
  /** The model's final snapshot (`steps[steps.length - 1].state`). */
  state: AnyMachineSnapshot;
}

/**
 * How a machine is model-tested. Only `name` and `machine` are required.
 *
 * @typeParam TMachine - the real machine (`typeof sessionMachine`).
 */
export interface ModelTestDefinition<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Machine name in test titles and in the coverage report. */
  name: string;
  /** The REAL machine, with its `invoke` and `after`. */
  machine: TMachine;
  /** Input for the model and the real actor. Mutually exclusive with `inputs`. */
  input?: InputFrom<TMachine>;
  /**
   * Several starting inputs, by label (e.g. `{ withToken: {...}, withoutToken: {...} }`): paths are
   * generated for each and coverage is the union. Use it when a guard reads the input.
   */
  inputs?: Record<string, InputFrom<TMachine>>;
  /** Event payloads per event type (see {@link ModelEventPayloads}). */
  events?: ModelEventPayloads<EventFromLogic<TMachine>>;
  /**
   * Replacement logic per REAL actor name (keys of `setup({ actors })`). By default every actor is
   * replaced by a controlled fake that the harness completes or fails when the path says
   * `xstate.done.actor.<id>` / `xstate.error.actor.<id>`; list an actor here only to give it other
   * behaviour (e.g. a spawned actor the path never completes).
   */
  actors?: Record<string, AnyActorLogic>;
  /**
   * Implementations swapped by name in BOTH the real machine and the test model (e.g. an action
   * that reloads the page, a guard reading the clock). Actors go in `actors`.
   */
  provide?: Omit<TestMachineImplementations, 'actors'>;
  /**
   * Named delays swapped in both machines (ms, or a function of `{ context, event }` like in
   * `setup({ delays })`); shorthand for `provide.delays`. The harness advances its simulated clock
   * by whatever the delays resolve to, so this is only needed to test other durations.
   */
  delays?: Record<string, unknown>;
  /** How paths are chosen (see {@link PathGenerators}). Default `'transitions'`. */
  paths?: PathGenerators;
  /** Keep only paths for which this returns true (applied after the cover; the coverage gate then tells what is lost). */
  filter?: (path: ModelPath) => boolean;
  /** Cap on the number of paths run (after the cover and `filter`, shortest first). Default: no cap. */
  maxPaths?: number;
  /**
   * How the model tells states apart (default: state value + context as JSON). Return a coarser
   * key (e.g. drop a counter) when the context makes the graph too large (see `limit`). The model
   * always adds its pending timers to the key.
   */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Stop exploring from states for which this returns true. */
  stopWhen?: (snapshot: SnapshotFrom<TMachine>) => boolean;
  /**
   * Event types whose listed payloads are covered under EVERY input, not once for the chart
   * (issue 29 item 4): each input's own path takes each payload through each transition it can
   * take, so a value of the input (a role) meets every value of the payloads (every request
   * status). Adds (inputs − 1) × those payloads to the path bound.
   */
  everyInput?: readonly string[];
  /**
   * Maximum model graph states explored per input (default `DEFAULT_GRAPH_LIMIT` of `paths.ts`,
   * 20,000); exceeding it throws `ModelPathBoundError` at once instead of exploring for minutes.
   */
  limit?: number;
  /**
   * Extra checks after every step, once the real actor's value and status matched the model's.
   * Throw (or use `expect`) to fail the path.
   */
  assert?: (actorSnapshot: SnapshotFrom<TMachine>, modelSnapshot: SnapshotFrom<TMachine>, step: ModelStepInfo) => void;
  /**
   * Independent oracles written from the spec (see `oracles.ts` and tests/model/README.md
   * "Oracles"): the states active after start, and per state its shown keys, a check of context,
   * calls sent and provided actions called, and where each event leads. Checked after EVERY step;
   * an active state without an entry fails the run.
   */
  expect?: ModelOracles<SnapshotFrom<TMachine>>;
}

/** Any definition, whatever its machine (the registry's element type). */
export type AnyModelTestDefinition = ModelTestDefinition<any>;

/**
 * Identity helper that infers `TMachine` so `events`, `input` and `assert` are type-checked:
 * `export const sessionModel = modelTestDefinition({ name: 'session', machine: sessionMachine, … })`.
 */
export function modelTestDefinition<TMachine extends AnyStateMachine>(definition: ModelTestDefinition<TMachine>): ModelTestDefinition<TMachine> {
  if (definition.input !== undefined && definition.inputs !== undefined) {
    throw new Error(`Model test "${definition.name}": give either \`input\` or \`inputs\`, not both.`);
  }
  return definition;
}

/** The implementations a definition swaps in both machines (`provide`, plus `delays`). */
export function implementationsOf(def: AnyModelTestDefinition): Omit<TestMachineImplementations, 'actors'> {
  if (!def.delays) return def.provide ?? {};
  return { ...def.provide, delays: { ...(def.provide?.delays ?? {}), ...def.delays } };
}
