/**
 * The request detail of the admin API: GET /requests/{requestId}?citizenId (operationId getRequest;
 * spec 001 §7 "GET /requests/{id}?citizenId returns request, data, requiredActions, priceRequest,
 * direction", §3 Request detail response; contract Q1, §3.1).
 *
 * Cached for the detail stale time, 9 min (`REQUEST_DETAIL_STALE_MS`, spec 000 §9 "requested-services
 * list and detail 9 minutes"; contract §4.2). Anything that changes a request (a submit, a required
 * action, a payment, a deletion) must call {@link forgetRequestDetail} so the next read is fresh.
 */
import { admin } from './clients';
import { call } from './call';
import { cached, invalidate } from './cache';
import { invalidateRequestLists } from './requestLists';
import { fail, type ApiResult } from './result';
import { REQUEST_DETAIL_STALE_MS } from '../domain/constants';
import type { SchemaDeleteRequestBody, SchemaRequestDetail } from './generated/admin';

/** The GET /requests/{id} answer: `request`, `data` (answers), `requiredActions`, `priceRequest`, `direction`. */
export type RequestDetail = SchemaRequestDetail;

/** The POST /requests/delete body: `{ citizen_id, request_id }`. */
export type DeleteRequestBody = SchemaDeleteRequestBody;

/** Cache key prefix of the request details. */
const KEY = 'requestDetail';

/**
 * GET /requests/{requestId}?citizenId={citizenId} (note the camelCase `citizenId`).
 * @param requestId the request id (RequestID), a positive integer
 * @param citizenId the viewer's citizen id (11 digits, no dashes; for staff the URL's doc_identification)
 * @returns the detail. Failures: HTTP 404 (unknown request) → `http` with status 404; a 2xx body
 *   without a `request` object (spec 001 §2.5: "If request is missing the portal leaves the page")
 *   or with `success: false` → `rejected`; non-JSON → `malformed`; offline → `network`.
 */
export function getRequestDetail(requestId: number, citizenId: string): Promise<ApiResult<RequestDetail>> {
  return cached([KEY, requestId, citizenId], REQUEST_DETAIL_STALE_MS, async () => {
    const result = await call(
      () => admin.GET('/requests/{requestId}', { params: { path: { requestId }, query: { citizenId } } }),
      (b) => (b && typeof b === 'object' ? b : undefined),
      { envelope: 'lenient' },
    );
    if (!result.ok) return result;
    const request = (result.data as { request?: unknown }).request;
    if (request === null || typeof request !== 'object' || Array.isArray(request)) {
      return fail({ kind: 'rejected' });
    }
    return result;
  });
}

/**
 * Forgets the cached detail of `requestId` (every viewer), e.g. right after a submit or an action on
 * it, and the desk's cached list pages, which show the same request's status and pending action
 * (spec 001 §9 "Request list stale time 60 s": lists are refreshed after any change the citizen makes).
 */
export function forgetRequestDetail(requestId: number): void {
  invalidate([KEY, requestId]);
  invalidateRequestLists();
}

/**
 * POST /requests/delete { citizen_id, request_id } (operationId deleteRequest; spec 001 §7 "POST
 * /requests/delete (citizen_id, request_id)", §2.5 'Eliminar Solicitud'). Forgets the cached detail
 * of the request once the backend accepted.
 * @param body `citizen_id`: the owner's citizen id (11 digits, no dashes); `request_id`: the request id
 * @returns `true` when the answer holds `success: true`. Failures: any other `success` → `rejected` with the server's `msg`; non-2xx → `http`;
 *   non-JSON → `malformed`; offline → `network`; token still expired after the refresh → `expired`.
 */
export async function deleteRequest(body: SchemaDeleteRequestBody): Promise<ApiResult<true>> {
  const result = await call(
    () => admin.POST('/requests/delete', { body }),
    () => true as const,
    { envelope: true },
  );
  if (result.ok) forgetRequestDetail(Number(body.request_id));
  return result;
}
