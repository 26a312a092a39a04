/**
 * Generic read statechart for a block of a page that needs a backend (docs/ARCHITECTURE.md "When a backend is
 * down, the shell, the navigation and the static content still render, and each block that needed
 * the backend says so in Spanish with a way to retry").
 *
 * loading --done--> ready ; loading --error--> failed ; failed --resource.retry--> loading ;
 * ready/failed --resource.load(key)--> loading (e.g. another page of a list; the previous data is
 * kept while loading so the view does not blank out).
 *
 * IO only through the named actor `load` (input: the current `key`), provided by the caller.
 */
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { failureOf, unwrap } from '../api/result';
import type { ApiFailure, ApiResult } from '../api/result';

export type { ApiFailure, ApiResult };

/** Context of the resource chart: the key last asked for, the data last loaded (`T`), the failure. */
export interface ResourceContext<T = unknown, K = unknown> {
  key: K;
  /** The last loaded data; undefined until the first load succeeds (kept while a new key loads). */
  data: T | undefined;
  failure: ApiFailure | null;
}

export type ResourceEvent<K = unknown> = { type: 'resource.retry' } | { type: 'resource.load'; key: K };

/** Meta of the states (docs/ARCHITECTURE.md "When a backend is down"; spec 000 §8 error catalogue). */
const SPEC = 'docs/ARCHITECTURE.md "When a backend is down…"; spec 000 §8';

/**
 * The resource statechart whose `load` actor resolves `load({ key })` with data `T` (rejecting with
 * an ApiError when the call failed), typed by the data `T` and the key `K`.
 */
function resourceChart<T, K>(load: (input: { key: K }) => Promise<T>) {
  return setup({
    types: {
      context: {} as ResourceContext<T, K>,
      events: {} as ResourceEvent<K>,
      input: {} as { key: K },
    },
    actors: {
      /** Provided by the caller: resolves with the data or rejects with an ApiError. */
      load: fromPromise<T, { key: K }>(({ input }) => load(input)),
    },
    actions: {
      assignData: assign((_, data: T) => ({ data, failure: null })),
      /** The failure of an ApiError; anything else reads as a network failure. */
      assignFailure: assign((_, error: unknown) => ({ failure: failureOf(error) ?? { kind: 'network' as const } })),
      assignKey: assign((_, key: K) => ({ key })),
    },
  }).createMachine({
    // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it
    id: 'resource',
    context: ({ input }) => ({ key: input.key, data: undefined, failure: null }),
    initial: 'loading',
    states: {
      loading: {
        meta: { spec: SPEC, shows: ['loader (previous data kept)'] },
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ key: context.key }),
          onDone: { target: 'ready', actions: { type: 'assignData', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
        },
      },
      ready: {
        meta: { spec: SPEC, shows: ['the data'] },
        on: {
          'resource.load': { target: 'loading', actions: { type: 'assignKey', params: ({ event }: { event: { key: K } }) => event.key } },
        },
      },
      failed: {
        meta: { spec: SPEC, shows: ['errors.loadFailed', 'common.retry'] },
        on: {
          'resource.retry': 'loading',
          'resource.load': { target: 'loading', actions: { type: 'assignKey', params: ({ event }: { event: { key: K } }) => event.key } },
        },
      },
    },
  });
}

/** The chart with an unprovided `load` (data and key untyped): callers `provide` their own actor. */
export const resourceMachine = resourceChart<unknown, unknown>(async () => {
  // Stryker disable next-line StringLiteral: equivalent, the message is never shown: an error that is not an ApiError reads as a network failure (assignFailure)
  throw new Error('resource load actor not provided');
});

/**
 * The resource statechart with its `load` actor bound to `load(key)` (one of the loaders of
 * src/machines/loaders): a failed ApiResult rejects, so the chart goes to `failed`. Data typed `T`,
 * key typed `K`.
 */
export function resourceWith<T, K>(load: (key: K) => Promise<ApiResult<T>>) {
  return resourceChart<T, K>(async ({ key }) => unwrap(await load(key)));
}
