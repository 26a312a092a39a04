/**
 * Turns an openapi-fetch call into an {@link ApiResult}: network errors, non-2xx statuses,
 * unparseable bodies, a token that stayed expired, a call past its time limit (src/api/timeouts.ts)
 * and `success: false` answers become typed
 * failures; a write without a readable answer becomes the kind `unknown` (./outcome.ts) (docs/ARCHITECTURE.md Layers: "returns domain data or a typed failure, never a Response").
 */
import { TOKEN_EXPIRED_MSG } from './middleware';
import { fail, ok, type ApiFailure, type ApiResult } from './result';
import { CallTimeoutError } from './timeouts';
import { unknownOutcomeOf } from './outcome';

interface FetchOutcome<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

function messageOf(body: unknown): string | undefined {
  const msg = (body as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' ? msg : undefined;
}

function fieldErrorsOf(body: unknown): Record<string, string[]> | undefined {
  const msg = (body as { msg?: unknown } | null)?.msg;
  const err = (msg as { error?: unknown } | null)?.error;
  if (!err || typeof err !== 'object') return undefined;
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(err as Record<string, unknown>)) {
    if (Array.isArray(v)) out[k] = v.filter((x): x is string => typeof x === 'string');
    else if (typeof v === 'string') out[k] = [v];
  }
  return out;
}

/**
 * A 2xx body without the 'El token ha expirado' answer (openapi `TokenExpired`, contract §0.2) that
 * the contract declares beside it: {@link call} turns that answer into the failure `expired` before
 * the pick sees the body.
 */
export type NotExpired<D> = Exclude<D, { msg: typeof TOKEN_EXPIRED_MSG }>;

/**
 * Runs a call and maps its outcome.
 * @param run the openapi-fetch call, e.g. `() => identity.GET('/get/auth/user')`
 * @param pick extracts the domain data from the 2xx body (never the token-expired answer, see
 *   {@link NotExpired}); return `undefined` when the body lacks what the contract promises (→ failure
 *   `malformed`).
 * @param opts.envelope when true (identity-style `{success, msg, payload}` answers) a body with
 *   `success !== true` is a `rejected` failure carrying `msg` (and `fieldErrors` for `msg.error`);
 *   when 'lenient' (bare admin objects) only an explicit `success: false` is a rejection.
 */
export async function call<D, T>(
  run: () => Promise<FetchOutcome<D>>,
  pick: (body: NotExpired<D>) => T | undefined,
  opts: { envelope?: boolean | 'lenient' } = {},
): Promise<ApiResult<T>> {
  let outcome: FetchOutcome<D>;
  try {
    outcome = await run();
  } catch (e) {
    const unknown = unknownOutcomeOf(e);
    if (unknown) return fail(unknown);
    const kind: ApiFailure['kind'] = e instanceof CallTimeoutError ? 'timeout' : e instanceof SyntaxError ? 'malformed' : 'network';
    return fail({ kind });
  }
  const { response } = outcome;
  if (!response.ok) {
    // A 4xx body may still carry the backend's message or `msg.error` field errors (HTTP 422).
    return fail({ kind: 'http', status: response.status, message: messageOf(outcome.error), fieldErrors: fieldErrorsOf(outcome.error) });
  }
  const body = outcome.data as unknown;
  if (body === undefined || body === null || typeof body !== 'object') {
    return fail({ kind: 'malformed', status: response.status });
  }
  if (messageOf(body) === TOKEN_EXPIRED_MSG) return fail({ kind: 'expired', status: response.status, message: TOKEN_EXPIRED_MSG });
  const success = (body as { success?: unknown }).success;
  if ((opts.envelope === true && success !== true) || (opts.envelope === 'lenient' && success === false)) {
    return fail({ kind: 'rejected', status: response.status, message: messageOf(body), fieldErrors: fieldErrorsOf(body) });
  }
  let picked: T | undefined;
  try {
    picked = pick(outcome.data as NotExpired<D>);
  } catch {
    picked = undefined;
  }
  return picked === undefined ? fail({ kind: 'malformed', status: response.status }) : ok(picked);
}
