/**
 * Path generation for model tests (docs/ARCHITECTURE.md "Tests"): turns a {@link ModelTestDefinition} into the
 * test machine (see `toTestMachine`) and the de-duplicated list of shortest and simple paths that
 * the harness runs and the coverage report measures. Pure graph work: no actor is started.
 *
 * Vitest-free (used by the coverage report script).
 */
import { __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { TestPath, TraversalOptions } from 'xstate/graph';
import { implementationsOf } from './definition';
import type { AnyModelTestDefinition, InternalEventPayload, ModelPath, ModelStep } from './definition';
import { AFTER_PREFIX, DONE_ACTOR_PREFIX, ERROR_ACTOR_PREFIX, isNextModelTimer, MODEL_TIMERS_KEY, toTestMachine } from './toTestMachine';

/** One starting input of a definition (`input`, or each entry of `inputs`). */
export interface ModelInputCase {
  label: string | undefined;
  input: unknown;
}

/** What {@link generateModelPaths} returns. */
export interface GeneratedModelPaths {
  /** The transformed machine the paths were generated from. */
  testMachine: AnyStateMachine;
  /** Input cases, in declaration order. */
  inputs: ModelInputCase[];
  /** Paths to run: filtered, de-duplicated (exact and prefix), sorted shortest first, capped. */
  paths: ModelPath[];
  /** Paths produced by each generator (after `filter`, before de-duplication), all inputs summed. */
  counts: { shortest: number; simple: number };
}

type Traversal = TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown>;

const cache = new WeakMap<AnyModelTestDefinition, GeneratedModelPaths>();

/** The input cases of a definition. */
export function inputCases(def: AnyModelTestDefinition): ModelInputCase[] {
  if (def.inputs !== undefined) {
    if (def.input !== undefined) throw new Error(`Model test "${def.name}": give either \`input\` or \`inputs\`, not both.`);
    const labels = Object.keys(def.inputs);
    if (labels.length === 0) throw new Error(`Model test "${def.name}": \`inputs\` is empty.`);
    return labels.map((label) => ({ label, input: (def.inputs as Record<string, unknown>)[label] }));
  }
  return [{ label: undefined, input: def.input }];
}

/** The test machine of a definition (real machine transformed, `provide` applied). */
export function testMachineOf(def: AnyModelTestDefinition): AnyStateMachine {
  return toTestMachine(def.machine, { provide: implementationsOf(def) });
}

/** `<id>` of `xstate.done.actor.<id>` / `xstate.error.actor.<id>`, else undefined. */
function actorIdOf(descriptor: string): string | undefined {
  for (const prefix of [DONE_ACTOR_PREFIX, ERROR_ACTOR_PREFIX]) {
    if (descriptor.startsWith(prefix) && !descriptor.endsWith('*')) return descriptor.slice(prefix.length);
  }
  return undefined;
}

function matchesWildcard(type: string, descriptor: string): boolean {
  if (descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

/**
 * The `events` traversal option: for each event descriptor the snapshot's active states accept,
 * the payloads listed in `def.events` (or `{ type }` alone). `xstate.done.state.*` (raised by xstate
 * itself when a compound state finishes) and `xstate.init` are never sent, nothing is sent once the
 * machine is no longer active, of the `xstate.after.*` events only the timer that fires next, and
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` only while child `<id>` is running.
 */
export function modelEvents(def: AnyModelTestDefinition): (snapshot: AnyMachineSnapshot) => AnyEventObject[] {
  const payloads = (def.events ?? {}) as Record<string, ReadonlyArray<InternalEventPayload> | undefined>;
  return (snapshot) => {
    // A machine that is done (or failed) ignores every event.
    if (snapshot.status !== 'active') return [];
    const events: AnyEventObject[] = [];
    const seen = new Set<string>();
    const push = (event: AnyEventObject): void => {
      const key = JSON.stringify(event);
      if (!seen.has(key)) {
        seen.add(key);
        events.push(event);
      }
    };
    for (const descriptor of getAllOwnEventDescriptors(snapshot)) {
      if (descriptor === 'xstate.init' || descriptor.startsWith('xstate.done.state.')) continue;
      // Only the timer that fires next can fire (see toTestMachine's timer bookkeeping).
      if (descriptor.startsWith(AFTER_PREFIX) && !isNextModelTimer(snapshot.context, descriptor)) continue;
      // Only a running child (invoked, or spawned) can finish or fail.
      const childId = actorIdOf(descriptor);
      if (childId !== undefined && !(childId in (snapshot.children ?? {}))) continue;
      if (descriptor === '*' || descriptor.endsWith('.*')) {
        for (const [type, list] of Object.entries(payloads)) {
          if (!type.includes('*') && matchesWildcard(type, descriptor)) {
            for (const payload of list ?? [{}]) push({ ...payload, type });
          }
        }
        continue;
      }
      const list = payloads[descriptor];
      if (list === undefined) push({ type: descriptor });
      else for (const payload of list) push({ ...payload, type: descriptor });
    }
    return events;
  };
}

function stateValueKey(value: StateValue | undefined): string {
  return JSON.stringify(value ?? null);
}

/**
 * Vertex key of the model graph: the state (value + status + context, or `def.serializeState` plus
 * the pending model timers, which decide which delayed event may come next), plus the incoming
 * event and the previous state value. Keying vertices by their incoming transition makes
 * the shortest paths reach every transition of the graph, not only every state.
 */
export function modelSerializeState(
  def: AnyModelTestDefinition,
): (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot) => string {
  const base = def.serializeState
    ? (snapshot: AnyMachineSnapshot) =>
        `${def.serializeState!(snapshot)} timers ${JSON.stringify((snapshot.context as Record<string, unknown> | undefined)?.[MODEL_TIMERS_KEY] ?? [])}`
    : (snapshot: AnyMachineSnapshot) =>
        JSON.stringify({
          value: snapshot.value,
          status: snapshot.status,
          context: snapshot.context && Object.keys(snapshot.context).length ? snapshot.context : undefined,
        });
  return (snapshot, event, previous) =>
    event ? `${base(snapshot)} via ${JSON.stringify(event)} from ${stateValueKey(previous?.value)}` : base(snapshot);
}

/** Traversal options (xstate/graph) for one input case. */
export function modelTraversal(def: AnyModelTestDefinition, input: unknown): Traversal {
  const options: Traversal = {
    input,
    events: modelEvents(def),
    serializeState: modelSerializeState(def) as Traversal['serializeState'],
  };
  if (def.stopWhen) options.stopWhen = def.stopWhen;
  if (def.limit !== undefined) options.limit = def.limit;
  return options;
}

const MAX_PAYLOAD_CHARS = 60;

/** `type` or `type {payload}` (payload JSON shortened), as shown in test titles and reports. */
export function formatEvent(event: AnyEventObject): string {
  const { type, ...rest } = event;
  if (Object.keys(rest).length === 0) return type;
  let json = JSON.stringify(rest);
  if (json.length > MAX_PAYLOAD_CHARS) json = `${json.slice(0, MAX_PAYLOAD_CHARS - 1)}…`;
  return `${type} ${json}`;
}

/** A state value as text: `idle`, `{"auth":"ready"}`. */
export function formatStateValue(value: StateValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function pathName(label: string | undefined, steps: ModelStep[], state: AnyMachineSnapshot): string {
  const events = steps.slice(1).map((step) => formatEvent(step.event));
  const prefix = label === undefined ? '' : `[${label}] `;
  const status = state.status === 'active' ? '' : ` (${state.status})`;
  return `${prefix}${events.length ? events.join(' → ') : 'initial state'} ⇒ ${formatStateValue(state.value)}${status}`;
}

function eventKeys(steps: ModelStep[]): string[] {
  return steps.slice(1).map((step) => JSON.stringify(step.event));
}

function isPrefix(short: string[], long: string[]): boolean {
  if (short.length >= long.length) return false;
  return short.every((key, index) => key === long[index]);
}

interface Candidate {
  path: ModelPath;
  keys: string[];
}

function toCandidate(
  testPath: TestPath<AnyMachineSnapshot, AnyEventObject>,
  inputCase: ModelInputCase,
  generator: 'shortest' | 'simple',
): Candidate {
  const steps: ModelStep[] = testPath.steps.map((step) => ({ event: step.event, state: step.state }));
  const path: ModelPath = {
    name: pathName(inputCase.label, steps, testPath.state),
    inputLabel: inputCase.label,
    input: inputCase.input,
    generator,
    steps,
    state: testPath.state,
  };
  return { path, keys: eventKeys(steps) };
}

/**
 * Generates the paths of a definition (cached per definition object).
 *
 * For each input case: `createTestModel(testMachine)` then `getShortestPaths` and/or
 * `getSimplePaths` (per `def.paths`) with {@link modelTraversal}; then `def.filter`, exact
 * de-duplication across generators, prefix de-duplication (a path whose events start another path
 * is dropped: running the longer one passes through the same states), sort by length then name,
 * and `def.maxPaths`.
 *
 * @throws TestMachineTransformError from `toTestMachine` (e.g. an invoke without id), or xstate/graph
 *   errors ("Traversal limit exceeded").
 */
export function generateModelPaths(def: AnyModelTestDefinition): GeneratedModelPaths {
  const cached = cache.get(def);
  if (cached) return cached;

  const testMachine = testMachineOf(def);
  const model = createTestModel(testMachine);
  const generators = def.paths ?? 'shortest+simple';
  const inputs = inputCases(def);
  const counts = { shortest: 0, simple: 0 };
  let all: Candidate[] = [];

  for (const inputCase of inputs) {
    const options = { ...modelTraversal(def, inputCase.input), allowDuplicatePaths: true };
    const generated: Candidate[] = [];
    if (generators !== 'simple') {
      const list = model
        .getShortestPaths(options)
        .map((p) => toCandidate(p, inputCase, 'shortest'))
        .filter((c) => !def.filter || def.filter(c.path));
      counts.shortest += list.length;
      generated.push(...list);
    }
    if (generators !== 'shortest') {
      const list = model
        .getSimplePaths(options)
        .map((p) => toCandidate(p, inputCase, 'simple'))
        .filter((c) => !def.filter || def.filter(c.path));
      counts.simple += list.length;
      generated.push(...list);
    }
    // Exact duplicates (same events), keeping the first (shortest generator first).
    const unique = new Map<string, Candidate>();
    for (const candidate of generated) {
      const key = candidate.keys.join('\n');
      if (!unique.has(key)) unique.set(key, candidate);
    }
    const list = [...unique.values()];
    all.push(...list.filter((c) => !list.some((other) => isPrefix(c.keys, other.keys))));
  }

  all = all.sort((a, b) => a.keys.length - b.keys.length || (a.path.name < b.path.name ? -1 : a.path.name > b.path.name ? 1 : 0));
  if (def.maxPaths !== undefined) all = all.slice(0, Math.max(0, def.maxPaths));

  // Unique titles (payloads are shortened, so two paths could read the same).
  const seenNames = new Map<string, number>();
  for (const { path } of all) {
    const n = (seenNames.get(path.name) ?? 0) + 1;
    seenNames.set(path.name, n);
    if (n > 1) path.name = `${path.name} (#${n})`;
  }

  const result: GeneratedModelPaths = { testMachine, inputs, paths: all.map((c) => c.path), counts };
  cache.set(def, result);
  return result;
}
