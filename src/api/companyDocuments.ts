/**
 * Upload of a company registration's PDF documents to the file server (files API operation
 * `uploadCompanyDocuments`, POST /{hash} multipart; spec 000 §2 Company registration, §3 Company
 * files, §5 company step 2, §7 "POST {hash} (multipart) | files | success, payload used as
 * company_files").
 *
 * openapi-fetch reports no upload progress, so this call uses XMLHttpRequest (its `upload`
 * progress events); MSW's service worker and its node interceptor answer XHR like fetch.
 * Never throws: the outcome is an {@link ApiResult}.
 */
import { config } from '../config';
import type { SchemaCompanyFiles } from './generated/files';
import type { ApiResult } from './result';
import { xhrUpload } from './upload';

/** Stored routes of the documents, sent unchanged as `company_files` of the registration payload. */
export type CompanyFiles = SchemaCompanyFiles;

/** The documents to upload: commercial registry and representative's cédula required, power optional. */
export interface CompanyDocuments {
  registromercant: Blob;
  cedulaperaut: Blob;
  podernotarizado?: Blob | null;
}

/**
 * Opaque path segment of the upload endpoint (configuration `VITE_COMPANY_DOCUMENTS_HASH`, not a
 * secret; the spec does not show its value). Default `documentos-empresa`.
 */
export const COMPANY_DOCUMENTS_HASH: string = config.companyDocumentsHash;

/** Absolute URL of the upload endpoint. */
export function companyDocumentsUrl(): string {
  return `${config.filesUrl}/${COMPANY_DOCUMENTS_HASH}`;
}

function fileName(blob: Blob, fallback: string): string {
  const name = (blob as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : fallback;
}

function isCompanyFiles(value: unknown): value is CompanyFiles {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.registromercant === 'string' &&
    typeof v.cedulaperaut === 'string' &&
    (v.podernotarizado === undefined || v.podernotarizado === null || typeof v.podernotarizado === 'string')
  );
}

/**
 * POST {filesUrl}/{hash}, multipart parts `registromercant`, `cedulaperaut` and (when given)
 * `podernotarizado`, with the files app key (`X-Authorization`) and `Authorization: <scheme> null`
 * (no session exists during registration).
 * @param docs the PDFs (type and size, PDF only and at most 120 MB, are checked by the caller with
 *   `validateCompanyDocument`)
 * @param onProgress called with the share of bytes sent, 0..1, while the body uploads
 * @returns the stored routes (`payload`); failures: `network` (XHR error/abort), `http` (non-2xx,
 *   e.g. 413/422, with the body's `msg`), `malformed` (not JSON or no valid payload), `rejected`
 *   (`success: false`, with its `msg`)
 */
export function uploadCompanyDocuments(docs: CompanyDocuments, onProgress?: (fraction: number) => void): Promise<ApiResult<CompanyFiles>> {
  const form = new FormData();
  form.append('registromercant', docs.registromercant, fileName(docs.registromercant, 'registromercant.pdf'));
  if (docs.podernotarizado) form.append('podernotarizado', docs.podernotarizado, fileName(docs.podernotarizado, 'podernotarizado.pdf'));
  form.append('cedulaperaut', docs.cedulaperaut, fileName(docs.cedulaperaut, 'cedulaperaut.pdf'));

  return xhrUpload({
    url: companyDocumentsUrl(),
    form,
    // No session exists during registration.
    authorization: `${config.authScheme} null`,
    read: (body) => {
      const payload = body.payload;
      return isCompanyFiles(payload) ? { ...payload, podernotarizado: payload.podernotarizado ?? null } : null;
    },
    onProgress,
  });
}
