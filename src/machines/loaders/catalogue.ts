/**
 * Loaders of the catalogue pages (all procedures, procedures of a direction, service description)
 * and of the blocks the home page shares with them: the `load` actors of the resource statechart
 * (src/machines/resource.machine.ts, bound by src/views/app/useResource.ts), so the views never
 * import src/api. HTML from the backends is returned as received; the views sanitise it before
 * rendering (src/views/components/SafeHtml.tsx).
 *
 * Implements the reads of spec 000 §2 "Home and catalogue" and spec 001 §2.3 "Service detail page"
 * over contract §1.4 C1-C3 and §1.5 W3-W4.
 */
import {
  getDirections,
  getService,
  getServiceRatings,
  type Direction,
  type RatingPage,
  type Service,
  type ServiceSummary,
} from '../../api/catalogue';
import { getGeneralInformation, getQuestionsAndAnswers } from '../../api/content';
import { ok, type ApiFailure, type ApiResult } from '../../api/result';

export type { Direction, RatingPage, Service, ServiceSummary };

/** One frequently asked question (contract W4); the answer may hold HTML (untrusted). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** Key of the comments resource: which service and which 1-based page. */
export interface CommentsKey {
  serviceId: number;
  page: number;
}

/** GET /services (contract C1): every direction with its procedures. Cached 24 h by src/api. */
export function loadDirections(): Promise<ApiResult<Direction[]>> {
  return getDirections();
}

/**
 * The general-information HTML of one category (contract W3, §4.1 `wordpressID`: 130 all, 133 DPP,
 * 132 Confotur, 134 licences, 135 marketing), as received (untrusted HTML).
 * @returns the HTML, or null when the content API has no non-empty item with that id;
 *   a failed call is returned as is.
 */
export async function loadGeneralInformation(wordpressID: number): Promise<ApiResult<string | null>> {
  const result = await getGeneralInformation();
  if (!result.ok) return result;
  const item = result.data.find((entry) => Number(entry.id) === wordpressID);
  const html = item && typeof item.descriptionGeneral === 'string' ? item.descriptionGeneral.trim() : '';
  return ok(html === '' ? null : html);
}

/**
 * The FAQ list of one category (contract W4, §4.1 `wordpressKey`: todosServicios, dpp, confotour,
 * empresaServicios, mercadeo). Items without a question are dropped.
 * @returns the list ([] when the key is missing); a failed call is returned as is.
 */
export async function loadFaq(wordpressKey: string): Promise<ApiResult<FaqItem[]>> {
  const result = await getQuestionsAndAnswers();
  if (!result.ok) return result;
  const list: unknown = (result.data as Record<string, unknown>)[wordpressKey];
  if (!Array.isArray(list)) return ok([]);
  const valid = list.filter(
    (x): x is { question: string; answer?: unknown } =>
      !!x && typeof x === 'object' && typeof (x as { question?: unknown }).question === 'string' && (x as { question: string }).question.trim() !== '',
  );
  return ok(valid.map((x) => ({ question: x.question, answer: typeof x.answer === 'string' ? x.answer : '' })));
}

/**
 * GET /services/{id} (contract C2). `success: false` → failure `rejected`. The description may be
 * written as HTML (untrusted; the view sanitises it).
 */
export function loadService(serviceId: number): Promise<ApiResult<Service>> {
  return getService(serviceId);
}

/** GET /services/extras/{id}/rating?page (contract C3), 1-based pages. */
export function loadServiceComments(key: CommentsKey): Promise<ApiResult<RatingPage>> {
  return getServiceRatings(key.serviceId, key.page);
}

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
 * Parses the /app/serviceDescription/{serviceID} route parameter: a positive integer written with
 * digits only ("12"); anything else ("abc", "1.5", "0", "") → null.
 */
export function parseServiceId(param: string | undefined | null): number | null {
  if (typeof param !== 'string' || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/**
 * A link target that is safe to put in `href`/`src`: an absolute http(s) URL, or (when
 * `allowRelative`) a same-origin path starting with a single "/". Anything else — `javascript:`,
 * `data:`, protocol-relative "//host", blank — gives null.
 */
export function safeUrl(value: string | null | undefined, allowRelative = true): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '') return null;
  if (allowRelative && url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
