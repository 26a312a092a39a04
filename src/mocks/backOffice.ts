/**
 * The demo back office of requests (issue 8; embedded mode only): what a ministry officer does to a
 * citizen's or company's request, written straight into the embedded backend's store, which the page
 * /demo/backoffice (src/views/pages/demo/BackOfficePage.tsx) calls. Every write goes through `save()`
 * (so a detail page open in another tab sees it) and e-mails the owner (demo mailbox).
 *
 * | Function | Effect (spec 001 §2.5, §4) |
 * |---|---|
 * | {@link requestDocument} | pending action 1 with the message |
 * | {@link requestInformation} | pending action 3 with the message |
 * | {@link requestPayment} | pending action 5 or 7; payment PENDIENTE of that amount (DOP) |
 * | {@link writeMessage} | an institution message (user_id 2), stored URI-encoded |
 * | {@link issueDocument} | a real one-page PDF stored by the file server, attached with origin 1 |
 * | {@link validateVoucher} | a GENERADO voucher becomes a payment in priceRequest (PAGADO), payment action completed |
 * | {@link resolveRequest} / {@link rejectRequest} / {@link cancelRequest} | status 7 / 8 / 10 with the solution text; pending actions closed |
 * | {@link answerClaim} | the claim's solution and status |
 *
 * Each returns an {@link Outcome}: 'ok' or why nothing changed (the page shows a Spanish text per outcome).
 */
import { formatMoneyRD } from '../domain/format/money';
import { findService } from './data';
import { claimsTable, db, nowStamp, requestsTable, save, type DbActionType, type DbClaim, type DbRequest } from './db';
import { putFileBytes } from './fileStore';
import { makePdf } from './pdf';
import {
  addAction,
  addComment,
  CLAIM_STATUS,
  claimsOf,
  closeAllActions,
  completeAction,
  isOpenRequest,
  mailOwner,
  OFFICER_USER_ID,
  PAYMENT,
  PAYMENT_METHOD,
  paymentActionFor,
  paymentConcept,
  pendingActions,
  recordPayment,
  statusOf,
} from './requestStore';
import { MESSAGE_MAX_LENGTH } from '../domain/constants';
import './seed';
import { compareStamps } from './stamps';

/** Why an action did (not) happen. */
export type Outcome =
  'ok' | 'notFound' | 'closed' | 'provisional' | 'required' | 'tooLong' | 'invalidAmount' | 'underValidation' | 'noVoucher' | 'invalidStatus';

/** A row of the back office's request list. */
export interface BackOfficeRow {
  id: number;
  code: string;
  provisional: boolean;
  /** Owner's name and document. */
  owner: string;
  /** The company the request was made for, or null. */
  company: string | null;
  service: string;
  status: string;
  statusId: number;
}

/** What the back office shows of the selected request. */
export interface BackOfficeDetail extends BackOfficeRow {
  open: boolean;
  paymentStatus: string | null;
  /** Amount due, DOP. */
  amount: number;
  solution: string | null;
  pending: { id: number; type: number; message: string }[];
  claims: DbClaim[];
  comments: number;
  /** Whether the citizen can pay this service from the portal: by card (its SIRIT code) or by deposit / transfer (`external_pay`; contract §3.3). */
  paymentMeans: { card: boolean; depositOrTransfer: boolean };
}

function ownerLabel(request: DbRequest): string {
  const d = db();
  const citizen = d.citizens.find((c) => c.citizen_id === request.doc_identification);
  if (citizen) return `${citizen.name} ${citizen.first_last_name} ${citizen.second_last_name} (${citizen.citizen_id})`.replace(/\s+/g, ' ');
  const company = d.companies.find((c) => c.company_rnc === request.doc_identification);
  return company ? `${company.company_name} (RNC ${company.company_rnc})` : request.doc_identification;
}

function row(request: DbRequest): BackOfficeRow {
  return {
    id: request.id,
    code: request.code,
    provisional: request.provisional === 1,
    owner: ownerLabel(request),
    company: request.company_name,
    service: findService(request.service_id)?.name ?? String(request.service_id),
    status: request.status.name,
    statusId: request.status.id,
  };
}

/** Every request of every citizen and company, newest first. */
export function listBackOfficeRequests(): BackOfficeRow[] {
  return [...requestsTable()].sort((a, b) => compareStamps(b.created_at, a.created_at) || b.id - a.id).map(row);
}

/** The selected request, or undefined. */
export function backOfficeRequest(id: number): BackOfficeDetail | undefined {
  const request = requestsTable().find((r) => r.id === id);
  if (!request) return undefined;
  return {
    ...row(request),
    open: isOpenRequest(request),
    paymentStatus: request.payment_status,
    amount: request.payment_amount,
    solution: request.solution,
    pending: pendingActions(request).map((a) => ({ id: a.id, type: a.action_id, message: a.message })),
    claims: claimsOf(request.code).map((c) => ({ ...c })),
    comments: (request.comments ?? []).length,
    paymentMeans: paymentMeansOf(request.service_id),
  };
}

/** The payment means a service offers (contract §3.3: card with a SIRIT code, deposit / transfer with `external_pay` ≠ 0). */
function paymentMeansOf(serviceId: number): BackOfficeDetail['paymentMeans'] {
  const service = findService(serviceId);
  return { card: Boolean(service?.sirit_code), depositOrTransfer: Boolean(service?.external_pay) };
}

/** The request, when it is open and submitted; else the outcome that stops the action. */
function openRequest(id: number): DbRequest | Outcome {
  const request = requestsTable().find((r) => r.id === id);
  if (!request) return 'notFound';
  if (request.provisional === 1) return 'provisional';
  if (!isOpenRequest(request)) return 'closed';
  return request;
}

const blank = (text: string) => text.trim() === '';

function ask(id: number, type: DbActionType, message: string, subject: string): Outcome {
  if (blank(message)) return 'required';
  const request = openRequest(id);
  if (typeof request === 'string') return request;
  addAction(request, type, message.trim());
  save();
  mailOwner(request, subject, [message.trim(), 'Ingrese al portal y pulse «Completar» en la solicitud para responder.']);
  return 'ok';
}

/** 'Solicitar documento': a pending action 1 with `message` (required; may contain HTML). */
export function requestDocument(id: number, message: string): Outcome {
  return ask(id, 1, message, 'Documento requerido');
}

/** 'Solicitar información': a pending action 3 with `message` (required). */
export function requestInformation(id: number, message: string): Outcome {
  return ask(id, 3, message, 'Información requerida');
}

/**
 * 'Solicitar pago': a pending action 5 or 7 asking `amount` DOP (> 0, at most 2 decimals); the
 * payment becomes PENDIENTE with that amount. Refused while a voucher is under validation.
 * @param message optional; defaults to a sentence with the amount
 */
export function requestPayment(id: number, type: 5 | 7, amount: number, message = '', concept = ''): Outcome {
  if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) return 'invalidAmount';
  const request = openRequest(id);
  if (typeof request === 'string') return request;
  if (request.payment_status === PAYMENT.generated) return 'underValidation';
  const text = message.trim() || `Debe realizar un pago de ${formatMoneyRD(amount)} para continuar con su solicitud.`;
  addAction(request, type, text, amount, concept.trim() || paymentConcept(request));
  save();
  mailOwner(request, 'Pago requerido', [text, 'Puede pagar con tarjeta o por depósito o transferencia desde la pestaña «Pagos».']);
  return 'ok';
}

/**
 * 'Escribir mensaje': an institution message (user_id 2). The officer's plain text (any `%`
 * sequence or HTML included) is stored URI-encoded, so the portal shows it as typed.
 */
export function writeMessage(id: number, text: string): Outcome {
  if (blank(text)) return 'required';
  if (text.length > MESSAGE_MAX_LENGTH) return 'tooLong';
  const request = requestsTable().find((r) => r.id === id);
  if (!request) return 'notFound';
  addComment(request, encodeURIComponent(text), OFFICER_USER_ID);
  save();
  mailOwner(request, 'Nuevo mensaje del Ministerio de Turismo', ['Tiene un mensaje nuevo en la pestaña «Mensajes» de su solicitud.']);
  return 'ok';
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'documento';

/**
 * 'Emitir documento': writes a one-page PDF (request code, service, owner, date) to the file server's
 * byte store under `emitidos/<code>/<name>-<time>.pdf` and attaches it with origin 1.
 * @param name document name (required)
 */
export async function issueDocument(id: number, name: string, now = new Date()): Promise<Outcome> {
  if (blank(name)) return 'required';
  const request = requestsTable().find((r) => r.id === id);
  if (!request) return 'notFound';
  const stamp = nowStamp(now);
  const bytes = makePdf(name.trim(), [
    'Ministerio de Turismo de la República Dominicana',
    `Solicitud: ${request.code}`,
    `Servicio: ${findService(request.service_id)?.name ?? ''}`,
    `Solicitante: ${ownerLabel(request)}`,
    `Fecha de emisión: ${stamp}`,
    'Documento de demostración emitido por el back office del modo integrado.',
  ]);
  const route = `emitidos/${request.code}/${slug(name)}-${now.getTime().toString(36)}.pdf`;
  await putFileBytes(route, { type: 'application/pdf', bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer });
  request.documents.push({
    name: name.trim(),
    extension: 'pdf',
    route,
    size_mb: Math.max(0.01, Math.round((bytes.byteLength / 1048576) * 100) / 100),
    label: null,
    origin_doc: 1,
    created_at: stamp,
  });
  save();
  mailOwner(request, 'Documento emitido', [
    `El Ministerio de Turismo emitió el documento «${name.trim()}». Está disponible en «Documentos emitidos por institución».`,
  ]);
  return 'ok';
}

/**
 * 'Validar pago': a GENERADO voucher becomes a payment made (deposit or transfer, `reference` as 'ID
 * de pago', default `DEP-<date>-<request id>`), the payment action is completed, payment PAGADO.
 */
export function validateVoucher(id: number, reference = ''): Outcome {
  const request = requestsTable().find((r) => r.id === id);
  if (!request) return 'notFound';
  if (request.payment_status !== PAYMENT.generated) return 'noVoucher';
  const stamp = nowStamp();
  const action = paymentActionFor(request, null);
  const ref = reference.trim() || `DEP-${stamp.slice(0, 10).replace(/-/g, '')}-${request.id}`;
  recordPayment(
    request,
    { concept: paymentConcept(request, action), approval_number: ref, method: PAYMENT_METHOD.deposit, amount: request.payment_amount },
    stamp,
  );
  if (action) completeAction(action, stamp);
  save();
  mailOwner(request, 'Pago validado', [`Su comprobante de pago por ${formatMoneyRD(request.payment_amount)} fue validado (referencia ${ref}).`]);
  return 'ok';
}

function finish(id: number, statusId: 7 | 8 | 10, solution: string, subject: string): Outcome {
  if (blank(solution)) return 'required';
  const request = requestsTable().find((r) => r.id === id);
  if (!request) return 'notFound';
  if (!isOpenRequest(request)) return 'closed';
  // A provisional request can only be cancelled.
  if (request.provisional === 1 && statusId !== 10) return 'provisional';
  request.status = statusOf(statusId);
  request.solution = solution.trim();
  closeAllActions(request);
  save();
  mailOwner(request, subject, [solution.trim()]);
  return 'ok';
}

/** 'Resolver': status 7 'Completada' (colour success) with the solution text; pending actions closed. */
export function resolveRequest(id: number, solution: string): Outcome {
  return finish(id, 7, solution, 'Solicitud completada');
}

/** 'Rechazar': status 8 'Rechazada' (danger) with the reason as solution; pending actions closed. */
export function rejectRequest(id: number, reason: string): Outcome {
  return finish(id, 8, reason, 'Solicitud rechazada');
}

/** 'Cancelar': status 10 'Cancelada' with the reason as solution; pending actions closed. */
export function cancelRequest(id: number, reason: string): Outcome {
  return finish(id, 10, reason, 'Solicitud cancelada');
}

/** The claim statuses the officer can set (see requestStore CLAIM_STATUS). */
export const CLAIM_ANSWER_STATUSES: readonly string[] = [CLAIM_STATUS.inReview, CLAIM_STATUS.resolved, CLAIM_STATUS.closed];

/** 'Responder reclamación': the claim's `solution` (required) and `status` (one of {@link CLAIM_ANSWER_STATUSES}). */
export function answerClaim(claimId: number, solution: string, status: string): Outcome {
  if (blank(solution)) return 'required';
  if (!CLAIM_ANSWER_STATUSES.includes(status)) return 'invalidStatus';
  const claim = claimsTable().find((c) => c.id === claimId);
  if (!claim) return 'notFound';
  claim.solution = solution.trim();
  claim.status = status;
  save();
  const request = requestsTable().find((r) => r.code === claim.request_code);
  if (request) mailOwner(request, 'Respuesta a su reclamación', [`Reclamación #${claim.id} (${status}): ${solution.trim()}`]);
  return 'ok';
}
