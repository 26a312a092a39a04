/**
 * Data helpers of the request detail page (spec 001 §2.5 Details tab, §7 GET /requests/{id}?citizenId
 * and POST /requests/delete; contract Q1, §3.1): the promise bodies of the request-detail chart's
 * actors (src/machines/requestDetail/requestDetail.machine.ts) and the 'Detalles' model the page
 * shows. Views never import src/api: they read these re-exports.
 *
 * The 'Detalles' model keeps only document links that are safe to put in `href` (http(s) or a
 * same-origin path; others get url '').
 */
import { deleteRequest, forgetRequestDetail, getRequestDetail, type DeleteRequestBody } from '../../api/requestDetail';
import { ApiError, unwrap, type ApiFailure } from '../../api/result';
import { toRequestDetailModel, type DetailDocument, type RequestDetailModel } from '../../domain/requestDetail';
import type { RequestDetail } from '../requestDetail/types';
import { safeUrl } from './catalogue';

export type { RequestDetailModel, DetailDocument, DeleteRequestBody };
export type { AnswerDisplay, DetailAnswer, GridTable, StatusTone } from '../../domain/requestDetail';

/** Key of one detail read: the request id and the citizen id sent as `citizenId`. */
export interface RequestDetailKey {
  requestId: number;
  citizenId: string;
}

const withSafeUrl = (doc: DetailDocument): DetailDocument => ({ ...doc, url: safeUrl(doc.url) ?? '' });

/** The 'Detalles' model of a detail answer, document links made safe (spec 001 §2.5 Details tab). */
export function detailsModel(detail: RequestDetail): RequestDetailModel {
  const model = toRequestDetailModel(detail);
  return { ...model, issuedDocuments: model.issuedDocuments.map(withSafeUrl), uploadedDocuments: model.uploadedDocuments.map(withSafeUrl) };
}

/**
 * GET /requests/{requestId}?citizenId. With `fresh`, the 9-minute cached answer is forgotten first
 * (a re-read after a change, spec 001 §4 "reload after every completed action").
 * @throws {ApiError} the failure as the API returns it (see {@link isMissingRequest})
 */
export async function readRequestDetail({ requestId, citizenId, fresh }: RequestDetailKey & { fresh?: boolean }): Promise<RequestDetail> {
  if (fresh) forgetRequestDetail(requestId);
  return unwrap(await getRequestDetail(requestId, citizenId));
}

/**
 * POST /requests/delete { citizen_id, request_id } (spec 001 §7).
 * @throws {ApiError} network, HTTP, malformed, expired or `success` not true (`rejected`)
 */
export async function removeRequest(body: DeleteRequestBody): Promise<true> {
  return unwrap(await deleteRequest(body));
}

/**
 * Whether a failed detail read means "there is no such request for this viewer" (HTTP 404, or an
 * answer without `request`, spec 001 §2.5 "If request is missing the portal leaves the page")
 * rather than a failure worth retrying. Accepts the failure or the actor's error.
 */
export function isMissingRequest(failure: ApiFailure | ApiError | unknown): boolean {
  const f = failure instanceof ApiError ? failure.failure : (failure as ApiFailure | null | undefined);
  if (!f || typeof f !== 'object' || !('kind' in f)) return false;
  return (f.kind === 'http' && f.status === 404) || f.kind === 'rejected';
}
