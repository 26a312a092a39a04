/**
 * The reads of the content pages (spec 000 §2 Contact page, General queries page, /app/policy;
 * contract W5-W7), the desk (spec 001 §2.1, §3 Company; contract P1) and the file picker's
 * 'Mis documentos' (spec 000 §2 Shared widgets; contract D4): `load` actors of the resource
 * statechart, bound by the views with `useResource(read, key)`, loaded with their routes (the
 * first-load reads of home and catalogue are in ./reads.ts, which says why there are two).
 * A read is the src/api call itself, or the call followed by a pure shaping rule of src/domain
 * (untrusted CMS lists made into display data: src/domain/content.ts). Failures are returned as
 * ApiResult failures (see ./reads.ts).
 */
import { getCitizenMetrics, type CitizenMetrics } from '../api/catalogue';
import { getBranches, getDocumentsInfo, getGeneralQueriesMaps, getPage } from '../api/content';
import { getCitizenDocumentsPage, type DocumentPage, type StoredDocument } from '../api/documents';
import { getMyCompanies, type Company } from '../api/identity';
import type { ApiResult } from '../api/result';
import { contactBranches, documentGroups, poloMaps, type ContactBranch, type ContentPageSlug, type InfoDocumentGroup, type PoloMap } from '../domain/content';
import { shaped } from './reads';

export type { CitizenMetrics, Company, DocumentPage, StoredDocument };

/* Content pages (spec 000 §2 Contact, General queries, /app/policy; contract W5-W7) ----------- */

/** GET /sucursales/v1/sucursales (contract W5) → the branches for display (src/domain/content.ts). */
export async function loadBranches(): Promise<ApiResult<ContactBranch[]>> {
  return shaped(await getBranches(), (list) => contactBranches(list));
}

/**
 * GET /pages/v1/page/{slug} → the page's `content` (untrusted HTML; may be empty). Fails on
 * network/HTTP errors (an unknown slug is a WordPress 404) and on a body without a string
 * `content` (`malformed`). The CMS `title` is not used: the portal titles its sections itself.
 */
export async function loadContentPage(slug: ContentPageSlug): Promise<ApiResult<string>> {
  return shaped(await getPage(slug), (page) => page.content);
}

/** GET /web/v1/generalQueriesMaps → the maps to show ('Mapa de los Polos', src/domain/content.ts). */
export async function loadGeneralQueryMaps(): Promise<ApiResult<PoloMap[]>> {
  return shaped(await getGeneralQueriesMaps(), (list) => poloMaps(list as unknown[]));
}

/** GET /web/v1/documentsInfo → the document types with their documents ('Documentos'). */
export async function loadDocumentGroups(): Promise<ApiResult<InfoDocumentGroup[]>> {
  return shaped(await getDocumentsInfo(), (list) => documentGroups(list as unknown[]));
}

/* Desk (spec 001 §2.1, §3 Company; contract P1, D4) ------------------------------------------ */

/** GET /statistics/{citizenId}: the desk counters (spec 001 §2.1; never cached). */
export const loadCitizenMetrics = (citizenId: string): Promise<ApiResult<CitizenMetrics>> => getCitizenMetrics(citizenId);

/**
 * GET /auth/get/getallcompany (contract P1): the signed-in user's companies, in server order.
 * The argument is the view's reload counter (a new value reloads the list); it is not sent.
 */
export const loadMyCompanies = (_reload?: number): Promise<ApiResult<Company[]>> => getMyCompanies();

/** Key of one page of a citizen's personal documents: citizen id and 1-based page. */
export interface MyDocumentsKey {
  citizenId: string;
  page: number;
}

/**
 * One page (1-based) of the citizen's personal documents (origin 0), newest first: the file
 * picker's 'Mis documentos' browser (spec 000 §2 Shared widgets; contract D4).
 */
export const loadMyDocuments = ({ citizenId, page }: MyDocumentsKey): Promise<ApiResult<DocumentPage>> => getCitizenDocumentsPage(citizenId, 0, page);
