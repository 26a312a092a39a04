/**
 * Calls of the payments tab and the payment validation page (spec 001 §2.5 Payments tab, §2.6, §4
 * Payment return, §7 Request detail calls; contract §3.4, §3.5, Q9, F4, F6, F7). One typed function
 * per call, each resolving to an {@link ApiResult} (never a Response, never a rejection):
 *
 * | Function | Operation | Backend |
 * |---|---|---|
 * | `uploadRequestFiles` (src/api/requestForm.ts) | uploadFiles `POST /files` (the voucher, progress) | files |
 * | {@link sendPaymentVoucher} | assignDocuments `POST /assigndocument/{requestId}` (voucher variant) | admin |
 * | {@link sendVoucherRecord} | uploadSoftExpert `POST /uploadsoftexpert` (voucher variant) | files |
 * | {@link updatePaymentInfo} | updatePaymentInfo `POST /requests/extras/updatePaymentInfo` | admin |
 *
 * The card payment itself is a browser form POST to the gateway (contract Q10), not a call: see
 * src/machines/requestDetail/payment.machine.ts `gatewayFields`.
 *
 * Never cached: each call changes the request's payment.
 */
import { admin, files } from './clients';
import { call } from './call';
import type { ApiResult } from './result';
import type { SchemaAssignDocumentsBody, SchemaUpdatePaymentInfoBody } from './generated/admin';
import type { SchemaUploadSoftExpertRequest } from './generated/files';

/**
 * The voucher assignment: `{ voucher: true, status: true, required_action_id, documents: [{ ...file,
 * label: 'Comprobante de pago' }] }` (contract §3.4, F7; spec 001 §7 "submit payment proof").
 */
export type VoucherBody = SchemaAssignDocumentsBody & { voucher: true; status: true };

/**
 * The voucher's record for the document manager (contract §3.4, F6): documents, title, record_id,
 * attribute, process_id, acronym, names, activity_id, new_request false. `process_id` and
 * `activity_id` may be null when the detail lacks them (the detail's types allow it).
 */
export type VoucherRecordBody = Omit<SchemaUploadSoftExpertRequest, 'process_id' | 'activity_id'> & {
  process_id: number | null;
  activity_id: number | null;
};

/** The card-payment approval sent by the validation page (contract Q9 plus spec 001 §7 `required_action_id`). */
export type UpdatePaymentInfoBody = SchemaUpdatePaymentInfoBody;

/** What the voucher assignment answers: the request's code, the `record_id` of the voucher record. */
export interface VoucherAssigned {
  requestCode: string;
}

/**
 * POST /assigndocument/{requestId} with the voucher (contract §3.4, F7). `success` must be true
 * (else `rejected` with the server's `msg`) and `request_code` a non-empty string (else `malformed`).
 * @param requestId `request.id`
 * @returns `{ requestCode }` from the answer's `request_code`. Failures: `network`, `http`,
 *   `malformed`, `expired`, `rejected`.
 */
export function sendPaymentVoucher(requestId: number, body: VoucherBody): Promise<ApiResult<VoucherAssigned>> {
  return call(
    () => admin.POST('/assigndocument/{requestId}', { params: { path: { requestId } }, body }),
    (b) => (typeof b.request_code === 'string' && b.request_code !== '' ? { requestCode: b.request_code } : undefined),
    { envelope: true },
  );
}

/**
 * POST {files}/uploadsoftexpert with the voucher's record (contract §3.4: the old client read its
 * `success`, so anything but `success: true` is `rejected`).
 * @returns `true` once the document manager took the voucher; failures as {@link sendPaymentVoucher}.
 */
export function sendVoucherRecord(body: VoucherRecordBody): Promise<ApiResult<true>> {
  // The contract types process_id / activity_id as integers; a detail without them sends null as is.
  return call(
    () => files.POST('/uploadsoftexpert', { body: body as SchemaUploadSoftExpertRequest }),
    () => true as const,
    { envelope: true },
  );
}

/**
 * POST /requests/extras/updatePaymentInfo (contract Q9, §3.5; spec 001 §2.6, §4 Payment return,
 * §7): records the gateway's approval. The validation page tells three outcomes apart:
 * @returns `ok(true)` for `success: true`; `rejected` for an explicit `success: false` (the server
 *   refused the approval: the spec's error text); every other failure (`network`, `http`,
 *   `expired`, and `malformed` — a body that is not an object or has no boolean `success`) means
 *   the payment status could not be confirmed yet.
 */
export function updatePaymentInfo(body: UpdatePaymentInfoBody): Promise<ApiResult<true>> {
  return call(
    () => admin.POST('/requests/extras/updatePaymentInfo', { body }),
    (b) => (b.success === true ? (true as const) : undefined),
    { envelope: 'lenient' },
  );
}
