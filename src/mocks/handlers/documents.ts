/**
 * The desk's documents in the embedded backend (spec 001 §2.1 Documents tab, §3 Document, §7 "GET
 * /citizens/documentsPage/{citizenId}/{0 or 1}?page (0 personal, 1 institutional) returns data and
 * last_page"; contract D4, D5).
 *
 * | Call | Operation | Answer |
 * |---|---|---|
 * | GET {admin}/citizens/documentsPage/{citizenId}/0?page | getCitizenDocumentsPage | {@link personalDocuments}: the seeded personal documents (src/mocks/data/myDocuments.ts) plus the files the citizen attached to their requests |
 * | GET {admin}/citizens/documentsPage/{citizenId}/1?page | getCitizenDocumentsPage | {@link institutionalDocuments}: the documents the ministry issued on the citizen's requests (request documents with `origin_doc` 1, e.g. from the demo back office's 'Emitir documento') |
 *
 * Both newest first, Laravel pages of {@link DOCUMENTS_PER_PAGE} (1-based; a page past the last is
 * empty, `last_page` at least 1). The page really changes for both origins (contract §5 item 8).
 * Signed-in calls only (`signedInAdminCall`: app key, token, 'El token ha expirado').
 * A citizen only reads their own documents: another citizen id in the path answers an empty page.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths as AdminPaths, SchemaDocument } from '../../api/generated/admin';
import { config } from '../../config';
import { stripDashes } from '../../domain/validation';
import { requestsTable } from '../db';
import { decodeParam, signedInAdminCall } from './common';
import { fileUrl, newestFirst, personalDocuments } from './requests';

export { personalDocuments };

const admin = createOpenApiHttp<AdminPaths>({ baseUrl: config.adminUrl });

/** Documents per page (Laravel page size chosen: 10). */
export const DOCUMENTS_PER_PAGE = 10;

/** Document id of an issued document (stable, chosen; personal ones use 100000+). */
const issuedId = (requestId: number, index: number) => 200_000 + requestId * 100 + index;

/** The documents the institution issued on a citizen's requests (`origin_doc` 1), newest first. */
export function institutionalDocuments(citizenId: string): SchemaDocument[] {
  return newestFirst(
    requestsTable()
      .filter((r) => r.doc_identification === citizenId)
      .flatMap((r) =>
        r.documents
          .map((doc, i) => ({ doc, i }))
          .filter(({ doc }) => doc.origin_doc === 1)
          .map(({ doc, i }) => ({
            id: issuedId(r.id, i),
            name: doc.name,
            extension: doc.extension,
            created_at: doc.created_at,
            url: fileUrl(doc.route),
            route: doc.route,
            size_mb: doc.size_mb,
          })),
      ),
  );
}

/** A 1-based page number from a query value (invalid or < 1 → 1). */
function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The documents handlers (admin API). */
export const documentsHandlers: HttpHandler[] = [
  admin.get('/citizens/documentsPage/{citizenId}/{origin}', async ({ request, params, query, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const citizenId = stripDashes(decodeParam(String(params.citizenId ?? '')));
    const origin = String(params.origin);
    const own = citizenId === auth.citizenId;
    const all = !own ? [] : origin === '0' ? personalDocuments(citizenId) : origin === '1' ? institutionalDocuments(citizenId) : [];
    const page = pageOf(query.get('page'));
    const lastPage = Math.max(1, Math.ceil(all.length / DOCUMENTS_PER_PAGE));
    const data = all.slice((page - 1) * DOCUMENTS_PER_PAGE, page * DOCUMENTS_PER_PAGE);
    return response(200).json({ current_page: page, last_page: lastPage, per_page: DOCUMENTS_PER_PAGE, total: all.length, data });
  }),
];
