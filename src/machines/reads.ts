/**
 * The reads of the home page's and the catalogue's read-only blocks (spec 000 §1-§2, spec 001
 * §2.3; contract C1-C4, W1-W4): the `load` actors the resource statechart
 * (src/machines/resource.machine.ts) invokes, bound by the view with `useResource(read, key)`
 * (src/views/app/useResource.ts). A read is the src/api call itself, or the call followed by a
 * pure shaping rule of src/domain. Views reach src/api only through this module and
 * ./pageReads.ts (docs/ARCHITECTURE.md "Layers").
 *
 * Two modules, by load phase, not one per page: these reads are part of the first load of /public
 * (the `public` chunk of vite.config.ts); ./pageReads.ts holds the reads of the other pages and
 * loads with their routes (one module for both added 1.8 KB gzipped to the 110 KB first-load
 * budget, docs/ARCHITECTURE.md "Budgets").
 *
 * Every read resolves with an ApiResult: `{ ok: true, data }` or `{ ok: false, error: ApiFailure }`
 * (network, HTTP, malformed body, expired session, `success: false`); the resource chart turns a
 * failure into its `failed` state (an error block with a retry). Caching (24 h general data, never
 * metrics) is the API layer's.
 */
import {
  getDirections,
  getService,
  getServiceRatings,
  getStatistics,
  type Direction,
  type RatingPage,
  type Service,
  type ServiceSummary,
  type Statistics,
} from '../api/catalogue';
import { getGeneralInformation, getHomeImage, getHomeVideo, getQuestionsAndAnswers } from '../api/content';
import { ok, type ApiFailure, type ApiResult } from '../api/result';
import { config } from '../config';
import { faqOf, generalInformationOf, type FaqItem } from '../domain/catalogue';
import { resolveVideoUrl, safeUrl } from '../domain/links';

export type { Direction, RatingPage, Service, ServiceSummary, Statistics };

/** The data of a successful answer shaped by `shape`; a failure is returned as is. */
export function shaped<T, U>(result: ApiResult<T>, shape: (data: T) => U): ApiResult<U> {
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
  if (failure.kind === 'rejected') return true;
  return (
    failure.status === 404 &&
    // Stryker disable next-line ConditionalExpression: equivalent: only an `http` failure carries a non-2xx status such as 404 (src/api/call.ts: `malformed`, `rejected` and `expired` keep the 2xx status, the others have none)
    failure.kind === 'http'
  );
}

/** Intrinsic size of the hero image, px (the seed's /media/hero.svg is 1600 × 640). */
export const HERO_IMAGE_SIZE = { width: 1600, height: 640 } as const;

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

/** {@link loadHomeVideo} with the configured URL: the home's video block loader (one identity for its first read). */
export const loadConfiguredHomeVideo = (): Promise<ApiResult<string | null>> => loadHomeVideo();
