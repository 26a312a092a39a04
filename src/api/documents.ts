/**
 * Citizen documents of the admin API: GET /citizens/documentsPage/{citizenId}/{origin}?page
 * (operationId getCitizenDocumentsPage; spec 000 §7, spec 001 §7; contract D4, D5). Pages are
 * 1-based (Laravel); `origin` 0 = personal documents (the file picker's 'Mis documentos'),
 * 1 = institutional. Never cached: the list changes whenever the citizen uploads.
 */
import { admin } from './clients';
import { call } from './call';
import type { ApiResult } from './result';
import type { SchemaDocument, SchemaDocumentPage } from './generated/admin';

/** A stored document: `name` without extension, `extension` (maybe a MIME subtype), `size_mb` in MB. */
export type StoredDocument = SchemaDocument;
/** One page of stored documents: `data` and `last_page` (contract D4). */
export type DocumentPage = SchemaDocumentPage;

/**
 * GET /citizens/documentsPage/{citizenId}/{origin}?page={page}.
 * @returns the page; a body without a `data` array or a numeric `last_page` is `malformed`.
 */
export function getCitizenDocumentsPage(citizenId: string, origin: 0 | 1, page: number): Promise<ApiResult<DocumentPage>> {
  return call(
    () => admin.GET('/citizens/documentsPage/{citizenId}/{origin}', { params: { path: { citizenId, origin }, query: { page } } }),
    (b) => (Array.isArray(b.data) && typeof b.last_page === 'number' ? b : undefined),
  );
}
