/**
 * Writes whose outcome is unknown (issue 25 item 1 "Unknown is not failed"; docs/ARCHITECTURE.md
 * "No blank page, ever").
 *
 * A write (POST, PUT, PATCH, DELETE) that got no readable answer may still have been done by the
 * server: the connection reset after the server acted, the answer was cut short, the time limit
 * passed while the server worked, or a proxy answered 2xx with a page that is not the backend's
 * JSON. Such a call is not a failure but an UNKNOWN outcome: `call()` (./call.ts) reports it as the
 * failure kind `unknown` (./result.ts) with its `cause`, and the flow re-reads the server before
 * anything is sent again (one intent, one write).
 *
 * - {@link settleWrite} runs a write's fetch and reads its whole body before handing the answer on,
 *   so a reset or a truncation in the middle of the body is seen here (where the method is known)
 *   and not later by openapi-fetch's parser; a 2xx body that is not JSON is unknown too.
 *   A non-2xx answer stays what it is: the server answered, it refused (kind `http`).
 * - {@link isWriteAnswer} tells `call()` that a 2xx answer it cannot read came from a write.
 *
 * Reads (GET, HEAD) are untouched: a failed read changes nothing on the server, retrying it is safe.
 */

/** Why a write's outcome is unknown: no answer (`network`), none in time (`timeout`), an unreadable 2xx (`malformed`). */
export type UnknownCause = 'network' | 'timeout' | 'malformed';

/** Thrown by {@link settleWrite} (as the fetch rejection); `call()` maps it to the kind `unknown`. */
export class OutcomeUnknownError extends Error {
  /** @param status the 2xx status of an unreadable answer (cause `malformed`); none without an answer */
  constructor(
    readonly outcomeCause: UnknownCause,
    readonly status?: number,
  ) {
    super(`The outcome of the write is unknown (${outcomeCause})`);
    this.name = 'OutcomeUnknownError';
  }
}

/** Whether `method` writes (anything but GET and HEAD). */
export function isWriteMethod(method: string): boolean {
  const m = method.toUpperCase();
  return m !== 'GET' && m !== 'HEAD';
}

/** The answers {@link settleWrite} handed on (objects, so a WeakSet forgets them with the answer). */
const writeAnswers = new WeakSet<Response>();

/** Whether `response` is the answer of a write (see {@link settleWrite}). */
export function isWriteAnswer(response: Response): boolean {
  return writeAnswers.has(response);
}

/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Runs `fetchFn(request)` for a write and reads the answer's whole body.
 * @param isTimeout tells a rejection of the time limit (src/api/timeouts.ts) from any other
 * @returns the answer, rebuilt with its status, headers and the body read (marked for {@link isWriteAnswer})
 * @throws {@link OutcomeUnknownError} when the fetch rejected (`network`, or `timeout` per
 *   `isTimeout`), when the body could not be read to its end (`network`), or when a 2xx body that is
 *   not empty is not JSON (`malformed`)
 */
export async function settleWrite(
  request: Request,
  fetchFn: (request: Request) => Promise<Response>,
  isTimeout: (error: unknown) => boolean,
): Promise<Response> {
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(request);
    text = await response.text();
  } catch (error) {
    throw new OutcomeUnknownError(isTimeout(error) ? 'timeout' : 'network');
  }
  if (response.ok && text.trim() !== '') {
    try {
      JSON.parse(text);
    } catch {
      throw new OutcomeUnknownError('malformed', response.status);
    }
  }
  // The body is now decoded text: its transfer headers no longer describe it.
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  const settled = new Response(NO_BODY.has(response.status) ? null : text, { status: response.status, statusText: response.statusText, headers });
  writeAnswers.add(settled);
  return settled;
}
