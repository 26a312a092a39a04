/**
 * Typed outcomes of API calls (docs/ARCHITECTURE.md Layers: "returns domain data or a typed failure, never a
 * Response").
 */
import type { UnknownCause } from './outcome';

/** Why a call failed. */
export type FailureKind =
  /** fetch rejected: offline, DNS, CORS, aborted. */
  | 'network'
  /** HTTP status outside 2xx. */
  | 'http'
  /** 2xx but the body is not JSON or lacks the fields the contract promises. */
  | 'malformed'
  /** The token stayed expired after the single refresh (spec 000 §4 Token expiry). */
  | 'expired'
  /** 2xx with `success: false`: the server refused; `message` carries its `msg`. */
  | 'rejected'
  /** No answer within the call's time limit (src/api/timeouts.ts; the original portal used 60 s). */
  | 'timeout'
  /**
   * A WRITE without a readable answer (src/api/outcome.ts): the server may have done it. `cause`
   * says why (no answer, no answer in time, an unreadable 2xx). The flow re-reads the server
   * before sending anything again (issue 25 "Unknown is not failed"). Reads never get this kind.
   */
  | 'unknown';

/** A failed call. `fieldErrors` is set for `msg.error` objects (spec 000 §7 POST /auth/register/portal). */
export interface ApiFailure {
  kind: FailureKind;
  /** Set for the kind `unknown` only: `network`, `timeout` or `malformed` (src/api/outcome.ts). */
  cause?: UnknownCause;
  status?: number;
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const fail = <T = never>(error: ApiFailure): ApiResult<T> => ({ ok: false, error });

/** Error thrown by {@link unwrap}; machines' actors reject with it so `onError` sees the failure. */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.message ?? failure.kind);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

/** Returns the data or throws an {@link ApiError}. For use inside promise actors. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.error);
}

/** Reads the failure carried by an actor error, if it is one. */
export function failureOf(error: unknown): ApiFailure | null {
  return error instanceof ApiError ? error.failure : null;
}
