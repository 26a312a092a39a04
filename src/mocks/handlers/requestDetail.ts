/**
 * Embedded backend of the request detail (issue 8; spec 001 §2.5, §3 Request detail response, §6
 * Staff base role and Citizen owner, §7 Request detail; contract Q1, §3.1): MSW handlers typed from
 * openapi/admin.yaml.
 *
 * | Call | Operation | Answer |
 * |---|---|---|
 * | GET /requests/{requestId}?citizenId | getRequest | the full RequestDetail ({@link toRequestDetail}); 404 unknown, or `citizenId` not the owner, or the viewer neither the owner, staff nor a manager of the request's company |
 * | POST /requests/delete | deleteRequest | removes the owner's provisional request whose status is not 10; else `success: false` |
 *
 * Staff (spec 001 §6): a viewer whose base role is `config.staffRole` reads any request by passing its
 * doc_identification as `citizenId`; a citizen passing another's document gets 404.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths, SchemaRequestDetail } from '../../api/generated/admin';
import { config } from '../../config';
import { STATUS_CANCELLED } from '../../domain/constants';
import { stripDashes } from '../../domain/validation';
import { findService, type ServiceDetail } from '../data';
import { claimsTable, db, gatewayApprovalsTable, requestsTable, save, type DbRequest } from '../db';
import { currentAction, findRequest, pendingActions } from '../requestStore';
import { findCitizen } from './accounts';
import { managesCompany } from './requestLists';
import { decodeParam, readObject, signedInAdminCall } from './common';
import { asInt, asString, invalid, newestFirst, REQUEST_MSG, toRequestDocument } from './requests';
import { compareStamps } from '../stamps';

const admin = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** The words of these handlers (chosen). */
export const DETAIL_MSG = {
  deleted: 'Solicitud eliminada', // openapi deleteRequest example
  notDeletable: 'Solo puede eliminar una solicitud provisional que no esté cancelada', // chosen
  notYours: 'La solicitud no pertenece al usuario autenticado', // chosen
} as const;

/** Whether the citizen `citizenId` has the staff base role (`config.staffRole`; spec 001 §6). */
export function isStaff(citizenId: string): boolean {
  return config.staffRole !== null && findCitizen(citizenId)?.rol_base === config.staffRole;
}

const byDate = <T extends { created_at: string; id: number }>(a: T, b: T) => compareStamps(a.created_at, b.created_at) || a.id - b.id;

/**
 * The GET /requests/{id} answer (spec 001 §3 Request detail response; contract §3.1): `request` with
 * comments (oldest first), rating, `request_actions_id` (type of the current, i.e. newest pending,
 * action) and `request_actions` (its id), `messages` (one per pending action), documents (newest
 * first), approval number, payment; `requiredActions` (pending ones, oldest first); `priceRequest`
 * (payments made); `direction`; plus `grid` (the grid answers, not in the spec's list).
 */
export function toRequestDetail(request: DbRequest, service: ServiceDetail | undefined): SchemaRequestDetail & { grid: Record<string, unknown> } {
  const pending = pendingActions(request);
  const current = currentAction(request);
  return {
    request: {
      id: request.id,
      code: request.code,
      service_id: request.service_id,
      provisional: request.provisional,
      created_at: request.created_at,
      doc_identification: request.doc_identification,
      company_id: request.company_id,
      company_name: request.company_name,
      solution: request.solution,
      rating: (request.ratings ?? []).map((r) => ({ rating: r.rating, comment: r.comment, created_at: r.created_at })),
      comments: [...(request.comments ?? [])].sort(byDate).map((c) => ({ ...c })),
      request_actions_id: current?.action_id ?? null,
      request_actions: current?.id ?? null,
      messages: pending.map((a) => ({ message: a.message })),
      request_document: newestFirst(request.documents).map(toRequestDocument),
      approval_number: request.approval_number ?? null,
      idAutorizacionPortal: request.idAutorizacionPortal,
      activity: { activity_id: service?.activity_id ?? null },
      status: { ...request.status },
      payment: {
        payment_amount: request.payment_amount.toFixed(2),
        payment_status: request.payment_status,
        succesfullyPayment_date: request.succesfullyPayment_date ?? null,
      },
      service: {
        id: request.service_id,
        name: service?.name ?? '',
        external_pay: service?.external_pay ?? 0,
        sirit_code: service?.sirit_code ?? null,
        process_id: service?.process_id ?? null,
        activity_id: service?.activity_id ?? null,
        send: service?.send ?? 0,
        institution: service ? { ...service.institution } : null,
      },
    },
    data: structuredClone(request.data.filter((a) => a && typeof a === 'object')) as SchemaRequestDetail['data'],
    // Grid answers (not in the spec's list; the details page shows them as tables).
    grid: structuredClone(request.grid),
    requiredActions: pending.map((a) => ({ id: a.id, action_id: a.action_id, activity_id: a.activity_id, message: a.message, created_at: a.created_at })),
    priceRequest: [...(request.payments ?? [])].sort(byDate).map((p) => ({ ...p })),
    direction: { acronym: request.acronym },
  };
}

/** The request-detail handlers. */
export const requestDetailHandlers: HttpHandler[] = [
  /**
   * GET /requests/{requestId}?citizenId (Q1): the detail of {@link toRequestDetail} when `citizenId`
   * is the request's doc_identification and the viewer is that owner, staff, or one who sees every
   * request of the request's company (its account, profile owner or representative member: the desk's
   * company list, spec 001 §2.1); else 404.
   */
  admin.get('/requests/{requestId}', async ({ request, params, query, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const citizenId = stripDashes(decodeParam(query.get('citizenId') ?? ''));
    const found = requestsTable().find((r) => r.id === asInt(params.requestId) && r.doc_identification === citizenId);
    const mayRead = (r: DbRequest): boolean =>
      citizenId === auth.citizenId || isStaff(auth.citizenId) || (r.company_id !== null && managesCompany(r.company_id, auth.citizenId));
    if (!found || !mayRead(found)) {
      return response(404).json({ success: false, msg: REQUEST_MSG.notFound });
    }
    return response(200).json(toRequestDetail(found, findService(found.service_id)));
  }),

  /**
   * POST /requests/delete `{ citizen_id, request_id }` (spec 001 §2.5, §7): both required (422);
   * `citizen_id` must be the signed-in user and the owner; the request must be provisional and its
   * status not 10. Removes the request with its claims and gateway approvals.
   */
  admin.post('/requests/delete', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const citizenId = stripDashes(asString(body.citizen_id));
    const requestId = asInt(body.request_id);
    const errors: Record<string, string[]> = {};
    if (!citizenId) errors.citizen_id = [REQUEST_MSG.required];
    if (requestId === null) errors.request_id = [REQUEST_MSG.required];
    if (Object.keys(errors).length) return response.untyped(invalid(errors));
    const target = findRequest(requestId);
    if (!target || target.doc_identification !== auth.citizenId || citizenId !== auth.citizenId) {
      return response(200).json({ success: false, msg: DETAIL_MSG.notYours });
    }
    if (target.provisional !== 1 || target.status.id === STATUS_CANCELLED) return response(200).json({ success: false, msg: DETAIL_MSG.notDeletable });
    const d = db();
    d.requests = requestsTable().filter((r) => r !== target);
    d.claims = claimsTable().filter((c) => c.request_code !== target.code);
    d.gatewayApprovals = gatewayApprovalsTable().filter((a) => a.request_id !== target.id);
    save();
    return response(200).json({ success: true, msg: DETAIL_MSG.deleted });
  }),
];
