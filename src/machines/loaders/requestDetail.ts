/**
 * Loader of the request detail page (spec 001 §2.5 Details tab, §7 GET /requests/{id}?citizenId;
 * contract Q1): the `load` actor of the resource statechart, used through
 * src/views/app/useResource.ts (views never import src/api).
 *
 * It turns the answer into the 'Detalles' model of src/domain/requestDetail.ts and keeps only
 * document links that are safe to put in `href` (http(s) or a same-origin path; others get url '').
 */
import { getRequestDetail } from '../../api/requestDetail';
import type { ApiFailure, ApiResult } from '../../api/result';
import { toRequestDetailModel, type DetailDocument, type RequestDetailModel } from '../../domain/requestDetail';
import { safeUrl } from './catalogue';

export type { RequestDetailModel, DetailDocument };
export type { AnswerDisplay, DetailAnswer, GridTable, StatusTone } from '../../domain/requestDetail';

/** Key of one detail read: the request id and the citizen id sent as `citizenId`. */
export interface RequestDetailKey {
  requestId: number;
  citizenId: string;
}

const withSafeUrl = (doc: DetailDocument): DetailDocument => ({ ...doc, url: safeUrl(doc.url) ?? '' });

/** GET /requests/{requestId}?citizenId → the 'Detalles' model (failures as the API returns them). */
export async function loadRequestDetail({ requestId, citizenId }: RequestDetailKey): Promise<ApiResult<RequestDetailModel>> {
  const result = await getRequestDetail(requestId, citizenId);
  if (!result.ok) return result;
  const model = toRequestDetailModel(result.data);
  return {
    ok: true,
    data: { ...model, issuedDocuments: model.issuedDocuments.map(withSafeUrl), uploadedDocuments: model.uploadedDocuments.map(withSafeUrl) },
  };
}

/**
 * Whether a failed detail read means "there is no such request for this viewer" (HTTP 404, or an
 * answer without `request`, spec 001 §2.5 "If request is missing the portal leaves the page")
 * rather than a failure worth retrying.
 */
export function isMissingRequest(failure: ApiFailure | null | undefined): boolean {
  if (!failure) return false;
  return (failure.kind === 'http' && failure.status === 404) || failure.kind === 'rejected';
}
