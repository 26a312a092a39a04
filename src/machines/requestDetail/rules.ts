/**
 * The decisions of the request-detail chart (src/machines/requestDetail/requestDetail.machine.ts),
 * as pure functions of its context, built on the domain rules (src/domain/status.ts,
 * src/domain/roles.ts, src/domain/requestDetail.ts). The chart's guards call them; views read the
 * banners through {@link actionBannersOf} / {@link solutionBannerOf} and ask the chart
 * (`snapshot.can`) for everything else.
 *
 * Spec: 001 §2.5 (tabs, banners, deletion), §4 (statuses, initial tabs, payment return), §6 (roles:
 * staff reads with the URL's doc_identification and sees no banners; non-owners only see details).
 */
import { isRequestOwner, isRestrictedRole } from '../../domain/roles';
import {
  hasRating,
  isStaffRole,
  paymentReturnQuery,
  requiredActionMessages,
  statusTone,
  type PaymentReturnQuery,
  type StatusTone,
} from '../../domain/requestDetail';
import { canCompleteRequiredAction, canDeleteRequest, detailTabs, isTerminalStatus, requiredActionView, type RequiredActionView } from '../../domain/status';
import type { RequestDetail, RequestViewer } from './types';

/** What the page shows in its main area: one of the tabs, or the required-document view. */
export type DetailView = 'details' | 'claims' | 'payments' | 'messages' | 'requiredDocument';

/** The views that are tabs, in the spec's order (spec 001 §2.5 Tabs). */
export const TAB_VIEWS = ['details', 'claims', 'payments', 'messages'] as const satisfies readonly DetailView[];

/** What the chart knows about the viewer and the request (the chart's context). */
export interface DetailFacts {
  /** The route's request id; null when malformed. */
  requestId: number | null;
  viewer: RequestViewer;
  /** The viewer's base role (`rol_base`). */
  rolBase: number | string | null;
  /** The staff base role from configuration (`VITE_STAFF_ROLE`); null when not configured. */
  staffRole: number | string | null;
  /**
   * `doc_identification` of the URL query, or null: staff read any request with it, and a company's
   * representative reads the requests of the company's other applicants (the desk's card passes it,
   * spec 001 §2.1); the backend refuses anyone else (404).
   */
  urlDocId: string | null;
  /** The detail as last read; null before the first read. */
  detail: RequestDetail | null;
}

/** Whether the viewer reads as staff (spec 001 §6 "Staff base role"). */
export const isStaffViewer = (c: DetailFacts): boolean => isStaffRole(c.rolBase, c.staffRole);

/**
 * The `citizenId` of GET /requests/{id}: the URL's doc_identification when there is one (staff,
 * spec 001 §6; a company representative opening an applicant's request from the desk, §2.1), else
 * the viewer's own id. Reading rights are the backend's to decide.
 */
export const readerCitizenId = (c: DetailFacts): string => c.urlDocId ?? c.viewer.citizenId;

/** Facts with a read detail (what {@link isOwnerViewer} guarantees). */
type ReadFacts = DetailFacts & { detail: RequestDetail };

/** The viewer owns the request (citizen id = doc_identification) and is not reading as staff (spec 001 §6). */
export const isOwnerViewer = (c: DetailFacts): c is ReadFacts =>
  c.detail !== null && !isStaffViewer(c) && isRequestOwner(c.viewer.citizenId, c.detail.request.doc_identification);

/** The current required action type (`request_actions_id`), or null. */
export function currentAction(c: DetailFacts): number | null {
  const id = Number(c.detail?.request.request_actions_id ?? Number.NaN);
  return Number.isFinite(id) ? id : null;
}

/** The view the current required action opens (1 → requiredDocument, 3 → messages, 5/7 → payments, other → details), or null without action. */
export function actionViewOf(c: DetailFacts): RequiredActionView | null {
  const action = currentAction(c);
  return action === null ? null : requiredActionView(action);
}

/** Whether a required action is pending: a current action, or a truthy `request_actions` (contract §3.1). */
const hasPendingAction = (c: ReadFacts): boolean => currentAction(c) !== null || Boolean(c.detail.request.request_actions);

/** Required-action banners show: to the owner who is not of the restricted base role, never to staff (spec 001 §2.5, §6). */
export const showsActionBanners = (c: DetailFacts): c is ReadFacts => isOwnerViewer(c) && !isRestrictedRole(c.rolBase) && hasPendingAction(c);

/** 'Completar' shows on the banners: banners shown, a current action, and base status 1 (spec 001 §2.5, §4). */
export const canCompleteAction = (c: DetailFacts): boolean =>
  showsActionBanners(c) && canCompleteRequiredAction(currentAction(c), c.detail.request.status?.base_status_id);

/** Which tabs show (spec 001 §2.5 Tabs, §4 Initial tabs, §6: non-owners only see details). */
export function tabsOf(c: DetailFacts): Record<(typeof TAB_VIEWS)[number], boolean> {
  if (!isOwnerViewer(c)) return { details: true, claims: false, payments: false, messages: false };
  const { request } = c.detail;
  const tabs = detailTabs({
    statusId: request.status?.id,
    externalPay: request.service?.external_pay,
    siritCode: request.service?.sirit_code,
    amount: request.payment?.payment_amount,
    paymentsCount: Array.isArray(c.detail.priceRequest) ? c.detail.priceRequest.length : 0,
    commentsCount: Array.isArray(request.comments) ? request.comments.length : 0,
    actionId: request.request_actions_id,
    isOwner: true,
  });
  // A pending payment action (5 or 7) opens 'Pagos' even when no amount is known yet (spec 001 §2.5 banners).
  return { details: true, claims: tabs.claims, payments: tabs.payments || actionViewOf(c) === 'payments', messages: tabs.messages };
}

/**
 * Whether `view` may be shown now: the tabs of {@link tabsOf}; 'requiredDocument' only to the owner
 * while the current action is 1 (it is reached through 'Completar' or the automatic selection).
 */
export function isViewAvailable(c: DetailFacts, view: DetailView): boolean {
  if (view === 'requiredDocument') return isOwnerViewer(c) && actionViewOf(c) === 'requiredDocument';
  return tabsOf(c)[view];
}

/** The automatic selection of the required action's view on load: owner, not staff, a current action, status not 7, 8 or 10 (spec 001 §4). */
export const selectsActionOnLoad = (c: DetailFacts): boolean => isOwnerViewer(c) && currentAction(c) !== null && !isTerminalStatus(c.detail.request.status?.id);

/** 'Eliminar Solicitud': the owner of a provisional request whose status is not 10 (spec 001 §2.5). */
export const canDelete = (c: DetailFacts): boolean =>
  c.detail !== null && canDeleteRequest({ provisional: c.detail.request.provisional, isOwner: isOwnerViewer(c), statusId: c.detail.request.status?.id });

/** The request's solution text, trimmed ('' when none). */
const solutionOf = (c: DetailFacts): string => (typeof c.detail?.request.solution === 'string' ? c.detail.request.solution.trim() : '');

/** CALIFICAR: the owner (not staff) of a request with a solution and no rating yet (spec 001 §2.5; contract §3.1). */
export const canRate = (c: DetailFacts): boolean => isOwnerViewer(c) && solutionOf(c) !== '' && !hasRating(c.detail);

/** The payment-return query when the rule holds for the owner (spec 001 §4 Payment return), else null. */
export const paymentReturnOf = (c: DetailFacts): PaymentReturnQuery | null => (isOwnerViewer(c) ? paymentReturnQuery(c.detail) : null);

/** One required-action banner: the action message (may hold HTML; null → the generic text). */
export interface ActionBanner {
  message: string | null;
}

/** The required-action banners the viewer sees (empty for staff, non-owners and the restricted role). */
export function actionBannersOf(c: DetailFacts): ActionBanner[] {
  if (!showsActionBanners(c)) return [];
  const messages = requiredActionMessages(c.detail);
  return messages.length > 0 ? messages.map((message) => ({ message })) : [{ message: null }];
}

/** The resolution banner: the solution in the status colour (spec 001 §2.5), never for staff (§6). */
export interface SolutionBanner {
  text: string;
  tone: StatusTone;
}

/** The resolution banner the viewer sees, or null (no solution, or staff). */
export function solutionBannerOf(c: DetailFacts): SolutionBanner | null {
  const text = solutionOf(c);
  if (!text || isStaffViewer(c) || !c.detail) return null;
  return { text, tone: statusTone(c.detail.request.status?.color) };
}
