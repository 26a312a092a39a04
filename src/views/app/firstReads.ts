/**
 * The reads of the first page, started before the first render and handed to the page's blocks
 * (issue 11 "Fast on a cheap phone": work out of the first paint's way).
 *
 * src/main.tsx loads the opened route's page chunk and starts its first reads (src/views/app/pages.ts
 * `preloadPage`) before React renders anything; each block's `useResource(load, key)` then takes
 * over the call of the same loader and key at mount instead of making another one:
 * - answered with data: the block starts `ready` with it, so the first commit holds the page with
 *   its data (no spinner commit, no re-render per answer after the first paint; Lighthouse counts
 *   blocking time only after the first paint, and the largest paint is in it);
 * - answered with a failure: the block starts `failed` with it (its error block and retry);
 * - not answered yet (the first render waits a bounded time): the block waits for that same call.
 * One call per read, as without the preload. A call is handed once; a later mount reads again.
 */
import type { ApiResult } from '../../machines/resource.machine';

/** A page block's loader (src/machines/reads.ts): the key in, an ApiResult out. */
export type Loader<T = unknown, K = unknown> = (key: K) => Promise<ApiResult<T>>;

/** A call started before the first render: its promise, and its answer once in. */
export interface HandedRead<T> {
  promise: Promise<ApiResult<T>>;
  /** The answer, once the call settled (a rejected loader reads as a network failure). */
  answer?: ApiResult<T>;
}

/** Calls waiting for their block: loader (a function, by identity) → key (JSON) → call. */
const handed = new Map<object, Map<string, HandedRead<unknown>>>();

const keyOf = (key: unknown) => JSON.stringify(key ?? null);

/**
 * Starts `load(key)` and keeps the call for the block that asks with the same loader and key.
 * Resolves with the answer (data or failure) once it is in; never rejects.
 */
export function preloadRead<T, K>(load: Loader<T, K>, key: K): Promise<ApiResult<T>> {
  const read: HandedRead<T> = {
    promise: load(key).catch((): ApiResult<T> => ({ ok: false, error: { kind: 'network' } })),
  };
  const byKey = handed.get(load) ?? new Map<string, HandedRead<unknown>>();
  byKey.set(keyOf(key), read);
  handed.set(load, byKey);
  return read.promise.then((answer) => {
    read.answer = answer;
    return answer;
  });
}

/** The call started for `load(key)`, removed (handed once); undefined when there is none. */
export function takeRead<T, K>(load: Loader<T, K>, key: K): HandedRead<T> | undefined {
  const byKey = handed.get(load);
  const read = byKey?.get(keyOf(key)) as HandedRead<T> | undefined;
  byKey?.delete(keyOf(key));
  return read;
}
