/**
 * Embedded backend of the desk's request lists and of the change of owner (issue 9; spec 001 §2.1
 * Requests tab, §3 Request list item, §4 list filter, §6, §7 'Desk and lists'; contract D2): MSW
 * handlers typed from openapi/admin.yaml over the store's requests (src/mocks/db.ts DbRequest).
 *
 * | Call | Operation | Answer |
 * |---|---|---|
 * | GET /all/my/requests/without/company/{citizenId} | getMyRequestsWithoutCompany | the caller's personal requests (no company) |
 * | GET /all/my/requests/with/company/{citizenId} | getMyRequestsWithCompany | the requests of the caller's companies (without get_only_companies_details; with it, admin.ts answers) |
 * | GET /requests/by/company_id/{companyId} | getCompanyRequests | every request of the company, for its company account or its representative |
 * | POST /change/user/request/number | changeRequestOwner | moves a company request to another member of the company |
 *
 * Lists (chosen where the spec is silent): `status` 1 = ids 1-6 and 9, 2 = id 7 (8 and 10 appear in
 * neither, spec 001 §4), no status = all; `name` matches the service name, the code, the project
 * name (nmtramite) or the id, ignoring case and accents; `docIdentification` and `companyId` filter
 * by applicant and company ('' = all); newest first; Laravel pages of {@link LIST_PAGE_SIZE} with
 * `last_page`. Who sees which company requests (chosen): a representative member (rol 2) or the
 * citizen who added the company to their profile sees all of that company's requests; any other
 * member only the ones they applied for. A path id that is not the caller answers `success: false`.
 */
import { createOpenApiHttp } from 'openapi-msw';
import { HttpResponse, type HttpHandler } from 'msw';
import type { paths, SchemaRequestListItem } from '../../api/generated/admin';
import { config } from '../../config';
import { IN_PROCESS_STATUS_IDS, STATUS_CANCELLED, STATUS_FINISHED, STATUS_REJECTED } from '../../domain/constants';
import { matchesStatusFilter, STATUS_FILTER, type StatusFilter } from '../../domain/status';
import { MEMBER_ROLE } from '../../domain/members';
import { stripDashes } from '../../domain/validation';
import { findService } from '../data';
import { db, requestsTable, save, type DbRequest } from '../db';
import { pendingActions } from '../requestStore';
import { foldName } from './accounts';
import { decodeParam, readObject, signedInAdminCall } from './common';
import { asInt, asString, invalid, personalDocuments, REQUEST_MSG } from './requests';
import { compareStamps } from '../stamps';

const admin = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** Requests per page of the desk lists (Laravel page size chosen: 10). */
export const LIST_PAGE_SIZE = 10;

/** The words of these handlers (chosen, Spanish). */
export const LIST_MSG = {
  notYours: 'No puede consultar las solicitudes de otro usuario', // chosen
  notCompany: 'No tiene acceso a las solicitudes de esta empresa', // chosen
  notFound: 'No se encontró la solicitud en esta empresa', // chosen
  notAllowed: 'Solo el representante de la empresa puede cambiar el propietario de una solicitud', // chosen
  notMember: 'El nuevo propietario no es miembro de la empresa', // chosen
  sameOwner: 'El miembro seleccionado ya es el solicitante de esta solicitud', // chosen
  closed: 'No se puede cambiar el propietario de una solicitud finalizada, rechazada o cancelada', // chosen
  changed: 'Se ha cambiado el propietario de la solicitud {code}', // chosen
} as const;

/**
 * Progress of a request by status id, % (chosen; spec 001 §3 `progress` without values): the further
 * along the procedure, the higher; 7, 8 and 10 at 100 (the portal shows RECHAZADO / CANCELADO for 8 and 10).
 */
export const PROGRESS_BY_STATUS: Readonly<Record<number, number>> = { 1: 10, 2: 25, 3: 40, 4: 55, 5: 65, 6: 80, 9: 90, 7: 100, 8: 100, 10: 100 };

/** The memberships of the store (absent in stores saved before them). */
function memberships(): { company_id: number; citizen_id: string; rol_id: number }[] {
  return db().companyMembers ?? [];
}

/** The viewer's member role in a company, or null. */
function roleIn(companyId: number, citizenId: string): number | null {
  return memberships().find((m) => m.company_id === companyId && m.citizen_id === citizenId)?.rol_id ?? null;
}

/** Whether the viewer sees every request of the company: its company account, the profile owner, or a representative member. */
export function managesCompany(companyId: number, citizenId: string): boolean {
  const company = db().companies.find((c) => c.id === companyId);
  if (!company) return false;
  if (company.account !== null && company.company_rnc === citizenId) return true;
  if (company.owner_citizen_id !== null && stripDashes(company.owner_citizen_id) === citizenId) return true;
  return roleIn(companyId, citizenId) === MEMBER_ROLE.representative;
}

/** The project name of a request: its 'Nombre del Proyecto' / 'Nombre comercial…' answer, else null. */
export function projectName(request: DbRequest): string | null {
  for (const answer of request.data) {
    const a = answer as { key?: unknown; label?: unknown; value?: unknown } | null;
    if (!a || typeof a.value !== 'string' || a.value.trim() === '') continue;
    if (a.key === 'texto25527' || /nombre del proyecto|nombre comercial/i.test(typeof a.label === 'string' ? a.label : '')) return a.value.trim();
  }
  return null;
}

/** Name parts of an applicant: a citizen's names, or a company account's name. */
function applicantNames(doc: string): { user_name: string | null; user_first_last_name: string | null; user_last_name: string | null } {
  const d = db();
  const citizen = d.citizens.find((c) => c.citizen_id === doc);
  if (citizen) return { user_name: citizen.name, user_first_last_name: citizen.first_last_name, user_last_name: citizen.second_last_name || null };
  const company = d.companies.find((c) => c.account !== null && c.company_rnc === doc);
  return { user_name: company?.company_name ?? null, user_first_last_name: null, user_last_name: null };
}

/**
 * A request as a list item (spec 001 §3 Request list item): `request_actions` is the number of open
 * required actions; `user_rol_company` the viewer's member role in the request's company (null for
 * personal requests and for the company account).
 */
export function toListItem(request: DbRequest, viewer: string): SchemaRequestListItem {
  const role = request.company_id === null ? null : roleIn(request.company_id, viewer);
  return {
    id: request.id,
    code: request.code,
    provisional: request.provisional,
    service: { name: findService(request.service_id)?.name ?? '', user_rol_company: role },
    status: { id: request.status.id, name: request.status.name, color: request.status.color },
    progress: PROGRESS_BY_STATUS[request.status.id] ?? 0,
    created_at: request.created_at,
    user_rol_company: role,
    company_id: request.company_id,
    company_name: request.company_name,
    doc_identification: request.doc_identification,
    ...applicantNames(request.doc_identification),
    request_actions: pendingActions(request).length,
    solution: request.solution,
    nmtramite: projectName(request),
  };
}

/** The list filter values the lists know (spec 001 §4: 1, 2; contract §3.2: 3 'Rechazadas'). */
const FILTER_VALUES: Readonly<Record<string, StatusFilter>> = { '1': STATUS_FILTER.inProcess, '2': STATUS_FILTER.finished, '3': STATUS_FILTER.rejected };

/** Whether the request's status is selected by the list filter (1: 1-6 and 9; 2: 7; 3: 8 and 10; else all). */
function matchesStatus(request: DbRequest, status: string | null): boolean {
  const filter = status !== null && Object.hasOwn(FILTER_VALUES, status) ? FILTER_VALUES[status] : undefined;
  return filter === undefined || matchesStatusFilter(request.status.id, filter);
}

/** Whether the free text matches the service name, the code, the project name or the id (case and accents ignored). */
function matchesName(request: DbRequest, name: string | null): boolean {
  const needle = foldName(name ?? '');
  if (needle === '') return true;
  const haystack = [findService(request.service_id)?.name ?? '', request.code, projectName(request) ?? '', String(request.id)];
  return haystack.some((h) => foldName(h).includes(needle));
}

/** Filters, sorts (newest first) and pages `requests` as a Laravel page of list items. */
function page(requests: DbRequest[], query: URLSearchParams, viewer: string) {
  const docIdentification = stripDashes(query.get('docIdentification') ?? '');
  const all = requests
    .filter((r) => matchesStatus(r, query.get('status')) && matchesName(r, query.get('name')))
    .filter((r) => docIdentification === '' || r.doc_identification === docIdentification)
    .sort((a, b) => compareStamps(b.created_at, a.created_at) || b.id - a.id);
  const n = Number(query.get('page'));
  const current = Number.isInteger(n) && n >= 1 ? n : 1;
  const lastPage = Math.max(1, Math.ceil(all.length / LIST_PAGE_SIZE));
  const data = all.slice((current - 1) * LIST_PAGE_SIZE, current * LIST_PAGE_SIZE).map((r) => toListItem(r, viewer));
  return { current_page: current, last_page: lastPage, per_page: LIST_PAGE_SIZE, total: all.length, data };
}

/** Ids of the companies the citizen belongs to: memberships and companies added to their profile. */
export function companiesOf(citizenId: string): number[] {
  const ids = new Set(
    memberships()
      .filter((m) => m.citizen_id === citizenId)
      .map((m) => m.company_id),
  );
  for (const c of db().companies) if (c.owner_citizen_id !== null && stripDashes(c.owner_citizen_id) === citizenId) ids.add(c.id);
  return [...ids];
}

/**
 * The desk counters of GET /statistics/{citizenId} (spec 001 §2.1 four counters, §3 Metrics; never
 * cached), computed from the store for the requests whose applicant (`doc_identification`) is the
 * citizen: `reqsOpen` statuses 1-6 and 9, `reqsComplete` 7, `reqsRejected` 8 AND 10 (chosen: the
 * existing portal's commented-out filter 3 'Rechazadas' groups 8 and 10, contract §3.2, and a
 * cancelled request is no longer in process nor completed); `documents` the citizen's personal
 * documents — files they attached to their requests (origin 0) plus their seeded 'Mis documentos',
 * each once — the same list GET /citizens/documentsPage/{citizenId}/0 pages.
 */
export function citizenMetrics(citizenId: string): { reqsOpen: number; reqsComplete: number; documents: number; reqsRejected: number } {
  const mine = requestsTable().filter((r) => r.doc_identification === citizenId);
  const count = (ids: readonly number[]) => mine.filter((r) => ids.includes(r.status.id)).length;
  return {
    reqsOpen: count(IN_PROCESS_STATUS_IDS),
    reqsComplete: count([STATUS_FINISHED]),
    documents: personalDocuments(citizenId).length,
    reqsRejected: count([STATUS_REJECTED, STATUS_CANCELLED]),
  };
}

/** The request-list handlers (register before the admin handlers). */
export const requestListHandlers: HttpHandler[] = [
  admin.get('/all/my/requests/without/company/{citizenId}', async ({ request, params, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const citizenId = stripDashes(decodeParam(params.citizenId ?? ''));
    if (citizenId !== auth.citizenId) return response.untyped(HttpResponse.json({ success: false, msg: LIST_MSG.notYours }));
    const mine = requestsTable().filter((r) => r.doc_identification === citizenId && r.company_id === null);
    return response(200).json(page(mine, new URL(request.url).searchParams, citizenId));
  }),

  /** Without get_only_companies_details (that variant falls through to admin.ts). */
  admin.get('/all/my/requests/with/company/{citizenId}', async ({ request, params, query, response }) => {
    if (query.get('get_only_companies_details') === 'true') return undefined;
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const citizenId = stripDashes(decodeParam(params.citizenId ?? ''));
    if (citizenId !== auth.citizenId) return response.untyped(HttpResponse.json({ success: false, msg: LIST_MSG.notYours }));
    const companyFilter = asInt(query.get('companyId'));
    const companies = companiesOf(citizenId).filter((id) => companyFilter === null || id === companyFilter);
    const visible = requestsTable().filter(
      (r) => r.company_id !== null && companies.includes(r.company_id) && (managesCompany(r.company_id, citizenId) || r.doc_identification === citizenId),
    );
    return response(200).json(page(visible, new URL(request.url).searchParams, citizenId));
  }),

  admin.get('/requests/by/company_id/{companyId}', async ({ request, params, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const companyId = asInt(params.companyId);
    if (companyId === null || !managesCompany(companyId, auth.citizenId))
      return response.untyped(HttpResponse.json({ success: false, msg: LIST_MSG.notCompany }));
    return response(200).json(
      page(
        requestsTable().filter((r) => r.company_id === companyId),
        new URL(request.url).searchParams,
        auth.citizenId,
      ),
    );
  }),

  /**
   * POST /change/user/request/number `{ request_code, new_citizen_id, company_id }`: all three
   * required (422). The request (by code, in that company) must be open (not 7, 8, 10); the caller
   * the company account or a representative of the company (or its profile owner); the new owner a
   * member of the company other than the current applicant. Success: the applicant
   * (`doc_identification`) becomes the new owner.
   */
  admin.post('/change/user/request/number', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const code = asString(body.request_code).trim();
    const newOwner = stripDashes(asString(body.new_citizen_id).trim());
    const companyId = asInt(body.company_id);
    const errors: Record<string, string[]> = {};
    if (!code) errors.request_code = [REQUEST_MSG.required];
    if (!newOwner) errors.new_citizen_id = [REQUEST_MSG.required];
    if (companyId === null) errors.company_id = [REQUEST_MSG.required];
    if (Object.keys(errors).length > 0 || companyId === null) return response.untyped(invalid(errors));
    const refuse = (msg: string) => response(200).json({ success: false, msg });
    const target = requestsTable().find((r) => r.code === code && r.company_id === companyId);
    if (!target) return refuse(LIST_MSG.notFound);
    if (!managesCompany(companyId, auth.citizenId)) return refuse(LIST_MSG.notAllowed);
    if ([STATUS_FINISHED, STATUS_REJECTED, STATUS_CANCELLED].includes(target.status.id)) return refuse(LIST_MSG.closed);
    if (roleIn(companyId, newOwner) === null) return refuse(LIST_MSG.notMember);
    if (target.doc_identification === newOwner) return refuse(LIST_MSG.sameOwner);
    target.doc_identification = newOwner;
    save();
    return response(200).json({ success: true, msg: LIST_MSG.changed.replace('{code}', target.code) });
  }),
];
