/**
 * The reads of the pages' read-only blocks, in one place: each is the `load` actor the resource
 * statechart (src/machines/resource.machine.ts) invokes, bound by the view with
 * `useResource(read, key)` (src/views/app/useResource.ts). A read is the src/api call itself, or
 * the call followed by a pure shaping rule of src/domain (untrusted CMS data made safe for
 * display). Views reach src/api only through this module (docs/ARCHITECTURE.md "Layers").
 *
 * Every read resolves with an ApiResult: `{ ok: true, data }` or `{ ok: false, error: ApiFailure }`
 * (network, HTTP, malformed body, expired session, `success: false`); the resource chart turns a
 * failure into its `failed` state (an error block with a retry). Caching (24 h general data, never
 * metrics) is the API layer's.
 */
import {
  getCitizenMetrics,
  getDirections,
  getService,
  getServiceRatings,
  getStatistics,
  type CitizenMetrics,
  type Direction,
  type RatingPage,
  type Service,
  type ServiceSummary,
  type Statistics,
} from '../api/catalogue';
import {
  getBranches,
  getDocumentsInfo,
  getGeneralInformation,
  getGeneralQueriesMaps,
  getHomeImage,
  getHomeVideo,
  getPage,
  getQuestionsAndAnswers,
} from '../api/content';
import { getCitizenDocumentsPage, type DocumentPage, type StoredDocument } from '../api/documents';
import { getMyCompanies, type Company } from '../api/identity';
import { ok, type ApiFailure, type ApiResult } from '../api/result';
import { config } from '../config';
import {
  contactBranches,
  documentGroups,
  faqOf,
  generalInformationOf,
  poloMaps,
  type ContactBranch,
  type ContentPageSlug,
  type FaqItem,
  type InfoDocumentGroup,
  type PoloMap,
} from '../domain/content';
import { resolveVideoUrl, safeUrl } from '../domain/links';

export type { CitizenMetrics, Company, Direction, DocumentPage, RatingPage, Service, ServiceSummary, Statistics, StoredDocument };

/** The data of a successful answer shaped by `shape`; a failure is returned as is. */
function shaped<T, U>(result: ApiResult<T>, shape: (data: T) => U): ApiResult<U> {
  return result.ok ? ok(shape(result.data)) : result;
}

/* Home and catalogue (spec 000 §1-§2, spec 001 §2.3; contract C1-C4, W1-W4) ----------------- */

/** GET /services (contract C1): every direction with its procedures. Cached 24 h by src/api. */
export const loadDirections = (): Promise<ApiResult<Direction[]>> => getDirections();

/** GET /statistics (contract C4): requests, citizens and (when sent) visits. Never cached. */
export const loadStatistics = (): Promise<ApiResult<Statistics>> => getStatistics();

/**
 * The general-information HTML of one category (contract W3; see `generalInformationOf` in
 * src/domain/content.ts): the HTML as received, or null when there is none.
 */
export async function loadGeneralInformation(wordpressID: number): Promise<ApiResult<string | null>> {
  return shaped(await getGeneralInformation(), (items) => generalInformationOf(items, wordpressID));
}

/** The FAQ list of one category (contract W4; see `faqOf` in src/domain/content.ts). */
export async function loadFaq(wordpressKey: string): Promise<ApiResult<FaqItem[]>> {
  return shaped(await getQuestionsAndAnswers(), (answers) => faqOf(answers, wordpressKey));
}

/** GET /services/{id} (contract C2). `success: false` → failure `rejected`; the description may be HTML. */
export const loadService = (serviceId: number): Promise<ApiResult<Service>> => getService(serviceId);

/** Key of the comments resource: which service and which 1-based page. */
export interface CommentsKey {
  serviceId: number;
  page: number;
}

/** GET /services/extras/{id}/rating?page (contract C3), 1-based pages. */
export const loadServiceComments = ({ serviceId, page }: CommentsKey): Promise<ApiResult<RatingPage>> => getServiceRatings(serviceId, page);

/**
 * Whether a failed service load means "this service does not exist" (→ redirect to /public, spec
 * 001 §2 "A failure to load the service ... redirects to /public"): a `rejected` answer
 * (`success: false`) or HTTP 404. Network failures, other HTTP statuses, malformed bodies and an
 * expired session are transient: the page shows the error block with a retry instead.
 */
export function isServiceMissing(failure: ApiFailure | null): boolean {
  if (!failure) return false;
  return failure.kind === 'rejected' || (failure.kind === 'http' && failure.status === 404);
}

/**
 * GET /web/v1/homeImage (contract W1) → `image_url` when it is a safe URL (http(s) or a same-origin
 * path), else null (the hero keeps its CSS background).
 */
export async function loadHomeImage(): Promise<ApiResult<string | null>> {
  return shaped(await getHomeImage(), (url) => safeUrl(url));
}

/**
 * GET /v1/homeVideo (contract W2) resolved with `resolveVideoUrl` (src/domain/links.ts). When the
 * call fails the configured URL is used if there is one; otherwise the failure is returned (error
 * block + retry).
 * @param configUrl default `config.homeVideoUrl` (VITE_HOME_VIDEO_URL)
 */
export async function loadHomeVideo(configUrl: string = config.homeVideoUrl): Promise<ApiResult<string | null>> {
  const result = await getHomeVideo();
  if (result.ok) return ok(resolveVideoUrl(result.data, configUrl));
  const fallback = resolveVideoUrl(null, configUrl);
  return fallback ? ok(fallback) : result;
}

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
