/**
 * What a citizen does on a request besides its required documents and payments: messages, claims
 * and the rating (spec 001 §2.5 Claims tab, Messages tab, rating dialog; §7 Request detail; §9;
 * contract Q2-Q6).
 *
 * | function        | call                              | operationId | cache |
 * |-----------------|-----------------------------------|-------------|-------|
 * | {@link getIssues}   | GET /issues                   | getIssues   | 24 h (general data, spec 000 §9) |
 * | {@link getClaims}   | GET /claims/{requestCode}     | getClaims   | never (spec 001 §7, §9 "Claim data is not cached") |
 * | {@link createClaim} | POST /claims                  | createClaim | — |
 * | {@link postComment} | POST /comment                 | postComment | — (forgets the cached detail) |
 * | {@link rateRequest} | POST /services/extras/rating  | rateService | — (forgets the cached detail) |
 *
 * The three POSTs answer an Ack `{ success, msg }` (openapi/admin.yaml). The existing client only
 * awaited them (contract Q2, Q5, Q6), so only an explicit `success: false` is a refusal (`rejected`);
 * a 2xx JSON object without `success` is a success. A 2xx body that is not a JSON object (an HTML
 * error page, an empty body) is `malformed`: nothing says the message, claim or rating was stored.
 * 'El token ha expirado' after the single refresh is `expired`; network errors and non-2xx statuses
 * are `network` and `http`.
 */
import { admin } from './clients';
import { call } from './call';
import { cached } from './cache';
import { forgetRequestDetail } from './requestDetail';
import type { ApiResult } from './result';
import type { SchemaClaim, SchemaCommentBody, SchemaCreateClaimBody, SchemaIssue, SchemaRatingBody } from './generated/admin';
import { CLAIMS_STALE_MS, GENERAL_STALE_MS } from '../domain/constants';

/** A claim reason `{ id, content }` (spec 001 §3 Issue; contract Q3). */
export type Issue = SchemaIssue;
/** A claim `{ id, issue_id, description, company_name, citizen_name, created_at, status, solution }` (spec 001 §3 Claim; contract Q4). */
export type Claim = SchemaClaim;
/** POST /claims body (spec 001 §7; contract Q5). */
export type CreateClaimBody = SchemaCreateClaimBody;
/** POST /comment body `{ request_id, text, required_action_id }` (spec 001 §7 "send requested information"; contract Q6). */
export type CommentBody = SchemaCommentBody;
/** POST /services/extras/rating body `{ request_id, rating, comment }` (spec 001 §3 Rating payload; contract Q2). */
export type RatingBody = SchemaRatingBody;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The issues of a bare array answer (items without a numeric id and a text content are dropped); undefined when not an array. */
function pickIssues(body: unknown): Issue[] | undefined {
  if (!Array.isArray(body)) return undefined;
  return body.filter((i): i is Issue => isRecord(i) && typeof i.id === 'number' && typeof i.content === 'string');
}

/** The claims of a bare array answer (items without a numeric id are dropped); undefined when not an array. */
function pickClaims(body: unknown): Claim[] | undefined {
  if (!Array.isArray(body)) return undefined;
  return body.filter((c): c is Claim => isRecord(c) && typeof c.id === 'number');
}

/**
 * Runs a POST whose answer is an Ack: `ok(true)` for a 2xx JSON object unless it says `success: false`
 * (see module documentation).
 */
function postAck(run: () => Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<ApiResult<true>> {
  return call(run, (body) => (isRecord(body) ? (true as const) : undefined), { envelope: 'lenient' });
}

/**
 * GET /issues (operationId getIssues; spec 001 §7, §3 Issue; contract Q3): the claim reasons of the
 * select 'Seleccione el motivo de la queja'. Cached for the general stale time, 24 h.
 * @returns the reasons `[{ id, content }]`. Failures: `network`, `http`, `malformed` (not an array),
 *   `expired`.
 */
export function getIssues(): Promise<ApiResult<Issue[]>> {
  return cached(['issues'], GENERAL_STALE_MS, () => call(() => admin.GET('/issues'), pickIssues));
}

/**
 * GET /claims/{requestCode} (operationId getClaims; spec 001 §7 "not cached", §9; contract Q4):
 * the claims of a request, by its `code` (not its id). Never cached (`CLAIMS_STALE_MS` 0), so a claim
 * just created shows on the next read.
 * @param requestCode `request.code`, e.g. 'DPP-2022-000123'
 * @returns the claims (bare array). Failures: `network`, `http`, `malformed` (not an array), `expired`.
 */
export function getClaims(requestCode: string): Promise<ApiResult<Claim[]>> {
  return cached(['claims', requestCode], CLAIMS_STALE_MS, () =>
    call(() => admin.GET('/claims/{requestCode}', { params: { path: { requestCode } } }), pickClaims),
  );
}

/**
 * POST /claims (operationId createClaim; spec 001 §2.5 'Nueva reclamación', §7; contract Q5).
 * @param body `{ issue_id, citizen_id, service_id, request_code, citizen_name (first name only),
 *   description, company_id, company_name }`
 * @returns `ok(true)` for a 2xx Ack (see module documentation); failures `network`, `http` (422
 *   validation), `malformed`, `rejected`, `expired`. The chart shows 'Reclamación creada con exito' or
 *   'Ha ocurrido un error' (3 s).
 */
export function createClaim(body: CreateClaimBody): Promise<ApiResult<true>> {
  return postAck(() => admin.POST('/claims', { body }));
}

/**
 * POST /comment (operationId postComment; spec 001 §2.5 Messages tab, §7 "send requested information
 * (request_id, text, required_action_id)"; contract Q6). On success the cached detail of the request is
 * forgotten (the message closes action 3), so the page's reload reads it fresh.
 * @param body `{ request_id, text (URI-encoded by the caller), required_action_id }`
 * @returns `ok(true)` for a 2xx Ack; failures `network`, `http`, `malformed`, `rejected`, `expired`.
 */
export async function postComment(body: CommentBody): Promise<ApiResult<true>> {
  const result = await postAck(() => admin.POST('/comment', { body }));
  if (result.ok) forgetRequestDetail(Number(body.request_id));
  return result;
}

/**
 * POST /services/extras/rating (operationId rateService; spec 001 §2.5 'Calificación de servicio', §7
 * "a rating call (request_id, rating, comment)"; contract Q2). On success the cached detail of the
 * request is forgotten (its `rating` list is no longer empty, so CALIFICAR disappears).
 * @param body `{ request_id, rating (0.5-5 in half steps), comment (null when none) }`
 * @returns `ok(true)` for a 2xx Ack; failures `network`, `http`, `malformed`, `rejected`, `expired`.
 */
export async function rateRequest(body: RatingBody): Promise<ApiResult<true>> {
  const result = await postAck(() => admin.POST('/services/extras/rating', { body }));
  if (result.ok) forgetRequestDetail(Number(body.request_id));
  return result;
}
