/**
 * Loader of the file picker's 'Mis documentos' browser (spec 000 §2 Shared widgets "a file picker
 * with a 'my documents' browser with paging", §7 GET /citizens/documentsPage/{citizenId}/0?page;
 * contract D4): the `load` actor of the resource statechart, used through
 * src/views/app/useResource.ts (views never import src/api).
 */
import { getCitizenDocumentsPage, type DocumentPage, type StoredDocument } from '../../api/documents';
import type { ApiResult } from '../../api/result';

export type { DocumentPage, StoredDocument };

/** Key of one page of a citizen's personal documents: citizen id and 1-based page. */
export interface MyDocumentsKey {
  citizenId: string;
  page: number;
}

/** One page (1-based) of the citizen's personal documents (origin 0), newest first. */
export function loadMyDocuments({ citizenId, page }: MyDocumentsKey): Promise<ApiResult<DocumentPage>> {
  return getCitizenDocumentsPage(citizenId, 0, page);
}
