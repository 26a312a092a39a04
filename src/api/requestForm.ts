/**
 * Calls of the request form and its submit sequence (spec 001 §2.4 Request form, §4 Form flow and
 * Submit sequence, §5 server masks, §7 Service and form calls, §8; contract §1.8 F1-F9, §2.8-§2.10).
 * One typed function per call, each resolving to an {@link ApiResult} (never a Response, never a
 * rejection):
 *
 * | Function | Operation | Backend |
 * |---|---|---|
 * | {@link getExpertForm} | getExpertForm `GET /expertform/{expertformId}/get/{citizenId}` | admin |
 * | {@link saveDraft} | saveDraft `POST /drafts` | admin |
 * | {@link uploadRequestFiles} | uploadFiles `POST /files` (multipart `file[]`, XHR for progress) | files |
 * | {@link createRequest} | createRequest `POST /requests` | admin |
 * | {@link uploadSoftExpert} | uploadSoftExpert `POST /uploadsoftexpert` | files |
 * | {@link assignDocuments} | assignDocuments `POST /assigndocument/{requestId}` | admin |
 * | {@link validateMask} | the server-mask validators (validateCedula, validateDpp, …) | admin |
 *
 * Never cached: every answer depends on the citizen's latest draft or submission.
 */
import { config } from '../config';
import { admin, files, tokenExpiry } from './clients';
import { call } from './call';
import { authorizationValue } from './middleware';
import type { ApiResult } from './result';
import { xhrUpload } from './upload';
import { tokenStore } from './tokenStore';
import type { ServerCheck } from '../domain/expertForm/server';
import type { SchemaAssignDocumentsBody, SchemaCreateRequestBody, SchemaCreateRequestResponse, SchemaDraftSaveBody, SchemaExpertForm } from './generated/admin';
import type { SchemaFileDescriptor, SchemaUploadSoftExpertRequest } from './generated/files';
import { invalidateRequestLists } from './requestLists';

export type ExpertForm = SchemaExpertForm;
export type DraftSaveBody = SchemaDraftSaveBody;
export type CreateRequestBody = SchemaCreateRequestBody;
export type CreateRequestResponse = SchemaCreateRequestResponse;
export type AssignDocumentsBody = SchemaAssignDocumentsBody;
export type UploadSoftExpertBody = SchemaUploadSoftExpertRequest;
/** A stored file as POST /files answers it (name without extension, extension, type, route, url, size_mb in MB). */
export type FileDescriptor = SchemaFileDescriptor;

/** The raw answer of a server-mask validator: `{ success, exist?, message? }` (spec 001 §5). */
export interface MaskAnswer {
  success?: unknown;
  exist?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

/**
 * GET /expertform/{expertformId}/get/{citizenId} (F1): the service's dynamic form, with the
 * citizen's draft in `saved_fields` (`[]` when none). A body without a `fields` array is
 * `malformed`; 404 (unknown form) is an `http` failure.
 * @param expertformId the service's `expertform_id`
 * @param citizenId the signed-in citizen's id (11 digits, no dashes)
 */
export function getExpertForm(expertformId: number, citizenId: string): Promise<ApiResult<ExpertForm>> {
  return call(
    () => admin.GET('/expertform/{expertformId}/get/{citizenId}', { params: { path: { expertformId, citizenId } } }),
    (b) => (b && Array.isArray(b.fields) ? b : undefined),
    { envelope: 'lenient' },
  );
}

/**
 * POST /drafts (F2; spec 001 §4 "A draft is saved each time a step is advanced"). The portal ignores
 * the answer's content; an explicit `success: false` is still reported as `rejected`.
 * @returns `true` once stored
 */
export function saveDraft(body: DraftSaveBody): Promise<ApiResult<true>> {
  return call(
    () => admin.POST('/drafts', { body }),
    () => true as const,
    { envelope: 'lenient' },
  );
}

/**
 * POST /requests (F5; spec 001 §4 Submit sequence step 2). `success` must be true (else
 * `rejected` with the server's `msg`) and `RequestID` a number (else `malformed`).
 * @returns `{ success, RequestID, code, title, attributes, acronym }`
 */
export async function createRequest(body: CreateRequestBody): Promise<ApiResult<CreateRequestResponse>> {
  const result = await call(
    () => admin.POST('/requests', { body }),
    (b) => (typeof b.RequestID === 'number' ? b : undefined),
    { envelope: true },
  );
  // The new request heads the desk's list: drop the cached pages (spec 001 §9, 60 s lists).
  if (result.ok) invalidateRequestLists();
  return result;
}

/**
 * POST {files}/uploadsoftexpert (F6; spec 001 §4 Submit sequence step 3, one call per file, only
 * when the service's `send` is 1). `success: false` → `rejected`.
 * @param body the per-file record (UploadSoftExpertRequest shape); a loosely typed record is
 *   accepted because the portal passes its descriptors through untouched (contract F4)
 */
export function uploadSoftExpert(body: UploadSoftExpertBody | Record<string, unknown>): Promise<ApiResult<true>> {
  return call(
    () => files.POST('/uploadsoftexpert', { body: body as UploadSoftExpertBody }),
    () => true as const,
    { envelope: true },
  );
}

/**
 * POST /assigndocument/{requestId} (F7; spec 001 §4 Submit sequence step 4): attaches the uploaded
 * files to the new request. `success` must be true (else `rejected`).
 * @param requestId the `RequestID` of {@link createRequest}
 */
export function assignDocuments(requestId: number, body: AssignDocumentsBody): Promise<ApiResult<true>> {
  return call(
    () => admin.POST('/assigndocument/{requestId}', { params: { path: { requestId } }, body }),
    () => true as const,
    { envelope: true },
  );
}

/**
 * The server-mask validator a {@link ServerCheck} names (spec 001 §5, §7 Validators), called with
 * its path and query. The 2xx body is returned as is, `success: false` included (the engine's
 * `interpretServerAnswer` reads it); only network errors, non-2xx answers, an expired session and
 * non-JSON bodies are failures.
 */
export function validateMask(check: ServerCheck): Promise<ApiResult<MaskAnswer>> {
  const path = check.path as { cedula?: string; code?: string };
  const code = path.code ?? path.cedula ?? '';
  const pick = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? (b as MaskAnswer) : undefined);
  switch (check.operationId) {
    case 'validateCedula':
      return call(() => admin.GET('/validate/{cedula}', { params: { path: { cedula: path.cedula ?? code } } }), pick);
    case 'validateDpp': {
      const tipo = check.query && 'tipo' in check.query ? check.query.tipo : '';
      return call(() => admin.GET('/dpp/validate/{code}', { params: { path: { code }, query: { tipo } } }), pick);
    }
    case 'validateMimarena':
      return call(() => admin.GET('/mimarena/validate/{code}', { params: { path: { code } } }), pick);
    case 'validateDppNoObjecionProrroga': {
      const confotur = !!check.query && 'isForConfotur' in check.query && check.query.isForConfotur === true;
      return call(
        () =>
          admin.GET('/dpp/noobjecion/{code}/validation/prorroga', {
            params: { path: { code }, ...(confotur ? { query: { isForConfotur: true } } : {}) },
          }),
        pick,
      );
    }
    case 'validateConsfoturProrrogaListados':
      return call(() => admin.GET('/consfotur/{code}/validation/prorroga-listados', { params: { path: { code } } }), pick);
    case 'validateConfoturListados':
      return call(() => admin.GET('/confotur/listados/validate/{code}', { params: { path: { code } } }), pick);
    case 'validateConsfoturClasificacionReconsideracion':
      return call(() => admin.GET('/consfotur/clasificacion/reconsideracion/validate/{code}', { params: { path: { code } } }), pick);
    case 'validateConfoturClasificacion':
      return call(() => admin.GET('/confotur/clasificacion/{code}/validate', { params: { path: { code } } }), pick);
  }
}

/** Absolute URL of the file server's upload endpoint. */
export function requestFilesUrl(): string {
  return `${config.filesUrl}/files`;
}

function isDescriptor(value: unknown): value is FileDescriptor {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.extension === 'string' && typeof v.route === 'string' && typeof v.size_mb === 'number';
}

/**
 * POST {filesUrl}/files (F4; spec 001 §4 Submit sequence step 1, §7 "POST /files multipart, field
 * file[], with progress"): one part `file[]` per file with its original name, the session's
 * `Authorization` and the files app key (`X-Authorization`).
 *
 * openapi-fetch reports no upload progress, so this call uses XMLHttpRequest (like
 * companyDocuments.ts). An 'El token ha expirado' answer refreshes the session through the shared
 * refresh (spec 000 §4 Token expiry) and the upload is retried once; still expired → `expired`.
 * @param files the new browser files (their size and type are checked by the caller)
 * @param onProgress called with the percentage of bytes sent, 0..100 (integer), and a final 100 on success
 * @param signal aborts the upload (→ `network` failure)
 * @returns the stored files' descriptors in part order; failures: `network` (XHR error or abort),
 *   `http` (non-2xx, e.g. 413 over 120 MB or 422 type refused, with the body's `msg`), `malformed`
 *   (not JSON, or `files` missing or not descriptors), `expired`, `rejected` (`success: false`)
 */
export async function uploadRequestFiles(files: File[], onProgress: (percent: number) => void, signal?: AbortSignal): Promise<ApiResult<FileDescriptor[]>> {
  const first = await uploadOnce(files, onProgress, signal);
  if (first.ok || first.error.kind !== 'expired') return first;
  const token = await tokenExpiry.refresh();
  return token ? uploadOnce(files, onProgress, signal) : first;
}

function uploadOnce(files: File[], onProgress: (percent: number) => void, signal?: AbortSignal): Promise<ApiResult<FileDescriptor[]>> {
  const form = new FormData();
  for (const file of files) form.append('file[]', file, file.name);
  return xhrUpload({
    url: requestFilesUrl(),
    form,
    authorization: authorizationValue(config.authScheme, tokenStore.getToken()),
    read: (body) => {
      const list = body.files;
      return Array.isArray(list) && list.length === files.length && list.every(isDescriptor) ? list : null;
    },
    onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
    signal,
  });
}
