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
import { assign, fromPromise, setup } from 'xstate';
import { failureOf, unwrap } from '../api/result';
import type { ApiFailure, ApiResult } from '../api/result';

export type { ApiFailure, ApiResult };

export interface ResourceContext {
  key: unknown;
  data: unknown;
  failure: ApiFailure | null;
}

export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.load'; key: unknown };

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as { key: unknown },
  },
  actors: {
    /** Provided by the caller: resolves with the data or rejects with an ApiError. */
    load: fromPromise<unknown, { key: unknown }>(async () => {
      throw new Error('resource load actor not provided');
    }),
  },
  actions: {
    assignData: assign({ data: ({ event }) => (event as unknown as { output: unknown }).output, failure: null }),
    assignFailure: assign({
      failure: ({ event }) => failureOf((event as unknown as { error: unknown }).error) ?? { kind: 'network' as const },
    }),
    assignKey: assign({ key: ({ event }) => (event.type === 'resource.load' ? event.key : undefined) }),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ key: input.key, data: undefined, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'ready', actions: 'assignData' },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    ready: {
      on: { 'resource.load': { target: 'loading', actions: 'assignKey' } },
    },
    failed: {
      on: {
        'resource.retry': 'loading',
        'resource.load': { target: 'loading', actions: 'assignKey' },
      },
    },
  },
});

/**
 * The resource statechart with its `load` actor bound to `load(key)` (one of the loaders of
 * src/machines/loaders): a failed ApiResult rejects, so the chart goes to `failed`.
 */
export function resourceWith<T, K>(load: (key: K) => Promise<ApiResult<T>>) {
  return resourceMachine.provide({
    actors: { load: fromPromise(async ({ input }) => unwrap(await load(input.key as K))) },
  });
}
