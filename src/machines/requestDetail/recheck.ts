/**
 * What the request-detail charts share when a write's outcome is unknown (issue 25 "Unknown is not
 * failed"; src/api/outcome.ts): the guard that recognises it and the fresh re-read of the request's
 * detail as its owner (contract Q1, `citizenId` = the request's `doc_identification`), from which each
 * chart decides whether the server has what was sent (src/domain/unknownOutcome.ts).
 */
import { fromPromise } from 'xstate';
import { forgetRequestDetail, getRequestDetail } from '../../api/requestDetail';
import { unwrap } from '../../api/result';
import type { RequestDetail } from './types';

/** Input of {@link readDetailFresh}: the request and the owner's citizen id. */
export interface RecheckInput {
  requestId: number;
  citizenId: string;
}

/** The re-read of `detail`'s request as its owner. */
export function recheckInput(detail: RequestDetail): RecheckInput {
  return { requestId: detail.request.id, citizenId: String(detail.request.doc_identification ?? '') };
}

/**
 * GET /requests/{id}?citizenId, never from the cache (the cached answer predates the write).
 * Rejects with the read's failure.
 */
export const readDetailFresh = fromPromise<RequestDetail, RecheckInput>(async ({ input }) => {
  forgetRequestDetail(input.requestId);
  return unwrap(await getRequestDetail(input.requestId, input.citizenId));
});

export { isOutcomeUnknown } from '../outcome';
