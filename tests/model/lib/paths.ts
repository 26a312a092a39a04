/**
 * Path generation for model tests (docs/ARCHITECTURE.md "Tests"): turns a {@link ModelTestDefinition}
 * into the test machine (see `toTestMachine`) and a TRANSITION COVER of its chart, the paths the
 * harness runs and the coverage report measures. Pure graph work: no actor is started.
 *
 * The model graph (state value + status + context, or `serializeState`, plus the pending model
 * timers) is explored breadth first from each input; every edge is replayed once under a recording
 * scope (see `chart.ts`) to learn which chart states and transitions it visits. The coverage ITEMS
 * are then:
 * - every state node of the chart and every counted transition (see `chart.ts`);
 * - every listed payload of an event taken through each transition on that event (a payload the
 *   definition lists is sent at least once through each transition it can take);
 * - every input case (its initial state);
 * - with `def.everyInput`, every listed payload of those event types under every input (one item
 *   per input: a role meets every status).
 * Each item's witness is the shortest path that visits it (shortest path to an edge's source, then
 * the edge). Witnesses are taken longest first and kept only when they visit an item no kept path
 * visits yet, so a path prefix of another is never kept.
 *
 * Bounds (fail loudly instead of running for minutes):
 * - paths ≤ {@link pathBound}: states + transitions + extra listed payloads of each transition's
 *   event + inputs (+ (inputs − 1) × the `everyInput` payloads per transition), read from the chart and the definition, never from the graph: a one-line
 *   chart change moves it by a few paths, it cannot multiply it;
 * - graph states explored per input ≤ `def.limit` (default {@link DEFAULT_GRAPH_LIMIT}); a context
 *   that grows without bound (a counter, a list) throws {@link ModelPathBoundError} at once: give a
 *   coarser `serializeState` or a `stopWhen`.
 *
 * Vitest-free (used by the coverage report script).
 */
import { __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, StateValue } from 'xstate';
import { clearVisits, newVisits, recordingScope, recordInitial, replay, stateUniverse, transitionUniverse } from './chart';
import type { Visits } from './chart';
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
  /** Paths to run: the transition cover, then `filter` and `maxPaths`, sorted shortest first. */
  paths: ModelPath[];
  /**
   * `graphStates`: model graph states explored (all inputs summed); `items`: coverage items the
   * exploration reached; `bound`: {@link pathBound}; `cover`: paths in the cover (before `filter` and
   * `maxPaths`).
   */
  counts: { graphStates: number; items: number; bound: number; cover: number };
  /** Every chart state and transition the exploration visited (what is reachable with these payloads). */
  explored: Visits;
}

/** Thrown when a definition's graph or cover exceeds its bound (see the module comment). */
export class ModelPathBoundError extends Error {
  override name = 'ModelPathBoundError';
}

/** Default cap on the model graph states explored per input (`def.limit` overrides it). */
export const DEFAULT_GRAPH_LIMIT = 20_000;

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

/** Whether a transition on `descriptor` is taken by an event of `type` (exact or wildcard). */
function handles(descriptor: string, type: string): boolean {
  return descriptor === type || matchesWildcard(type, descriptor);
}

function listedPayloads(def: AnyModelTestDefinition): Record<string, ReadonlyArray<InternalEventPayload> | undefined> {
  return def.events ?? {};
}

/**
 * The `events` the model offers in a snapshot: for each event descriptor the snapshot's active
 * states accept, the payloads listed in `def.events` (or `{ type }` alone). `xstate.done.state.*`
 * (raised by xstate itself when a compound state finishes) and `xstate.init` are never sent,
 * nothing is sent once the machine is no longer active, of the `xstate.after.*` events only the
 * timer that fires next, and `xstate.done.actor.<id>` / `xstate.error.actor.<id>` only while child
 * `<id>` is running.
 */
export function modelEvents(def: AnyModelTestDefinition): (snapshot: AnyMachineSnapshot) => AnyEventObject[] {
  const payloads = listedPayloads(def);
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

/**
 * Key of a model graph state: value + status + context as JSON (or `def.serializeState` plus the
 * pending model timers, which decide which delayed event may come next).
 */
export function modelSerializeState(def: AnyModelTestDefinition): (snapshot: AnyMachineSnapshot) => string {
  if (def.serializeState) {
    return (snapshot) =>
      `${def.serializeState!(snapshot)} timers ${JSON.stringify((snapshot.context as Record<string, unknown> | undefined)?.[MODEL_TIMERS_KEY] ?? [])}`;
  }
  return (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      context: snapshot.context && Object.keys(snapshot.context).length ? snapshot.context : undefined,
    });
}

/**
 * The most paths a definition may generate: one per coverage item, i.e. states + transitions of the
 * chart + for each transition, the listed payloads of its event beyond the first + input cases.
 * Read from the chart and the definition only.
 */
export function pathBound(def: AnyModelTestDefinition, testMachine: AnyStateMachine = testMachineOf(def)): number {
  const payloads = listedPayloads(def);
  const transitions = transitionUniverse(testMachine);
  const everyInput = new Set(def.everyInput ?? []);
  const inputs = inputCases(def).length;
  let extra = 0;
  for (const t of transitions.keys()) {
    let listed = 0;
    let perInput = 0;
    for (const [type, list] of Object.entries(payloads)) {
      if (!handles(t.eventType, type)) continue;
      listed += list?.length ?? 1;
      if (everyInput.has(type)) perInput += list?.length ?? 1;
    }
    extra += Math.max(0, listed - 1) + (inputs - 1) * perInput;
  }
  return stateUniverse(testMachine).size + transitions.size + extra + inputs;
}

const MAX_PAYLOAD_CHARS = 60;

/** `type` or `type {payload}` (payload JSON shortened), as shown in test titles. */
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

/** An edge of the model graph, from `from` with `event` to snapshot `state`. */
interface Edge {
  from: Vertex;
  event: AnyEventObject;
  state: AnyMachineSnapshot;
  items: string[];
}

interface Vertex {
  dist: number;
  /** The edge that first reached it (breadth first: a shortest one); undefined for the initial state. */
  parent: Edge | undefined;
}

/** A witness: the initial state of an input (edge undefined) or the shortest path to an edge, then the edge. */
interface Witness {
  input: number;
  edge: Edge | undefined;
}

/**
 * Coverage item keys of what one replay visited. A payload of an event type in `everyInput`
 * (`def.everyInput`) is an item per input: its key carries the input's index.
 */
function itemsOf(
  visits: Visits,
  event: AnyEventObject | undefined,
  labels: Map<AnyTransitionDefinition, string>,
  perInput: { types: ReadonlySet<string>; input: number } = { types: new Set(), input: 0 },
): string[] {
  const items: string[] = [];
  for (const node of visits.states) items.push(`state #${node.id}`);
  const hasPayload = event !== undefined && Object.keys(event).length > 1;
  for (const t of visits.transitions) {
    const label = labels.get(t);
    if (label === undefined) continue;
    items.push(`transition ${label}`);
    if (!hasPayload || !handles(t.eventType, event.type)) continue;
    const where = perInput.types.has(event.type) ? ` @input ${perInput.input}` : '';
    items.push(`payload ${label} ${JSON.stringify(event)}${where}`);
  }
  return items;
}

function edgesTo(edge: Edge | undefined): Edge[] {
  const chain: Edge[] = [];
  for (let e = edge; e !== undefined; e = e.from.parent) chain.push(e);
  return chain.reverse();
}

/**
 * Generates the paths of a definition (cached per definition object): the transition cover
 * described in the module comment, then `def.filter` and `def.maxPaths`, sorted by length then name.
 *
 * @throws ModelPathBoundError when the graph exceeds `def.limit` (default {@link DEFAULT_GRAPH_LIMIT})
 *   states for an input, or the cover exceeds {@link pathBound}.
 * @throws TestMachineTransformError from `toTestMachine` (e.g. an invoke without id).
 */
export function generateModelPaths(def: AnyModelTestDefinition): GeneratedModelPaths {
  const cached = cache.get(def);
  if (cached) return cached;

  const testMachine = testMachineOf(def);
  const labels = transitionUniverse(testMachine);
  const inputs = inputCases(def);
  const events = modelEvents(def);
  const serialize = modelSerializeState(def);
  const limit = def.limit ?? DEFAULT_GRAPH_LIMIT;
  const everyInput: ReadonlySet<string> = new Set(def.everyInput ?? []);
  const explored = newVisits();
  const witnesses = new Map<string, Witness>();
  const initials: Array<{ state: AnyMachineSnapshot; items: string[] }> = [];
  let graphStates = 0;

  const witness = (item: string, w: Witness) => {
    if (!witnesses.has(item)) witnesses.set(item, w);
  };
  const merge = (visits: Visits) => {
    for (const s of visits.states) explored.states.add(s);
    for (const t of visits.transitions) explored.transitions.add(t);
  };

  inputs.forEach((inputCase, inputIndex) => {
    const initialVisits = newVisits();
    const initial = recordInitial(testMachine, inputCase.input, initialVisits);
    merge(initialVisits);
    const initialItems = [...itemsOf(initialVisits, undefined, labels), `input ${inputCase.label ?? ''}`];
    initials.push({ state: initial, items: initialItems });
    for (const item of initialItems) witness(item, { input: inputIndex, edge: undefined });

    const visits = newVisits();
    const scope = recordingScope(visits);
    const vertices = new Map<string, Vertex>([[serialize(initial), { dist: 0, parent: undefined }]]);
    const queue: Array<[AnyMachineSnapshot, Vertex]> = [[initial, vertices.get(serialize(initial))!]];
    for (let head = 0; head < queue.length; head += 1) {
      const [state, vertex] = queue[head];
      if (def.stopWhen?.(state)) continue;
      for (const event of events(state)) {
        clearVisits(visits);
        const next = replay(testMachine, state, event, scope);
        merge(visits);
        const edge: Edge = { from: vertex, event, state: next, items: itemsOf(visits, event, labels, { types: everyInput, input: inputIndex }) };
        for (const item of edge.items) witness(item, { input: inputIndex, edge });
        const key = serialize(next);
        if (!vertices.has(key)) {
          if (vertices.size >= limit) {
            throw new ModelPathBoundError(
              `Model test "${def.name}": the model graph exceeds ${limit} states` +
                `${inputCase.label === undefined ? '' : ` for input "${inputCase.label}"`} (def.limit). ` +
                'A context value that keeps changing (a counter, a growing list) makes it unbounded: ' +
                'give a coarser `serializeState` or a `stopWhen`.',
            );
          }
          const nextVertex: Vertex = { dist: vertex.dist + 1, parent: edge };
          vertices.set(key, nextVertex);
          queue.push([next, nextVertex]);
        }
      }
    }
    graphStates += vertices.size;
  });

  // Longest witness first; keep it only if it visits an item no kept path visits.
  const candidates = [...new Set(witnesses.values())].map((w) => ({ ...w, chain: edgesTo(w.edge) }));
  candidates.sort((a, b) => b.chain.length - a.chain.length);
  const covered = new Set<string>();
  const kept: typeof candidates = [];
  for (const candidate of candidates) {
    const items = [...initials[candidate.input].items, ...candidate.chain.flatMap((e) => e.items)];
    if (items.every((item) => covered.has(item))) continue;
    for (const item of items) covered.add(item);
    kept.push(candidate);
  }

  const bound = pathBound(def, testMachine);
  if (kept.length > bound) {
    throw new ModelPathBoundError(
      `Model test "${def.name}": ${kept.length} paths exceed the bound of ${bound} (states + transitions + extra payloads + inputs).`,
    );
  }

  let paths: ModelPath[] = kept.map(({ input, chain }) => {
    const steps: ModelStep[] = [{ event: { type: 'xstate.init' }, state: initials[input].state }, ...chain.map((e) => ({ event: e.event, state: e.state }))];
    const state = steps[steps.length - 1].state;
    const inputCase = inputs[input];
    return { name: pathName(inputCase.label, steps, state), inputLabel: inputCase.label, input: inputCase.input, generator: 'transitions', steps, state };
  });
  if (def.filter) paths = paths.filter((p) => def.filter!(p));
  paths.sort((a, b) => a.steps.length - b.steps.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (def.maxPaths !== undefined) paths = paths.slice(0, Math.max(0, def.maxPaths));

  // Unique titles (payloads are shortened, so two paths could read the same).
  const seenNames = new Map<string, number>();
  for (const path of paths) {
    const n = (seenNames.get(path.name) ?? 0) + 1;
    seenNames.set(path.name, n);
    if (n > 1) path.name = `${path.name} (#${n})`;
  }

  const result: GeneratedModelPaths = {
    testMachine,
    inputs,
    paths,
    counts: { graphStates, items: witnesses.size, bound, cover: kept.length },
    explored,
  };
  cache.set(def, result);
  return result;
}

/**
 * A hand-picked path (for the library's tests and scenario checks): from the initial state of
 * `inputLabel` (default the first input), each step sends the first event the model offers with
 * that type (see {@link modelEvents}).
 *
 * @throws Error naming the step when the model offers no event of that type there.
 */
export function modelPathOf(def: AnyModelTestDefinition, types: readonly string[], inputLabel?: string): ModelPath {
  const testMachine = generateModelPaths(def).testMachine;
  const inputCase = inputCases(def).find((c) => inputLabel === undefined || c.label === inputLabel);
  if (!inputCase) throw new Error(`Model test "${def.name}": no input "${inputLabel}".`);
  const visits = newVisits();
  const scope = recordingScope(visits);
  const steps: ModelStep[] = [{ event: { type: 'xstate.init' }, state: recordInitial(testMachine, inputCase.input, visits) }];
  for (const type of types) {
    const from = steps[steps.length - 1].state;
    const event = modelEvents(def)(from).find((e) => e.type === type);
    if (!event) throw new Error(`Model test "${def.name}": no "${type}" offered after ${steps.length - 1} step(s).`);
    steps.push({ event, state: replay(testMachine, from, event, scope) });
  }
  const state = steps[steps.length - 1].state;
  return { name: pathName(inputCase.label, steps, state), inputLabel: inputCase.label, input: inputCase.input, generator: 'transitions', steps, state };
}
