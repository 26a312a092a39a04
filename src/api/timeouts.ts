/**
 * Time limits of the backend calls (docs/ARCHITECTURE.md "No blank page, ever": every call has a timeout).
 *
 * The existing portal gave every call 60 s (contract §0.1 clients, "HTTP timeouts 60 s"). This
 * portal chooses per kind of call (the spec is silent):
 * - `read` (GET): 30 s. A citizen who waited that long is better served by 'Reintentar' than by a
 *   spinner; the catalogue, lists and details are small JSON answers.
 * - `write` (POST, PUT, PATCH, DELETE): 60 s, the original limit: a submit may do real work on the
 *   server (create a request, register an account) and must not be cut short.
 * - `uploadStall` (multipart uploads with progress, src/api/upload.ts): 60 s WITHOUT PROGRESS.
 *   An upload of 20 MB on a slow phone network may take minutes, so the limit counts from the last
 *   progress event, not from the start.
 *
 * A call over its limit is aborted and becomes an `ApiFailure` of kind `timeout`; every flow then
 * shows its failure message and its retry. The clock is an object (`timeoutClock`) so tests can
 * fire a limit deterministically instead of waiting for it (tests/unit/api/timeouts.test.ts).
 */

/** Limits in ms, by kind of call (see module documentation). */
export const CALL_TIMEOUT_MS = {
  read: 30_000,
  write: 60_000,
  uploadStall: 60_000,
} as const;

/** Kind of a call, for {@link CALL_TIMEOUT_MS}. */
export type CallKind = keyof typeof CALL_TIMEOUT_MS;

/** The limit of a fetch call by its HTTP method: GET/HEAD → `read`, anything else → `write`. */
export function timeoutOf(method: string): number {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' ? CALL_TIMEOUT_MS.read : CALL_TIMEOUT_MS.write;
}

/** The call a limit belongs to (tests use it to pass the limit of one call only). */
export interface TimedCall {
  method: string;
  /** Absolute URL. */
  url: string;
}

/**
 * Starts the limits. `start(ms, onTimeout, call)` returns a function that cancels the limit.
 * Default: `setTimeout`. Tests replace `start` to decide when a limit passes.
 */
export const timeoutClock = {
  start(ms: number, onTimeout: () => void, _call?: TimedCall): () => void {
    const id = setTimeout(onTimeout, ms);
    return () => clearTimeout(id);
  },
};

/** Thrown (as the fetch rejection) when a call passed its limit; `call()` maps it to kind `timeout`. */
export class CallTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`No answer within ${limitMs} ms`);
    this.name = 'CallTimeoutError';
  }
}

/**
 * Runs `fetch(request)` under the request method's limit: past it, the request is aborted and the
 * promise rejects with {@link CallTimeoutError}. The limit ends when the answer's headers arrive.
 * An abort of the caller's own signal still rejects as the fetch does (AbortError).
 */
export async function fetchWithTimeout(
  request: Request,
  fetchFn: (request: Request) => Promise<Response>,
  limitMs = timeoutOf(request.method),
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  let rejectTimeout: (error: Error) => void = () => undefined;
  const limit = new Promise<never>((_, reject) => {
    rejectTimeout = reject;
  });
  const cancel = timeoutClock.start(
    limitMs,
    () => {
      timedOut = true;
      controller.abort();
      rejectTimeout(new CallTimeoutError(limitMs));
    },
    { method: request.method, url: request.url },
  );
  const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
  try {
    // Racing the limit too: a fetch implementation that ignores the abort still settles.
    return await Promise.race([fetchFn(new Request(request, { signal })), limit]);
  } catch (error) {
    if (timedOut) throw new CallTimeoutError(limitMs);
    throw error;
  } finally {
    cancel();
  }
}
