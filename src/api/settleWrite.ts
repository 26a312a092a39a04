/**
 * Reads a write's answer to its end (src/api/outcome.ts, issue 25 "Unknown is not failed"). A module
 * of its own, imported with the first write (src/api/clients.ts): no page's first load writes, and
 * the first load of /public stays within its budget (docs/ARCHITECTURE.md Budgets).
 */
import type { OutcomeUnknown, UnknownCause } from './outcome';

/** An {@link OutcomeUnknown} rejection. */
function unknown(cause: UnknownCause, status?: number): OutcomeUnknown {
  return Object.assign(new Error(`The outcome of the write is unknown (${cause})`), {
    outcome: { kind: 'unknown' as const, cause, ...(status === undefined ? {} : { status }) },
  });
}

/** Whether `method` writes (anything but GET and HEAD). */
export function isWriteMethod(method: string): boolean {
  const m = method.toUpperCase();
  return m !== 'GET' && m !== 'HEAD';
}

/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Runs `fetchFn(request)` for a write and reads the answer's whole body.
 * @param isTimeout tells a rejection of the time limit (src/api/timeouts.ts) from any other
 * @returns the answer, rebuilt with its status, headers and the body read
 * @throws an {@link OutcomeUnknown} error when the fetch rejected (`network`, or `timeout` per
 *   `isTimeout`), when the body could not be read to its end (`network`), or when a 2xx body is
 *   empty or not JSON (`malformed`, with the status)
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
    throw unknown(isTimeout(error) ? 'timeout' : 'network');
  }
  if (response.ok) {
    try {
      JSON.parse(text);
    } catch {
      // Empty or not JSON: not the backend's answer (a proxy's page, a cut body).
      throw unknown('malformed', response.status);
    }
  }
  // The body is now decoded text: its transfer headers no longer describe it.
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  const settled = new Response(NO_BODY.has(response.status) ? null : text, { status: response.status, statusText: response.statusText, headers });
  return settled;
}
