/**
 * The desk's request lists and what feeds their filters (spec 001 §2.1 Requests tab, §3 Request list
 * item, §7 'Desk and lists', §9 "Request list stale time 60 s"; contract D2), and the change of a
 * company request's owner (spec 001 §2.1 'Cambiar propietario', §7 "change request owner with
 * request_code, new_citizen_id, company_id").
 *
 * Pages are cached 60 s (`REQUEST_LIST_STALE_MS`) under keys starting with `['requestList', …]`; a
 * failure is never cached. Anything the citizen changes that a list shows (an owner change here, a
 * submit, a deletion, a required action) must call {@link invalidateRequestLists} so the next read
 * is fresh.
 */
import { admin } from './clients';
import { call } from './call';
import { cached, invalidate } from './cache';
import type { ApiResult } from './result';
import { REQUEST_LIST_STALE_MS } from '../domain/constants';
import type {
  SchemaChangeRequestOwnerBody,
  SchemaCompaniesDetailsEnvelope,
  SchemaCompanyMember,
  SchemaCompanySummary,
  SchemaRequestListItem,
  SchemaRequestPage,
} from './generated/admin';

/** One request of a list (spec 001 §3 Request list item). */
export type RequestListItem = SchemaRequestListItem;
/** A company of the company filter (spec 001 §3 Company). */
export type ListCompany = SchemaCompanySummary;
/** A member (applicant) of the applicant filter and of the owner selector (spec 001 §3 Representative / member). */
export type ListMember = SchemaCompanyMember;
/** The POST /change/user/request/number body: `{ request_code, new_citizen_id, company_id }`. */
export type ChangeOwnerBody = SchemaChangeRequestOwnerBody;

/** One page of a list: the items (server order, newest first) and `last_page` (≥ 1). */
export interface RequestListPage {
  data: RequestListItem[];
  lastPage: number;
}

/** Status filter values: 1 En proceso, 2 Finalizadas (spec 001 §2.1, §4), 3 Rechazadas (statuses 8 and 10; contract §3.2, issue 26 row 2). */
export type ListStatus = 1 | 2 | 3;

/** Query of the personal list. `name` is the free text ('' for none); `page` is 1-based. */
export interface PersonalListQuery {
  citizenId: string;
  page: number;
  name: string;
  status: ListStatus;
}

/** Query of the company list: plus the applicant (`docIdentification`, '' for all) and company (`companyId`, null for all). */
export interface CompanyListQuery extends PersonalListQuery {
  docIdentification: string;
  companyId: number | null;
}

/** Query of the company base role's single list: the company account's `companyId` and the applicant filter. */
export interface CompanyAccountListQuery extends PersonalListQuery {
  companyId: number;
  docIdentification: string;
}

/** The companies and members of the company list's filters. */
export interface CompanyFilterOptions {
  companies: ListCompany[];
  members: ListMember[];
}

/**
 * One page of one of the three lists with its exact query: the personal list, the company list or the
 * company base role's single list (spec 001 §7 'Desk and lists').
 */
export type ListRequest =
  { kind: 'personal'; query: PersonalListQuery } | { kind: 'company'; query: CompanyListQuery } | { kind: 'companyAccount'; query: CompanyAccountListQuery };

/** Cache key prefix of every request list page. */
const KEY = 'requestList';

/** The constant `type=1` of every list query (contract §4.4). */
const LIST_TYPE = 1 as const;

function isItem(v: unknown): v is RequestListItem {
  const item = v as Partial<RequestListItem> | null;
  return (
    !!item &&
    typeof item.id === 'number' &&
    typeof item.service?.name === 'string' &&
    typeof item.status?.id === 'number' &&
    typeof item.status?.name === 'string' &&
    typeof item.created_at === 'string'
  );
}

/** A Laravel page body → {@link RequestListPage}; undefined when `data` is not a list of items or `last_page` is missing. */
function pickPage(body: unknown): RequestListPage | undefined {
  const page = body as Partial<SchemaRequestPage> | null;
  if (!page || !Array.isArray(page.data) || !page.data.every(isItem)) return undefined;
  const lastPage = Number(page.last_page);
  if (!Number.isInteger(lastPage) || lastPage < 0) return undefined;
  return { data: page.data, lastPage: Math.max(1, lastPage) };
}

/**
 * GET /all/my/requests/without/company/{citizenId}?page&name&status&type=1 (operationId
 * getMyRequestsWithoutCompany): a page of the citizen's personal requests. Cached 60 s.
 * @returns the page; failures: `network`, `http`, `expired`, `rejected` (`success: false`),
 *   `malformed` (no `data` list of items with id, service.name, status{id, name}, created_at, or no `last_page`).
 */
export function getPersonalRequests(q: PersonalListQuery): Promise<ApiResult<RequestListPage>> {
  return cached([KEY, q.citizenId, 'personal', q.page, q.name, q.status], REQUEST_LIST_STALE_MS, () =>
    call(
      () =>
        admin.GET('/all/my/requests/without/company/{citizenId}', {
          params: { path: { citizenId: q.citizenId }, query: { page: q.page, name: q.name, status: q.status, type: LIST_TYPE } },
        }),
      pickPage,
      { envelope: 'lenient' },
    ),
  );
}

/**
 * GET /all/my/requests/with/company/{citizenId}?page&name&docIdentification&companyId&status&type=1
 * (operationId getMyRequestsWithCompany): a page of the requests of the companies the citizen belongs
 * to. Empty filters are sent empty. Cached 60 s. Failures as {@link getPersonalRequests}.
 */
export function getCompanyRequests(q: CompanyListQuery): Promise<ApiResult<RequestListPage>> {
  return cached([KEY, q.citizenId, 'company', q.page, q.name, q.status, q.docIdentification, q.companyId], REQUEST_LIST_STALE_MS, () =>
    call(
      () =>
        admin.GET('/all/my/requests/with/company/{citizenId}', {
          params: {
            path: { citizenId: q.citizenId },
            query: {
              page: q.page,
              name: q.name,
              docIdentification: q.docIdentification,
              companyId: q.companyId ?? '',
              status: q.status,
              type: LIST_TYPE,
            },
          },
        }),
      pickPage,
      { envelope: 'lenient' },
    ),
  );
}

/**
 * GET /requests/by/company_id/{companyId}?page&name&docIdentification&status&type=1&citizen_id
 * (operationId getCompanyRequests): the company base role's single list. Cached 60 s. Failures as
 * {@link getPersonalRequests}.
 */
export function getCompanyAccountRequests(q: CompanyAccountListQuery): Promise<ApiResult<RequestListPage>> {
  return cached([KEY, q.citizenId, 'companyAccount', q.companyId, q.page, q.name, q.status, q.docIdentification], REQUEST_LIST_STALE_MS, () =>
    call(
      () =>
        admin.GET('/requests/by/company_id/{companyId}', {
          params: {
            path: { companyId: q.companyId },
            query: { page: q.page, name: q.name, docIdentification: q.docIdentification, status: q.status, type: LIST_TYPE, citizen_id: q.citizenId },
          },
        }),
      pickPage,
      { envelope: 'lenient' },
    ),
  );
}

/**
 * The page `request` names, from its list: {@link getPersonalRequests}, {@link getCompanyRequests} or
 * {@link getCompanyAccountRequests} (cached 60 s like them; failures as theirs).
 */
export function getListPage(request: ListRequest): Promise<ApiResult<RequestListPage>> {
  if (request.kind === 'personal') return getPersonalRequests(request.query);
  if (request.kind === 'company') return getCompanyRequests(request.query);
  return getCompanyAccountRequests(request.query);
}

/**
 * GET /all/my/requests/with/company/{citizenId}?status=1&type=1&get_only_companies_details=true: the
 * companies and members of the company list's filters (`payload.companies`, `payload.members`).
 * Never cached (a membership accepted a moment ago must show).
 * @returns failures: `network`, `http`, `expired`, `rejected`, `malformed` (no `payload.companies` /
 *   `payload.members` lists, a company without numeric id and name, a member without citizen_id).
 */
export function getCompanyFilterOptions(citizenId: string): Promise<ApiResult<CompanyFilterOptions>> {
  return call(
    () =>
      admin.GET('/all/my/requests/with/company/{citizenId}', {
        params: { path: { citizenId }, query: { status: 1, type: LIST_TYPE, get_only_companies_details: true } },
      }),
    (body) => {
      const payload = (body as Partial<SchemaCompaniesDetailsEnvelope>).payload;
      const companies = payload?.companies;
      const members = payload?.members;
      if (!Array.isArray(companies) || !Array.isArray(members)) return undefined;
      if (!companies.every((c) => c && typeof c.id === 'number' && typeof c.company_name === 'string')) return undefined;
      if (!members.every((m) => m && typeof m.citizen_id === 'string')) return undefined;
      return { companies, members };
    },
    { envelope: 'lenient' },
  );
}

/**
 * The members of a company (the company base role's applicant filter and the 'Cambiar propietario'
 * selector): `getCompanyMembers` of ./companyMembers (GET /get/all/company/members/by/company/id/{id}),
 * never cached.
 */
export { getCompanyMembers as getCompanyMemberList } from './companyMembers';

/**
 * POST /change/user/request/number `{ request_code, new_citizen_id, company_id }` (operationId
 * changeRequestOwner; spec 001 §7). On success, and when the outcome is unknown (the server may have
 * changed the owner), every cached list is forgotten: the next read of a list is fresh.
 * @returns the server's `msg` ('' when it sent none); failures: `rejected` with the server's `msg`
 *   (`success` not true), `http`, `malformed` (a JSON 2xx without what is promised), `expired`,
 *   `unknown` (no readable answer: network error or reset, time limit, an unreadable 2xx; ./outcome.ts).
 */
export async function changeRequestOwner(body: ChangeOwnerBody): Promise<ApiResult<{ msg: string }>> {
  const result = await call(
    () => admin.POST('/change/user/request/number', { body }),
    (b) => ({ msg: typeof (b as { msg?: unknown }).msg === 'string' ? (b as { msg: string }).msg : '' }),
    { envelope: true },
  );
  if (result.ok || result.error.kind === 'unknown') invalidateRequestLists();
  return result;
}

/** Forgets every cached list page (after anything the citizen changed that a list shows). */
export function invalidateRequestLists(): void {
  invalidate([KEY]);
}
