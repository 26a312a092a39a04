/**
 * What happens to a request after it is submitted, as the embedded backend keeps it (issue 8; spec
 * 001 §2.5, §3 Request detail response, Claim, Issue, §4 statuses, payment status, required action
 * types, §9): the status catalogue, required actions, messages, payments, claims and the demo e-mails
 * to the owner. Shared by the MSW handlers, the simulated card gateway (src/mocks/gateway.ts) and the
 * demo back office (src/mocks/backOffice.ts). Store logic only: callers `save()`.
 */
import { OFFICER_USER_ID } from '../domain/constants';
import { findService } from './data';
import {
  claimsTable,
  db,
  nextId,
  nowStamp,
  requestsTable,
  sendMail,
  type DbActionType,
  type DbClaim,
  type DbComment,
  type DbPayment,
  type DbRequest,
  type DbRequiredAction,
} from './db';
import { notifyRequestOwner } from './notificationStore';
import { compareStamps } from './stamps';

export { OFFICER_USER_ID };

/**
 * Direction acronyms by direction id (chosen; the spec shows only `direction{acronym}` and the
 * OpenAPI example 'DPP'): 1 DPP, 2 CONFOTUR (CFT), 3 Licencias de Operación (LOP), 4 Mercadeo (MER).
 */
export const DIRECTION_ACRONYMS: Readonly<Record<number, string>> = { 1: 'DPP', 2: 'CFT', 3: 'LOP', 4: 'MER' };

/** A request status (spec 001 §3 status{id, name, color, base_status_id}). */
export type RequestStatusDef = DbRequest['status'];

/** Base status of an open request (allows completing actions, paying, messages; spec 001 §4). */
export const OPEN_BASE_STATUS = 1;
/** Base status of a closed request (7, 8, 10): chosen, the spec only names base status 1. */
export const CLOSED_BASE_STATUS = 2;

/**
 * The statuses of this backend (spec 001 §4 gives the ids and the names Completada and Cancelada; the
 * other names and the colours, among info, success, warning and danger of contract §3.2, are chosen):
 * 1-6 and 9 in process (base status 1), 7 Completada, 8 Rechazada, 10 Cancelada (base status 2).
 */
export const REQUEST_STATUSES: Readonly<Record<number, RequestStatusDef>> = {
  1: { id: 1, name: 'En proceso', color: 'info', base_status_id: OPEN_BASE_STATUS },
  2: { id: 2, name: 'En revisión documental', color: 'info', base_status_id: OPEN_BASE_STATUS },
  3: { id: 3, name: 'En evaluación técnica', color: 'info', base_status_id: OPEN_BASE_STATUS },
  4: { id: 4, name: 'En inspección de campo', color: 'info', base_status_id: OPEN_BASE_STATUS },
  5: { id: 5, name: 'En espera del solicitante', color: 'warning', base_status_id: OPEN_BASE_STATUS },
  6: { id: 6, name: 'En comité de aprobación', color: 'info', base_status_id: OPEN_BASE_STATUS },
  9: { id: 9, name: 'Pendiente de firma', color: 'info', base_status_id: OPEN_BASE_STATUS },
  7: { id: 7, name: 'Completada', color: 'success', base_status_id: CLOSED_BASE_STATUS },
  8: { id: 8, name: 'Rechazada', color: 'danger', base_status_id: CLOSED_BASE_STATUS },
  10: { id: 10, name: 'Cancelada', color: 'warning', base_status_id: CLOSED_BASE_STATUS },
};

/** A copy of the status with this id (one of {@link REQUEST_STATUSES}). */
export function statusOf(id: number): RequestStatusDef {
  const found = REQUEST_STATUSES[id];
  if (!found) throw new RangeError(`unknown status ${id}`);
  return { ...found };
}

/** Payment status words: PENDIENTE and GENERADO (spec 001 §4) and this backend's PAGADO (chosen). */
export const PAYMENT = { pending: 'PENDIENTE', generated: 'GENERADO', paid: 'PAGADO' } as const;

/** Payment methods as 'Mis pagos' shows them (chosen). */
export const PAYMENT_METHOD = { card: 'Tarjeta de crédito o débito', deposit: 'Depósito o transferencia bancaria' } as const;

/** Currency of every payment (spec 001 §9). */
export const COIN = 'DOP';

/** Claim status texts (chosen; openapi Claim example 'Abierta'). */
export const CLAIM_STATUS = { open: 'Abierta', inReview: 'En revisión', resolved: 'Resuelta', closed: 'Cerrada' } as const;

/** Claim reasons of GET /issues (spec 001 §3 Issue; texts chosen). */
export const ISSUES: readonly { id: number; content: string }[] = [
  { id: 1, content: 'Demora en la respuesta' },
  { id: 2, content: 'Mala atención del personal' },
  { id: 3, content: 'Cobro incorrecto o duplicado' },
  { id: 4, content: 'Documento emitido con errores' },
  { id: 5, content: 'Falta de información sobre el estado de la solicitud' },
  { id: 6, content: 'Problemas técnicos con el portal' },
  { id: 7, content: 'Otro motivo' },
];

/** The request with this id, if any. */
export function findRequest(id: number | null): DbRequest | undefined {
  return id === null ? undefined : requestsTable().find((r) => r.id === id);
}

/** Whether the request is open (base status 1). */
export function isOpenRequest(request: DbRequest): boolean {
  return request.status.base_status_id === OPEN_BASE_STATUS;
}

/** Pending required actions, oldest first. */
export function pendingActions(request: DbRequest): DbRequiredAction[] {
  return (request.actions ?? []).filter((a) => a.completed_at === null).sort((a, b) => compareStamps(a.created_at, b.created_at) || a.id - b.id);
}

/** The current required action: the newest pending one, or null. */
export function currentAction(request: DbRequest): DbRequiredAction | null {
  const pending = pendingActions(request);
  return pending.length ? pending[pending.length - 1] : null;
}

/** Whether an action type asks for a payment (5 or 7). */
export const isPaymentType = (type: number): boolean => type === 5 || type === 7;

/**
 * Adds a pending required action (officer). Payment actions (5, 7) also set the amount due and make
 * the payment PENDIENTE.
 * @param amount DOP, payment actions only
 */
export function addAction(
  request: DbRequest,
  type: DbActionType,
  message: string,
  amount: number | null = null,
  concept: string | null = null,
  stamp = nowStamp(),
): DbRequiredAction {
  const action: DbRequiredAction = {
    id: nextId('nextActionId', 5000),
    action_id: type,
    activity_id: findService(request.service_id)?.activity_id ?? null,
    message,
    created_at: stamp,
    amount: isPaymentType(type) ? amount : null,
    concept: isPaymentType(type) ? concept : null,
    completed_at: null,
  };
  (request.actions ??= []).push(action);
  if (isPaymentType(type) && amount !== null) {
    request.payment_amount = Math.round(amount * 100) / 100;
    request.payment_status = PAYMENT.pending;
  }
  return action;
}

/** Marks a pending action completed. */
export function completeAction(action: DbRequiredAction, stamp = nowStamp()): void {
  if (action.completed_at === null) action.completed_at = stamp;
}

/** The pending action with this id and (optionally) one of these types. */
export function findPendingAction(request: DbRequest, id: number | null, types?: readonly number[]): DbRequiredAction | undefined {
  if (id === null) return undefined;
  return pendingActions(request).find((a) => a.id === id && (!types || types.includes(a.action_id)));
}

/** The payment action a payment settles: the one named (when pending), else the newest pending payment action. */
export function paymentActionFor(request: DbRequest, named: number | null): DbRequiredAction | undefined {
  return findPendingAction(request, named, [5, 7]) ?? [...pendingActions(request)].reverse().find((a) => isPaymentType(a.action_id));
}

/** Closes every pending action (the request reached a terminal status). */
export function closeAllActions(request: DbRequest, stamp = nowStamp()): void {
  for (const a of pendingActions(request)) completeAction(a, stamp);
}

/**
 * The stored form of a message text the portal sent: URI-encoded, as the real backend keeps it (spec
 * 001 §2.5 "text is URI-decoded"). The portal encodes before sending, so a text with valid `%`
 * sequences is kept as it came; plain text (no `%`, or a stray one) is encoded here.
 */
export function storedCommentText(text: string): string {
  try {
    decodeURIComponent(text);
    return text.includes('%') ? text : encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text);
  }
}

/** The readable form of a stored message (a malformed sequence shows the raw text). */
export function readableCommentText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The `user_id` of a citizen's messages: any number but the officer's 2 (spec 001 §2.5); chosen: the
 * last six digits of the author's document (3 if that gives 2).
 */
export function citizenUserId(citizenId: string): number {
  const n = Number(citizenId.replace(/\D/g, '').slice(-6)) || 1;
  return n === OFFICER_USER_ID ? 3 : n;
}

/**
 * Adds a message.
 * @param encodedText the URI-encoded text (see {@link storedCommentText}; an officer's plain text goes
 *   through `encodeURIComponent`)
 */
export function addComment(request: DbRequest, encodedText: string, userId: number, stamp = nowStamp()): DbComment {
  const comment: DbComment = { id: nextId('nextCommentId', 9000), text: encodedText, user_id: userId, created_at: stamp };
  (request.comments ??= []).push(comment);
  return comment;
}

/** The concept of a payment: the action's, else the service's first price concept, else its name. */
export function paymentConcept(request: DbRequest, action?: DbRequiredAction): string {
  if (action?.concept) return action.concept;
  const service = findService(request.service_id);
  return service?.prices[0]?.concept ?? service?.name ?? 'Pago de servicio';
}

/** Records a payment made ('Mis pagos') and marks the request's payment PAGADO. */
export function recordPayment(
  request: DbRequest,
  fields: { concept: string; approval_number: string | null; method: string; amount: number },
  stamp = nowStamp(),
): DbPayment {
  const payment: DbPayment = {
    id: nextId('nextPaymentId', 7000),
    concept: fields.concept,
    approval_number: fields.approval_number,
    payment_method: fields.method,
    price: fields.amount.toFixed(2),
    coin: COIN,
    created_at: stamp,
  };
  (request.payments ??= []).push(payment);
  request.payment_status = PAYMENT.paid;
  return payment;
}

/** Claims of a request code, oldest first. */
export function claimsOf(code: string): DbClaim[] {
  return claimsTable().filter((c) => c.request_code === code);
}

/** Name and e-mail of a request's owner (a citizen or a company account), or null. */
export function ownerContact(request: DbRequest): { name: string; email: string } | null {
  const d = db();
  const citizen = d.citizens.find((c) => c.citizen_id === request.doc_identification);
  if (citizen) return { name: `${citizen.name} ${citizen.first_last_name}`, email: citizen.email };
  const company = d.companies.find((c) => c.account !== null && c.company_rnc === request.doc_identification);
  return company?.account ? { name: company.company_name, email: company.account.email } : null;
}

/** Path of a request's detail page. */
export const detailPath = (request: DbRequest): string => `/app/serviceRequestedDetails/${request.id}`;

/**
 * E-mails the request's owner (demo mailbox) with a link to the detail page, and notifies them in the
 * portal (bell, spec 001 §2.2): `Evento` = the subject, `title` = 'Solicitud <code>: <first paragraph>'
 * with the request id (src/mocks/notificationStore.ts). Does not save (callers do, or sendMail does).
 * @param paragraphs body after the greeting
 */
export function mailOwner(request: DbRequest, subject: string, paragraphs: string[]): void {
  notifyRequestOwner(request, subject, paragraphs[0] ?? '');
  const owner = ownerContact(request);
  if (!owner) return;
  const service = findService(request.service_id)?.name ?? '';
  sendMail({
    to: owner.email,
    subject: `${subject} · ${request.code}`,
    body: [`Estimado(a) ${owner.name}:`, `Solicitud ${request.code}${service ? ` (${service})` : ''}.`, ...paragraphs],
    link: { label: 'Ver solicitud', href: detailPath(request) },
  });
}
