/**
 * Request status rules of spec 001 §4 "States and transitions" (statuses, list filters, progress
 * bar, card buttons, detail tabs, required actions, payments) and contract §3.2/§3.3.
 */
import type { MessageKey, MessageRef } from '../messages/es';
import {
  BASE_STATUS_OPEN,
  IN_PROCESS_STATUS_IDS,
  PAYMENT_STATUS,
  REQUIRED_ACTION,
  STATUS_CANCELLED,
  STATUS_FILTER,
  STATUS_FINISHED,
  STATUS_REJECTED,
} from './constants';
import { parseBackendDate, type DateInput } from './format/dates';

export { IN_PROCESS_STATUS_IDS, STATUS_CANCELLED, STATUS_FILTER, STATUS_FINISHED, STATUS_REJECTED };

/** A value the backends send for an id: number, numeric string or nothing. */
type IdLike = number | string | null | undefined;

function toId(value: IdLike): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Desk list status filter: 1 En proceso, 2 Finalizadas (spec 001 §2.1), 3 Rechazadas (contract §3.2, issue 26). */
export type StatusFilter = (typeof STATUS_FILTER)[keyof typeof STATUS_FILTER];

/** The statuses of the 'Rechazadas' filter: rejected (8) and cancelled (10) (contract §3.2). */
const REJECTED_FILTER_STATUS_IDS: readonly number[] = [STATUS_REJECTED, STATUS_CANCELLED];

/**
 * Status ids each filter selects: 1 → [1, 2, 3, 4, 5, 6, 9], 2 → [7] (spec 001 §4), 3 → [8, 10]
 * (contract §3.2 'Rechazadas').
 */
export function statusIdsForFilter(filter: StatusFilter): readonly number[] {
  if (filter === STATUS_FILTER.inProcess) return IN_PROCESS_STATUS_IDS;
  return filter === STATUS_FILTER.rejected ? REJECTED_FILTER_STATUS_IDS : [STATUS_FINISHED];
}

/** Whether a request with `statusId` appears under `filter`. */
export function matchesStatusFilter(statusId: IdLike, filter: StatusFilter): boolean {
  const id = toId(statusId);
  return id !== null && statusIdsForFilter(filter).includes(id);
}

/** Whether the status is one of the in-process ids 1-6 and 9. */
export function isInProcessStatus(statusId: IdLike): boolean {
  return matchesStatusFilter(statusId, STATUS_FILTER.inProcess);
}

/**
 * Whether the status is terminal: 7 finished, 8 rejected, 10 cancelled. Terminal requests hide the
 * assign/change-applicant button, their card button reads VER DETALLE, and they stop the automatic
 * selection of required actions (spec 001 §4).
 */
export function isTerminalStatus(statusId: IdLike): boolean {
  const id = toId(statusId);
  return id === STATUS_FINISHED || id === STATUS_REJECTED || id === STATUS_CANCELLED;
}

/** Progress-bar / label variant (spec 001 §4). */
export type StatusVariant = 'success' | 'rejected' | 'inProcess';

/**
 * Label variant by status NAME, as the spec and the existing portal do: 'Completada' → success,
 * 'Cancelada' → rejected, anything else (including 'En proceso' and unknown names) → inProcess.
 * Comparison ignores case and surrounding spaces.
 */
export function statusVariant(statusName: string | null | undefined): StatusVariant {
  const name = (statusName ?? '').trim().toLowerCase();
  if (name === 'completada') return 'success';
  if (name === 'cancelada') return 'rejected';
  return 'inProcess';
}

/** Progress-bar percentage: 100 for ids 8 and 10, else `progress` clamped to 0-100 and rounded (spec 001 §4). */
export function progressPercent(statusId: IdLike, progress: number | string | null | undefined): number {
  const id = toId(statusId);
  if (id === STATUS_REJECTED || id === STATUS_CANCELLED) return 100;
  const n = typeof progress === 'number' ? progress : Number(progress ?? 0);
  if (!Number.isFinite(n)) return 0;
  return Math.round(Math.min(100, Math.max(0, n)));
}

/** Progress-bar label: 'RECHAZADO' (8), 'CANCELADO' (10), else '{n}% COMPLETADO' (spec 001 §2.1). */
export function progressLabel(statusId: IdLike, progress: number | string | null | undefined): MessageRef {
  const id = toId(statusId);
  if (id === STATUS_REJECTED) return { key: 'desk.card.rejected' };
  if (id === STATUS_CANCELLED) return { key: 'desk.card.cancelled' };
  return { key: 'desk.card.progress', params: { n: progressPercent(statusId, progress) } };
}

/** Inputs of {@link requestCardButton}. */
export interface RequestCardButtonInput {
  statusId: IdLike;
  /** The request has pending required actions (`request_actions` truthy). */
  hasPendingActions: boolean;
  /** The viewer is the request's applicant. */
  viewerIsApplicant: boolean;
  /** The card belongs to a company list. */
  isCompanyRequest: boolean;
}

/**
 * Label of a request card's main button (spec 001 §4): terminal statuses → VER DETALLE; pending
 * actions seen by the applicant → RESPONDER (personal) or DAR SEGUIMIENTO (company); else VER DETALLE.
 */
export function requestCardButton(input: RequestCardButtonInput): MessageKey {
  if (isTerminalStatus(input.statusId)) return 'desk.card.viewDetail';
  if (input.hasPendingActions && input.viewerIsApplicant) {
    return input.isCompanyRequest ? 'desk.card.followUp' : 'desk.card.respond';
  }
  return 'desk.card.viewDetail';
}

/** Inputs of {@link canAssignApplicant}. */
export interface AssignApplicantInput {
  statusId: IdLike;
  /** The viewer has the company base role. */
  isCompanyBaseRole: boolean;
  /** The viewer's role inside the request's company is the representative role. */
  isRepresentativeMember: boolean;
}

/**
 * Whether ASIGNAR/CAMBIAR SOLICITANTE shows: not for ids 7, 8, 10; only to the company base role or
 * to a member whose company role is the representative role (spec 001 §4).
 */
export function canAssignApplicant(input: AssignApplicantInput): boolean {
  return !isTerminalStatus(input.statusId) && (input.isCompanyBaseRole || input.isRepresentativeMember);
}

/** Whether base status 1 (open): allows completing required actions, paying, sending messages (spec 001 §4). */
export function isOpenBaseStatus(baseStatusId: IdLike): boolean {
  return toId(baseStatusId) === BASE_STATUS_OPEN;
}

/**
 * Whether a pending required action may be completed now (spec 001 §2.5 Required-action banners
 * "a 'Completar' button (button only when base status is 1)", §4 "Base status 1 means open, which
 * allows completing required actions"): `pendingActionId` is the id of the pending required action
 * (the current `request_actions_id`, or the latest `requiredActions[].id` of the wanted type;
 * contract §3.3), null when there is none; `baseStatusId` is `request.status.base_status_id` (a
 * number, a numeric string or null). True only with an action and base status 1; base status 2,
 * another or none, or no action: false.
 */
export function canCompleteRequiredAction(pendingActionId: number | null, baseStatusId: IdLike): boolean {
  return pendingActionId !== null && isOpenBaseStatus(baseStatusId);
}

/** Claims tab hidden for status 10 (spec 001 §2.5, §4). */
export function showsClaimsTab(statusId: IdLike): boolean {
  return toId(statusId) !== STATUS_CANCELLED;
}

/** Inputs of {@link canDeleteRequest}. */
export interface DeleteRequestInput {
  /** `request.provisional` (0/1 or boolean). */
  provisional: number | boolean | string | null | undefined;
  isOwner: boolean;
  statusId: IdLike;
}

/** 'Eliminar Solicitud' shows to the owner of a provisional request whose status is not 10 (spec 001 §2.5). */
export function canDeleteRequest(input: DeleteRequestInput): boolean {
  const provisional = input.provisional === true || Number(input.provisional) === 1;
  return provisional && input.isOwner && toId(input.statusId) !== STATUS_CANCELLED;
}

/** Whether the request number shows: only when the request is not provisional (spec 001 §2.5). */
export function showsRequestNumber(provisional: number | boolean | string | null | undefined): boolean {
  return !(provisional === true || Number(provisional) === 1);
}

/** The view a required action opens (spec 001 §2.5, §4). */
export type RequiredActionView = 'requiredDocument' | 'messages' | 'payments' | 'details';

/** Action 1 → required-document upload, 3 → messages, 5 and 7 → payments, others → details. */
export function requiredActionView(actionId: IdLike): RequiredActionView {
  switch (toId(actionId)) {
    case REQUIRED_ACTION.documents:
      return 'requiredDocument';
    case REQUIRED_ACTION.information:
      return 'messages';
    case REQUIRED_ACTION.payment:
    case REQUIRED_ACTION.paymentByAction:
      return 'payments';
    default:
      return 'details';
  }
}

/** Whether an action id is a payment action (5 or 7). */
export function isPaymentAction(actionId: IdLike): boolean {
  return requiredActionView(actionId) === 'payments';
}

/** Inputs of {@link detailTabs}. */
export interface DetailTabsInput {
  statusId: IdLike;
  /** `service.external_pay` (0/1). */
  externalPay: number | string | null | undefined;
  /** `service.sirit_code` (null when the service has no card payment). */
  siritCode: string | number | null | undefined;
  /** Payment amount (`payment.payment_amount`), DOP. */
  amount: number | string | null | undefined;
  /** Number of prior payments (`priceRequest.length`). */
  paymentsCount: number;
  /** Number of request comments (messages). */
  commentsCount: number;
  /** Current required action (`request_actions_id`). */
  actionId: IdLike;
  /** The viewer owns the request. */
  isOwner: boolean;
}

/** Which request-detail tabs show. */
export interface DetailTabs {
  details: true;
  claims: boolean;
  payments: boolean;
  messages: boolean;
}

/**
 * Initial request-detail tabs (spec 001 §2.5, §4): Detalles always; Quejas y Reclamaciones unless
 * status 10; Pagos when payment applies — external pay with amount > 0, a sirit code with
 * amount > 0, or prior payments — AND the viewer is the owner; Mensajes when there are comments or
 * the current action is 3.
 */
export function detailTabs(input: DetailTabsInput): DetailTabs {
  const amount = Number(String(input.amount ?? 0).replace(/,/g, '')) || 0;
  const hasExternalPay = toId(input.externalPay) !== null && toId(input.externalPay) !== 0;
  const hasSirit = input.siritCode !== null && input.siritCode !== undefined && input.siritCode !== '';
  const paymentApplies = (hasExternalPay && amount > 0) || (hasSirit && amount > 0) || input.paymentsCount > 0;
  return {
    details: true,
    claims: showsClaimsTab(input.statusId),
    payments: paymentApplies && input.isOwner,
    messages: input.commentsCount > 0 || toId(input.actionId) === REQUIRED_ACTION.information,
  };
}

/** Whether the message input shows: current action 3 and base status 1 (spec 001 §2.5). */
export function canSendMessages(actionId: IdLike, baseStatusId: IdLike): boolean {
  return toId(actionId) === REQUIRED_ACTION.information && isOpenBaseStatus(baseStatusId);
}

/** Inputs of {@link paymentOptions}. */
export interface PaymentOptionsInput {
  /** `payment.payment_status`: 'PENDIENTE' or 'GENERADO'. */
  paymentStatus: string | null | undefined;
  siritCode: string | number | null | undefined;
  externalPay: number | string | null | undefined;
  baseStatusId: IdLike;
}

/** What the payments tab shows. */
export interface PaymentOptions {
  /** 'Método de pago' block with 'Monto a pagar' (status PENDIENTE). */
  showMethods: boolean;
  /** Card payment button (sirit code and base status 1). */
  card: boolean;
  /** 'DEPOSITO O TRANSFERENCIA' (non-zero external pay and base status 1). */
  depositOrTransfer: boolean;
  /** 'Su pago de ${amount} está en proceso de validación.' (status GENERADO). */
  underValidation: boolean;
}

/**
 * Whether a service has a SIRIT code, i.e. card payment (spec 001 §2.5 "only when the service has a
 * sirit code"; contract §3.3 `sirit_code != null`): a code of blanks is none.
 */
export function hasSiritCode(siritCode: string | number | null | undefined): boolean {
  return siritCode !== null && siritCode !== undefined && String(siritCode).trim() !== '';
}

/**
 * Whether `payment.payment_status` is PENDIENTE, the one status that still asks the citizen to pay
 * (spec 001 §4 Payment status), whatever its case and surrounding blanks. GENERADO (a voucher under
 * validation), PAGADO (openapi admin RequestPayment), another word or none: not pending.
 */
export function isPendingPaymentStatus(paymentStatus: string | null | undefined): boolean {
  return (paymentStatus ?? '').trim().toUpperCase() === PAYMENT_STATUS.pending;
}

/**
 * Payments tab options (spec 001 §2.5 Payments tab, §4 Payment status): the methods only for
 * PENDIENTE; card with a SIRIT code ({@link hasSiritCode}) and 'DEPOSITO O TRANSFERENCIA' with a
 * non-zero `external_pay`, each only on base status 1; 'en proceso de validación' for GENERADO.
 */
export function paymentOptions(input: PaymentOptionsInput): PaymentOptions {
  const status = (input.paymentStatus ?? '').trim().toUpperCase();
  const pending = isPendingPaymentStatus(input.paymentStatus);
  const open = isOpenBaseStatus(input.baseStatusId);
  const hasSirit = hasSiritCode(input.siritCode);
  const externalPay = toId(input.externalPay);
  return {
    showMethods: pending,
    card: pending && open && hasSirit,
    depositOrTransfer: pending && open && externalPay !== null && externalPay !== 0,
    underValidation: status === PAYMENT_STATUS.generated,
  };
}

/**
 * Whether a service offers no way to pay from the portal: no SIRIT code (no card payment) and
 * `external_pay` 0 or absent (no deposit / transfer voucher) (contract §3.3). The back office can
 * still ask for a payment on it; the payments tab then says how to pay (issue 26 row 4).
 */
export function hasNoOnlinePaymentMeans(input: Pick<PaymentOptionsInput, 'siritCode' | 'externalPay'>): boolean {
  const externalPay = toId(input.externalPay);
  return !hasSiritCode(input.siritCode) && (externalPay === null || externalPay === 0);
}

/** Inputs of {@link shouldRedirectToPaymentValidation}. */
export interface PaymentReturnInput {
  /** `request.approval_number`. */
  approvalNumber: string | null | undefined;
  /** Creation date of the request's payment required action (action 5 or 7), if one exists. */
  paymentActionCreatedAt: DateInput;
  /** `payment.succesfullyPayment_date`. */
  successfulPaymentDate: DateInput;
}

/**
 * Payment return (spec 001 §4): on loading a request detail, redirect to the payment validation page
 * when an approval number exists, a payment required action exists, and the successful-payment date
 * is later than that action's creation date.
 */
export function shouldRedirectToPaymentValidation(input: PaymentReturnInput): boolean {
  if (!input.approvalNumber) return false;
  const actionAt = parseBackendDate(input.paymentActionCreatedAt);
  const paidAt = parseBackendDate(input.successfulPaymentDate);
  return actionAt !== null && paidAt !== null && paidAt.getTime() > actionAt.getTime();
}
