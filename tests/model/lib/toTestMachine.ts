/**
 * The test-machine transform (docs/ARCHITECTURE.md "Tests": "`createTestModel` refuses charts with `invoke` or
 * `after`: the test model is a copy of the chart where each invoke's `onDone`/`onError` and each
 * `after` become plain events").
 *
 * `toTestMachine(machine)` walks the real machine's StateNode tree (so every state keeps the id
 * xstate resolved for it) and rebuilds the config with:
 * - every `invoke` (object or array) removed; its `onDone` / `onError` / `onSnapshot` become `on`
 *   transitions of the same state on `xstate.done.actor.<id>` / `xstate.error.actor.<id>` /
 *   `xstate.snapshot.<id>` — the exact event types xstate 5 sends for an invoked actor. In its place
 *   the state spawns an inert child with the same id on entry and stops it on exit (as xstate does
 *   for invokes), so `sendTo('<id>', …)` still resolves; that child never finishes by itself. Every
 *   invoke must have an explicit `id` (the generated ones are not stable names to test against);
 * - every `after` (named delay or number of ms) removed; each entry becomes `on` transitions on
 *   `xstate.after.<delay>.<stateId>` — the exact type xstate 5.33 raises for a delayed transition
 *   (`createAfterEvent(delay, stateNode.id)`; numeric keys are normalised with `+key`, so
 *   `after: { 1000: … }` gives `xstate.after.1000.<stateId>`). So that the model only takes delayed
 *   transitions in an order real time allows (a parent's 10 s timeout cannot fire before a child's
 *   200 ms timer), the test machine keeps its pending timers in `context.__modelTimers`
 *   (`[eventType, remainingMs][]`, in start order): a state's entry starts its timers (delay
 *   resolved like xstate does: number key, or named delay — number or function of the entry
 *   `{ context, event }`), its exit cancels them, a delayed transition lets time pass until its
 *   timer fires; the path generator only offers the timer that fires next. When every candidate of
 *   a delayed transition is guarded, a no-op fallback (marked `__modelSynthetic`, left out of
 *   coverage) spends the timer as xstate does when no guard passes;
 * - everything else kept as is: `on`, `always`, guards, `entry`/`exit`, nested, parallel, final and
 *   history states, `onDone`, `output`, `context`, `meta`, `tags` and the ids. The new machine uses
 *   the real machine's implementations (named actions, guards, delays, actors), optionally
 *   overridden with `options.provide`.
 *
 * Events the test model sends are shaped like the real ones (`{ type: 'xstate.done.actor.x', output }`,
 * `{ type: 'xstate.error.actor.x', error }`), so actions reading `event.output` / `event.error`
 * behave as in the real chart.
 */
import { assign, spawnChild, StateMachine, stopChild } from 'xstate';
import type { ActorLogic, AnyEventObject, AnyStateMachine, AnyStateNode, Snapshot } from 'xstate';

/** Prefix of the event xstate sends when an invoked/spawned actor with id `<id>` completes. */
export const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
/** Prefix of the event xstate sends when an invoked/spawned actor with id `<id>` fails. */
export const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';
/** Prefix of the event xstate sends when an invoked actor with id `<id>` emits a snapshot. */
export const SNAPSHOT_ACTOR_PREFIX = 'xstate.snapshot.';
/** Prefix of the event xstate raises for a delayed (`after`) transition. */
export const AFTER_PREFIX = 'xstate.after.';

/** Implementations that may replace the real machine's ones in the test machine (by name). */
export interface TestMachineImplementations {
  actions?: Record<string, unknown>;
  guards?: Record<string, unknown>;
  delays?: Record<string, unknown>;
  actors?: Record<string, unknown>;
}

/** Options of {@link toTestMachine}. */
export interface ToTestMachineOptions {
  /**
   * Named implementations to swap in the test machine (same shape as `machine.provide`), e.g. an
   * action that would do IO. Custom actions never run while the graph is explored (xstate's pure
   * `transition` does not execute them), so this is rarely needed.
   */
  provide?: TestMachineImplementations;
}

/** Thrown when a chart cannot be turned into a test machine (e.g. an invoke without an `id`). */
export class TestMachineTransformError extends Error {
  override name = 'TestMachineTransformError';
}

type Config = Record<string, unknown>;

/**
 * Logic of the stand-in child the test machine spawns for each removed invoke: it never finishes
 * on its own (the model decides with `xstate.done.actor.<id>` / `xstate.error.actor.<id>`) and
 * ignores events, so `sendTo('<invokeId>', …)` still resolves in the model.
 */
export const inertChildLogic: ActorLogic<Snapshot<undefined>, AnyEventObject, unknown> = {
  transition: (snapshot) => snapshot,
  getInitialSnapshot: () => ({ status: 'active', output: undefined, error: undefined }),
  getPersistedSnapshot: (snapshot) => snapshot,
};

/**
 * Event type xstate 5.33 uses for a delayed transition of state `stateId` with delay key `delayKey`.
 *
 * @param delayKey - the key in `after` (a named delay like `logoutDelay` or a number of ms as text).
 * @param stateId - the resolved id of the state node that declares the `after`.
 * @returns e.g. `xstate.after.logoutDelay.session.loggingOut` or `xstate.after.1000.toast.visible`.
 */
export function afterEventType(delayKey: string | number, stateId: string): string {
  const key = typeof delayKey === 'number' ? delayKey : Number.isNaN(+delayKey) ? delayKey : +delayKey;
  return `${AFTER_PREFIX}${key}.${stateId}`;
}

function toArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** Context key where the test machine keeps its pending `after` timers (see module comment). */
export const MODEL_TIMERS_KEY = '__modelTimers';

/**
 * Pending `after` timers of a test-machine snapshot, in creation order: `[eventType, remainingMs]`.
 * Time is relative (the earliest timer fires next), so the list stays finite across loops.
 */
export type ModelTimers = ReadonlyArray<readonly [type: string, remainingMs: number]>;

/** The pending timers stored in a test-machine context (empty when none). */
export function modelTimersOf(context: unknown): ModelTimers {
  const timers = (context as Record<string, unknown> | undefined)?.[MODEL_TIMERS_KEY];
  return Array.isArray(timers) ? (timers as ModelTimers) : [];
}

/**
 * True when `type` is the pending timer that would fire first (smallest remaining time; on a tie,
 * the one started first, as real timers do). The test model only offers that `xstate.after.*` event.
 */
export function isNextModelTimer(context: unknown, type: string): boolean {
  const timers = modelTimersOf(context);
  if (timers.length === 0) return true;
  let next = timers[0];
  for (const timer of timers) if (timer[1] < next[1]) next = timer;
  return next[0] === type;
}

function normalise(timers: ModelTimers): ModelTimers | undefined {
  return timers.length ? timers : undefined;
}

/** Lets time pass until timer `type` fires: every other timer loses its remaining time. */
function consumeTimer(timers: ModelTimers, type: string): ModelTimers {
  const fired = timers.find(([t]) => t === type);
  if (!fired) return timers;
  return timers.filter(([t]) => t !== type).map(([t, ms]) => [t, ms - fired[1]] as const);
}

type Args = { context: Record<string, unknown>; event: AnyEventObject };

/** Action of every delayed transition (and of the no-op fallback): its timer has fired. */
const consumeFiredTimer = assign(({ context, event }: Args) => ({
  [MODEL_TIMERS_KEY]: normalise(consumeTimer(modelTimersOf(context), event.type)),
}));

/** Marker on transitions the transform adds for bookkeeping only (left out of coverage). */
export const SYNTHETIC_TRANSITION = '__modelSynthetic';

interface TransformContext {
  delays: Record<string, unknown>;
}

function resolveDelay(ctx: TransformContext, key: string, stateId: string, args: Args): number {
  if (!Number.isNaN(+key)) return +key;
  const delay = ctx.delays[key];
  const value = typeof delay === 'function' ? (delay as (a: Args, p: undefined) => unknown)(args, undefined) : delay;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new TestMachineTransformError(`toTestMachine: delay "${key}" used in state "#${stateId}" is not defined as a number of ms.`);
  }
  return value;
}

function withAction(transition: unknown, action: unknown): Config {
  const t: Config = typeof transition === 'string' ? { target: transition } : { ...(transition as Config) };
  t.actions = [action, ...toArray(t.actions)];
  return t;
}

function convertNode(node: AnyStateNode, ctx: TransformContext): Config {
  const original = node.config as Config;
  const config: Config = { ...original };
  delete config.invoke;
  delete config.after;

  const on: Config = { ...((original.on as Config | undefined) ?? {}) };
  const entry: unknown[] = toArray(original.entry);
  const exit: unknown[] = toArray(original.exit);

  // after: plain transitions on xstate.after.<delay>.<stateId>, plus timer bookkeeping in context.
  const after = original.after as Config | undefined;
  if (after && Object.keys(after).length > 0) {
    const keys = Object.keys(after);
    const types = keys.map((key) => afterEventType(key, node.id));
    for (const [i, key] of keys.entries()) {
      const type = types[i];
      const candidates = toArray(after[key]).map((t) => withAction(t, consumeFiredTimer));
      const last = candidates[candidates.length - 1] as Config | undefined;
      // When every candidate is guarded and none passes, the real timer is still spent.
      if (last && last.guard !== undefined) candidates.push({ actions: [consumeFiredTimer], [SYNTHETIC_TRANSITION]: true });
      // Like xstate's formatTransitions: delayed transitions are appended after `on` ones.
      const existing = on[type];
      on[type] = existing === undefined ? candidates : [...toArray(existing), ...candidates];
    }
    // Like xstate: the timers start at the end of the entry actions and are cancelled on exit.
    entry.push(
      assign((args: Args) => {
        const started = keys.map((key, i) => [types[i], resolveDelay(ctx, key, node.id, args)] as const);
        const pending = modelTimersOf(args.context).filter(([t]) => !types.includes(t));
        return { [MODEL_TIMERS_KEY]: normalise([...pending, ...started]) };
      }),
    );
    exit.push(
      assign(({ context, event }: Args) => {
        const timers = types.includes(event.type) ? consumeTimer(modelTimersOf(context), event.type) : modelTimersOf(context);
        return { [MODEL_TIMERS_KEY]: normalise(timers.filter(([t]) => !types.includes(t))) };
      }),
    );
  }

  // invoke: plain transitions on xstate.done.actor.<id> / xstate.error.actor.<id>, plus a stand-in child.
  const invokes = toArray<Config>(original.invoke as Config | Config[] | undefined);
  invokes.forEach((invoke, index) => {
    const id = invoke.id;
    if (typeof id !== 'string' || id === '') {
      const src = typeof invoke.src === 'string' ? ` (src "${invoke.src}")` : '';
      throw new TestMachineTransformError(
        `toTestMachine: invoke #${index}${src} in state "#${node.id}" has no explicit id. ` +
          `Give every invoke an \`id\` so its done/error events (xstate.done.actor.<id>) have a stable name.`,
      );
    }
    // Like xstate's formatTransitions: an invoke's onDone/onError replaces an `on` entry of the same type.
    if (invoke.onDone !== undefined) on[`${DONE_ACTOR_PREFIX}${id}`] = invoke.onDone;
    if (invoke.onError !== undefined) on[`${ERROR_ACTOR_PREFIX}${id}`] = invoke.onError;
    if (invoke.onSnapshot !== undefined) on[`${SNAPSHOT_ACTOR_PREFIX}${id}`] = invoke.onSnapshot;
    // Like xstate: invoked children start after the entry actions and stop after the exit actions.
    entry.push(spawnChild(inertChildLogic, { id }));
    exit.push(stopChild(id));
  });

  if (entry.length > 0) config.entry = entry;
  if (exit.length > 0) config.exit = exit;
  if (Object.keys(on).length > 0 || original.on !== undefined) config.on = on;

  const children = Object.keys(node.states);
  if (children.length > 0) {
    const states: Config = {};
    for (const key of children) states[key] = convertNode(node.states[key], ctx);
    config.states = states;
  }
  return config;
}

/**
 * Builds the test machine of a real machine (see the module comment for the rules).
 *
 * @param machine - the real machine (with `invoke` / `after`), e.g. `sessionMachine`.
 * @param options - `provide`: implementations to swap by name in the test machine.
 * @returns a new machine with the same id, state ids, guards and actions, free of `invoke` and
 *   `after`, accepted by `createTestModel` from `xstate/graph`.
 * @throws TestMachineTransformError when an invoke has no explicit `id` (the message names the state).
 */
export function toTestMachine<TMachine extends AnyStateMachine>(machine: TMachine, options: ToTestMachineOptions = {}): TMachine {
  const delays = { ...(machine.implementations.delays ?? {}), ...(options.provide?.delays ?? {}) };
  // The root node's config is the machine's raw config (id, context, version, … included).
  const config = convertNode(machine.root, { delays });
  const Machine = StateMachine as unknown as new (config: unknown, implementations: unknown) => AnyStateMachine;
  let testMachine = new Machine(config, machine.implementations);
  if (options.provide) testMachine = testMachine.provide(options.provide as never);
  return testMachine as TMachine;
}
