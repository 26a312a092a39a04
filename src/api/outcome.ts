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
 * `settleWrite` (./settleWrite.ts) runs every write's fetch and reads its whole body before handing
 * the answer on, so a reset or a truncation in the middle of the body is seen there (where the method
 * is known) and not later by openapi-fetch's parser; an empty or non-JSON 2xx body is unknown too. It
 * rejects with an {@link OutcomeUnknown} error, which `call()` turns into the failure it carries.
 * A non-2xx answer stays what it is (the server answered: kind `http`); a JSON 2xx that lacks what
 * the contract promises stays `malformed` (the server answered that). It is loaded with the first
 * write (src/api/clients.ts): no page's first load writes, and the first load of /public stays within
 * its budget (docs/ARCHITECTURE.md Budgets).
 *
 * Reads (GET, HEAD) are untouched: a failed read changes nothing on the server, retrying it is safe.
 */
import type { ApiFailure } from './result';

/** Why a write's outcome is unknown: no answer (`network`), none in time (`timeout`), an unreadable 2xx (`malformed`). */
export type UnknownCause = 'network' | 'timeout' | 'malformed';

/** The rejection of ./settleWrite.ts: an Error carrying the failure of kind `unknown` (`outcome`). */
export type OutcomeUnknown = Error & { outcome: ApiFailure & { kind: 'unknown'; cause: UnknownCause } };

/** The failure an error carries when it is an {@link OutcomeUnknown}; undefined otherwise. */
export const unknownOutcomeOf = (error: unknown): ApiFailure | undefined => (error as Partial<OutcomeUnknown> | null)?.outcome;
