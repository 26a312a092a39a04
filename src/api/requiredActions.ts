/**
 * Calls of the required-document action, type 1 (spec 001 §2.5 Required-action banners, §7 Request
 * detail calls; contract §3.3, Q7, Q8, F4). One typed function per call, each resolving to an
 * {@link ApiResult} (never a Response, never a rejection):
 *
 * | Function | Operation | Backend |
 * |---|---|---|
 * | `uploadRequestFiles` (src/api/requestForm.ts) | uploadFiles `POST /files` (multipart `file[]`, progress) | files |
 * | {@link saveRequiredDocumentRecord} | saveRequiredDocumentRecord `POST /requests/action/save` | admin |
 * | {@link completeRequiredDocuments} | assignDocumentsSoftExpert `POST /assigndocumentsoftexpert` | admin |
 *
 * The per-file record: spec 001 §7 lists "save a required-document record per file (documents,
 * title, record_id, attribute, process_id, acronym, names, required_action_id, activity_id,
 * new_request)" with no path. The OpenAPI description of saveRequiredDocumentRecord records the
 * project's choice: the contract's `/requests/action/save` (Q8) carries it; the existing client sent
 * the same record to the file server's `/uploadsoftexpert` (F6, contract §3.3).
 *
 * Never cached: each call changes the request (callers forget its cached detail).
 */
import { admin } from './clients';
import { call } from './call';
import type { ApiResult } from './result';
import type { SchemaRequiredActionCompletionBody, SchemaRequiredDocumentRecordBody } from './generated/admin';

/** One file's record for the document manager (contract §3.3 action 1). */
export type RequiredDocumentRecordBody = SchemaRequiredDocumentRecordBody;
/** The completion of a required-document action: `{ documents, record_id, status: true, required_action_id }` (contract Q7). */
export type RequiredActionCompletionBody = SchemaRequiredActionCompletionBody;

/**
 * POST /requests/action/save: one file's required-document record (contract §3.3 values: `title`
 * 'documento-<citizen_id>', `record_id` request.code, `attribute`
 * 'NumeroSolicitud=<code>;DocumentoIdentidadSolicitante=<citizen_id>;TipoDocumentoPortal=Adjunto',
 * `acronym` direction acronym + 'DE', `names` ['Documento de accion requerida <n>'], `new_request`
 * false). One call per file.
 * @returns `true` once stored. Failures: `network`, `http` (non-2xx), `malformed` (not a JSON
 *   object), `expired` (still expired after the shared refresh), `rejected` (`success: false`).
 */
export function saveRequiredDocumentRecord(body: RequiredDocumentRecordBody): Promise<ApiResult<true>> {
  return call(
    () => admin.POST('/requests/action/save', { body }),
    () => true as const,
    { envelope: 'lenient' },
  );
}

/**
 * POST /assigndocumentsoftexpert (contract Q7; spec 001 §7 "submit required-action completion
 * (documents, record_id, status true, required_action_id)"): completes the action with every
 * uploaded file (descriptor + label 'Documento de accion requerida <n>'). The existing client read
 * only the promise, so a bare 2xx object is success; `success: false` is `rejected`.
 * @returns `true` once the action is completed; failures as {@link saveRequiredDocumentRecord}.
 */
export function completeRequiredDocuments(body: RequiredActionCompletionBody): Promise<ApiResult<true>> {
  return call(
    () => admin.POST('/assigndocumentsoftexpert', { body }),
    () => true as const,
    { envelope: 'lenient' },
  );
}
